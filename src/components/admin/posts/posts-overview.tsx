import Link from 'next/link';
import { Pagination } from '@/components/admin/ui/pagination';
import { postFiltersQuery, type PostFilters } from '@/lib/admin/post-filters';
import { adminLocale, adminTranslator } from '@/server/admin/admin-i18n.server';
import { adminPostPage } from '@/server/blog/post-admin.server';
import { getDb } from '@/server/db/connection.server';
import { NewPostButton, type NewPostAction } from './new-post-button';
import { PostSearchForm } from './post-search-form';
import { PostsTable } from './posts-table';

export interface PostsOverviewProps {
  /** The search and page of /admin/posts (from its URL); absent on the dashboard's tab. */
  search?: { filters: PostFilters; page: number };
  /** Rows per page: the dashboard's tab shows only the most recently modified posts. */
  pageSize?: number;
  /** The modal's server action (app/admin/(panel)/posts/actions.ts). */
  createPost: NewPostAction;
}

/**
 * The spec's Articles view: the '+ Nouvel article' button with its modal, and the table of posts,
 * last modified first, one page of them read at a time (at ten thousand posts as at five).
 * Used by /admin/posts, with its search and pages, and by the dashboard's Articles tab; the page
 * around it has already checked the session (and `createPost` checks again).
 */
export async function PostsOverview({ search, pageSize, createPost }: PostsOverviewProps) {
  const filters = search?.filters ?? { query: '' };
  const [t, locale, list] = await Promise.all([
    adminTranslator(),
    adminLocale(),
    adminPostPage(getDb(), filters.query, search?.page ?? 1, { pageSize }),
  ]);
  return (
    <div>
      {search && <PostSearchForm filters={filters} t={t} />}
      <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
        {!search && list.rows.length < list.total ? (
          // The dashboard's tab shows the latest only: says so, and where the others are.
          <p className="text-sm text-fg-muted">
            {t('posts.countLatest', { shown: list.rows.length, total: list.total })}{' '}
            <Link href="/admin/posts" className="font-medium text-accent hover:underline">
              {t('posts.seeAll', { total: list.total })}
            </Link>
          </p>
        ) : (
          <p className="text-sm text-fg-muted">{t('posts.count', { count: list.total })}</p>
        )}
        <div className="flex flex-wrap items-center gap-3">
          {search && (
            <Link
              href="/admin/posts/bin"
              className="text-sm font-medium text-accent hover:underline"
            >
              {t('posts.binLink')}
            </Link>
          )}
          <NewPostButton action={createPost} />
        </div>
      </div>
      <PostsTable rows={list.rows} drafted={list.drafted} t={t} locale={locale} />
      {search && (
        <Pagination
          page={list.page}
          pages={list.pageCount}
          hrefOf={(target) => `/admin/posts${postFiltersQuery(filters, target)}`}
          texts={{
            label: t('posts.paginationLabel'),
            previous: t('ui.previous'),
            next: t('ui.next'),
            pageOf: t('ui.pageOf', { page: list.page, pages: list.pageCount }),
          }}
        />
      )}
    </div>
  );
}
