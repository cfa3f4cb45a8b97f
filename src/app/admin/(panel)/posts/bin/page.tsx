import type { Metadata } from 'next';
import Link from 'next/link';
import { BinTable } from '@/components/admin/bin/bin-table';
import { PageHeader } from '@/components/admin/ui/page-header';
import { adminTranslator } from '@/server/admin/admin-i18n.server';
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
  const [t, entries] = await Promise.all([adminTranslator(), listDeletedPosts(getDb())]);
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
      <BinTable entries={entries} caption={t('posts.bin.caption')} action={restoreDeletedPost} />
    </>
  );
}
