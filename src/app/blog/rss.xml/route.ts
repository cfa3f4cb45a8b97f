import type { NextRequest } from 'next/server';
import { getTranslations } from 'next-intl/server';
import { settings } from '@/config/settings';
import { localeFromLangParam } from '@/i18n/locales';
import { rssFeed } from '@/lib/blog/rss';
import { getPublishedPosts } from '@/server/blog/cached.server';
import { blogCacheHeaders } from '@/server/blog/http.server';

/** GET /blog/rss.xml?lang=…: the blog's RSS 2.0 feed in one language. */
export async function GET(request: NextRequest): Promise<Response> {
  const locale = localeFromLangParam(request.nextUrl.searchParams.get('lang'));
  const { SITE_URL, SITE_NAME } = settings();
  const t = await getTranslations({ locale, namespace: 'blog.feed' });
  const body = rssFeed({
    siteUrl: SITE_URL,
    locale,
    title: t('title', { siteName: SITE_NAME }),
    description: t('description', { siteName: SITE_NAME }),
    posts: await getPublishedPosts(locale),
  });
  return new Response(body, {
    headers: { 'Content-Type': 'application/rss+xml; charset=utf-8', ...blogCacheHeaders },
  });
}
