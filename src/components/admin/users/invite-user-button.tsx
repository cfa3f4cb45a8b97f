'use client';
/**
 * '+ Inviter un utilisateur': a dialog with e-mail, name and role. Checked in the browser with the
 * same schema as the server; on success the dialog closes and the new account appears at the top
 * of the table (the action revalidates the page); on failure what was typed stays.
 */
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/admin/ui/button';
import { Field, fieldDescribedBy, inputClass, selectClass } from '@/components/admin/ui/form-field';
import { ModalButton } from '@/components/admin/ui/modal';
import type { AdminFormAction } from '@/lib/admin/action-result';
import {
  inviteUserSchema,
  userFormErrors,
  userNameMaxLength,
  userRoles,
  type UserFormError,
} from '@/lib/admin/user-schema';
import type { StaffRole } from '@/lib/admin/roles';
import { fieldErrors, fieldMessages } from '@/lib/forms/field-errors';
import { runWithToast, type ToastTexts } from './user-action-form';

export interface InviteUserTexts extends ToastTexts {
  open: string;
  title: string;
  description: string;
  email: string;
  name: string;
  role: string;
  roleHint: string;
  roles: Record<StaffRole, string>;
  submit: string;
  cancel: string;
  close: string;
  errors: Record<UserFormError, string>;
}

type FieldName = 'email' | 'name' | 'role';
type Errors = Partial<Record<FieldName, string>>;

export function InviteUserButton({
  action,
  texts,
}: {
  action: AdminFormAction;
  texts: InviteUserTexts;
}) {
  return (
    <ModalButton
      label={texts.open}
      title={texts.title}
      description={texts.description}
      closeLabel={texts.close}
    >
      {(close) => <InviteUserForm action={action} texts={texts} onDone={close} />}
    </ModalButton>
  );
}

function InviteUserForm({
  action,
  texts,
  onDone,
}: {
  action: AdminFormAction;
  texts: InviteUserTexts;
  onDone: () => void;
}) {
  const id = useId();
  const [values, setValues] = useState({ email: '', name: '', role: 'editor' as StaffRole });
  const [errors, setErrors] = useState<Errors>({});
  const [pending, setPending] = useState(false);

  const set = (field: FieldName) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    // Handled here rather than as a form action: React resets a form after its action, and a
    // refused invitation must keep what was typed.
    event.preventDefault();
    const checked = inviteUserSchema.safeParse(values);
    if (!checked.success) {
      const keys = fieldErrors<UserFormError>(checked.error, userFormErrors);
      setErrors(fieldMessages(keys, (key) => texts.errors[key as UserFormError]) as Errors);
      return;
    }
    const formData = new FormData(event.currentTarget);
    setPending(true);
    const result = await runWithToast(() => action(formData), texts);
    setPending(false);
    if (result.ok) onDone();
    else setErrors(result.fieldErrors ?? {});
  };

  const controlProps = (field: FieldName, hint?: string) => ({
    id: `${id}-${field}`,
    name: field,
    'aria-invalid': Boolean(errors[field]),
    'aria-describedby': fieldDescribedBy(`${id}-${field}`, { error: errors[field], hint }),
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <Field id={`${id}-email`} label={texts.email} error={errors.email}>
        <input
          {...controlProps('email')}
          type="email"
          autoComplete="off"
          required
          value={values.email}
          onChange={(event) => set('email')(event.target.value)}
          className={inputClass}
        />
      </Field>
      <Field id={`${id}-name`} label={texts.name} error={errors.name}>
        <input
          {...controlProps('name')}
          type="text"
          autoComplete="off"
          required
          maxLength={userNameMaxLength}
          value={values.name}
          onChange={(event) => set('name')(event.target.value)}
          className={inputClass}
        />
      </Field>
      <Field id={`${id}-role`} label={texts.role} error={errors.role} hint={texts.roleHint}>
        <select
          {...controlProps('role', texts.roleHint)}
          value={values.role}
          onChange={(event) => set('role')(event.target.value)}
          className={selectClass}
        >
          {userRoles.map((role) => (
            <option key={role} value={role}>
              {texts.roles[role]}
            </option>
          ))}
        </select>
      </Field>
      <div className="flex justify-end gap-2 pt-2">
        <Button variant="ghost" onClick={onDone}>
          {texts.cancel}
        </Button>
        <Button type="submit" variant="primary" disabled={pending} aria-busy={pending || undefined}>
          {texts.submit}
        </Button>
      </div>
    </form>
  );
}
