import { getDb } from '@/server/db/connection.server';
import { unsubscribe } from '@/server/newsletter/subscription.server';
import { appSecret } from '@/server/security/secret.server';

/**
 * RFC 8058 one-click unsubscribe: mail clients POST `List-Unsubscribe=One-Click` to the URL of
 * the List-Unsubscribe header, without cookies or Origin. The token in the URL is the authority.
 */
export async function POST(request: Request): Promise<Response> {
  const token = new URL(request.url).searchParams.get('token') ?? '';
  const db = getDb();
  const result = await unsubscribe(db, await appSecret(db), token, new Date());
  return new Response(null, {
    status: result === 'unsubscribed' ? 204 : 404,
    headers: { 'Cache-Control': 'no-store' },
  });
}
