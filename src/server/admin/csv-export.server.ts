import 'server-only';
import { csvExportMaxRows } from '@/lib/csv';
import { adminTranslator } from './admin-i18n.server';

/**
 * The answer to an export larger than one request may send (decision 036): 413 with the reason
 * in the admin's language. The screens say it before offering the link.
 */
export async function refuseLargeExport(count: number): Promise<Response | undefined> {
  if (count <= csvExportMaxRows) return undefined;
  const t = await adminTranslator();
  return new Response(t('ui.exportTooMany', { count, max: csvExportMaxRows }), {
    status: 413,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
  });
}
