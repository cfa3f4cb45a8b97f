import { parseSubscriberFilters } from '@/lib/admin/subscriber-filters';
import { csvDownloadHeaders, csvFileDate, csvSeparatorOf } from '@/lib/csv';
import { adminLocale } from '@/server/admin/admin-i18n.server';
import { refuseLargeExport } from '@/server/admin/csv-export.server';
import {
  countSubscribers,
  exportSubscribers,
  recordSubscribersExport,
  subscribersCsv,
} from '@/server/newsletter/subscriber-admin.server';
import { authorizeRequest, freshProofRefusal } from '@/server/auth/guards.server';
import { getDb } from '@/server/db/connection.server';

/**
 * GET /api/admin/subscribers/export?state=&q=&separator= (admins only, like the subscribers
 * screen: the mailing list is not among the editors' areas): the selected addresses as
 * `subscribers-YYYY-MM-DD.csv` (`separator=semicolon` for Excel in Swiss or French settings),
 * streamed, at most csvExportMaxRows (413 beyond), recorded in the audit log before it is sent.
 */
export async function GET(request: Request): Promise<Response> {
  const auth = await authorizeRequest(request, 'admin');
  if (auth.refusal) return auth.refusal;
  const proofNeeded = freshProofRefusal(request, auth.staff);
  if (proofNeeded) return proofNeeded;
  const params = new URL(request.url).searchParams;
  const filters = parseSubscriberFilters(params);
  const db = getDb();
  const now = new Date();
  const count = await countSubscribers(db, filters);
  const refusal = await refuseLargeExport(count);
  if (refusal) return refusal;
  await recordSubscribersExport(db, auth.staff, filters, count, now);
  const csv = subscribersCsv(
    exportSubscribers(db, filters),
    await adminLocale(),
    csvSeparatorOf(params),
  );
  return new Response(csv, {
    headers: csvDownloadHeaders(`subscribers-${csvFileDate(now)}.csv`),
  });
}
