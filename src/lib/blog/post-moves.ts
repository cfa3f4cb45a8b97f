import { defaultLocale, locales, type Locale } from '@/i18n/locales';
import { articlePath } from './article-paths';

/** A public article path of one language that moved, and why (decision 023). */
export interface ArticleMove {
  fromPath: string;
  locale: Locale;
  toPath: string;
  reason: 'slug-change' | 'translation-removed';
}

/**
 * The slug a post's page has in each language: its own translation's, or, where it has none,
 * the version the blog shows instead with a note (French if it is there; decision 012).
 */
export function shownSlugs(
  slugs: Partial<Record<Locale, string>>,
): Partial<Record<Locale, string>> {
  const fallback = slugs[defaultLocale] ?? locales.map((locale) => slugs[locale]).find(Boolean);
  if (fallback === undefined) return {};
  return Object.fromEntries(locales.map((locale) => [locale, slugs[locale] ?? fallback]));
}

/**
 * What saving a post that stays visible does to its public addresses: in each language whose
 * page changes address (its slug changed, or the version it shows did: a translation removed,
 * the French slug changed where no translation exists), the old address moves to the new one.
 * Nothing moves for a post that was not visible before, or is not after (a draft has no address).
 */
export function articleMoves(
  before: Partial<Record<Locale, string>>,
  after: Partial<Record<Locale, string>>,
): ArticleMove[] {
  const [shownBefore, shownAfter] = [shownSlugs(before), shownSlugs(after)];
  return locales.flatMap((locale): ArticleMove[] => {
    const [old, slug] = [shownBefore[locale], shownAfter[locale]];
    if (old === undefined || slug === undefined || old === slug) return [];
    // Still one of the post's slugs: the blog already sends it on to this language's (012).
    if (Object.values(after).includes(old)) return [];
    const removed = before[locale] !== undefined && after[locale] === undefined;
    return [
      {
        fromPath: articlePath(old),
        locale,
        toPath: articlePath(slug),
        reason: removed ? 'translation-removed' : 'slug-change',
      },
    ];
  });
}
