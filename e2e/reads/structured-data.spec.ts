import { expect, test } from '@playwright/test';
import { locales } from '../../src/i18n/locales';
import { sitemapPages } from '../support/public-pages';
import { structuredDataProblems } from '../support/structured-data-rules';

/*
 * Structured data (issue 14 §6): every JSON-LD block of every public page in every language,
 * fetched as a search engine reads it (the server's HTML, no browser), passes the rules of
 * e2e/support/structured-data-rules.ts. Problems are collected per language, so one run lists
 * them all.
 */

const jsonLdBlock = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/g;

test.describe.configure({ mode: 'parallel' });

for (const locale of locales) {
  test(`JSON-LD of every public page in ${locale}`, async ({ request, baseURL }) => {
    const origin = new URL(baseURL!).origin;
    const { siteOrigin, pages } = await sitemapPages(request, origin);
    const problems: string[] = [];
    const inLocale = pages.filter((page) => page.locale === locale);
    expect(inLocale.length, 'pages in the sitemap').toBeGreaterThan(20);
    for (const { key } of inLocale) {
      const response = await request.get(origin + key);
      expect(response.status(), key).toBe(200);
      const blocks = [...(await response.text()).matchAll(jsonLdBlock)].map((match) => match[1]!);
      if (blocks.length === 0) problems.push(`${key}: no JSON-LD`);
      for (const problem of structuredDataProblems(blocks, siteOrigin))
        problems.push(`${key}: ${problem}`);
    }
    expect(problems, `${problems.length} problems in ${locale}`).toEqual([]);
  });
}
