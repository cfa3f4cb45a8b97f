import { ExternalLink } from 'lucide-react';
import Link from 'next/link';
import { DraftBadge } from '@/components/admin/drafts/draft-badge';
import { EmptyRow, Table, Td, Th, Tr } from '@/components/admin/ui/table';
import { contentKindForms } from '@/lib/admin/content-kinds';
import { formatAdminDate } from '@/lib/admin/format';
import { adminLocale, adminTranslator } from '@/server/admin/admin-i18n.server';
import { getDb } from '@/server/db/connection.server';
import { draftedDocuments } from '@/server/drafts/document-drafts.server';
import type { LandingListEntry } from '@/server/landing-pages/landing-pages-admin.server';

/**
 * Every landing page in the services page's order: title (and whether it has an unpublished
 * draft), address, kind, last change, edit.
 */
export async function LandingPagesTable({ rows }: { rows: LandingListEntry[] }) {
  const [t, locale, drafted] = await Promise.all([
    adminTranslator(),
    adminLocale(),
    draftedDocuments(getDb(), contentKindForms['landing-pages'].document),
  ]);
  return (
    <Table caption={t('landing-pages.table.caption')}>
      <thead>
        <tr>
          <Th>{t('landing-pages.table.title')}</Th>
          <Th>{t('landing-pages.table.address')}</Th>
          <Th>{t('landing-pages.table.kind')}</Th>
          <Th>{t('landing-pages.table.updated')}</Th>
          <Th>
            <span className="sr-only">{t('ui.actions')}</span>
          </Th>
        </tr>
      </thead>
      <tbody>
        {rows.length === 0 ? (
          <EmptyRow colSpan={5}>{t('landing-pages.empty')}</EmptyRow>
        ) : (
          rows.map((row) => (
            <Tr key={row.id}>
              <Td className="min-w-64 font-medium">
                {row.title}
                {drafted.has(row.id) ? <DraftBadge label={t('drafts.badge')} /> : null}
              </Td>
              <Td>
                <a
                  href={`/services/${row.slug}`}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={t('landing-pages.table.view', { slug: row.slug })}
                  className="inline-flex items-center gap-1 font-mono text-xs text-fg-muted hover:text-accent-strong"
                >
                  /services/{row.slug}
                  <ExternalLink aria-hidden="true" className="size-3" />
                </a>
              </Td>
              <Td className="whitespace-nowrap">{t(`landing-pages.kinds.${row.kind}`)}</Td>
              <Td className="whitespace-nowrap text-fg-muted">
                {formatAdminDate(locale, row.updatedAt)}
              </Td>
              <Td className="text-end">
                <Link
                  href={`/admin/landing-pages/${encodeURIComponent(row.id)}`}
                  aria-label={t('landing-pages.table.editLabel', { title: row.title })}
                  className="font-medium text-accent-strong hover:text-fg hover:underline"
                >
                  {t('landing-pages.table.edit')}
                </Link>
              </Td>
            </Tr>
          ))
        )}
      </tbody>
    </Table>
  );
}
