'use client';
/**
 * A row's role: a select, and an 'Appliquer' button once another role is chosen (a demotion is
 * never one slip of the mouse away). The server action enforces the rules (self, last admin);
 * on refusal the select goes back to the role the account really has.
 */
import { useState } from 'react';
import { selectClass } from '@/components/admin/ui/form-field';
import { userRoles } from '@/lib/admin/user-schema';
import type { AdminFormAction } from '@/lib/admin/action-result';
import type { StaffRole } from '@/lib/admin/roles';
import { PendingSubmitButton } from './pending-submit-button';
import { runWithToast, type ToastTexts } from './user-action-form';

export function RoleForm({
  action,
  userId,
  role,
  texts,
}: {
  action: AdminFormAction;
  userId: string;
  role: StaffRole;
  texts: ToastTexts & {
    roles: Record<StaffRole, string>;
    /** Accessible name of the select, e.g. 'Rôle de ana@example.ch'. */
    selectLabel: string;
    apply: string;
  };
}) {
  const [chosen, setChosen] = useState<StaffRole>(role);
  const submit = async (formData: FormData) => {
    const result = await runWithToast(() => action(formData), texts);
    if (!result.ok) setChosen(role);
  };
  return (
    <form action={submit} className="flex items-center gap-2">
      <input type="hidden" name="userId" value={userId} />
      <select
        name="role"
        value={chosen}
        onChange={(event) => setChosen(event.target.value as StaffRole)}
        aria-label={texts.selectLabel}
        className={`${selectClass} min-h-8 w-40! py-1`}
      >
        {userRoles.map((value) => (
          <option key={value} value={value}>
            {texts.roles[value]}
          </option>
        ))}
      </select>
      {chosen !== role ? (
        <PendingSubmitButton variant="primary" size="sm">
          {texts.apply}
        </PendingSubmitButton>
      ) : null}
    </form>
  );
}
