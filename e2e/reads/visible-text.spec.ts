import { expect, test } from '@playwright/test';
import { localizedHref } from '../../src/i18n/href';
import { locales } from '../../src/i18n/locales';
import { pageKey } from '../support/site';
import {
  notFoundPath,
  readBaseline,
  visibleText,
  unreadResources,
  visibleTextPaths,
  visibleTextViewport,
  writeBaseline,
  type VisibleTextBaseline,
} from '../support/visible-text';

/**
 * Nothing a reader sees is lost (issue 29): every marketing page and the not-found page, in each
 * language, shows the very lines recorded in e2e/fixtures/visible-text/{language}.json, which
 * were read from the site while its copy still lived in messages/*.json and src/content/.
 *
 * When the copy is changed on purpose, rewrite the baseline and review its diff:
 *   UPDATE_VISIBLE_TEXT=1 npm run test:e2e -- --project=reads --no-deps e2e/reads/visible-text.spec.ts
 */

const updating = process.env.UPDATE_VISIBLE_TEXT === '1';

// Scripts off: the pages are whole in the server's HTML, as every visitor first gets them (the
// text read with scripts on was the same), and reading is cheaper without hydrating each page.
test.use({ viewport: visibleTextViewport, javaScriptEnabled: false });
test.describe.configure({ mode: 'parallel' });

for (const locale of locales) {
  test(`every marketing page reads as recorded in ${locale}`, async ({ page, baseURL }) => {
    const origin = new URL(baseURL!).origin;
    // Images and fonts add nothing to the text and cost the server image encodes: not fetched.
    await page.route(unreadResources, (route) => route.abort());
    const read: VisibleTextBaseline = {};
    for (const path of visibleTextPaths()) {
      const url = `${origin}${localizedHref(path, locale)}`;
      const response = await page.goto(url);
      expect(response?.status(), url).toBe(path === notFoundPath ? 404 : 200);
      const lines = await visibleText(page);
      // Its title, and a page body beyond it.
      expect(lines.length, `${url} shows text`).toBeGreaterThan(5);
      read[pageKey(url)] = lines;
    }

    if (updating) {
      await writeBaseline(locale, read);
      return;
    }
    const baseline = readBaseline(locale);
    expect(Object.keys(read).sort(), `the pages recorded in ${locale}`).toEqual(
      Object.keys(baseline).sort(),
    );
    // Soft: one run names every page that changed, each with its own diff.
    for (const [key, lines] of Object.entries(baseline)) {
      expect.soft(read[key], `visible text of ${key} (${locale})`).toEqual(lines);
    }
  });
}
