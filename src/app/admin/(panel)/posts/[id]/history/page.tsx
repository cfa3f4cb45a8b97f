import type { Metadata } from 'next';
import { adminNotFoundPage } from '@/components/admin/shell/admin-not-found';
import { DocumentHistory } from '@/components/admin/versions/document-history';
import { defaultLocale, type Locale } from '@/i18n/locales';
import type { DocumentTexts } from '@/lib/versions/text-diff';
import { adminTranslator, type AdminTranslator } from '@/server/admin/admin-i18n.server';
import { requireStaff } from '@/server/auth/guards.server';
import {
  getPostForEditor,
  listPostVersions,
  type PostSnapshot,
} from '@/server/blog/post-admin.server';
import { getDb } from '@/server/db/connection.server';
import { restorePostVersionAction } from '../../actions';

export async function generateMetadata(): Promise<Metadata> {
  await requireStaff();
  const t = await adminTranslator();
  return { title: t('content.history.metaTitle') };
}

const plainSettings = ['category', 'author', 'expectedTraffic', 'image'] as const;
const textFields = [
  'title',
  'slug',
  'excerpt',
  'content',
  'metaTitle',
  'metaDescription',
  'altText',
  'tags',
  'targetKeywords',
] as const;

/**
 * An article's texts in one language, labelled as its editor labels them: French also holds its
 * settings and publication, which every language shares.
 */
function postTexts(
  t: AdminTranslator,
  post: PostSnapshot,
  language: Locale,
): DocumentTexts<string> {
  const texts: DocumentTexts<string> = new Map();
  const add = (key: string, path: string, text: string) => texts.set(key, { path, text });
  if (language === defaultLocale) {
    add('status', t('posts.editor.publicationTitle'), t(`posts.states.${post.status}`));
    for (const name of plainSettings)
      add(name, t(`posts.editor.settings.${name}`), String(post[name]));
    add(
      'searchIntent',
      t('posts.editor.settings.searchIntent'),
      t(`posts.editor.searchIntents.${post.searchIntent}`),
    );
    add(
      'competitionLevel',
      t('posts.editor.settings.competitionLevel'),
      t(`posts.editor.competitionLevels.${post.competitionLevel}`),
    );
    add(
      'schemaType',
      t('posts.editor.settings.schemaType'),
      t(`posts.editor.schemaTypes.${post.schemaType}`),
    );
  }
  const text = post.translations[language];
  for (const name of textFields)
    add(`text.${name}`, t(`posts.editor.fields.${name}`), text[name] ?? '');
  return texts;
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
