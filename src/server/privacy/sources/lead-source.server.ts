import 'server-only';
import type { LeadSourceColumns } from '@/server/db/schema';

type StoredLeadSource = { [Column in keyof LeadSourceColumns]: string };

/**
 * Where a lead's visit came from (decision 077), as the person's data shows it: the same names
 * as the contacts CSV's columns, in one line, so a reader of any language can match them; null
 * when nothing was known of the visit.
 */
export function leadSourceSummary(row: StoredLeadSource): string | null {
  if (!row.source_origin) return null;
  const pages = JSON.parse(row.source_pages) as string[];
  const parts: [string, string][] = [
    ['entry_page', row.source_entry_page],
    ['language', row.source_locale],
    ['referrer', row.source_referrer],
    ['utm_source', row.utm_source],
    ['utm_medium', row.utm_medium],
    ['utm_campaign', row.utm_campaign],
    ['utm_term', row.utm_term],
    ['utm_content', row.utm_content],
    ['pages', pages.join(' → ')],
  ];
  return parts
    .filter(([, value]) => value)
    .map(([name, value]) => `${name}: ${value}`)
    .join(' · ');
}
