// Only in the end-to-end build (next.config `pageExtensions` with E2E_BUILD=1), never shipped: the
// page views written since `since` on the given public paths, so a test waits on the beacon's
// rows reaching the database instead of sleeping (decision 077).
import { countPageViews } from '@/server/analytics/analytics-store.server';
import { getDb } from '@/server/db/connection.server';

export const dynamic = 'force-dynamic';

export async function GET(request: Request): Promise<Response> {
  const query = new URL(request.url).searchParams;
  const views = await countPageViews(getDb(), query.get('since') ?? '', query.getAll('path'));
  return Response.json({ views }, { headers: { 'cache-control': 'no-store' } });
}
