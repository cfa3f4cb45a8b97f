import { describe, expect, it } from 'vitest';
import { jsonPaging, pageLinkHeader } from '@/lib/blog/json-paging';
import { blogListPath, pageCount, pageFromParam, pageLinks } from '@/lib/blog/paging';
import { allCategories } from '@/lib/blog/search';

describe('pageFromParam', () => {
  it('reads a page number written plainly, the first page when absent', () => {
    expect(pageFromParam(null)).toBe(1);
    expect(pageFromParam(undefined)).toBe(1);
    expect(pageFromParam('1')).toBe(1);
    expect(pageFromParam('167')).toBe(167);
  });

  it('refuses anything else, so every page has one URL', () => {
    for (const value of ['', '0', '-1', '02', '2.0', '+2', ' 2', 'abc', '1e3', '9999999'])
      expect(pageFromParam(value), value).toBeUndefined();
  });
});

describe('pageCount', () => {
  it('counts pages of nine, an empty result being one page', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(9)).toBe(1);
    expect(pageCount(10)).toBe(2);
    expect(pageCount(2000)).toBe(223);
    expect(pageCount(101, 50)).toBe(3);
  });
});

describe('pageLinks', () => {
  it('lists every page of a short list', () => {
    expect(pageLinks(1, 1)).toEqual([1]);
    expect(pageLinks(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('keeps the first, the last and the neighbours of the current page, seven items at most', () => {
    expect(pageLinks(1, 167)).toEqual([1, 2, 3, 4, 5, 'gap', 167]);
    expect(pageLinks(80, 167)).toEqual([1, 'gap', 79, 80, 81, 'gap', 167]);
    expect(pageLinks(167, 167)).toEqual([1, 'gap', 163, 164, 165, 166, 167]);
    for (let current = 1; current <= 20; current++) {
      const links = pageLinks(current, 20);
      expect(links.length).toBeLessThanOrEqual(7);
      expect(links).toContain(current);
      expect(links[0]).toBe(1);
      expect(links.at(-1)).toBe(20);
    }
  });
});

describe('blogListPath', () => {
  it('writes the view as the public URL, without defaults', () => {
    const none = { query: '', category: allCategories };
    expect(blogListPath({ filters: none, page: 1 })).toBe('/blog');
    expect(blogListPath({ filters: none, page: 2 })).toBe('/blog?page=2');
    expect(
      blogListPath({ filters: { query: 'n8n & co', category: 'Guides régionaux' }, page: 3 }),
    ).toBe('/blog?q=n8n+%26+co&category=Guides+r%C3%A9gionaux&page=3');
  });
});

describe('jsonPaging', () => {
  const of = (query: string) => jsonPaging(new URLSearchParams(query));
  it('streams everything without page or limit', () => {
    expect(of('')).toEqual({ kind: 'all' });
    expect(of('lang=ar')).toEqual({ kind: 'all' });
  });

  it('reads a page and a limit, 50 posts by default', () => {
    expect(of('page=2')).toEqual({ kind: 'page', page: 2, limit: 50 });
    expect(of('limit=10')).toEqual({ kind: 'page', page: 1, limit: 10 });
    expect(of('page=3&limit=100')).toEqual({ kind: 'page', page: 3, limit: 100 });
  });

  it('refuses values that are no page or limit', () => {
    for (const query of ['page=0', 'page=x', 'limit=0', 'limit=101', 'limit=-5', 'page=1.5'])
      expect(of(query).kind, query).toBe('invalid');
  });
});

describe('pageLinkHeader', () => {
  it('links the first, previous, next and last pages, keeping the other parameters', () => {
    const url = new URL('https://agence.example/data/blog-posts.json?lang=ar&page=2&limit=10');
    expect(pageLinkHeader(url, 2, 5)).toBe(
      [
        '<https://agence.example/data/blog-posts.json?lang=ar&page=1&limit=10>; rel="first"',
        '<https://agence.example/data/blog-posts.json?lang=ar&page=1&limit=10>; rel="prev"',
        '<https://agence.example/data/blog-posts.json?lang=ar&page=3&limit=10>; rel="next"',
        '<https://agence.example/data/blog-posts.json?lang=ar&page=5&limit=10>; rel="last"',
      ].join(', '),
    );
    expect(pageLinkHeader(url, 1, 1)).not.toMatch(/prev|next/);
  });
});
