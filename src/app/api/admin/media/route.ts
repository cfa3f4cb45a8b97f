import { authorizeRequest } from '@/server/auth/guards.server';
import { getDb } from '@/server/db/connection.server';
import { getMediaChoice, listMediaChoices } from '@/server/media/media-library.server';

/** The longest search kept, as on the Media screen. */
const maxSearchLength = 200;

/** A staff member's view of the library: never kept by a cache on the way. */
const noStore = { 'cache-control': 'private, no-store' };

/**
 * GET /api/admin/media?q=…&offset=… (staff): the images an image field's picker offers, the
 * library's search newest first, a page at a time: `{ items, hasMore }`. `?id=…` answers that
 * one image alone (the one just uploaded in the picker), `items` empty when there is none.
 */
export async function GET(request: Request): Promise<Response> {
  const auth = await authorizeRequest(request, 'staff');
  if (auth.refusal) return auth.refusal;
  const params = new URL(request.url).searchParams;
  const id = params.get('id');
  if (id !== null) {
    const choice = await getMediaChoice(getDb(), id);
    return Response.json({ items: choice ? [choice] : [], hasMore: false }, { headers: noStore });
  }
  const search = (params.get('q') ?? '').slice(0, maxSearchLength);
  const offset = Number.parseInt(params.get('offset') ?? '0', 10);
  const choices = await listMediaChoices(getDb(), {
    search,
    offset: Number.isSafeInteger(offset) && offset > 0 ? offset : 0,
  });
  return Response.json(choices, { headers: noStore });
}
