import { draftMode } from 'next/headers';
import { localizedHref } from '@/i18n/href';
import { isLocale, type Locale } from '@/i18n/locales';
import { pageDefinition } from '@/lib/page-sections/pages';
import { isSitePathname } from '@/lib/redirect-target';
import { authorizeRequest } from '@/server/auth/guards.server';
import { articleViewPaths } from '@/server/blog/article-preview.server';
import { getDb } from '@/server/db/connection.server';
import { landingPagePath } from '@/server/landing-pages/landing-pages-admin.server';
import { sectionPageViewPath } from '@/server/sitemap/live-pages.server';

/**
 * The public path of the document the query names: a published article (`post=`), a landing
 * page (`landing=`) or a page made of sections (`page=`).
 */
async function previewedPath(params: URLSearchParams, locale: Locale): Promise<string | undefined> {
  const post = params.get('post');
  if (post !== null) return (await articleViewPaths(getDb(), post))?.[locale];
  const landing = params.get('landing');
  if (landing !== null) return landingPagePath(getDb(), landing);
  const definition = pageDefinition(params.get('page') ?? '');
  return (definition && (await sectionPageViewPath(definition))) || undefined;
}

/**
 * GET /api/admin/preview?page={page}&lang={locale}, ?landing={id}&lang= or ?post={id}&lang= (any
 * member of staff): turns Next's draft mode on for this browser and sends it to the public page
 * that shows that page's sections, that landing page or that published article, in that
 * language, where the drafts are read (decisions 069, 071). The address is built here from our
 * own route table and data (the page's view path, the landing page's slug, the post's slugs),
 * never taken from the request, so no one can use it to send an editor elsewhere. The admin's
 * preview screens load it in their frames.
 */
export async function GET(request: Request): Promise<Response> {
  const auth = await authorizeRequest(request, 'staff');
  if (auth.refusal) return auth.refusal;
  const params = new URL(request.url).searchParams;
  const locale = params.get('lang');
  if (!isLocale(locale)) return Response.json({ error: 'not-found' }, { status: 404 });
  const path = await previewedPath(params, locale);
  if (!path || !isSitePathname(path)) return Response.json({ error: 'not-found' }, { status: 404 });
  (await draftMode()).enable();
  return new Response(null, {
    status: 307,
    // An article's slug may be Arabic: the header holds its encoded form.
    headers: { location: localizedHref(encodeURI(path), locale), 'cache-control': 'no-store' },
  });
}
