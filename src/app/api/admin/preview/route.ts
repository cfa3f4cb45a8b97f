import { draftMode } from 'next/headers';
import { localizedHref } from '@/i18n/href';
import { isLocale } from '@/i18n/locales';
import { pageDefinition } from '@/lib/page-sections/pages';
import { isSitePathname } from '@/lib/redirect-target';
import { authorizeRequest } from '@/server/auth/guards.server';
import { getDb } from '@/server/db/connection.server';
import { landingPagePath } from '@/server/landing-pages/landing-pages-admin.server';
import { sectionPageViewPath } from '@/server/sitemap/live-pages.server';

/** The public path of the document the query names: a landing page (`landing=`) or a page made of sections (`page=`). */
async function previewedPath(params: URLSearchParams): Promise<string | undefined> {
  const landing = params.get('landing');
  if (landing !== null) return landingPagePath(getDb(), landing);
  const definition = pageDefinition(params.get('page') ?? '');
  return (definition && (await sectionPageViewPath(definition))) || undefined;
}

/**
 * GET /api/admin/preview?page={page}&lang={locale}, or ?landing={id}&lang={locale} (any member
 * of staff): turns Next's draft mode on for this browser and sends it to the public page that
 * shows that page's sections, or that landing page, in that language, where the drafts are read
 * (decision 069). The address is built here from our own route table and data (the page's view
 * path, the landing page's slug), never taken from the request, so no one can use it to send an
 * editor elsewhere. The admin's preview screens load it in their frames.
 */
export async function GET(request: Request): Promise<Response> {
  const auth = await authorizeRequest(request, 'staff');
  if (auth.refusal) return auth.refusal;
  const params = new URL(request.url).searchParams;
  const locale = params.get('lang');
  const path = await previewedPath(params);
  if (!path || !isSitePathname(path) || !isLocale(locale))
    return Response.json({ error: 'not-found' }, { status: 404 });
  (await draftMode()).enable();
  return new Response(null, {
    status: 307,
    headers: { location: localizedHref(path, locale), 'cache-control': 'no-store' },
  });
}
