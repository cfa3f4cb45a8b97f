import type { Metadata } from 'next';
import Link from 'next/link';
import { RestorePostButton } from '@/components/admin/posts/restore-post-button';
import { PageHeader } from '@/components/admin/ui/page-header';
import { EmptyRow, Table, Td, Th, Tr, breakAnywhere } from '@/components/admin/ui/table';
import { formatAdminDate } from '@/lib/admin/format';
import { adminLocale, adminTranslator } from '@/server/admin/admin-i18n.server';
import { requireStaff } from '@/server/auth/guards.server';
import { binRetentionDays } from '@/server/bin/bin.server';
import { listDeletedPosts } from '@/server/blog/post-bin.server';
import { getDb } from '@/server/db/connection.server';
import { restoreDeletedPost } from './actions';

export async function generateMetadata(): Promise<Metadata> {
  const t = await adminTranslator();
  return { title: t('posts.bin.metaTitle') };
}

/**
 * /admin/posts/bin (staff): the deleted posts, last deleted first, each with who deleted it, when,
 * the days left before the purge, and 'Restaurer' (decision 065).
 */
export default async function PostBinPage() {
  await requireStaff();
  const [t, locale, entries] = await Promise.all([
    adminTranslator(),
    adminLocale(),
    listDeletedPosts(getDb()),
  ]);
  return (
    <>
      <PageHeader
        title={t('posts.bin.title')}
        description={t('posts.bin.description', { days: binRetentionDays })}
        actions={
          <Link href="/admin/posts" className="text-sm font-medium text-accent hover:underline">
            {t('posts.bin.back')}
          </Link>
        }
      />
      <Table caption={t('posts.bin.caption')}>
        <thead>
          <tr>
            <Th>{t('posts.bin.columns.title')}</Th>
            <Th>{t('posts.bin.columns.deleted')}</Th>
            <Th>{t('posts.bin.columns.left')}</Th>
            <Th>
              <span className="sr-only">{t('posts.bin.columns.actions')}</span>
            </Th>
          </tr>
        </thead>
        <tbody>
          {entries.length === 0 ? <EmptyRow colSpan={4}>{t('posts.bin.empty')}</EmptyRow> : null}
          {entries.map((entry) => (
            <Tr key={entry.id}>
              <Td className="min-w-44 font-medium break-words">{entry.title}</Td>
              <Td className="text-fg-muted">
                <time dateTime={entry.deletedAt} className="block whitespace-nowrap">
                  {formatAdminDate(locale, entry.deletedAt)}
                </time>
                <span className={`block text-xs ${breakAnywhere}`}>
                  {entry.actorEmail ?? t('posts.bin.unknownActor')}
                </span>
              </Td>
              <Td className="whitespace-nowrap tabular-nums">
                {t('posts.bin.daysLeft', { days: entry.daysLeft })}
              </Td>
              <Td className="text-end">
                <RestorePostButton id={entry.id} title={entry.title} action={restoreDeletedPost} />
              </Td>
            </Tr>
          ))}
        </tbody>
      </Table>
    </>
  );
}
