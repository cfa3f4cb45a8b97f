import { ArrowLeft, Newspaper } from 'lucide-react';
import type { Metadata } from 'next';
import Link from 'next/link';
import { PostEditor } from '@/components/admin/posts/post-editor';
import { Button } from '@/components/admin/ui/button';
import { PageHeader } from '@/components/admin/ui/page-header';
import { HistoryLink } from '@/components/admin/versions/document-history';
import { adminNotFoundPage } from '@/components/admin/shell/admin-not-found';
import { adminTranslator } from '@/server/admin/admin-i18n.server';
import { getPostForEditor, listPostCategories } from '@/server/blog/post-admin.server';
import { requireStaff } from '@/server/auth/guards.server';
import { getDb } from '@/server/db/connection.server';
import { imagesMissingAltAction } from '../../media/actions';
import { newsletterFromPost } from '../../newsletter/actions';
import {
  discardPostDraftAction,
  keepPostDraftAction,
  previewMarkdown,
  publishPostDraftAction,
  removePost,
  savePostDraftAction,
  savePostEdits,
} from '../actions';
import { StalePostDraftDiff } from './stale-draft-diff';

export async function generateMetadata(): Promise<Metadata> {
  const t = await adminTranslator();
  return { title: t('posts.editor.metaTitle') };
}

/** /admin/posts/[id]: the full editor of one article, in every language. */
export default async function AdminPostEditorPage({ params }: PageProps<'/admin/posts/[id]'>) {
  await requireStaff();
  const { id } = await params;
  const db = getDb();
  const [t, post, categories] = await Promise.all([
    adminTranslator(),
    getPostForEditor(db, id),
    listPostCategories(db),
  ]);
  if (!post) return adminNotFoundPage();
  return (
    <>
      <Link
        href="/admin/posts"
        className="mb-4 inline-flex items-center gap-1.5 text-sm text-fg-muted hover:text-fg"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t('posts.editor.back')}
      </Link>
      <PageHeader
        title={t('posts.editor.title')}
        description={post.row.title}
        actions={
          <>
            <HistoryLink href={`/admin/posts/${post.row.id}/history`} />
            {post.row.state === 'published' ? (
              <form action={newsletterFromPost}>
                <input type="hidden" name="postId" value={post.row.id} />
                <Button type="submit" variant="secondary" title={t('newsletter.fromPost.hint')}>
                  <Newspaper aria-hidden="true" className="size-4" />
                  {t('newsletter.fromPost.button')}
                </Button>
              </form>
            ) : null}
          </>
        }
      />
      <PostEditor
        initial={post}
        categories={categories}
        actions={{
          save: savePostEdits,
          remove: removePost,
          preview: previewMarkdown,
          missingAlt: imagesMissingAltAction,
          drafts: {
            save: savePostDraftAction.bind(null, post.row.id),
            publish: publishPostDraftAction.bind(null, post.row.id),
            discard: discardPostDraftAction.bind(null, post.row.id),
            keep: keepPostDraftAction.bind(null, post.row.id),
          },
        }}
        staleNote={
          post.draft?.stale ? (
            <StalePostDraftDiff published={post.draft.published} draft={post.values} />
          ) : undefined
        }
      />
    </>
  );
}
