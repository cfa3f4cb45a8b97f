import 'server-only';
import { NextResponse, type NextRequest } from 'next/server';
import { localizedHref } from '@/i18n/href';
import { localeFromLangParam } from '@/i18n/locales';
import { articlePath } from '@/lib/blog/article-paths';
import { log } from '@/lib/log/logger.mjs';
import { currentArticleSlugs, routeArticle } from './article-slugs.server';

/** `/blog/{slug}`: the public URL of an article (one segment, any language). */
const articleUrl = /^\/blog\/([^/]+)$/;

/**
 * An article URL under another language's slug: the permanent redirect to this language's
 * slug, answered here from the slugs in memory, before any page renders — so it is never
 * stored in the page cache (decision 012). Anything else goes on to the page.
 */
export async function redirectForeignArticleSlug(
  request: NextRequest,
): Promise<NextResponse | undefined> {
  const encoded = articleUrl.exec(request.nextUrl.pathname)?.[1];
  if (!encoded) return undefined;
  let slug: string;
  try {
    slug = decodeURIComponent(encoded);
  } catch {
    return undefined;
  }
  const locale = localeFromLangParam(request.nextUrl.searchParams.get('lang'));
  let choice;
  try {
    choice = routeArticle(await currentArticleSlugs(), slug, locale);
  } catch (error) {
    // Without the database the page answers from its cache; the redirect waits for it.
    log.error({ event: 'blog.article-slugs-unavailable', err: error }, 'article slugs unavailable');
    return undefined;
  }
  if (choice?.kind !== 'moved') return undefined;
  const target = new URL(request.nextUrl);
  const [pathname, search] = localizedHref(
    `${articlePath(encodeURIComponent(choice.slug))}${request.nextUrl.search}`,
    locale,
  ).split('?');
  target.pathname = pathname!;
  target.search = search ? `?${search}` : '';
  return NextResponse.redirect(target, 308);
}
