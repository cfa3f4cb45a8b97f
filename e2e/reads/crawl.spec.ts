import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { localizedHref } from '../../src/i18n/href';
import { defaultLocale, locales, localeInfo, type Locale } from '../../src/i18n/locales';
import {
  expectedHtml,
  homePath,
  hreflangLinks,
  htmlHasAnchor,
  isCrawlable,
  isInternalLocaleRoute,
  isSearchedList,
  sitemapLocations,
  localeOfUrl,
  pageKey,
  settleAnimations,
} from '../support/site';
import { wcagAudit } from '../support/axe';

/**
 * The crawl (issue §7): from the home page of each language, follow every internal link and
 * check every public page reached. Problems are collected, not thrown, so one run lists them
 * all, page by page.
 */

const requiredHreflangs = ['fr', 'en', 'ar', 'ar-MA', 'x-default'];

interface Fetched {
  status: number;
  html: string;
}

// Link targets are fetched once per worker: most pages share the navbar's and footer's links.
const fetched = new Map<string, Fetched>();

async function fetchPage(request: APIRequestContext, url: string): Promise<Fetched> {
  const key = url.split('#')[0]!;
  let result = fetched.get(key);
  if (!result) {
    // A new connection each time: Playwright reuses a kept-alive socket even after the server's
    // 5 s keep-alive has closed it (microsoft/playwright#42701), so a fetch after a slow page
    // would fail with ECONNRESET.
    const response = await request.get(key, {
      failOnStatusCode: false,
      headers: { connection: 'close' },
    });
    const type = response.headers()['content-type'] ?? '';
    result = {
      status: response.status(),
      html: type.includes('text/html') ? await response.text() : '',
    };
    fetched.set(key, result);
  }
  return result;
}

interface LinkOnPage {
  href: string;
  hreflang: string | null;
  /** Whether its #fragment (if any) names an element of this page: read for same-page links. */
  landsHere: boolean;
}

interface PageReport {
  problems: string[];
  /** Same-origin page URLs (without fragment) this page links to, in its language. */
  next: string[];
}

/** What one page shows, read in a single round trip to the browser. */
interface PageReading {
  lang: string | null;
  dir: string | null;
  h1s: number;
  canonicals: string[];
  alternates: [string, string][];
  links: LinkOnPage[];
  /** Every attribute value and JSON-LD text, where an internal route must not be printed. */
  printed: string[];
  /** The page's template and the blocks of its main content: pages sharing it share markup. */
  structure: string;
}

function readPage(page: Page): Promise<PageReading> {
  return page.evaluate(() => {
    const attribute = (selector: string, name: string) =>
      [...document.querySelectorAll(selector)].map((element) => element.getAttribute(name) ?? '');
    const landsHere = (hash: string) => {
      const id = decodeURIComponent(hash.slice(1));
      return (
        !id || document.getElementById(id) !== null || document.getElementsByName(id).length > 0
      );
    };
    // The blocks: the children of main, under its wrappers (the page transition's).
    let content = document.querySelector('main');
    while (content?.children.length === 1) content = content.firstElementChild as HTMLElement;
    const blocks = [...(content?.children ?? [])].map(
      (block) => `${block.tagName}#${block.id}.${block.classList[0] ?? ''}`,
    );
    const template = location.pathname.replace(/^\/(blog|services|newsletter)\/.+$/, '/$1/*');
    return {
      lang: document.documentElement.getAttribute('lang'),
      dir: document.documentElement.getAttribute('dir'),
      h1s: document.querySelectorAll('h1').length,
      canonicals: attribute('link[rel="canonical"]', 'href'),
      alternates: [...document.querySelectorAll('link[rel="alternate"][hreflang]')].map((link) => [
        link.getAttribute('hreflang') ?? '',
        link.getAttribute('href') ?? '',
      ]) as [string, string][],
      links: [...document.querySelectorAll('a[href]')].map((a) => ({
        href: (a as HTMLAnchorElement).href,
        hreflang: a.getAttribute('hreflang'),
        landsHere: landsHere((a as HTMLAnchorElement).hash),
      })),
      printed: [
        ...[...document.querySelectorAll('*')].flatMap((element) =>
          [...element.attributes].map((value) => value.value),
        ),
        ...[...document.querySelectorAll('script[type="application/ld+json"]')].map(
          (script) => script.textContent ?? '',
        ),
      ],
      structure: `${template} ${blocks.join(' ')}`,
    };
  });
}

/** One language's crawl: its browser page, its request context, and what it has audited. */
interface Crawl {
  page: Page;
  request: APIRequestContext;
  origin: string;
  locale: Locale;
  /** The page's console errors since its load (the test's listeners fill it). */
  consoleErrors: string[];
  auditedStructures: Set<string>;
}

async function checkPage(crawl: Crawl, url: string): Promise<PageReport> {
  const { page, request, origin, locale, consoleErrors, auditedStructures } = crawl;
  const key = pageKey(url);
  const problems: string[] = [];
  const problem = (message: string) => problems.push(`${key}: ${message}`);

  consoleErrors.length = 0;
  const response = await page.goto(url);
  const status = response?.status();
  if (status !== 200) {
    problem(`status ${status}, expected 200`);
    return { problems, next: [] };
  }

  const policy = response?.headers()['content-security-policy'] ?? '';
  if (!policy.includes(`default-src 'self'`) || !policy.includes(`object-src 'none'`))
    problem(`Content-Security-Policy is "${policy}", expected the public policy`);

  const reading = await readPage(page);
  const { lang, dir } = expectedHtml(locale);
  if (reading.lang !== lang || reading.dir !== dir) {
    problem(
      `<html lang="${reading.lang}" dir="${reading.dir}">, expected lang="${lang}" dir="${dir}"`,
    );
  }

  if (reading.h1s !== 1) problem(`${reading.h1s} <h1>, expected exactly one`);

  // Canonical: exactly one, this very page (in this language) — except an article shown in
  // another language because it has no translation yet, whose canonical is that version.
  const { canonicals } = reading;
  if (canonicals.length !== 1) problem(`${canonicals.length} canonical links, expected one`);
  const canonical = canonicals[0] ?? url;
  const isArticle = new URL(url).pathname.startsWith('/blog/');
  const shownInLocale = isArticle ? localeOfUrl(canonical) : locale;
  // The URL whose alternates this page shares: itself, or the version it shows.
  const self = shownInLocale === locale ? key : pageKey(canonical);
  if (shownInLocale === locale && pageKey(canonical) !== key) problem(`canonical is ${canonical}`);

  // hreflang: the full set, x-default = French, and every alternate lists this page back.
  const alternates = new Map(reading.alternates);
  // Articles list only the translations that exist; every other page all four languages.
  const required = isArticle ? ['x-default', localeInfo[shownInLocale].tag] : requiredHreflangs;
  for (const tag of required) {
    if (!alternates.has(tag)) problem(`no hreflang="${tag}" alternate`);
  }
  const ownAlternate = alternates.get(localeInfo[shownInLocale].tag);
  if (ownAlternate && pageKey(ownAlternate) !== self) {
    problem(`hreflang="${localeInfo[shownInLocale].tag}" points at ${ownAlternate}, not this page`);
  }
  const xDefault = alternates.get('x-default');
  if (xDefault && alternates.has('fr') && xDefault !== alternates.get('fr')) {
    problem(`x-default (${xDefault}) is not the French URL (${alternates.get('fr')})`);
  }
  for (const [tag, href] of alternates) {
    const target = await fetchPage(request, origin + pageKey(href));
    if (target.status !== 200) {
      problem(`hreflang="${tag}" ${href} answers ${target.status}`);
      continue;
    }
    const back = [...hreflangLinks(target.html).values()].map(pageKey);
    if (!back.includes(self)) problem(`hreflang="${tag}" ${href} does not list this page back`);
  }

  // Links: every internal one resolves, its #anchor exists, and it keeps the language.
  const next = new Set<string>();
  const toInternalRoutes = new Set<string>();
  const misdirectedLanguageLinks = new Set<string>();
  for (const link of reading.links) {
    const target = new URL(link.href);
    if (target.origin !== origin || !isCrawlable(target)) continue;
    const targetUrl = `${target.origin}${pageKey(target)}`;
    const label = `link ${pageKey(target)}${target.hash}`;
    // The prerendered /{locale}/… routes are an implementation detail, never a link target.
    if (isInternalLocaleRoute(target)) {
      toInternalRoutes.add(
        `${pageKey(target)}${link.hreflang ? ` (hreflang=${link.hreflang})` : ''}`,
      );
      continue;
    }
    // A language link must lead to this same page in that language: its hreflang alternate.
    if (link.hreflang) {
      const alternate = alternates.get(link.hreflang);
      if (alternate && pageKey(alternate) !== pageKey(target)) {
        misdirectedLanguageLinks.add(`${link.hreflang} → ${pageKey(target)}`);
      }
    }
    // The language picker's links (hreflang) switch language on purpose; nothing else may.
    if (!link.hreflang && localeOfUrl(target) !== locale) {
      problem(`${label} leaves ${locale} for ${localeOfUrl(target)}`);
    }
    const anchor = decodeURIComponent(target.hash.slice(1));
    if (pageKey(target) === key) {
      if (!link.landsHere) problem(`${label}: no #${anchor} on this page`);
      continue;
    }
    const result = await fetchPage(request, targetUrl);
    if (result.status >= 400) {
      problem(`${label} answers ${result.status}`);
      continue;
    }
    if (anchor && !htmlHasAnchor(result.html, anchor)) problem(`${label}: no #${anchor} there`);
    // Searched lists (keyword chips) are checked to answer, not crawled: they are the list again.
    if (localeOfUrl(target) === locale && !isSearchedList(target)) next.add(targetUrl);
  }

  if (toInternalRoutes.size > 0) {
    problem(`links to internal locale routes: ${[...toInternalRoutes].join(', ')}`);
  }
  // Not only links: no URL the page prints anywhere (canonical, hreflang, og:image, twitter:image,
  // JSON-LD, srcset, a form's action…) may name an internal route (issue 14 §2).
  // The site as the browser reaches it, and as its absolute URLs name it (SITE_URL).
  const siteOrigins = new Set([origin, new URL(canonical, origin).origin]);
  const internalUrls = new Set(
    reading.printed.flatMap((value) =>
      [...value.matchAll(/(?:https?:\/\/[^\s"',<>]+|(?<![\w/])\/[^\s"',<>]*)/g)]
        .map((match) => new URL(match[0], origin))
        .filter((url) => siteOrigins.has(url.origin) && isInternalLocaleRoute(url))
        .map((url) => `${url.pathname}${url.search}`),
    ),
  );
  if (internalUrls.size > 0)
    problem(`prints internal locale routes: ${[...internalUrls].join(', ')}`);
  if (misdirectedLanguageLinks.size > 0) {
    problem(`language links leave the page: ${[...misdirectedLanguageLinks].join(', ')}`);
  }

  // Accessibility, once the page transition has finished: every page in French, the site's own
  // language and its fullest copy; in the other languages once per page structure. Pages of one
  // template with the same blocks (the landing pages, the services, the articles) share their
  // markup, styles and direction there; a page with other blocks is audited in its own right.
  await settleAnimations(page);
  if (locale === defaultLocale || !auditedStructures.has(reading.structure)) {
    auditedStructures.add(reading.structure);
    const axe = await wcagAudit(page).analyze();
    for (const violation of axe.violations) {
      const where = violation.nodes
        .slice(0, 3)
        .map((node) => node.target.join(' '))
        .join(' | ');
      problem(`axe ${violation.id} (${violation.impact}): ${violation.help} — ${where}`);
    }
  }

  // Console errors are read last, once React has hydrated the whole page down to its footer:
  // hydration errors arrive after the load event.
  await page.waitForFunction(() => {
    const footer = document.querySelector('footer');
    return footer !== null && Object.keys(footer).some((key) => key.startsWith('__reactFiber$'));
  });
  for (const message of consoleErrors) problem(`console error: ${message}`);

  return { problems, next: [...next] };
}

/** The paths the sitemap lists in one language (its URLs carry the configured SITE_URL). */
async function sitemapPaths(
  request: APIRequestContext,
  origin: string,
  locale: Locale,
): Promise<string[]> {
  const urls = await sitemapLocations(async (path) =>
    (await request.get(`${origin}${path}`, { headers: { connection: 'close' } })).text(),
  );
  expect(urls.length, 'sitemap entries').toBeGreaterThan(0);
  return urls.filter((url) => localeOfUrl(url) === locale).map((url) => url.pathname);
}

test.describe.configure({ mode: 'parallel' });

for (const locale of locales) {
  test(`crawl of every public page in ${locale}`, async ({ page, request, baseURL }) => {
    test.setTimeout(10 * 60_000);
    const origin = new URL(baseURL!).origin;
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    page.on('pageerror', (error) => consoleErrors.push(error.message));
    // A blocked script, style or request is reported as a problem of the page that caused it.
    await page.addInitScript(() =>
      document.addEventListener('securitypolicyviolation', (event) =>
        console.error(`CSP violation: ${event.violatedDirective} blocked ${event.blockedURI}`),
      ),
    );

    const start = `${origin}${homePath(locale)}`;
    const queue = [start];
    const seen = new Set(queue);
    const problems: string[] = [];
    const crawl = {
      page,
      request,
      origin,
      locale,
      consoleErrors,
      auditedStructures: new Set<string>(),
    };
    const reached = new Set<string>();
    while (queue.length > 0) {
      const url = queue.shift()!;
      reached.add(new URL(url).pathname);
      const report = await checkPage(crawl, url);
      problems.push(...report.problems);
      for (const link of report.next) {
        if (!seen.has(link)) {
          seen.add(link);
          queue.push(link);
        }
      }
    }

    // Every page of the sitemap in this language must be reachable by links. Those that are not
    // are reported, then still checked directly, so one run tells everything about them too.
    const unreached = (await sitemapPaths(request, origin, locale)).filter(
      (path) => !reached.has(path),
    );
    for (const path of unreached) {
      problems.push(`${path}: no link leads there from ${homePath(locale)}`);
      const url = `${origin}${localizedHref(path, locale)}`;
      const report = await checkPage(crawl, url);
      problems.push(...report.problems);
    }

    expect(problems, `${problems.length} problems in ${locale}`).toEqual([]);
  });
}
