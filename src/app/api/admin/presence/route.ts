import { presenceSchema, type PresenceAnswer } from '@/lib/admin/presence-schema';
import { authorizeRequest } from '@/server/auth/guards.server';
import { getDb } from '@/server/db/connection.server';
import { leaveDocument, notePresence } from '@/server/presence/editing-presence.server';

/**
 * POST /api/admin/presence `{ document, leaving? }` (staff): an editor's screen says it has the
 * document open (every 15 s) or is leaving it; the answer names the others who have it open.
 * 400 for a body that is not one.
 */
export async function POST(request: Request): Promise<Response> {
  const auth = await authorizeRequest(request, 'staff');
  if (auth.refusal) return auth.refusal;
  const body = presenceSchema.safeParse(await request.json().catch(() => null));
  if (!body.success) return Response.json({ error: 'invalid' }, { status: 400 });
  const { staff } = auth;
  if (body.data.leaving) {
    await leaveDocument(getDb(), body.data.document, staff.id);
    return Response.json({ others: [] } satisfies PresenceAnswer);
  }
  const others = await notePresence(getDb(), body.data.document, {
    id: staff.id,
    label: staff.name || staff.email,
  });
  return Response.json({ others } satisfies PresenceAnswer, {
    headers: { 'Cache-Control': 'no-store' },
  });
}
