import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { format, resolveConfig } from 'prettier';
import { publicPagePaths } from '../../src/content/public-pages';
import { landingSeeds } from '../../src/server/landing-pages/landing-seeds';
import { serviceSeeds } from '../../src/server/services/service-seeds';
import type { Locale } from '../../src/i18n/locales';

/**
 * The text a reader sees on the marketing pages, kept as a baseline so that moving the site's
 * copy out of the code (issue 29) can be shown to lose nothing: e2e/reads/visible-text.spec.ts
 * reads the pages with `visibleText` and compares them with `e2e/fixtures/visible-text/*.json`.
 */

/** An address nothing lives at: it shows the not-found page, whose texts are copy too. */
export const notFoundPath = '/page-that-does-not-exist';

/** The viewport the text is read at: the desktop navigation, never the phone's drawer. */
export const visibleTextViewport = { width: 1280, height: 800 };

/** Requests whose answers never change a page's text (images, fonts): the reader skips them. */
export const unreadResources =
  /\/_next\/image|\.(?:avif|webp|png|jpe?g|gif|svg|ico|woff2?)(?:\?|$)/;

/**
 * A newsletter link whose token is no one's: its page says the link is invalid, the same for
 * every visitor, so its words can be recorded (a valid link names its subscriber's address).
 */
const invalidNewsletterLinkPath = '/newsletter/confirm?token=not-a-token';

/**
 * A seeded article in French (the other languages' addresses redirect to their own slugs): the
 * words every article shares around its text (its FAQ, its calls to action) are copy too. Its
 * text and its related posts are stable in the reads project, which runs before any spec writes.
 */
const sampleArticlePath = '/blog/guide-automatisation-n8n-pme';

/**
 * Every marketing page (home, services, the landing pages, about, contact, flyer, terms,
 * privacy), one service's own page (the words every service page shares around the service's
 * text), one article, the blog's list, the newsletter's archive (no letter is sent before the
 * reads are done) and its invalid-link page, and the not-found page, without language. Post
 * cards are hidden (`excludedBlocks`); what remains of the blog's list (its copy, the seeded
 * categories and counts) is stable in the reads project, which runs before any spec writes a post.
 */
export function visibleTextPaths(): string[] {
  const seededLandingSlugs = landingSeeds.map((page) => page.slug);
  return [
    ...publicPagePaths(seededLandingSlugs),
    `/services/${serviceSeeds[0]!.id}`,
    sampleArticlePath,
    '/newsletter',
    invalidNewsletterLinkPath,
    notFoundPath,
  ];
}

/**
 * Blocks whose text is not copy but posts, which other specs publish, edit and delete: every post
 * card (the home page's newest posts, the blog's pillars and list), by the class that styles them (globals.css). They are
 * hidden before reading. The home's testimonials stay: the reads project runs before any spec
 * adds one, so they are the seeded ones, and the home's choice of them is copy too.
 */
const excludedBlocks = ['.post-card'];

/**
 * What the page in `page` shows: its `<title>`, its meta description, then its `innerText` as
 * trimmed, non-empty lines, with every FAQ answer opened (an answer is copy one click away).
 * Only what changes from run to run is normalised: the footer's year.
 */
export async function visibleText(page: Page): Promise<string[]> {
  const lines = await page.evaluate((excluded) => {
    for (const block of document.querySelectorAll<HTMLElement>(excluded.join(','))) {
      block.style.setProperty('display', 'none', 'important');
    }
    // Without their shared name, every accordion item stays open rather than one at a time.
    for (const details of document.querySelectorAll('main details')) {
      details.removeAttribute('name');
      details.setAttribute('open', '');
    }
    const description = document.querySelector('meta[name="description"]')?.getAttribute('content');
    return [
      `<title> ${document.title}`,
      ...(description ? [`<meta name="description"> ${description}`] : []),
      ...document.body.innerText.split('\n'),
    ];
  }, excludedBlocks);
  return lines
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .map((line) => line.replace(/© \d{4}/, '© YYYY'));
}

/** Public path and query of each page → its lines, as one language's baseline file holds them. */
export type VisibleTextBaseline = Record<string, string[]>;

function baselineFile(locale: Locale): string {
  return `e2e/fixtures/visible-text/${locale}.json`;
}

export function readBaseline(locale: Locale): VisibleTextBaseline {
  return JSON.parse(readFileSync(baselineFile(locale), 'utf8')) as VisibleTextBaseline;
}

/** Writes a language's baseline: keys sorted, UTF-8 as is (Arabic readable), as Prettier has it. */
export async function writeBaseline(locale: Locale, pages: VisibleTextBaseline): Promise<void> {
  const file = baselineFile(locale);
  const sorted = Object.fromEntries(
    Object.keys(pages)
      .sort()
      .map((key) => [key, pages[key]]),
  );
  const options = { ...(await resolveConfig(file)), parser: 'json' };
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, await format(JSON.stringify(sorted, null, 2), options));
}
