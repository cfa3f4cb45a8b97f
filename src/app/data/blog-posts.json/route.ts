import type { NextRequest } from 'next/server';
import { settings } from '@/config/settings';
import { localeFromLangParam } from '@/i18n/locales';
import { postSummaryJson } from '@/lib/blog/compat';
import { getPublishedPosts } from '@/server/blog/cached.server';
import { blogCacheHeaders } from '@/server/blog/http.server';

/** GET /data/blog-posts.json?lang=…: the published posts' summaries (spec §7), newest first. */
export async function GET(request: NextRequest): Promise<Response> {
  const locale = localeFromLangParam(request.nextUrl.searchParams.get('lang'));
  const { SITE_URL, SITE_NAME } = settings();
  const posts = await getPublishedPosts(locale);
  return Response.json(
    posts.map((post) => postSummaryJson(post, { siteUrl: SITE_URL, siteName: SITE_NAME })),
    { headers: blogCacheHeaders },
  );
}
