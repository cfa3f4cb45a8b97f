import { draftMode } from 'next/headers';
import { localizedHref } from '@/i18n/href';
import { isLocale } from '@/i18n/locales';
import { pageDefinition } from '@/lib/page-sections/pages';
import { isSitePathname } from '@/lib/redirect-target';
import { authorizeRequest } from '@/server/auth/guards.server';
import { articleViewPath } from '@/server/blog/article-preview.server';
import { getDb } from '@/server/db/connection.server';
import { sectionPageViewPath } from '@/server/sitemap/live-pages.server';

/**
 * GET /api/admin/preview?page={page}&lang={locale} (any member of staff): turns Next's draft mode
 * on for this browser and sends it to the public page that shows `page`'s sections in that
 * language, where the drafts are read (decision 069); `?post={id}&lang=` to a published article's
 * page, where its draft is read (decision 071). The address is built here from our own route
 * table (the page's view path, the post's slugs), never taken from the request, so no one can use
 * it to send an editor elsewhere. The admin's preview screen loads it in its frames.
 */
export async function GET(request: Request): Promise<Response> {
  const auth = await authorizeRequest(request, 'staff');
  if (auth.refusal) return auth.refusal;
  const params = new URL(request.url).searchParams;
  const definition = pageDefinition(params.get('page') ?? '');
  const locale = params.get('lang');
  const post = params.get('post');
  if (!isLocale(locale)) return Response.json({ error: 'not-found' }, { status: 404 });
  const path = post
    ? await articleViewPath(getDb(), post, locale)
    : definition && (await sectionPageViewPath(definition));
  if (!path || !isSitePathname(path)) return Response.json({ error: 'not-found' }, { status: 404 });
  (await draftMode()).enable();
  return new Response(null, {
    status: 307,
    // An article's slug may be Arabic: the header holds its encoded form.
    headers: { location: localizedHref(encodeURI(path), locale), 'cache-control': 'no-store' },
  });
}
