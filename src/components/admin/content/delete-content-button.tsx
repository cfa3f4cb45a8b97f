'use client';
/**
 * 'Supprimer' on an edit screen: a dialog that says what disappears, then the delete action;
 * a toast either way, and back to the list after it is gone.
 */
import { Trash2 } from 'lucide-react';
import { unstable_rethrow, useRouter } from 'next/navigation';
import { useState } from 'react';
import { toastActionResult } from '@/components/admin/ui/action-toast';
import { Button } from '@/components/admin/ui/button';
import { Modal } from '@/components/admin/ui/modal';
import type { ActionResult } from '@/lib/admin/action-result';

export interface DeleteContentTexts {
  button: string;
  title: string;
  text: string;
  confirm: string;
  cancel: string;
  close: string;
  successTitle: string;
  errorTitle: string;
  unknownError: string;
}

export function DeleteContentButton({
  action,
  texts,
  doneHref,
}: {
  action: () => Promise<ActionResult>;
  texts: DeleteContentTexts;
  doneHref: string;
}) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);

  const confirm = async () => {
    setPending(true);
    let result: ActionResult;
    try {
      result = await action();
    } catch (error) {
      unstable_rethrow(error);
      result = { ok: false, message: texts.unknownError };
    }
    setPending(false);
    toastActionResult(result, texts);
    setOpen(false);
    if (result.ok) {
      router.push(doneHref);
      router.refresh();
    }
  };

  return (
    <>
      <Button variant="danger" onClick={() => setOpen(true)} aria-haspopup="dialog">
        <Trash2 aria-hidden="true" className="size-4" />
        {texts.button}
      </Button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title={texts.title}
        description={texts.text}
        closeLabel={texts.close}
      >
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => setOpen(false)} disabled={pending}>
            {texts.cancel}
          </Button>
          <Button variant="danger" onClick={confirm} disabled={pending} aria-busy={pending}>
            {texts.confirm}
          </Button>
        </div>
      </Modal>
    </>
  );
}
