import 'server-only';

/**
 * Cache headers of the blog's JSON and feeds: a shared cache may keep them as long as the
 * pages' own revalidation period and serve a stale copy while it fetches a fresh one.
 */
export const blogCacheHeaders = {
  'Cache-Control': 'public, max-age=0, s-maxage=300, stale-while-revalidate=86400',
};
