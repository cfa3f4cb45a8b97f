import Link from 'next/link';
import { adminLocale, adminTranslator } from '@/server/admin/admin-i18n.server';
import { countAdminPosts, listAdminPosts } from '@/server/admin/posts.server';
import { getDb } from '@/server/db/connection.server';
import { NewPostButton, type NewPostAction } from './new-post-button';
import { PostsTable } from './posts-table';

export interface PostsOverviewProps {
  /** Show only the most recently modified posts (the dashboard's tab); every post when absent. */
  limit?: number;
  /** The modal's server action (app/admin/(panel)/posts/actions.ts). */
  createPost: NewPostAction;
}

/**
 * The spec's Articles view: the '+ Nouvel article' button with its modal, and the table of posts,
 * last modified first. Used by /admin/posts and by the dashboard's Articles tab; the page around
 * it has already checked the session (and `createPost` checks again).
 */
export async function PostsOverview({ limit, createPost }: PostsOverviewProps) {
  const db = getDb();
  const [t, locale, rows, total] = await Promise.all([
    adminTranslator(),
    adminLocale(),
    listAdminPosts(db, { limit }),
    countAdminPosts(db),
  ]);
  return (
    <div>
      <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
        {rows.length < total ? (
          // The dashboard's tab shows the latest only: says so, and where the others are.
          <p className="text-sm text-fg-muted">
            {t('posts.countLatest', { shown: rows.length, total })}{' '}
            <Link href="/admin/posts" className="font-medium text-accent hover:underline">
              {t('posts.seeAll', { total })}
            </Link>
          </p>
        ) : (
          <p className="text-sm text-fg-muted">{t('posts.count', { count: total })}</p>
        )}
        <NewPostButton action={createPost} />
      </div>
      <PostsTable rows={rows} t={t} locale={locale} />
    </div>
  );
}
