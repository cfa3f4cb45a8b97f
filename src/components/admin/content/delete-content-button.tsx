'use client';
/**
 * 'Supprimer' on an edit screen: a dialog that says what disappears, then the delete action;
 * a toast either way, and back to the list after it is gone.
 */
import { Trash2 } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState, type ReactNode } from 'react';
import { useRunWithToast } from '@/components/admin/ui/action-toast';
import { Button } from '@/components/admin/ui/button';
import { ModalButton } from '@/components/admin/ui/modal';
import type { ActionResult } from '@/lib/admin/action-result';

export function DeleteContentButton({
  action,
  title,
  text,
  doneHref,
  choice,
}: {
  /** Called with the value chosen in `choice`, when the dialog offers one. */
  action: (chosen?: string) => Promise<ActionResult>;
  /** The dialog's question and what disappears, in the kind's words. */
  title: string;
  text: string;
  doneHref: string;
  /** A choice the dialog asks for before deleting (what a deleted page's address answers). */
  choice?: {
    initial: string;
    render: (value: string, change: (value: string) => void) => ReactNode;
  };
}) {
  const t = useTranslations();
  const runWithToast = useRunWithToast();
  const router = useRouter();
  const [pending, setPending] = useState(false);
  const [chosen, setChosen] = useState(choice?.initial);

  const confirm = async (close: () => void) => {
    setPending(true);
    const result = await runWithToast(() => action(chosen));
    setPending(false);
    close();
    if (result.ok) {
      router.push(doneHref);
      router.refresh();
    }
  };

  return (
    <ModalButton
      variant="danger"
      label={
        <>
          <Trash2 aria-hidden="true" className="size-4" />
          {t('content.delete.button')}
        </>
      }
      title={title}
      description={text}
      closeLabel={t('ui.close')}
    >
      {(close) => (
        <>
          {choice && chosen !== undefined && choice.render(chosen, setChosen)}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={close} disabled={pending}>
              {t('content.delete.cancel')}
            </Button>
            <Button
              variant="danger"
              onClick={() => void confirm(close)}
              disabled={pending}
              aria-busy={pending}
            >
              {t('content.delete.confirm')}
            </Button>
          </div>
        </>
      )}
    </ModalButton>
  );
}
