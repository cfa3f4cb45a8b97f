/**
 * `?page=` and `?limit=` of /data/blog-posts.json: without either, every post (streamed); with
 * either, one page of `limit` posts (50 by default, 100 at most), newest first.
 */

export const defaultJsonLimit = 50;
export const maxJsonLimit = 100;

export type JsonPaging =
  | { kind: 'all' }
  | { kind: 'page'; page: number; limit: number }
  | { kind: 'invalid'; message: string };

const wholeNumber = /^[1-9][0-9]{0,8}$/;

export function jsonPaging(params: URLSearchParams): JsonPaging {
  const page = params.get('page');
  const limit = params.get('limit');
  if (page === null && limit === null) return { kind: 'all' };
  if (page !== null && !wholeNumber.test(page))
    return { kind: 'invalid', message: 'page must be a whole number from 1.' };
  if (limit !== null && (!wholeNumber.test(limit) || Number(limit) > maxJsonLimit))
    return { kind: 'invalid', message: `limit must be a whole number from 1 to ${maxJsonLimit}.` };
  return {
    kind: 'page',
    page: page === null ? 1 : Number(page),
    limit: limit === null ? defaultJsonLimit : Number(limit),
  };
}

/**
 * The Link header of a page (RFC 8288): first, previous, next and last, each the same URL with
 * its own `page`.
 */
export function pageLinkHeader(url: URL, page: number, pageCount: number): string {
  const to = (target: number, rel: string) => {
    const link = new URL(url);
    link.searchParams.set('page', String(target));
    return `<${link.toString()}>; rel="${rel}"`;
  };
  return [
    to(1, 'first'),
    ...(page > 1 ? [to(page - 1, 'prev')] : []),
    ...(page < pageCount ? [to(page + 1, 'next')] : []),
    to(pageCount, 'last'),
  ].join(', ');
}
