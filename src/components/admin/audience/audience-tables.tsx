/**
 * The audience screen's tables: a top table per column (each row a link filtering the whole
 * screen by its value, kept in the URL), the goals, and the conversions by entry page × language
 * × source. Each has its CSV links for the period and filters shown. Values are visitors' own
 * text (referrers, UTM): React escapes them like any text.
 */
import { Download } from 'lucide-react';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { breakAnywhere } from '@/components/admin/ui/table';
import { semicolonExportHref } from '@/lib/csv';

export interface TopTableRow {
  key: string;
  label: string;
  /** The screen filtered by this row's value; absent where a row cannot filter. */
  href?: string;
  cells: readonly string[];
}

export function ExportLinks({ href, label }: { href: string; label: string }) {
  const linkClass =
    'inline-flex min-h-8 items-center gap-1 rounded-md px-2 text-xs font-medium text-fg-muted hover:bg-ink-raised hover:text-fg';
  return (
    <span className="flex items-center gap-1 whitespace-nowrap">
      <a href={href} className={linkClass} aria-label={label} data-export="comma">
        <Download aria-hidden="true" className="size-3.5" />
        CSV
      </a>
      <a
        href={semicolonExportHref(href)}
        className={linkClass}
        aria-label={`${label} (;)`}
        data-export="semicolon"
      >
        CSV ;
      </a>
    </span>
  );
}

export function AudienceTable({
  id,
  title,
  description,
  headers,
  rows,
  empty,
  exportLink,
  note,
  textCells = 0,
  className = '',
}: {
  id: string;
  title: string;
  description?: string;
  /** The first column's header, then one per number column. */
  headers: readonly string[];
  rows: readonly TopTableRow[];
  empty: string;
  exportLink: ReactNode;
  note?: string;
  /** How many cells after the first hold text (aligned to the start), not numbers. */
  textCells?: number;
  className?: string;
}) {
  const titleId = `audience-table-${id}`;
  return (
    <section
      aria-labelledby={titleId}
      data-audience-table={id}
      className={`min-w-0 rounded-xl border border-line bg-ink-card/60 ${className}`}
    >
      <div className="flex items-start justify-between gap-2 px-4 pt-3 pb-2">
        <div className="min-w-0">
          <h2 id={titleId} className="text-sm font-semibold text-fg">
            {title}
          </h2>
          {description ? <p className="mt-0.5 text-xs text-fg-muted">{description}</p> : null}
        </div>
        {exportLink}
      </div>
      <div className="overflow-x-auto">
        <table className="w-full text-sm" aria-labelledby={titleId}>
          <thead>
            <tr className="border-y border-line bg-ink-raised/60 text-xs text-fg-muted">
              {headers.map((header, index) => (
                <th
                  key={header}
                  scope="col"
                  className={`px-3 py-1.5 font-medium ${index <= textCells ? 'text-start' : 'text-end'}`}
                >
                  {header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 ? (
              <tr>
                <td colSpan={headers.length} className="px-4 py-6 text-center text-fg-muted">
                  {empty}
                </td>
              </tr>
            ) : (
              rows.map((row) => (
                <tr
                  key={row.key}
                  className="border-b border-line/50 last:border-b-0 hover:bg-ink-raised/50"
                >
                  <th
                    scope="row"
                    className={`min-w-32 px-3 py-2 text-start font-normal ${breakAnywhere}`}
                  >
                    {row.href ? (
                      <Link
                        href={row.href}
                        className="text-fg underline-offset-4 hover:text-accent-strong hover:underline"
                      >
                        {row.label}
                      </Link>
                    ) : (
                      row.label
                    )}
                  </th>
                  {row.cells.map((cell, index) => (
                    <td
                      key={index}
                      className={`px-3 py-2 text-fg ${
                        index < textCells
                          ? 'text-start whitespace-nowrap'
                          : 'text-end whitespace-nowrap tabular-nums'
                      }`}
                    >
                      {cell}
                    </td>
                  ))}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      {note ? <p className="px-4 py-2 text-xs text-fg-muted">{note}</p> : null}
    </section>
  );
}
