'use client';
/**
 * What staff do to one request, on its page: change its status, resend a failed notification,
 * delete it for good after a confirmation that says so. Each button posts the request's id to
 * its server action (which checks who may do it) and toasts the answer.
 */
import { RotateCw, Trash2 } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import type { ReactNode } from 'react';
import { useFormStatus } from 'react-dom';
import { useRunWithToast } from '@/components/admin/ui/action-toast';
import { Button, buttonClass, type ButtonVariant } from '@/components/admin/ui/button';
import { ModalButton } from '@/components/admin/ui/modal';
import type { ActionResult, AdminFormAction } from '@/lib/admin/action-result';
import type { ContactStatus } from '@/server/db/schema';

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
  run: (action: () => Promise<ActionResult>) => Promise<ActionResult>;
  variant: ButtonVariant;
  children: ReactNode;
}) {
  return (
    <form
      action={async (formData) => {
        await run(() => action(formData));
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
  changeStatus,
}: {
  contactId: string;
  status: ContactStatus;
  changeStatus: AdminFormAction;
}) {
  const t = useTranslations();
  const run = useRunWithToast();
  const choices: { status: ContactStatus; label: string; variant: ButtonVariant }[] = [
    {
      status: 'handled' as const,
      label: t('contacts.actions.markHandled'),
      variant: 'primary' as const,
    },
    { status: 'new' as const, label: t('contacts.actions.markNew'), variant: 'secondary' as const },
    {
      status: 'spam' as const,
      label: t('contacts.actions.markSpam'),
      variant: 'secondary' as const,
    },
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
  resend,
}: {
  contactId: string;
  resend: AdminFormAction;
}) {
  const t = useTranslations();
  const run = useRunWithToast();
  return (
    <ActionForm action={resend} contactId={contactId} run={run} variant="secondary">
      <RotateCw aria-hidden="true" className="size-4" />
      {t('contacts.actions.retry')}
    </ActionForm>
  );
}

/** 'Supprimer', then a dialog saying it is final; on success, back to the inbox. */
export function DeleteContactButton({
  contactId,
  deleteRequest,
}: {
  contactId: string;
  deleteRequest: AdminFormAction;
}) {
  const router = useRouter();
  const t = useTranslations();
  const run = useRunWithToast();
  const remove = async (formData: FormData, close: () => void) => {
    const result = await run(() => deleteRequest(formData));
    if (!result.ok) return;
    close();
    router.replace('/admin/contacts');
  };
  return (
    <ModalButton
      variant="danger"
      triggerClassName="w-full sm:w-auto"
      label={
        <>
          <Trash2 aria-hidden="true" className="size-4" />
          {t('contacts.actions.delete')}
        </>
      }
      title={t('contacts.actions.deleteTitle')}
      description={t('contacts.actions.deleteText')}
      closeLabel={t('ui.close')}
    >
      {(close) => (
        <form
          action={(formData) => remove(formData, close)}
          className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end"
        >
          <input type="hidden" name="contactId" value={contactId} />
          <Button variant="secondary" onClick={close}>
            {t('common.cancel')}
          </Button>
          <SubmitButton variant="danger">{t('contacts.actions.deleteConfirm')}</SubmitButton>
        </form>
      )}
    </ModalButton>
  );
}
