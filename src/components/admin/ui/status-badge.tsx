/**
 * A short status word in a pill: `<StatusBadge variant="success|neutral|warning|danger|info">`.
 * The word carries the meaning; the colour only helps scanning (never colour alone).
 */
import type { ReactNode } from 'react';

export type BadgeVariant = 'success' | 'neutral' | 'warning' | 'danger' | 'info';

const variantClasses: Record<BadgeVariant, string> = {
  success: 'border-emerald-400/30 bg-emerald-400/10 text-success',
  neutral: 'border-line bg-ink-raised text-fg-muted',
  warning: 'border-amber-400/30 bg-amber-400/10 text-amber-200',
  danger: 'border-red-400/30 bg-red-500/10 text-danger',
  info: 'border-accent/30 bg-accent/10 text-accent-strong',
};

const dotClasses: Record<BadgeVariant, string> = {
  success: 'bg-success',
  neutral: 'bg-fg-muted',
  warning: 'bg-amber-300',
  danger: 'bg-danger',
  info: 'bg-accent',
};

export function StatusBadge({
  variant = 'neutral',
  children,
}: {
  variant?: BadgeVariant;
  children: ReactNode;
}) {
  return (
    <span
      className={`inline-flex items-center gap-1.5 rounded-full border px-2 py-0.5 text-xs font-medium whitespace-nowrap ${variantClasses[variant]}`}
    >
      <span aria-hidden="true" className={`size-1.5 rounded-full ${dotClasses[variant]}`} />
      {children}
    </span>
  );
}
