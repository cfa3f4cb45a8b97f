import { NextResponse, type NextRequest } from 'next/server';
import { localeFromLangParam } from '@/i18n/locales';
import { filtersFromParams, isFiltering } from '@/lib/blog/search';
import { searchKey } from '@/lib/blog/search-key';

/** The internal route of a searched or filtered blog list, one cached page per search. */
export const blogSearchRoute = 'blog-search';

/**
 * `/blog?q=…` or `/blog?category=…` (in any language): rewritten to the searched list's route
 * under the search's key, so that each search is rendered once and then served from the page
 * cache like any prerendered page (decision 022). Blank filters are the plain list. The
 * address in the browser does not change.
 */
export function rewriteBlogSearch(request: NextRequest): NextResponse {
  const params = request.nextUrl.searchParams;
  const locale = localeFromLangParam(params.get('lang'));
  const filters = filtersFromParams({ q: params.get('q'), category: params.get('category') });
  const target = isFiltering(filters)
    ? `/${locale}/${blogSearchRoute}/${searchKey(filters)}`
    : `/${locale}/blog`;
  return NextResponse.rewrite(new URL(target, request.url));
}
