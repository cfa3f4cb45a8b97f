import type { NextRequest } from 'next/server';
import { settings } from '@/config/settings';
import { localeFromLangParam } from '@/i18n/locales';
import { postDetailJson } from '@/lib/blog/compat';
import { decodeSlugParam } from '@/lib/blog/slug';
import { postJsonLd } from '@/lib/blog/structured-data';
import { getPublishedPost } from '@/server/blog/cached.server';
import { blogCacheHeaders } from '@/server/blog/http.server';
import { getAgencySettings } from '@/server/site-settings/site-settings-pages.server';

/**
 * GET /data/blog-posts/{slug}.json?lang=…: one published post with its content and structured
 * data (spec §7). A slug of another language of the post redirects to this language's; an
 * unknown, draft or scheduled post is a 404 with a JSON error.
 */
export async function GET(
  request: NextRequest,
  { params }: RouteContext<'/data/blog-posts/[file]'>,
): Promise<Response> {
  const { file } = await params;
  const slug = file.endsWith('.json') ? decodeSlugParam(file.slice(0, -'.json'.length)) : undefined;
  const locale = localeFromLangParam(request.nextUrl.searchParams.get('lang'));
  const found = slug ? await getPublishedPost(slug, locale) : undefined;
  if (!found) {
    return Response.json(
      { error: 'not_found', message: 'No published article has this slug.' },
      { status: 404, headers: blogCacheHeaders },
    );
  }
  if (found.kind === 'moved') {
    const target = new URL(
      `/data/blog-posts/${encodeURIComponent(found.slug)}.json`,
      request.nextUrl,
    );
    target.search = request.nextUrl.search;
    return Response.redirect(target, 308);
  }
  const { SITE_URL } = settings();
  const { siteName } = await getAgencySettings(locale);
  const structuredData = postJsonLd(SITE_URL, found.post, locale);
  return Response.json(
    postDetailJson(found.post, { siteUrl: SITE_URL, siteName }, structuredData),
    { headers: blogCacheHeaders },
  );
}

