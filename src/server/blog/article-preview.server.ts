import 'server-only';
import type { Kysely } from 'kysely';
import { cache } from 'react';
import { isLocale, type Locale } from '@/i18n/locales';
import { typesetFor } from '@/i18n/typography';
import { stateOf } from '@/lib/admin/post-publication';
import { splitList } from '@/lib/admin/post-schema';
import { articleLanguagePaths } from '@/lib/blog/article-paths';
import { excerptFromMarkdown } from '@/lib/blog/excerpt';
import { readingMinutes } from '@/lib/blog/reading-time';
import type { PostDetail } from '@/lib/blog/types';
import { getDb } from '@/server/db/connection.server';
import type { Database } from '@/server/db/schema';
import { readDocumentDraft } from '@/server/drafts/document-drafts.server';
import { documentPreviewStamp } from '@/server/preview/preview.server';
import { postDocument } from './post-admin.server';
import { findPublishedPost, type PostLookup } from './posts.server';

/*
 * The preview of a published article's draft (decisions 069, 071): the article's own page, in
 * Next's draft mode, for a signed-in member of staff. Only that page reads the draft, and only
 * for such a request (it asks previewsDrafts first); the list, feeds, sitemap, JSON, social card
 * and search read the published post, through the cached reads that never come here.
 */

/**
 * The article a slug names (see findPublishedPost) with its draft's texts over it, read anew:
 * what a member of staff previewing in draft mode reads. Once per request (React's `cache`): the
 * page's metadata and its body both ask, and in draft mode no cached read answers the second.
 */
export const findArticleWithDraft = cache(
  async (
    slug: string,
    locale: Locale,
    db: Kysely<Database> = getDb(),
  ): Promise<PostLookup | undefined> => {
    const found = await findPublishedPost(slug, locale, db);
    if (found?.kind !== 'found') return found;
    const draft = await readDocumentDraft(db, postDocument(found.post.id));
    return draft ? { kind: 'found', post: withDraft(found.post, draft.values) } : found;
  },
);

/**
 * The article with the draft's values of the language it is shown in, and its settings, over the
 * published ones (a field the draft left empty keeps the published text: a preview of half-done
 * work still reads as a page). Its addresses stay the published ones.
 */
function withDraft(post: PostDetail, values: Record<string, unknown>): PostDetail {
  const typed = (from: unknown, fallback: string) =>
    typeof from === 'string' && from.trim() !== '' ? from.trim() : fallback;
  const texts = (values.translations ?? {}) as Partial<Record<string, Record<string, unknown>>>;
  const text = texts[post.contentLocale] ?? {};
  const title = typed(text.title, post.title);
  const content = typed(text.content, post.content);
  const excerpt = typed(text.excerpt, excerptFromMarkdown(content));
  const list = (from: unknown, fallback: string[]) =>
    typeof from === 'string' ? splitList(from) : fallback;
  return {
    ...post,
    ...typesetFor(post.contentLocale, {
      title,
      excerpt,
      metaTitle: typed(text.metaTitle, title),
      metaDescription: typed(text.metaDescription, excerpt),
    }),
    content,
    altText: typed(text.altText, post.altText),
    tags: list(text.tags, post.tags),
    targetKeywords: list(text.targetKeywords, post.targetKeywords),
    imageUrl: typed(values.image, post.imageUrl),
    category: typed(values.category, post.category),
    author: typed(values.author, post.author),
    readingMinutes: readingMinutes(content),
  };
}

/**
 * What the article's preview screen watches to reload its frames (decision 069): the post's last
 * change and its draft's revision and time, so a save of the draft, its publish or its discard
 * shows without touching the editor. Undefined when the post is unknown.
 */
export async function articlePreviewStamp(
  db: Kysely<Database>,
  id: string,
): Promise<string | undefined> {
  const post = await db
    .selectFrom('post')
    .select('updated_at')
    .where('id', '=', id)
    .executeTakeFirst();
  return post && documentPreviewStamp(db, postDocument(id), post.updated_at);
}

/**
 * Where visitors read a published post in each language (its translation, or the version that
 * language falls back to): the preview's addresses, built from the post's own slugs. Undefined
 * when the post is unknown or not online.
 */
export async function articleViewPaths(
  db: Kysely<Database>,
  id: string,
  now = new Date(),
): Promise<Record<Locale, string> | undefined> {
  const post = await db
    .selectFrom('post')
    .select(['status', 'published_at'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!post || stateOf(post, now) !== 'published') return undefined;
  const texts = await db
    .selectFrom('post_translation')
    .select(['locale', 'slug'])
    .where('post_id', '=', id)
    .orderBy('locale')
    .execute();
  const translations = texts.flatMap(({ locale: held, slug }) =>
    isLocale(held) ? [{ locale: held, slug }] : [],
  );
  if (translations.length === 0) return undefined;
  return articleLanguagePaths({ translations, slug: translations[0]!.slug });
}
