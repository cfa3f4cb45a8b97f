import { defaultLocale, locales, type Locale } from '@/i18n/locales';
import type { PostSummary, PostTranslationLink } from './types';

/** The path of an article under one of its slugs. */
export function articlePath(slug: string): string {
  return `/blog/${slug}`;
}

/** A post's slug in each language it is written in. */
export function slugsByLocale(
  translations: PostTranslationLink[],
): Partial<Record<Locale, string>> {
  return Object.fromEntries(
    translations.map((translation) => [translation.locale, translation.slug]),
  );
}

/** Where a post lives in each language it is written in (its hreflang alternates). */
export function articleTranslationPaths(
  post: Pick<PostSummary, 'translations'>,
): Partial<Record<Locale, string>> {
  return Object.fromEntries(
    post.translations.map((translation) => [translation.locale, articlePath(translation.slug)]),
  );
}

/**
 * Where a language link on an article leads, for every language: its translation, or else
 * the version it falls back to (French when it has one), shown with that language's interface.
 * Never another language's slug, which would only answer with a redirect.
 */
export function articleLanguagePaths(
  post: Pick<PostSummary, 'translations' | 'slug'>,
): Record<Locale, string> {
  const translated = articleTranslationPaths(post);
  const fallback = translated[defaultLocale] ?? articlePath(post.slug);
  return Object.fromEntries(
    locales.map((locale) => [locale, translated[locale] ?? fallback]),
  ) as Record<Locale, string>;
}

/** A language version of a post holding a slug. */
export interface SlugHolder {
  postId: string;
  locale: Locale;
}

/** What an article URL (`/blog/{slug}` in a language) shows. */
export type ArticleChoice =
  { kind: 'found'; postId: string } | { kind: 'moved'; postId: string; slug: string };

/**
 * The one rule for article URLs. Slugs are unique per language; the post holding `slug` in the
 * URL's language is found. Otherwise the post holding it in another language (French first) is
 * shown under the slug of the URL's language — or its French one, or any, when it lacks that
 * language: the same slug means found (a French article with this language's interface),
 * another means moved there. Unknown slugs choose nothing.
 */
export function chooseArticle(
  slug: string,
  locale: Locale,
  holders: SlugHolder[],
  slugsOf: (postId: string) => Partial<Record<Locale, string>>,
): ArticleChoice | undefined {
  const rank = (holder: SlugHolder) =>
    holder.locale === locale
      ? -2
      : holder.locale === defaultLocale
        ? -1
        : locales.indexOf(holder.locale);
  const [holder] = [...holders].sort((a, b) => rank(a) - rank(b));
  if (!holder) return undefined;
  const slugs = slugsOf(holder.postId);
  const shown = slugs[locale] ?? slugs[defaultLocale] ?? locales.map((l) => slugs[l]).find(Boolean);
  return !shown || shown === slug
    ? { kind: 'found', postId: holder.postId }
    : { kind: 'moved', postId: holder.postId, slug: shown };
}
