import { parseContactFilters } from '@/lib/admin/contact-filters';
import { csvDownloadHeaders, csvFileDate } from '@/lib/csv';
import { adminLocale } from '@/server/admin/admin-i18n.server';
import { contactsCsv } from '@/server/admin/contacts-csv.server';
import { exportContacts, recordContactsExport } from '@/server/admin/contacts.server';
import { authorizeRequest } from '@/server/auth/guards.server';
import { getDb } from '@/server/db/connection.server';

/**
 * GET /api/admin/contacts/export?status=&service=&delivery=&q= (any member of staff): the
 * requests the inbox's filters select, as `contacts-YYYY-MM-DD.csv` (UTF-8 with BOM, formulas
 * neutralised). The export is recorded in the audit log: personal data leaves the site.
 */
export async function GET(request: Request): Promise<Response> {
  const auth = await authorizeRequest(request, 'staff');
  if (auth.refusal) return auth.refusal;
  const filters = parseContactFilters(new URL(request.url).searchParams);
  const db = getDb();
  const now = new Date();
  const rows = await exportContacts(db, filters);
  const csv = await contactsCsv(db, rows, await adminLocale());
  await recordContactsExport(db, auth.staff, filters, rows.length, now);
  return new Response(csv, { headers: csvDownloadHeaders(`contacts-${csvFileDate(now)}.csv`) });
}
