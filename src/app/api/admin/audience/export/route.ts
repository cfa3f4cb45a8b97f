import { csvSeparatorOf } from '@/lib/csv';
import { zurichDate } from '@/lib/time/zurich-time';
import { adminLocale } from '@/server/admin/admin-i18n.server';
import { audienceCsv, audienceExportOf } from '@/server/analytics/audience-csv.server';
import { parseAudienceQuery } from '@/server/analytics/audience-query';
import { authorizeRequest } from '@/server/auth/guards.server';
import { getDb } from '@/server/db/connection.server';

/**
 * GET /api/admin/audience/export?table=referrer&period=30d&utm_source=…&separator= (editors and
 * admins): one table of the audience screen for the period and filters it shows, as CSV
 * (decision 080). An unknown table is a 404.
 */
export async function GET(request: Request): Promise<Response> {
  const auth = await authorizeRequest(request, 'staff');
  if (auth.refusal) return auth.refusal;
  const params = new URL(request.url).searchParams;
  const query = parseAudienceQuery(params, zurichDate(new Date()));
  const table = audienceExportOf(params.get('table'));
  if (!table) return new Response(null, { status: 404, headers: { 'Cache-Control': 'no-store' } });
  return audienceCsv(getDb(), query, table, csvSeparatorOf(params), await adminLocale());
}
