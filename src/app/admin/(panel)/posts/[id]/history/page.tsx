import type { Metadata } from 'next';
import { adminNotFoundPage } from '@/components/admin/shell/admin-not-found';
import { postTexts } from '@/components/admin/posts/post-texts';
import { DocumentHistory } from '@/components/admin/versions/document-history';
import { adminTranslator } from '@/server/admin/admin-i18n.server';
import { requireStaff } from '@/server/auth/guards.server';
import { getPostForEditor, listPostVersions } from '@/server/blog/post-admin.server';
import { getDb } from '@/server/db/connection.server';
import { restorePostVersionAction } from '../../actions';

export async function generateMetadata(): Promise<Metadata> {
  await requireStaff();
  const t = await adminTranslator();
  return { title: t('content.history.metaTitle') };
}

/** /admin/posts/{id}/history: an article's versions, compared and restored (decision 064). */
export default async function PostHistoryPage({
  params,
  searchParams,
}: PageProps<'/admin/posts/[id]/history'>) {
  await requireStaff();
  const [{ id }, query, t] = await Promise.all([params, searchParams, adminTranslator()]);
  const [post, versions] = await Promise.all([
    getPostForEditor(getDb(), id),
    listPostVersions(getDb(), id),
  ]);
  if (!post) return adminNotFoundPage();
  return (
    <DocumentHistory
      formHref={`/admin/posts/${id}`}
      name={post.row.title}
      versions={versions}
      query={query}
      restoreAction={(number) =>
        restorePostVersionAction.bind(null, id, post.row.updatedAt, number)
      }
      texts={(snapshot, language) => postTexts(t, snapshot, language)}
    />
  );
}
