'use server';

import { redirect } from 'next/navigation';
import type { AuthFormState } from '@/lib/admin/auth-schema';
import { postedText } from '@/lib/forms/form-state';
import { adminTranslator } from '@/server/admin/admin-i18n.server';
import { postedProof, proofRefusal } from '@/server/admin/auth-answers.server';
import { safeNextPath } from '@/server/auth/admin-paths';
import { currentAuthRequest } from '@/server/auth/auth-request.server';
import { proveIdentity } from '@/server/auth/fresh-proof.server';
import { requireStaff } from '@/server/auth/guards.server';

export type ConfirmIdentityState = AuthFormState<'password' | 'code'>;

/** The password (and code): on success the session is freshly proven and goes back to `next`. */
export async function confirmIdentity(
  _previous: ConfirmIdentityState,
  formData: FormData,
): Promise<ConfirmIdentityState> {
  const staff = await requireStaff();
  const t = await adminTranslator();
  const { proof, missing } = postedProof(t, formData);
  if (missing) return missing;
  const outcome = await proveIdentity(await currentAuthRequest(), staff, proof);
  if (outcome === 'proved') redirect(safeNextPath(postedText(formData, 'next')));
  return proofRefusal(t, outcome, 'password');
}
