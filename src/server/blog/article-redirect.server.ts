import 'server-only';
import { NextResponse, type NextRequest } from 'next/server';
import { localizedHref } from '@/i18n/href';
import { localeFromLangParam } from '@/i18n/locales';
import { articlePath } from '@/lib/blog/article-paths';
import { log } from '@/lib/log/logger.mjs';
import {
  countRedirectHit,
  findRedirect,
  servedRedirectLocation,
} from '@/server/redirects/redirects.server';
import { currentArticleSlugs, routeArticle } from './article-slugs.server';

/** `/blog/{slug}`: the public URL of an article (one segment, any language). */
const articleUrl = /^\/blog\/([^/]+)$/;

/** The slug of an article URL, decoded, or undefined for anything else. */
function articleSlugOf(request: NextRequest): string | undefined {
  const encoded = articleUrl.exec(request.nextUrl.pathname)?.[1];
  if (!encoded) return undefined;
  try {
    return decodeURIComponent(encoded).normalize('NFC');
  } catch {
    return undefined;
  }
}

/**
 * The permanent redirects of an article URL, answered here from tables in memory, before any
 * page renders, so they are never stored in the page cache: a URL under another language's slug
 * goes to this language's slug (decision 012), an old address to where its article is now
 * (decision 023). Anything else (a 410 included: its page says so) goes on to the page.
 */
export async function redirectArticleUrl(request: NextRequest): Promise<NextResponse | undefined> {
  return (await redirectForeignArticleSlug(request)) ?? (await redirectOldArticleAddress(request));
}

async function redirectOldArticleAddress(request: NextRequest): Promise<NextResponse | undefined> {
  const slug = articleSlugOf(request);
  if (slug === undefined) return undefined;
  const locale = localeFromLangParam(request.nextUrl.searchParams.get('lang'));
  const redirect = await findRedirect(articlePath(slug), locale);
  if (redirect?.status !== 308) return undefined;
  const location = servedRedirectLocation(redirect, locale);
  if (!location) return undefined;
  countRedirectHit(redirect.id);
  return NextResponse.redirect(new URL(location, request.nextUrl), 308);
}

async function redirectForeignArticleSlug(request: NextRequest): Promise<NextResponse | undefined> {
  const slug = articleSlugOf(request);
  if (slug === undefined) return undefined;
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
