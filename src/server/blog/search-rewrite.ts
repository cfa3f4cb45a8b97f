import { NextResponse, type NextRequest } from 'next/server';
import { localeFromLangParam } from '@/i18n/locales';
import { pageFromParam } from '@/lib/blog/paging';
import { filtersFromParams, isFiltering } from '@/lib/blog/search';
import { searchKey } from '@/lib/blog/search-key';

/** The internal route of a searched, filtered or later page of the list, one cached page each. */
export const blogSearchRoute = 'blog-search';

/**
 * `/blog?q=…`, `?category=…` or `?page=…` (in any language): rewritten to the list's route under
 * the view's key, so that each view is rendered once and then served from the page cache like
 * any prerendered page (decision 022). Blank filters on the first page are the plain, prerendered
 * list. A `page` that is no page number goes to a key no view has: the route answers 404. The
 * address in the browser does not change.
 */
export function rewriteBlogSearch(request: NextRequest): NextResponse {
  const params = request.nextUrl.searchParams;
  const locale = localeFromLangParam(params.get('lang'));
  const filters = filtersFromParams({ q: params.get('q'), category: params.get('category') });
  const page = pageFromParam(params.get('page'));
  const target =
    page === undefined
      ? `/${locale}/${blogSearchRoute}/not-a-page`
      : isFiltering(filters) || page > 1
        ? `/${locale}/${blogSearchRoute}/${searchKey({ filters, page })}`
        : `/${locale}/blog`;
  return NextResponse.rewrite(new URL(target, request.url));
}
