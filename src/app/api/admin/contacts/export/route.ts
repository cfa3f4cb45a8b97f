import { parseContactFilters } from '@/lib/admin/contact-filters';
import { csvDownloadHeaders, csvFileDate, csvSeparatorOf } from '@/lib/csv';
import { adminLocale } from '@/server/admin/admin-i18n.server';
import { contactsCsv } from '@/server/contact/contacts-csv.server';
import {
  countContacts,
  exportContacts,
  recordContactsExport,
} from '@/server/contact/contact-admin.server';
import { refuseLargeExport } from '@/server/admin/csv-export.server';
import { authorizeRequest, freshProofRefusal } from '@/server/auth/guards.server';
import { getDb } from '@/server/db/connection.server';

/**
 * GET /api/admin/contacts/export?status=&service=&delivery=&q=&separator= (any member of staff):
 * the requests the inbox's filters select, as `contacts-YYYY-MM-DD.csv` (UTF-8 with BOM, formulas
 * neutralised; `separator=semicolon` for Excel in Swiss or French settings), streamed, at most
 * csvExportMaxRows (413 beyond). The export is recorded in the audit log before it is sent:
 * personal data leaves the site.
 */
export async function GET(request: Request): Promise<Response> {
  const auth = await authorizeRequest(request, 'staff');
  if (auth.refusal) return auth.refusal;
  const proofNeeded = freshProofRefusal(request, auth.staff);
  if (proofNeeded) return proofNeeded;
  const params = new URL(request.url).searchParams;
  const filters = parseContactFilters(params);
  const db = getDb();
  const now = new Date();
  const count = await countContacts(db, filters);
  const refusal = await refuseLargeExport(count);
  if (refusal) return refusal;
  await recordContactsExport(db, auth.staff, filters, count, now);
  const csv = await contactsCsv(
    db,
    exportContacts(db, filters),
    await adminLocale(),
    csvSeparatorOf(params),
  );
  return new Response(csv, { headers: csvDownloadHeaders(`contacts-${csvFileDate(now)}.csv`) });
}
