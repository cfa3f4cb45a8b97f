import { ExternalLink } from 'lucide-react';
import Link from 'next/link';
import { StatusBadge } from '@/components/admin/ui/status-badge';
import { EmptyRow, Table, Td, Th, Tr } from '@/components/admin/ui/table';
import type { AdminLocale } from '@/i18n/admin-messages';
import { localeInfo } from '@/i18n/locales';
import { formatAdminDate } from '@/lib/admin/format';
import type { AdminTranslator } from '@/server/admin/admin-i18n.server';
import type { AdminPostRow } from '@/server/blog/post-admin.server';
import { postStateLabel, postStateVariant, type PostStateTexts } from './post-state';

/**
 * The articles table (spec §2: title, status, last-modified date): the title opens the editor,
 * the languages written sit under it, and a published post has a link to its public page. A
 * published post with edits kept as a draft says so beside its state (decision 071).
 */
export function PostsTable({
  rows,
  drafted,
  t,
  locale,
}: {
  rows: AdminPostRow[];
  /** The published posts with unpublished changes. */
  drafted: readonly string[];
  t: AdminTranslator;
  locale: AdminLocale;
}) {
  const stateTexts: PostStateTexts = {
    published: t('posts.states.published'),
    draft: t('posts.states.draft'),
    scheduledAt: (date) => t('posts.states.scheduledAt', { date }),
  };
  return (
    <Table caption={t('posts.table.caption')}>
      <thead>
        <tr>
          <Th className="min-w-44 md:min-w-64">{t('posts.table.title')}</Th>
          <Th>{t('posts.table.status')}</Th>
          <Th>{t('posts.table.updated')}</Th>
          <Th>
            <span className="sr-only">{t('posts.table.actions')}</span>
          </Th>
        </tr>
      </thead>
      <tbody>
        {rows.length === 0 ? (
          <EmptyRow colSpan={4}>{t('posts.table.empty')}</EmptyRow>
        ) : (
          rows.map((row) => {
            const title = row.title || t('posts.table.untitled');
            const languageNames = row.locales.map((code) => t(`posts.languageNames.${code}`));
            return (
              <Tr key={row.id} data-post-id={row.id}>
                <Td>
                  <Link
                    href={`/admin/posts/${encodeURIComponent(row.id)}`}
                    lang={localeInfo[row.titleLocale].tag}
                    dir="auto"
                    className="font-medium text-fg hover:text-accent-strong hover:underline"
                  >
                    {title}
                  </Link>
                  <p className="mt-1 text-xs text-fg-muted">
                    <span className="sr-only">
                      {t('posts.table.languageList', { languages: languageNames.join(', ') })}
                    </span>
                    <span aria-hidden="true" className="tracking-wide uppercase">
                      {row.locales.join(' · ')}
                    </span>
                  </p>
                </Td>
                <Td>
                  <div className="flex flex-wrap gap-1.5">
                    <StatusBadge variant={postStateVariant[row.state]}>
                      {postStateLabel(row, stateTexts, locale)}
                    </StatusBadge>
                    {drafted.includes(row.id) ? (
                      <StatusBadge variant="warning">{t('posts.drafts.pending')}</StatusBadge>
                    ) : null}
                  </div>
                </Td>
                <Td className="whitespace-nowrap text-fg-muted">
                  <time dateTime={row.updatedAt}>{formatAdminDate(locale, row.updatedAt)}</time>
                </Td>
                <Td className="text-end">
                  {row.publicPath ? (
                    <a
                      href={row.publicPath}
                      target="_blank"
                      rel="noopener noreferrer"
                      aria-label={t('posts.table.viewPost', { title })}
                      className="inline-flex items-center gap-1.5 text-xs whitespace-nowrap text-fg-muted hover:text-accent-strong"
                    >
                      <ExternalLink aria-hidden="true" className="size-3.5" />
                      {t('posts.table.view')}
                    </a>
                  ) : null}
                </Td>
              </Tr>
            );
          })
        )}
      </tbody>
    </Table>
  );
}
