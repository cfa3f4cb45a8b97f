import type { Metadata } from 'next';
import { PostsOverview } from '@/components/admin/posts/posts-overview';
import { PageHeader } from '@/components/admin/ui/page-header';
import { adminTranslator } from '@/server/admin/admin-i18n.server';
import { requireStaff } from '@/server/auth/guards.server';
import { createPost } from './actions';

export async function generateMetadata(): Promise<Metadata> {
  const t = await adminTranslator();
  return { title: t('posts.metaTitle') };
}

/** /admin/posts: every article, the '+ Nouvel article' modal, and the way into the editor. */
export default async function AdminPostsPage() {
  await requireStaff();
  const t = await adminTranslator();
  return (
    <>
      <PageHeader title={t('posts.title')} description={t('posts.description')} />
      <PostsOverview createPost={createPost} />
    </>
  );
}
