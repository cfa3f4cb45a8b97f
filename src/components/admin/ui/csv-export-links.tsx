import { Download } from 'lucide-react';
import { csvExportMaxRows, semicolonExportHref } from '@/lib/csv';
import type { AdminTranslator } from '@/server/admin/admin-i18n.server';
import { buttonClass } from './button';

interface Props {
  /** The export route with the screen's filters. */
  href: string;
  /** How many rows the filters select. */
  total: number;
  /** The comma-separated file's link text. */
  label: string;
  t: AdminTranslator;
}

/**
 * A screen's CSV downloads: the comma file and the semicolon one that Excel set up for
 * Switzerland or France opens directly (decision 036). Plain links: the browser downloads the
 * file (a client-side navigation would not); not `download` links, so a session that must prove
 * itself first is led to that page instead (decision 038). Past the export's limit the route would refuse, so
 * the screen says to narrow the filters instead.
 */
export function CsvExportLinks({ href, total, label, t }: Props) {
  if (total > csvExportMaxRows)
    return (
      <p className="max-w-xs text-sm text-fg-muted">
        {t('ui.exportTooMany', { count: total, max: csvExportMaxRows })}
      </p>
    );
  return (
    <>
      <a href={href} className={buttonClass({ variant: 'secondary' })}>
        <Download aria-hidden="true" className="size-4" />
        {label}
      </a>
      <a
        href={semicolonExportHref(href)}
        title={t('ui.exportSemicolonHint')}
        className={buttonClass({ variant: 'secondary' })}
      >
        <Download aria-hidden="true" className="size-4" />
        {t('ui.exportSemicolon')}
      </a>
    </>
  );
}
