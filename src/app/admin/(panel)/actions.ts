'use server';

import { redirect } from 'next/navigation';
import { loginPath } from '@/server/auth/admin-paths';
import { currentAuthRequest } from '@/server/auth/auth-request.server';
import { requireSignedIn } from '@/server/auth/guards.server';
import { signOutSession } from '@/server/auth/sign-in.server';

/**
 * 'Déconnexion': deletes the session row (a replayed cookie is refused from then on), clears the
 * cookies, and goes back to the sign-in page.
 */
export async function signOut(): Promise<void> {
  await requireSignedIn();
  const { auth, headers } = await currentAuthRequest();
  await signOutSession(auth, headers);
  redirect(`${loginPath}?notice=signed-out`);
}
