import { CircleAlert, CircleCheck, Info } from 'lucide-react';
import type { ReactNode } from 'react';

const tones = {
  error: { className: 'border-red-400/40 bg-red-500/10 text-danger', Icon: CircleAlert },
  success: { className: 'border-emerald-400/30 bg-emerald-400/10 text-success', Icon: CircleCheck },
  info: { className: 'border-accent/30 bg-accent/10 text-accent-strong', Icon: Info },
} as const;

/**
 * A message above or under a form that works without JavaScript (there are no toasts on the
 * signed-out screens). Errors are announced (`role="alert"`), other notices politely.
 */
export function FormAlert({
  tone,
  children,
  id,
}: {
  tone: keyof typeof tones;
  children: ReactNode;
  id?: string;
}) {
  const { className, Icon } = tones[tone];
  return (
    <div
      id={id}
      role={tone === 'error' ? 'alert' : 'status'}
      className={`flex items-start gap-2.5 rounded-lg border px-3.5 py-3 text-sm ${className}`}
    >
      <Icon aria-hidden className="mt-0.5 size-4 shrink-0" />
      <div className="min-w-0">{children}</div>
    </div>
  );
}
