'use client';
/**
 * What staff do to one request, on its page: change its status, resend a failed notification,
 * delete it for good after a confirmation that says so. Each button posts the request's id to
 * its server action (which checks who may do it) and toasts the answer.
 */
import { RotateCw, Trash2 } from 'lucide-react';
import { unstable_rethrow, useRouter } from 'next/navigation';
import { useState, type ReactNode } from 'react';
import { useFormStatus } from 'react-dom';
import { toastActionResult } from '@/components/admin/ui/action-toast';
import { Button, buttonClass, type ButtonVariant } from '@/components/admin/ui/button';
import { Modal } from '@/components/admin/ui/modal';
import type { ActionResult, AdminFormAction } from '@/lib/admin/action-result';
import type { ContactStatus } from '@/server/db/schema';

export interface ContactActionTexts {
  successTitle: string;
  errorTitle: string;
  unknownError: string;
  markHandled: string;
  markSpam: string;
  markNew: string;
  retry: string;
  delete: string;
  deleteTitle: string;
  deleteText: string;
  deleteConfirm: string;
  cancel: string;
  close: string;
}

function SubmitButton({ variant, children }: { variant: ButtonVariant; children: ReactNode }) {
  const { pending } = useFormStatus();
  return (
    <button
      type="submit"
      disabled={pending}
      aria-busy={pending || undefined}
      className={buttonClass({ variant, className: 'w-full sm:w-auto' })}
    >
      {children}
    </button>
  );
}

/** Runs an action with the request's id and toasts what it answered. */
function useContactAction(texts: ContactActionTexts) {
  return async (action: AdminFormAction, formData: FormData): Promise<ActionResult> => {
    let result: ActionResult;
    try {
      result = await action(formData);
    } catch (error) {
      unstable_rethrow(error);
      result = { ok: false, message: texts.unknownError };
    }
    toastActionResult(result, texts);
    return result;
  };
}

function ActionForm({
  action,
  contactId,
  status,
  run,
  variant,
  children,
}: {
  action: AdminFormAction;
  contactId: string;
  status?: ContactStatus;
  run: (action: AdminFormAction, formData: FormData) => Promise<ActionResult>;
  variant: ButtonVariant;
  children: ReactNode;
}) {
  return (
    <form
      action={async (formData) => {
        await run(action, formData);
      }}
    >
      <input type="hidden" name="contactId" value={contactId} />
      {status ? <input type="hidden" name="status" value={status} /> : null}
      <SubmitButton variant={variant}>{children}</SubmitButton>
    </form>
  );
}

/** The status buttons: every status but the current one, the usual next step first. */
export function ContactStatusActions({
  contactId,
  status,
  texts,
  changeStatus,
}: {
  contactId: string;
  status: ContactStatus;
  texts: ContactActionTexts;
  changeStatus: AdminFormAction;
}) {
  const run = useContactAction(texts);
  const choices: { status: ContactStatus; label: string; variant: ButtonVariant }[] = [
    { status: 'handled' as const, label: texts.markHandled, variant: 'primary' as const },
    { status: 'new' as const, label: texts.markNew, variant: 'secondary' as const },
    { status: 'spam' as const, label: texts.markSpam, variant: 'secondary' as const },
  ].filter((choice) => choice.status !== status);
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
      {choices.map((choice) => (
        <ActionForm
          key={choice.status}
          action={changeStatus}
          contactId={contactId}
          status={choice.status}
          run={run}
          variant={choice.variant}
        >
          {choice.label}
        </ActionForm>
      ))}
    </div>
  );
}

/** 'Renvoyer la notification', shown while the notification has failed. */
export function RetryNotificationButton({
  contactId,
  texts,
  resend,
}: {
  contactId: string;
  texts: ContactActionTexts;
  resend: AdminFormAction;
}) {
  const run = useContactAction(texts);
  return (
    <ActionForm action={resend} contactId={contactId} run={run} variant="secondary">
      <RotateCw aria-hidden="true" className="size-4" />
      {texts.retry}
    </ActionForm>
  );
}

/** 'Supprimer', then a dialog saying it is final; on success, back to the inbox. */
export function DeleteContactButton({
  contactId,
  texts,
  deleteRequest,
}: {
  contactId: string;
  texts: ContactActionTexts;
  deleteRequest: AdminFormAction;
}) {
  const [open, setOpen] = useState(false);
  const router = useRouter();
  const run = useContactAction(texts);
  const remove = async (formData: FormData) => {
    const result = await run(deleteRequest, formData);
    if (!result.ok) return;
    setOpen(false);
    router.replace('/admin/contacts');
  };
  return (
    <>
      <Button
        variant="danger"
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        className="w-full sm:w-auto"
      >
        <Trash2 aria-hidden="true" className="size-4" />
        {texts.delete}
      </Button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title={texts.deleteTitle}
        description={texts.deleteText}
        closeLabel={texts.close}
      >
        <form action={remove} className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <input type="hidden" name="contactId" value={contactId} />
          <Button variant="secondary" onClick={() => setOpen(false)}>
            {texts.cancel}
          </Button>
          <SubmitButton variant="danger">{texts.deleteConfirm}</SubmitButton>
        </form>
      </Modal>
    </>
  );
}
