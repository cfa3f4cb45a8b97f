'use client';
/**
 * One act on a campaign already sending or sent (cancel, retry its failed mails): asks first
 * when told to, runs the server action (which checks who may do it), toasts the answer and shows
 * the screen afresh.
 */
import { useRouter } from 'next/navigation';
import { useState, type ReactNode } from 'react';
import { useRunWithToast } from '@/components/admin/ui/action-toast';
import { Button, type ButtonVariant } from '@/components/admin/ui/button';
import type { ActionResult } from '@/lib/admin/action-result';

export function CampaignActionButton({
  campaignId,
  action,
  confirmText,
  variant = 'secondary',
  children,
}: {
  campaignId: string;
  action: (id: string) => Promise<ActionResult>;
  confirmText?: string;
  variant?: ButtonVariant;
  children: ReactNode;
}) {
  const router = useRouter();
  const run = useRunWithToast();
  const [pending, setPending] = useState(false);
  const act = async () => {
    if (confirmText && !window.confirm(confirmText)) return;
    setPending(true);
    const result = await run(() => action(campaignId));
    setPending(false);
    if (result.ok) router.refresh();
  };
  return (
    <Button
      variant={variant}
      disabled={pending}
      aria-busy={pending || undefined}
      onClick={() => void act()}
    >
      {children}
    </Button>
  );
}
