import 'server-only';
import type { NextRequest } from 'next/server';
import { settings } from '@/config/settings';
import { localeFromLangParam } from '@/i18n/locales';
import { postSummaryJson } from '@/lib/blog/compat';
import { jsonPaging, pageLinkHeader } from '@/lib/blog/json-paging';
import { pageCount } from '@/lib/blog/paging';
import type { PostSummary } from '@/lib/blog/types';
import { blogCacheHeaders } from './http.server';
import { blogTotals, listPublishedPosts, publishedPostBatches } from './posts.server';
import { getAgencySettings } from '@/server/site-settings/site-settings-pages.server';

/** Posts read per database query while the whole list streams. */
const streamBatchSize = 100;

const jsonType = { 'Content-Type': 'application/json; charset=utf-8' };

/**
 * GET /data/blog-posts.json (spec §7): the published posts' summaries in the language `?lang=`
 * asks for, newest first, in the format the old site's readers know. Without `?page=` or
 * `?limit=`, every post, streamed a hundred at a time: the array is never held whole in memory.
 * With them, one page, its place told by `Link` (first, prev, next, last) and `X-Total-Count`.
 */
export async function blogPostsJson(request: NextRequest): Promise<Response> {
  const locale = localeFromLangParam(request.nextUrl.searchParams.get('lang'));
  const paging = jsonPaging(request.nextUrl.searchParams);
  const { SITE_URL } = settings();
  const { siteName } = await getAgencySettings(locale);
  const site = { siteUrl: SITE_URL, siteName };
  if (paging.kind === 'invalid') {
    return Response.json({ error: 'invalid_paging', message: paging.message }, { status: 400 });
  }
  if (paging.kind === 'all') {
    const batches = publishedPostBatches(locale, streamBatchSize)[Symbol.asyncIterator]();
    // The first read happens before the answer starts: a database failure is then a 500, not a
    // cut-off array.
    const first = await batches.next();
    const encoder = new TextEncoder();
    let waiting: IteratorResult<PostSummary[]> | undefined = first;
    let written = 0;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(encoder.encode('['));
      },
      async pull(controller) {
        const batch = waiting ?? (await batches.next());
        waiting = undefined;
        if (batch.done) {
          controller.enqueue(encoder.encode(']'));
          controller.close();
          return;
        }
        const items = batch.value.map((post) => JSON.stringify(postSummaryJson(post, site)));
        controller.enqueue(encoder.encode(`${written > 0 ? ',' : ''}${items.join(',')}`));
        written += items.length;
      },
      async cancel() {
        await batches.return?.(undefined);
      },
    });
    return new Response(body, { headers: { ...jsonType, ...blogCacheHeaders } });
  }
  const { page, limit } = paging;
  const { articles } = await blogTotals();
  const pages = pageCount(articles, limit);
  const headers = {
    ...blogCacheHeaders,
    'X-Total-Count': String(articles),
    // Public URLs, whatever address the request reached this instance by.
    Link: pageLinkHeader(
      new URL(request.nextUrl.pathname + request.nextUrl.search, SITE_URL),
      page,
      pages,
    ),
  };
  if (page > pages) {
    return Response.json(
      { error: 'not_found', message: `There are ${pages} pages of ${limit} posts.` },
      { status: 404, headers },
    );
  }
  const posts = await listPublishedPosts(locale, undefined, undefined, {
    offset: (page - 1) * limit,
    limit,
  });
  return Response.json(
    posts.map((post) => postSummaryJson(post, site)),
    { headers },
  );
}
