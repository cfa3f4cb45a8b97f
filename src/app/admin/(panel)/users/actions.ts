'use server';

import type { ActionResult } from '@/lib/admin/action-result';
import { postedText } from '@/lib/forms/form-state';
import {
  changeRoleSchema,
  inviteUserSchema,
  userFormErrors,
  type UserFormError,
} from '@/lib/admin/user-schema';
import { fieldErrors, fieldMessages } from '@/lib/forms/field-errors';
import { adminTranslator, type AdminTranslator } from '@/server/admin/admin-i18n.server';
import {
  banStaffUser,
  deleteStaffUser,
  changeUserRole,
  inviteStaffUser,
  resetUserTwoFactor,
  sendPasswordLink,
  unbanStaffUser,
  type UserChange,
  type UserRefusal,
} from '@/server/auth/users.server';
import { getAuth } from '@/server/auth/auth.server';
import { askForFreshProof, requireAdmin } from '@/server/auth/guards.server';
import { refreshAfter } from '@/server/cache/content-cache.server';
import { getDb } from '@/server/db/connection.server';

/** A refusal the toast explains (a missing fresh proof is answered by a redirect instead). */
function refusalMessage(t: AdminTranslator, refusal: Exclude<UserRefusal, 'proof-needed'>): string {
  switch (refusal) {
    case 'self':
      return t('users.refusals.self');
    case 'last-admin':
      return t('users.refusals.lastAdmin');
    case 'not-found':
      return t('users.refusals.notFound');
    case 'email-taken':
      return t('users.refusals.emailTaken');
  }
}

/** The toast's answer; a session that must prove itself first goes to the identity check. */
async function answer(
  t: AdminTranslator,
  change: UserChange,
  success: (email: string) => string,
): Promise<ActionResult> {
  if (!change.ok) {
    const { refusal } = change;
    if (refusal === 'proof-needed') return askForFreshProof();
    return { ok: false, message: refusalMessage(t, refusal) };
  }
  refreshAfter('staff-account');
  return { ok: true, message: success(change.user.email) };
}

/** '+ Inviter un utilisateur': the account, then a mail with a link to choose a password. */
export async function inviteUser(formData: FormData): Promise<ActionResult> {
  const staff = await requireAdmin();
  const t = await adminTranslator();
  const parsed = inviteUserSchema.safeParse({
    email: postedText(formData, 'email'),
    name: postedText(formData, 'name'),
    role: postedText(formData, 'role'),
  });
  if (!parsed.success) {
    const keys = fieldErrors<UserFormError>(parsed.error, userFormErrors);
    const messages = fieldMessages(keys, (key) => t(`users.errors.${key}`));
    return { ok: false, message: t('users.errors.form'), fieldErrors: messages };
  }
  const change = await inviteStaffUser(getDb(), await getAuth(), staff, parsed.data);
  if (!change.ok && change.refusal === 'email-taken') {
    const message = refusalMessage(t, change.refusal);
    return { ok: false, message, fieldErrors: { email: message } };
  }
  return answer(t, change, (email) => t('users.toasts.invited', { email }));
}

export async function changeRole(formData: FormData): Promise<ActionResult> {
  const staff = await requireAdmin();
  const t = await adminTranslator();
  const parsed = changeRoleSchema.safeParse({
    userId: postedText(formData, 'userId'),
    role: postedText(formData, 'role'),
  });
  if (!parsed.success) return { ok: false, message: t('users.errors.roleInvalid') };
  const change = await changeUserRole(getDb(), staff, parsed.data.userId, parsed.data.role);
  return answer(t, change, (email) =>
    t('users.toasts.roleChanged', { email, role: t(`users.roles.${parsed.data.role}`) }),
  );
}

export async function banUser(formData: FormData): Promise<ActionResult> {
  const staff = await requireAdmin();
  const t = await adminTranslator();
  const change = await banStaffUser(getDb(), staff, postedText(formData, 'userId'));
  return answer(t, change, (email) => t('users.toasts.banned', { email }));
}

export async function unbanUser(formData: FormData): Promise<ActionResult> {
  const staff = await requireAdmin();
  const t = await adminTranslator();
  const change = await unbanStaffUser(getDb(), staff, postedText(formData, 'userId'));
  return answer(t, change, (email) => t('users.toasts.unbanned', { email }));
}

export async function resetTwoFactor(formData: FormData): Promise<ActionResult> {
  const staff = await requireAdmin();
  const t = await adminTranslator();
  const change = await resetUserTwoFactor(getDb(), staff, postedText(formData, 'userId'));
  return answer(t, change, (email) => t('users.toasts.twoFactorReset', { email }));
}

export async function deleteUser(formData: FormData): Promise<ActionResult> {
  const staff = await requireAdmin();
  const t = await adminTranslator();
  const change = await deleteStaffUser(getDb(), staff, postedText(formData, 'userId'));
  return answer(t, change, (email) => t('users.toasts.deleted', { email }));
}

export async function sendUserPasswordLink(formData: FormData): Promise<ActionResult> {
  const staff = await requireAdmin();
  const t = await adminTranslator();
  const change = await sendPasswordLink(
    getDb(),
    await getAuth(),
    staff,
    postedText(formData, 'userId'),
  );
  return answer(t, change, (email) => t('users.toasts.linkSent', { email }));
}
