import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { headerOf, linkIn, mailsTo, type ReceivedMail } from './support/mailbox';
import { subscriberPlaceholder } from '../src/lib/page-sections/newsletter-page';
import { newsletterSectionSeeds } from '../src/server/page-sections/newsletter-section-seeds';
import { typesetFor } from '../src/i18n/typography';
import { blogSectionSeeds } from '../src/server/page-sections/blog-section-seeds';
import { mailSectionSeeds } from '../src/server/page-sections/mail-section-seeds';
import {
  expect,
  inLang,
  messages,
  settledOutbox,
  test,
  uniqueEmail,
  visibleToasts,
  waitForHydration,
  watchVisibleToasts,
  type FormLang,
} from './support/forms';

/**
 * The newsletter end to end (issue 4 §4, §5), in French and in Arabic: the blog's sign-up with
 * and without JavaScript, the double opt-in mail and page, the welcome mail's unsubscribe
 * headers and page, RFC 8058 one-click unsubscribe, forged links, and the 3-toast limit.
 */

const langs = ['fr', 'ar'] as const;

const panel = (page: Page) => page.locator('details', { has: page.locator('#newsletter-email') });
const signupForm = (page: Page) => page.locator('form[aria-labelledby="newsletter-title"]');
const heading = (page: Page) => page.getByRole('heading', { level: 1 });

/** Opens the blog in a language and its "exclusive guides" panel. */
async function openSignup(page: Page, lang: FormLang, { hydrated = true } = {}): Promise<void> {
  await page.goto(inLang('/blog', lang), { waitUntil: 'domcontentloaded' });
  if (hydrated) await waitForHydration(signupForm(page));
  await panel(page).locator('summary').click();
  await expect(panel(page)).toHaveAttribute('open', '');
}

/** Signs up through the form's script; resolves to the endpoint's status. */
async function signUp(page: Page, email: string): Promise<number> {
  await page.locator('#newsletter-email').fill(email);
  const [response] = await Promise.all([
    page.waitForResponse((answer) => new URL(answer.url()).pathname === '/api/newsletter'),
    signupForm(page).locator('button[type="submit"]').click(),
  ]);
  return response.status();
}

/** The welcome mail: the one carrying the List-Unsubscribe headers. */
async function welcomeMail(email: string): Promise<ReceivedMail> {
  const mails = await mailsTo(email, 2);
  const welcome = mails.find((mail) => headerOf(mail, 'list-unsubscribe'));
  if (!welcome) throw new Error(`no welcome mail to ${email}`);
  return welcome;
}

/** Opens the confirmation mail's link and presses the confirm button. */
async function confirmThroughMail(page: Page, email: string, lang: FormLang) {
  const pages = messages[lang].newsletterPages;
  // The pages' words are content (decision 058), seeded; their buttons are interface text.
  const words = newsletterSectionSeeds[lang];
  const [confirmation] = await mailsTo(email, 1);
  const link = linkIn(confirmation!, '/newsletter/confirm?');
  await page.goto(link);
  await expect(heading(page)).toHaveText(words.confirm.title);
  await page.getByRole('button', { name: pages.confirm.button }).click();
  await expect(heading(page)).toHaveText(words.confirm.doneTitle);
  return { confirmation: confirmation!, link };
}

/** Path and query of the one-click URL in a List-Unsubscribe header (`<https://…>`). */
function oneClickPath(welcome: ReceivedMail): string {
  const header = headerOf(welcome, 'list-unsubscribe') ?? '';
  const url = new URL(header.replace(/^<|>$/g, ''));
  return `${url.pathname}${url.search}`;
}

function postOneClick(request: APIRequestContext, path: string) {
  return request.post(path, { form: { 'List-Unsubscribe': 'One-Click' } });
}

for (const lang of langs) {
  const t = messages[lang].blog.newsletter;
  // The agency's thanks is the blog page's copy (decision 056), as the site prints it.
  const thanks = typesetFor(lang, String(blogSectionSeeds[lang].newsletter?.thanks));
  const pages = messages[lang].newsletterPages;
  // The pages' words are content (decision 058), seeded; their buttons are interface text.
  const words = newsletterSectionSeeds[lang];

  test.describe(`newsletter with JavaScript (${lang})`, () => {
    test('sign-up, confirmation, welcome mail and unsubscribe', async ({ page }) => {
      const email = uniqueEmail('newsletter');
      await openSignup(page, lang);
      expect(await signUp(page, email)).toBe(201);
      await expect(page.locator('#newsletter-email')).toHaveValue('');
      await expect(panel(page)).not.toHaveAttribute('open');
      await expect(visibleToasts(page)).toContainText(thanks);

      // The confirmation mail, in the page's language; its link opens a page that only asks.
      const [confirmation] = await mailsTo(email, 1);
      expect(headerOf(confirmation!, 'content-language')).toBe(lang);
      expect(confirmation!.mail.text).toContain(
        typesetFor(lang, mailSectionSeeds[lang].newsletterConfirmation.intro),
      );
      await page.goto(linkIn(confirmation!, '/newsletter/confirm?'));
      await expect(heading(page)).toHaveText(words.confirm.title);
      // The text names the address the link was mailed to, where it says {subscriber}.
      await expect(page.locator('main')).toContainText(
        words.confirm.askText.replace(subscriberPlaceholder, email),
      );
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
      // The language picker follows these alternates: they must keep the link's token.
      await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute(
        'href',
        /\/newsletter\/confirm\?token=[^&]+&lang=en$/,
      );
      await page.getByRole('button', { name: pages.confirm.button }).click();
      await expect(heading(page)).toHaveText(words.confirm.doneTitle);

      const welcome = await welcomeMail(email);
      expect(headerOf(welcome, 'content-language')).toBe(lang);
      expect(headerOf(welcome, 'list-unsubscribe')).toMatch(
        /^<https?:\/\/[^>]+\/api\/newsletter\/unsubscribe\?token=[^>]+>$/,
      );
      expect(headerOf(welcome, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');

      // Signing up a confirmed address again: the same thanks, and no new mail.
      await openSignup(page, lang);
      expect(await signUp(page, email)).toBe(201);
      await expect(visibleToasts(page)).toContainText(thanks);
      expect(await settledOutbox(email)).toHaveLength(2);
      expect(await mailsTo(email, 2)).toHaveLength(2);

      const unsubscribePage = linkIn(welcome, '/newsletter/unsubscribe?');
      expect(unsubscribePage).not.toContain('/api/');
      await page.goto(unsubscribePage);
      await expect(heading(page)).toHaveText(words.unsubscribe.title);
      await expect(page.locator('main')).toContainText(email);
      await page.getByRole('button', { name: pages.unsubscribe.button }).click();
      await expect(heading(page)).toHaveText(words.unsubscribe.doneTitle);
    });

    test('an address the browser refuses is said under the field, which keeps it and the focus; nothing is sent', async ({
      page,
    }) => {
      const posts: string[] = [];
      page.on('request', (sent) => {
        // The audience beacon's page view (decision 077) is no post of the form.
        if (sent.method() === 'POST' && !sent.url().endsWith('/api/event')) posts.push(sent.url());
      });
      await openSignup(page, lang);
      const field = page.locator('#newsletter-email');
      await field.fill('not-an-address');
      await signupForm(page).locator('button[type="submit"]').click();

      await expect(page.locator('#newsletter-email-error')).toHaveText(t.emailInvalid);
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(field).toHaveAttribute('aria-describedby', 'newsletter-email-error');
      await expect(field).toBeFocused();
      await expect(field).toHaveValue('not-an-address');
      await expect(panel(page)).toHaveAttribute('open', '');
      expect(posts).toEqual([]);

      // Typing again takes the message away.
      await field.pressSequentially('@');
      await expect(page.locator('#newsletter-email-error')).toHaveCount(0);
      await expect(field).toHaveAttribute('aria-invalid', 'false');
    });
  });

  test.describe(`newsletter without JavaScript (${lang})`, () => {
    test.use({ javaScriptEnabled: false });

    test('the thank-you page follows, and a reload never signs up again', async ({ page }) => {
      const email = uniqueEmail('newsletter-nojs');
      await openSignup(page, lang, { hydrated: false });
      await page.locator('#newsletter-email').fill(email);
      await signupForm(page).locator('button[type="submit"]').click();
      await expect(page).toHaveURL((url) => url.pathname === '/thanks/newsletter');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(thanks);
      await expect(page.getByRole('status')).toHaveText(t.confirmHint);
      expect((await page.reload())?.request().method()).toBe('GET');
      const [confirmation] = await mailsTo(email, 1);
      expect(headerOf(confirmation!, 'content-language')).toBe(lang);
      expect(linkIn(confirmation!, '/newsletter/confirm?')).toContain(
        lang === 'fr' ? 'token=' : `lang=${lang}`,
      );
    });
  });
}

test.describe('newsletter links', () => {
  test('one-click unsubscribe (RFC 8058) answers 204', async ({ page, request }) => {
    const email = uniqueEmail('newsletter-oneclick');
    const signedUp = await request.post('/api/newsletter', { data: { email, locale: 'fr' } });
    expect(signedUp.status()).toBe(201);
    const { link: confirmLink } = await confirmThroughMail(page, email, 'fr');

    const oneClick = oneClickPath(await welcomeMail(email));
    expect((await postOneClick(request, oneClick)).status()).toBe(204);
    // The address is off the list: its confirmation link is dead, its unsubscribe page says done.
    await page.goto(confirmLink);
    await expect(heading(page)).toHaveText(newsletterSectionSeeds.fr.links.invalidTitle);
    await page.goto(linkIn(await welcomeMail(email), '/newsletter/unsubscribe?'));
    await expect(heading(page)).toHaveText(newsletterSectionSeeds.fr.unsubscribe.doneTitle);
  });

  test('a forged token opens the invalid-link page and unsubscribes nobody', async ({
    page,
    request,
  }) => {
    const forged = `${randomUUID()}.${'0'.repeat(43)}`;
    for (const lang of langs) {
      const pages = messages[lang].newsletterPages;
      const words = newsletterSectionSeeds[lang];
      for (const path of ['/newsletter/confirm', '/newsletter/unsubscribe']) {
        await page.goto(inLang(`${path}?token=${forged}`, lang));
        await expect(heading(page)).toHaveText(words.links.invalidTitle);
        await expect(page.getByRole('button', { name: pages.confirm.button })).toHaveCount(0);
        await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
      }
    }
    const refused = await postOneClick(request, `/api/newsletter/unsubscribe?token=${forged}`);
    expect(refused.status()).toBe(404);
  });
});

test.describe('toasts outside the contact page', () => {
  test('an article shows at most three toasts at once', async ({ page, context }) => {
    // No share sheet: the button copies the link and says so in a toast, one per click.
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.addInitScript(() => {
      delete (Navigator.prototype as { share?: unknown }).share;
    });
    await page.goto('/blog/guide-automatisation-n8n-pme');
    const share = page.getByRole('button', { name: messages.fr.blog.article.share }).first();
    const mostToasts = await watchVisibleToasts(page);
    // The first click that raises a toast tells the button's script is running.
    await expect(async () => {
      await share.click();
      await expect(visibleToasts(page)).not.toHaveCount(0, { timeout: 1_000 });
    }).toPass();
    for (let click = 0; click < 4; click += 1) await share.click();
    await expect
      .poll(() => page.locator('[data-sonner-toast][data-removed="false"]').count())
      .toBeGreaterThanOrEqual(5);
    await expect(visibleToasts(page)).toHaveCount(3);
    expect(await mostToasts()).toBe(3);
  });
});

test('pages whose address holds a token send no Referer, are never cached and load no outside script', async ({
  page,
}) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  for (const path of [
    '/newsletter/confirm?token=not-a-real-token',
    '/newsletter/unsubscribe?token=not-a-real-token&lang=ar',
    '/admin/reset-password?token=not-a-real-token',
  ]) {
    const response = await page.goto(path, { waitUntil: 'load' });
    expect(response?.headers()['referrer-policy'], path).toBe('no-referrer');
    expect(response?.headers()['cache-control'], path).toContain('no-store');
  }
  const site = new URL(page.url()).origin;
  const outside = requested.filter((url) => !url.startsWith(site) && !url.startsWith('data:'));
  expect(outside).toEqual([]);
});
