'use client';
/**
 * A kept version's "Restaurer" (or, where drafts exist, "Restaurer en brouillon"): asks first (two
 * clicks, decision 064), then brings it back as the document's content (or its draft) and toasts
 * the answer; the history screen then shows the restore on top.
 */
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useRunWithToast } from '@/components/admin/ui/action-toast';
import { ConfirmSubmitButton } from '@/components/admin/ui/confirm-submit-button';
import type { ActionResult } from '@/lib/admin/action-result';

export function RestoreVersionButton({
  number,
  action,
  asDraft = false,
  confirmText,
}: {
  number: number;
  action: () => Promise<ActionResult>;
  /** Brings it back as a draft to publish later, rather than live. */
  asDraft?: boolean;
  /** The question asked first, in the kind's words when a section's would misname it. */
  confirmText?: string;
}) {
  const t = useTranslations('pages.history');
  const run = useRunWithToast();
  const router = useRouter();
  return (
    <form
      action={async () => {
        const result = await run(action);
        if (result.ok) router.refresh();
      }}
    >
      <ConfirmSubmitButton
        variant="secondary"
        size="sm"
        confirmText={
          confirmText ?? t(asDraft ? 'restoreAsDraftConfirm' : 'restoreConfirm', { number })
        }
        aria-label={t(asDraft ? 'restoreAsDraftLabel' : 'restoreLabel', { number })}
      >
        {t(asDraft ? 'restoreAsDraft' : 'restore')}
      </ConfirmSubmitButton>
    </form>
  );
}
