// The preview of a landing page's draft (decisions 069, 071): an editor's draft of /services/leysin
// (its hero title changed in French and Arabic, saved as the editor's save does) shows in the
// page's preview, French and Arabic side by side at 390 px, opened from the page's editor, where
// the draft's schedule control shows; the preview's own answer is never kept nor indexed; a
// visitor on the same address sees what is published. Screenshots of the preview and of the
// public page in preview. No other spec reads the draft; it is discarded at the end.
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { localizedHref } from '../src/i18n/href';
import { expect, signInAs, test } from './support/admin';

const slug = 'leysin';

/** Saves or discards the page's draft in the e2e database (landing-draft-cli.ts); its id. */
function landingDraft(...args: string[]): string {
  const result = spawnSync(
    'node_modules/.bin/tsx',
    ['--conditions=react-server', 'e2e/support/landing-draft-cli.ts', ...args],
    { encoding: 'utf8', timeout: 60_000 },
  );
  if (result.status !== 0) throw new Error(`the landing draft command failed:\n${result.stderr}`);
  return result.stdout.trim();
}

test('an editor previews a landing page’s draft in French and Arabic at 390 px; visitors see what is published', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const mark = randomUUID().slice(0, 8);
  const french = `Brouillon de Leysin ${mark}`;
  const arabic = `مسودة ليزان ${mark}`;
  const visitor = await browser.newContext();
  try {
    const id = landingDraft('save', slug, french, arabic);
    await page.setViewportSize({ width: 1280, height: 900 });
    await signInAs(page, 'editor', `/admin/landing-pages/${id}`);
    await page.goto(`/admin/landing-pages/${id}`);
    // The page has a draft: its schedule control is shown under the header.
    await expect(page.getByLabel('Programmer la publication du brouillon')).toBeVisible();
    await page.getByRole('link', { name: 'Prévisualiser' }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/landing-pages/${id}/preview`));
    await page.getByRole('radio', { name: 'Téléphone, 390 px' }).check();
    await expect(page.locator('iframe[data-preview-locale="ar"]')).toHaveAttribute('width', '390');
    const arabicFrame = page.frameLocator('iframe[data-preview-locale="ar"]');
    const frenchFrame = page.frameLocator('iframe[data-preview-locale="fr"]');
    await expect(arabicFrame.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(arabicFrame.locator('h1')).toHaveText(arabic);
    await expect(frenchFrame.locator('h1')).toHaveText(french);
    // The frame's head is the draft's too: its title, as the public page would print it.
    await expect
      .poll(() => arabicFrame.locator('head > title').textContent())
      .toMatch(new RegExp(`^${arabic} \\|`));
    await page.screenshot({
      path: testInfo.outputPath('landing-preview-fr-ar-390.png'),
      fullPage: true,
    });

    // The preview's own answer: the draft, never kept, never indexed, framed by the site only.
    const address = localizedHref(`/services/${slug}`, 'ar');
    const answer = await page.request.get(address);
    const html = await answer.text();
    expect(html).toContain(arabic);
    expect(html).toMatch(/<meta name="robots" content="noindex, nofollow"/);
    expect(answer.headers()['cache-control']).toContain('no-store');
    expect(answer.headers()['x-robots-tag']).toContain('noindex');
    expect(answer.headers()['x-frame-options']).toBe('SAMEORIGIN');

    // A visitor on the same address sees what is published, indexable and cacheable as ever.
    const published = await visitor.request.get(address);
    const publishedHtml = await published.text();
    expect(publishedHtml).not.toContain(mark);
    expect(publishedHtml).not.toMatch(/<meta name="robots" content="noindex/);
    expect(published.headers()['x-robots-tag']).toBeUndefined();
    expect(published.headers()['cache-control'] ?? '').not.toContain('no-store');

    // The public page itself, in preview, as the editor's browser shows it.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(localizedHref(`/services/${slug}`, 'fr'));
    await expect(page.locator('h1')).toHaveText(french);
    await page.screenshot({ path: testInfo.outputPath('landing-public-preview-fr-390.png') });
  } finally {
    landingDraft('discard', slug);
    await visitor.close();
  }
});
