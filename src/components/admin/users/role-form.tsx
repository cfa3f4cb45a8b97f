'use client';
/**
 * A row's role: a select, and an 'Appliquer' button once another role is chosen (a demotion is
 * never one slip of the mouse away). The server action enforces the rules (self, last admin);
 * on refusal the select goes back to the role the account really has.
 */
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useRunWithToast } from '@/components/admin/ui/action-toast';
import { selectClass } from '@/components/admin/ui/form-field';
import { userRoles } from '@/lib/admin/user-schema';
import type { AdminFormAction } from '@/lib/admin/action-result';
import type { StaffRole } from '@/lib/admin/roles';
import { PendingSubmitButton } from './pending-submit-button';

export function RoleForm({
  action,
  userId,
  role,
  email,
}: {
  action: AdminFormAction;
  userId: string;
  role: StaffRole;
  /** The account's address, in the select's accessible name ('Rôle de ana@example.ch'). */
  email: string;
}) {
  const t = useTranslations('users');
  const runWithToast = useRunWithToast();
  const [chosen, setChosen] = useState<StaffRole>(role);
  const submit = async (formData: FormData) => {
    const result = await runWithToast(() => action(formData));
    if (!result.ok) setChosen(role);
  };
  return (
    <form action={submit} className="flex items-center gap-2">
      <input type="hidden" name="userId" value={userId} />
      <select
        name="role"
        value={chosen}
        onChange={(event) => setChosen(event.target.value as StaffRole)}
        aria-label={t('roleOf', { email })}
        className={`${selectClass} min-h-8 w-44! py-1`}
      >
        {userRoles.map((value) => (
          <option key={value} value={value}>
            {t(`roles.${value}`)}
          </option>
        ))}
      </select>
      {chosen !== role ? (
        <PendingSubmitButton variant="primary" size="sm">
          {t('apply')}
        </PendingSubmitButton>
      ) : null}
    </form>
  );
}
