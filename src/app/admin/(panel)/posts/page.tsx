import type { Metadata } from 'next';
import { PostsOverview } from '@/components/admin/posts/posts-overview';
import { PageHeader } from '@/components/admin/ui/page-header';
import { parsePage } from '@/lib/admin/contact-filters';
import { parsePostFilters } from '@/lib/admin/post-filters';
import { adminTranslator } from '@/server/admin/admin-i18n.server';
import { requireStaff } from '@/server/auth/guards.server';
import { createPost } from './actions';

export async function generateMetadata(): Promise<Metadata> {
  const t = await adminTranslator();
  return { title: t('posts.metaTitle') };
}

/**
 * /admin/posts: the articles by page and by search, the '+ Nouvel article' modal, and the way
 * into the editor.
 */
export default async function AdminPostsPage({ searchParams }: PageProps<'/admin/posts'>) {
  await requireStaff();
  const [t, query] = await Promise.all([adminTranslator(), searchParams]);
  return (
    <>
      <PageHeader title={t('posts.title')} description={t('posts.description')} />
      <PostsOverview
        search={{ filters: parsePostFilters(query), page: parsePage(query) }}
        createPost={createPost}
      />
    </>
  );
}
