import type { IncomingMessage } from 'node:http';
import { getPathMatch } from 'next/dist/shared/lib/router/utils/path-match';
import {
  matchHas,
  prepareDestination,
} from 'next/dist/shared/lib/router/utils/prepare-destination';
import { describe, expect, it } from 'vitest';
import { localeRewrites } from '@/i18n/rewrites';

/**
 * Runs a request path through the rewrites with Next's own matcher, as its router does for
 * `beforeFiles` rewrites: every rule in order, each seeing the path the previous ones produced
 * (they chain), with the same matcher options. Returns the internal path served.
 */
function rewrite(url: string): string {
  const parsed = new URL(url, 'http://site.test');
  let pathname = parsed.pathname;
  const query: Record<string, string | string[]> = Object.fromEntries(parsed.searchParams);
  const request = { headers: {} } as IncomingMessage;
  for (const rule of localeRewrites()) {
    const match = getPathMatch(rule.source, { strict: true, removeUnnamedParams: true });
    const params = match(pathname);
    if (!params) continue;
    if (rule.has) {
      const hasParams = matchHas(request, query, rule.has);
      if (!hasParams) continue;
      Object.assign(params, hasParams);
    }
    const { parsedDestination } = prepareDestination({
      appendParamsToQuery: true,
      destination: rule.destination,
      params,
      query,
    });
    pathname = parsedDestination.pathname ?? pathname;
    Object.assign(query, parsedDestination.query);
  }
  return pathname;
}

describe('locale rewrites', () => {
  it('serve French at the bare path', () => {
    expect(rewrite('/')).toBe('/fr');
    expect(rewrite('/services')).toBe('/fr/services');
    expect(rewrite('/services/geneve')).toBe('/fr/services/geneve');
    expect(rewrite('/services/crans-montana')).toBe('/fr/services/crans-montana');
  });

  it('serve the other languages from ?lang=', () => {
    expect(rewrite('/?lang=en')).toBe('/en');
    expect(rewrite('/?lang=ar-ma')).toBe('/ar-ma');
    expect(rewrite('/services?lang=ar')).toBe('/ar/services');
    expect(rewrite('/services/geneve?lang=ar-ma')).toBe('/ar-ma/services/geneve');
    expect(rewrite('/about?ref=x&lang=en')).toBe('/en/about');
  });

  it('serve French for an unknown or empty lang value', () => {
    expect(rewrite('/?lang=xx')).toBe('/fr');
    expect(rewrite('/services?lang=de')).toBe('/fr/services');
    expect(rewrite('/services?lang=')).toBe('/fr/services');
    expect(rewrite('/services?lang=en-US')).toBe('/fr/services');
    expect(rewrite('/services?lang=fr')).toBe('/fr/services');
  });

  it('leave Next’s assets, route handlers and the admin alone', () => {
    for (const path of [
      '/_next/static/chunks/main.js',
      '/_next/image?url=%2Fa.png&w=64&q=75',
      '/api/contact',
      '/admin',
      '/admin/users',
      '/Admin',
      '/admin?lang=en',
    ]) {
      expect(rewrite(path), path).toBe(new URL(path, 'http://site.test').pathname);
    }
  });

  it('leave files with an extension alone (metadata, icons, images)', () => {
    for (const path of [
      '/robots.txt',
      '/sitemap.xml',
      '/favicon.ico',
      '/icon.svg',
      '/manifest.webmanifest',
      '/images/hero.webp',
      '/opengraph-image.png?lang=en',
    ]) {
      expect(rewrite(path), path).toBe(new URL(path, 'http://site.test').pathname);
    }
  });

  it('never rewrite an internal locale path twice', () => {
    for (const path of ['/fr', '/fr/services', '/en', '/ar/about', '/ar-ma/services/geneve']) {
      expect(rewrite(path), path).toBe(path);
      expect(rewrite(`${path}?lang=en`), `${path}?lang=en`).toBe(path);
    }
  });

  it('still localize pages whose names merely start like an excluded prefix', () => {
    expect(rewrite('/administration')).toBe('/fr/administration');
    expect(rewrite('/apis?lang=en')).toBe('/en/apis');
    expect(rewrite('/french')).toBe('/fr/french');
    expect(rewrite('/english-page?lang=ar')).toBe('/ar/english-page');
  });

  it('serve a searched or filtered blog list from the per-request route, in its language', () => {
    expect(rewrite('/blog')).toBe('/fr/blog');
    expect(rewrite('/blog?lang=ar')).toBe('/ar/blog');
    expect(rewrite('/blog?q=n8n')).toBe('/fr/blog-search');
    expect(rewrite('/blog?category=Chatbots')).toBe('/fr/blog-search');
    expect(rewrite('/blog?lang=en&q=n8n')).toBe('/en/blog-search');
    expect(rewrite('/blog?category=Marketing&lang=ar-ma')).toBe('/ar-ma/blog-search');
    expect(rewrite('/blog/guide-n8n?q=x')).toBe('/fr/blog/guide-n8n');
  });
});
