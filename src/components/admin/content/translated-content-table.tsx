import Link from 'next/link';
import type { ReactNode } from 'react';
import { DraftBadge } from '@/components/admin/drafts/draft-badge';
import { StatusBadge } from '@/components/admin/ui/status-badge';
import { EmptyRow, Table, Td, Th, Tr } from '@/components/admin/ui/table';
import { contentKindForms } from '@/lib/admin/content-kinds';
import { formatAdminDate } from '@/lib/admin/format';
import type { ContentKind } from '@/lib/admin/translated-content';
import { adminLocale, adminTranslator } from '@/server/admin/admin-i18n.server';
import { getDb } from '@/server/db/connection.server';
import { draftedDocuments } from '@/server/drafts/document-drafts.server';

/** What every kind's list shows of a record, beside its own columns. */
export interface ContentRow {
  id: string;
  sortOrder: number;
  visible: boolean;
  updatedAt: string;
}

/** One of a kind's own columns: its header and each record's cell. */
export interface ContentColumn<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
  className?: string;
}

/**
 * Every record of a kind in display order: its position, the kind's own columns, shown or
 * hidden (and whether it has an unpublished draft), last change, and the link to edit it (named
 * by `editLabel` for screen readers).
 */
export async function TranslatedContentTable<Row extends ContentRow>({
  kind,
  rows,
  columns,
  editLabel,
}: {
  kind: ContentKind;
  rows: Row[];
  columns: ContentColumn<Row>[];
  editLabel: (row: Row) => string;
}) {
  const [t, locale, drafted] = await Promise.all([
    adminTranslator(),
    adminLocale(),
    draftedDocuments(getDb(), contentKindForms[kind].document),
  ]);
  return (
    <Table caption={t(`${kind}.table.caption`)}>
      <thead>
        <tr>
          <Th className="w-16">{t('content.table.order')}</Th>
          {columns.map((column) => (
            <Th key={column.header}>{column.header}</Th>
          ))}
          <Th>{t('content.table.visibility')}</Th>
          <Th>{t('content.table.updated')}</Th>
          <Th>
            <span className="sr-only">{t('ui.actions')}</span>
          </Th>
        </tr>
      </thead>
      <tbody>
        {rows.length === 0 ? (
          <EmptyRow colSpan={columns.length + 4}>{t(`${kind}.empty`)}</EmptyRow>
        ) : (
          rows.map((row) => (
            <Tr key={row.id}>
              <Td className="font-mono text-fg-muted tabular-nums">{row.sortOrder}</Td>
              {columns.map((column) => (
                <Td key={column.header} className={column.className}>
                  {column.cell(row)}
                </Td>
              ))}
              <Td>
                <StatusBadge variant={row.visible ? 'success' : 'neutral'}>
                  {row.visible ? t('content.visible') : t('content.hidden')}
                </StatusBadge>
                {drafted.has(row.id) ? <DraftBadge label={t('drafts.badge')} /> : null}
              </Td>
              <Td className="whitespace-nowrap text-fg-muted">
                {formatAdminDate(locale, row.updatedAt)}
              </Td>
              <Td className="text-end">
                <Link
                  href={`/admin/${kind}/${encodeURIComponent(row.id)}`}
                  aria-label={editLabel(row)}
                  className="font-medium text-accent-strong hover:text-fg hover:underline"
                >
                  {t('content.table.edit')}
                </Link>
              </Td>
            </Tr>
          ))
        )}
      </tbody>
    </Table>
  );
}
