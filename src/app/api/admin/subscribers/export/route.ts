import { parseSubscriberFilters } from '@/lib/admin/subscriber-filters';
import { csvDownloadHeaders, csvFileDate } from '@/lib/csv';
import { adminLocale } from '@/server/admin/admin-i18n.server';
import {
  exportSubscribers,
  recordSubscribersExport,
  subscribersCsv,
} from '@/server/admin/subscribers.server';
import { authorizeRequest, freshProofRefusal } from '@/server/auth/guards.server';
import { getDb } from '@/server/db/connection.server';

/**
 * GET /api/admin/subscribers/export?state=&q= (admins only, like the subscribers screen: the
 * mailing list is not among the editors' areas): the selected addresses as
 * `subscribers-YYYY-MM-DD.csv`, recorded in the audit log.
 */
export async function GET(request: Request): Promise<Response> {
  const auth = await authorizeRequest(request, 'admin');
  if (auth.refusal) return auth.refusal;
  const proofNeeded = freshProofRefusal(request, auth.staff);
  if (proofNeeded) return proofNeeded;
  const filters = parseSubscriberFilters(new URL(request.url).searchParams);
  const db = getDb();
  const now = new Date();
  const rows = await exportSubscribers(db, filters);
  const csv = subscribersCsv(rows, await adminLocale());
  await recordSubscribersExport(db, auth.staff, filters, rows.length, now);
  return new Response(csv, {
    headers: csvDownloadHeaders(`subscribers-${csvFileDate(now)}.csv`),
  });
}
