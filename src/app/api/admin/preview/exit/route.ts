import { draftMode } from 'next/headers';
import { authorizeRequest } from '@/server/auth/guards.server';

/**
 * POST /api/admin/preview/exit (any member of staff, from the admin's own pages): turns draft mode
 * off for this browser, so its public pages are the prerendered ones again, and goes back to the
 * list of pages (decision 069).
 */
export async function POST(request: Request): Promise<Response> {
  const auth = await authorizeRequest(request, 'staff');
  if (auth.refusal) return auth.refusal;
  (await draftMode()).disable();
  return new Response(null, { status: 303, headers: { location: '/admin/pages' } });
}
