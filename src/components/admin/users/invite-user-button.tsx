'use client';
/**
 * '+ Inviter un utilisateur': a dialog with e-mail, name and role. Checked in the browser with the
 * same schema as the server; on success the dialog closes and the new account appears at the top
 * of the table (the action revalidates the page); on failure what was typed stays.
 */
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useKeptForProof } from '@/components/admin/forms/kept-for-proof';
import { useDialogForm } from '@/components/admin/forms/use-dialog-form';
import { Field, inputClass, selectClass } from '@/components/admin/ui/form-field';
import { ModalButton, ModalFormActions } from '@/components/admin/ui/modal';
import type { AdminFormAction } from '@/lib/admin/action-result';
import type { StaffRole } from '@/lib/admin/roles';
import {
  inviteUserSchema,
  userFormErrors,
  userNameMaxLength,
  userRoles,
} from '@/lib/admin/user-schema';

type FieldName = 'email' | 'name' | 'role';

type InviteValues = Record<FieldName, string>;
const emptyInvite: InviteValues = { email: '', name: '', role: 'editor' satisfies StaffRole };

export function InviteUserButton({ action }: { action: AdminFormAction }) {
  const t = useTranslations();
  const [open, setOpen] = useState(false);
  const [initial, setInitial] = useState(emptyInvite);
  // An invitation asks for a fresh proof first: back here, the dialog opens again as it was.
  const keep = useKeptForProof<InviteValues>('invite-user', (kept) => {
    setInitial({ ...emptyInvite, ...kept });
    setOpen(true);
  });
  return (
    <ModalButton
      label={t('users.invite.open')}
      title={t('users.invite.title')}
      description={t('users.invite.description')}
      closeLabel={t('ui.close')}
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) setInitial(emptyInvite);
      }}
    >
      {(close) => <InviteUserForm action={action} initial={initial} keep={keep} onDone={close} />}
    </ModalButton>
  );
}

function InviteUserForm({
  action,
  initial,
  keep,
  onDone,
}: {
  action: AdminFormAction;
  initial: InviteValues;
  keep: ReturnType<typeof useKeptForProof<InviteValues>>;
  onDone: () => void;
}) {
  const t = useTranslations();
  const { form, values, set, submit } = useDialogForm({
    initial,
    schema: inviteUserSchema,
    send: (formData, typed) => keep(typed, () => action(formData)),
    onDone,
    errorMessages: 'users.errors',
    knownErrors: userFormErrors,
  });

  const roleHint = t('users.invite.roleHint');
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <Field id={form.fieldId('email')} label={t('users.invite.email')} error={form.errors.email}>
        <input
          {...form.control('email')}
          name="email"
          type="email"
          autoComplete="off"
          required
          value={values.email}
          onChange={(event) => set('email')(event.target.value)}
          className={inputClass}
        />
      </Field>
      <Field id={form.fieldId('name')} label={t('users.invite.name')} error={form.errors.name}>
        <input
          {...form.control('name')}
          name="name"
          type="text"
          autoComplete="off"
          required
          maxLength={userNameMaxLength}
          value={values.name}
          onChange={(event) => set('name')(event.target.value)}
          className={inputClass}
        />
      </Field>
      <Field
        id={form.fieldId('role')}
        label={t('users.invite.role')}
        error={form.errors.role}
        hint={roleHint}
      >
        <select
          {...form.control('role', roleHint)}
          name="role"
          value={values.role}
          onChange={(event) => set('role')(event.target.value)}
          className={selectClass}
        >
          {userRoles.map((role) => (
            <option key={role} value={role}>
              {t(`users.roles.${role}`)}
            </option>
          ))}
        </select>
      </Field>
      <ModalFormActions
        cancelLabel={t('common.cancel')}
        submitLabel={t('users.invite.submit')}
        pending={form.pending !== null}
      />
    </form>
  );
}
