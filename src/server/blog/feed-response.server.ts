import 'server-only';
import type { NextRequest } from 'next/server';
import { getTranslations } from 'next-intl/server';
import { settings } from '@/config/settings';
import { localeFromLangParam, type Locale } from '@/i18n/locales';
import { atomFeed, feedPostCount, rssFeed } from '@/lib/blog/feeds';
import { getLatestPosts } from './cached.server';
import { blogCacheHeaders } from './http.server';
import { getAgencySettings } from '@/server/site-settings/site-settings-pages.server';

const formats = {
  rss: { write: rssFeed, type: 'application/rss+xml' },
  atom: { write: atomFeed, type: 'application/atom+xml' },
} as const;

/**
 * The blog's feed in the language `?lang=` asks for: its newest posts, a fixed number of them.
 * Its description is copy (the blog page's, decision 056), which this domain cannot read: the
 * route hands it in.
 */
export async function blogFeedResponse(
  request: NextRequest,
  format: keyof typeof formats,
  feedDescription: (locale: Locale) => Promise<string>,
): Promise<Response> {
  const locale = localeFromLangParam(request.nextUrl.searchParams.get('lang'));
  const { SITE_URL } = settings();
  const { siteName } = await getAgencySettings(locale);
  const [t, posts, description] = await Promise.all([
    getTranslations({ locale, namespace: 'blog.feed' }),
    getLatestPosts(locale, feedPostCount),
    feedDescription(locale),
  ]);
  const { write, type } = formats[format];
  const body = write({
    siteUrl: SITE_URL,
    locale,
    title: t('title', { siteName }),
    description,
    posts,
  });
  return new Response(body, {
    headers: { 'Content-Type': `${type}; charset=utf-8`, ...blogCacheHeaders },
  });
}
