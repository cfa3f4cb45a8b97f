import type { Metadata } from 'next';
import { PreviewScreen } from '@/components/admin/pages/preview-screen';
import { adminNotFoundPage } from '@/components/admin/shell/admin-not-found';
import { adminTranslator } from '@/server/admin/admin-i18n.server';
import { requireStaff } from '@/server/auth/guards.server';
import { articlePreviewStamp, articleViewPaths } from '@/server/blog/article-preview.server';
import { getPostForEditor } from '@/server/blog/post-admin.server';
import { getDb } from '@/server/db/connection.server';

export async function generateMetadata({
  params,
}: PageProps<'/admin/posts/[id]/preview'>): Promise<Metadata> {
  await requireStaff();
  const [t, { id }] = await Promise.all([adminTranslator(), params]);
  const post = await getPostForEditor(getDb(), id);
  return {
    title: post ? t('pages.preview.metaTitle', { page: post.row.title }) : t('posts.metaTitle'),
  };
}

/**
 * /admin/posts/{id}/preview?lang=&beside=&width=: a published article's page with its draft, in
 * one language or two side by side, at a desktop, tablet or phone width; the frames reload after
 * each save of its draft, as a page's do (decisions 069, 071). An article not online has no
 * public page: the screen says there is nothing to show.
 */
export default async function AdminPostPreview({
  params,
  searchParams,
}: PageProps<'/admin/posts/[id]/preview'>) {
  await requireStaff();
  const [{ id }, query] = await Promise.all([params, searchParams]);
  const db = getDb();
  const [t, post, views, stamp] = await Promise.all([
    adminTranslator(),
    getPostForEditor(db, id),
    articleViewPaths(db, id),
    articlePreviewStamp(db, id),
  ]);
  if (!post || stamp === undefined) return adminNotFoundPage();
  const encoded = encodeURIComponent(post.row.id);
  return (
    <PreviewScreen
      title={t('pages.preview.title', { page: post.row.title })}
      editorHref={`/admin/posts/${encoded}`}
      view={views ?? null}
      query={query}
      frameSource={(locale) => `/api/admin/preview?post=${encoded}&lang=${locale}`}
      stampHref={`/api/admin/preview/stamp?post=${encoded}`}
      stamp={stamp}
    />
  );
}
