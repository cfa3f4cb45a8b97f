import type { Page } from '@playwright/test';
import { headerOf } from './support/mailbox';
import { typesetFor } from '../src/i18n/typography';
import { mailSectionSeeds } from '../src/server/page-sections/mail-section-seeds';
import {
  agencyInbox,
  expect,
  inLang,
  isNotificationFrom,
  isTo,
  mailsWhere,
  messages,
  settledOutbox,
  rowsWithEmail,
  test,
  uniqueEmail,
  visibleToasts,
  waitForHydration,
  watchVisibleToasts,
  type FormLang,
} from './support/forms';

/**
 * The contact form end to end (issue 4 §1, §5), in French and in Arabic: errors, the submitting
 * state, success with its two mails, values kept on failure, the rate limit and the one-toast
 * limit with JavaScript; inline errors and success through the server action without.
 */

const langs = ['fr', 'ar'] as const;
type Field = 'name' | 'email' | 'phone' | 'company' | 'service' | 'message';
type Request = Record<Field, string>;

const form = (page: Page) => page.locator('#contact-form form');
const control = (page: Page, field: Field) => page.locator(`#contact-${field}`);
const submitButton = (page: Page) => form(page).locator('button[type="submit"]');

/** A complete, valid request in the page's language, from a new address. */
function validRequest(lang: FormLang, tag: string): Request {
  const arabic = lang === 'ar';
  return {
    name: arabic ? 'ليلى بنعلي' : 'Jean Dupont',
    email: uniqueEmail(tag),
    phone: '+41 79 123 45 67',
    company: arabic ? 'شركة المثال' : 'Exemple SA',
    service: 'n8n-automation',
    // Markup in the message: the mails must show it as text.
    message: arabic
      ? 'نريد أتمتة الفواتير <b>بسرعة</b> & بدقة.'
      : 'Nous voulons automatiser nos factures <b>vite</b> & bien.',
  };
}

async function openContactForm(page: Page, lang: FormLang): Promise<void> {
  await page.goto(inLang('/contact', lang), { waitUntil: 'domcontentloaded' });
  await waitForHydration(form(page));
}

async function fillForm(page: Page, request: Partial<Request>): Promise<void> {
  for (const [field, value] of Object.entries(request) as [Field, string][]) {
    if (field === 'service') await control(page, field).selectOption(value);
    else await control(page, field).fill(value);
  }
}

async function expectValues(page: Page, request: Partial<Request>): Promise<void> {
  for (const [field, value] of Object.entries(request) as [Field, string][])
    await expect(control(page, field), field).toHaveValue(value);
}

async function expectEmptyForm(page: Page): Promise<void> {
  for (const field of ['name', 'email', 'phone', 'company', 'service', 'message'] as Field[])
    await expect(control(page, field), field).toHaveValue('');
}

/** Submits and waits for the endpoint's answer. */
async function submitAndAnswer(page: Page): Promise<number> {
  const [response] = await Promise.all([
    page.waitForResponse((answer) => new URL(answer.url()).pathname === '/api/contact'),
    submitButton(page).click(),
  ]);
  return response.status();
}

/**
 * Holds the form's schema (fetched on demand, as on a slow connection) until `release()`;
 * `requested` settles once the browser has asked for it. It is known by a regular expression of
 * its own, the plausible phone number's.
 */
async function holdContactSchema(page: Page) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let requested = () => {};
  const asked = new Promise<void>((resolve) => (requested = resolve));
  await page.route('**/_next/static/chunks/**', async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (body.includes('[0-9 ()./-]')) {
      requested();
      await released;
    }
    await route.fulfill({ response, body });
  });
  return { requested: asked, release };
}

/** Both mails of one request arrived, once each: the acknowledgement and the agency's copy. */
async function expectRequestMails(request: Request, lang: FormLang) {
  const [acknowledgement] = await mailsWhere(isTo(request.email), 1);
  const [notification] = await mailsWhere(isNotificationFrom(request.email), 1);
  expect(await settledOutbox(request.email)).toEqual([
    'contact-acknowledgement',
    'contact-notification',
  ]);
  expect(await mailsWhere(isTo(request.email), 1)).toHaveLength(1);
  expect(await mailsWhere(isNotificationFrom(request.email), 1)).toHaveLength(1);

  // The acknowledgement's words are the `mail` page's (decision 062), as the mail prints them.
  const texts = typesetFor(lang, mailSectionSeeds[lang]);
  expect(acknowledgement!.recipients).toEqual([request.email]);
  expect(acknowledgement!.mail.subject).toBe(texts.contactAcknowledgement.subject);
  expect(headerOf(acknowledgement!, 'content-language')).toBe(lang);
  expect(acknowledgement!.mail.text).toContain(texts.contactAcknowledgement.intro);
  // Anyone can type anyone's address: the visitor's copy echoes none of the typed text.
  const acknowledged = `${acknowledgement!.mail.text}${acknowledgement!.mail.html}`;
  for (const typed of [...request.message.split('\n'), request.company, request.phone])
    if (typed) expect(acknowledged).not.toContain(typed);

  expect(notification!.recipients).toEqual([agencyInbox]);
  expect(notification!.mail.replyTo?.[0]?.address).toBe(request.email);
  expect(headerOf(notification!, 'content-language')).toBe('fr');
  expect(notification!.mail.subject).toContain(request.name);
  expect(notification!.mail.text).toContain(request.message);
  // The visitor's markup arrives as text in the HTML body.
  expect(notification!.mail.html).toContain('&lt;b&gt;');
  expect(notification!.mail.html).not.toContain('<b>');
}

for (const lang of langs) {
  const t = messages[lang].contactForm;

  test.describe(`contact form with JavaScript (${lang})`, () => {
    // A held chunk's handler may still be fetching when a test ends (the page's later chunks):
    // it is ended quietly, not reported as the next test's failure.
    test.afterEach(async ({ page }) => {
      await page.unrouteAll({ behavior: 'ignoreErrors' });
    });

    test('an empty form shows every required field’s message and sends nothing', async ({
      page,
    }) => {
      const posts: string[] = [];
      page.on('request', (sent) => {
        // The audience beacon's page view (decision 077) is no post of the form.
        if (sent.method() === 'POST' && !sent.url().endsWith('/api/event')) posts.push(sent.url());
      });
      await openContactForm(page, lang);
      await submitButton(page).click();

      const required = {
        name: t.errors.nameRequired,
        email: t.errors.emailInvalid,
        service: t.errors.serviceRequired,
        message: t.errors.messageRequired,
      };
      for (const [field, message] of Object.entries(required)) {
        await expect(page.locator(`#contact-${field}-error`)).toHaveText(message);
        await expect(control(page, field as Field)).toHaveAttribute('aria-invalid', 'true');
        await expect(control(page, field as Field)).toHaveAttribute(
          'aria-describedby',
          new RegExp(`contact-${field}-error`),
        );
      }
      for (const optional of ['phone', 'company'] as Field[])
        await expect(control(page, optional)).toHaveAttribute('aria-invalid', 'false');
      await expect(control(page, 'name')).toBeFocused();
      await expect(visibleToasts(page)).toHaveCount(1);
      await expect(visibleToasts(page)).toContainText(t.toasts.invalid);

      // A filled address alone is still refused in the browser: no request, no row, no mail.
      const email = uniqueEmail('contact-empty');
      await fillForm(page, { email });
      await submitButton(page).click();
      await expect(page.locator('#contact-email-error')).toHaveCount(0);
      await expect(page.locator('#contact-name-error')).toHaveText(t.errors.nameRequired);
      expect(posts).toEqual([]);
      expect(rowsWithEmail('contact', email)).toBe(0);
      expect(await mailsWhere(isTo(email), 0)).toHaveLength(0);
    });

    test('a valid request shows the submitting state, then success, and is mailed twice', async ({
      page,
    }) => {
      const request = validRequest(lang, 'contact-ok');
      // Holds the request until the submitting state has been seen.
      let release = () => {};
      const released = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/api/contact', async (route) => {
        await released;
        await route.continue();
      });
      await openContactForm(page, lang);
      await fillForm(page, request);
      await submitButton(page).click();
      await expect(submitButton(page)).toBeDisabled();
      await expect(submitButton(page)).toHaveText(t.submitting);
      release();

      await expect(visibleToasts(page)).toContainText(t.toasts.success);
      await expect(submitButton(page)).toBeEnabled();
      await expect(submitButton(page)).toHaveText(t.submit);
      await expectEmptyForm(page);
      expect(rowsWithEmail('contact', request.email)).toBe(1);
      await expectRequestMails(request, lang);
    });

    test('a failed send keeps every typed value', async ({ page }) => {
      const request = validRequest(lang, 'contact-failed');
      await page.route('**/api/contact', (route) => route.abort());
      await openContactForm(page, lang);
      await fillForm(page, request);
      await submitButton(page).click();
      await expect(visibleToasts(page)).toContainText(t.toasts.failed);
      await expectValues(page, request);
      await expect(submitButton(page)).toBeEnabled();
      expect(rowsWithEmail('contact', request.email)).toBe(0);
    });

    test('the sixth request within the window is refused, values kept', async ({ page }) => {
      await openContactForm(page, lang);
      for (let accepted = 0; accepted < 5; accepted += 1) {
        await fillForm(page, validRequest(lang, `contact-limit${accepted}`));
        expect(await submitAndAnswer(page)).toBe(201);
        await expect(control(page, 'name')).toHaveValue('');
      }
      const refused = validRequest(lang, 'contact-limit5');
      await fillForm(page, refused);
      expect(await submitAndAnswer(page)).toBe(429);
      await expect(visibleToasts(page)).toContainText(t.toasts.rateLimited);
      await expectValues(page, refused);
      expect(rowsWithEmail('contact', refused.email)).toBe(0);
    });

    test('a check that answers late reads the form as it is then and leaves the caret where the visitor types', async ({
      page,
    }) => {
      await openContactForm(page, lang);
      const schema = await holdContactSchema(page);
      await submitButton(page).click();
      await schema.requested;
      const { name, email } = validRequest(lang, 'contact-late-check');
      await fillForm(page, { name, email });
      schema.release();

      await expect(visibleToasts(page)).toContainText(t.toasts.invalid);
      await expect(page.locator('#contact-service-error')).toHaveText(t.errors.serviceRequired);
      await expect(page.locator('#contact-message-error')).toHaveText(t.errors.messageRequired);
      await expect(page.locator('#contact-name-error')).toHaveCount(0);
      await expect(page.locator('#contact-email-error')).toHaveCount(0);
      await expect(control(page, 'email')).toBeFocused();
      await expectValues(page, { name, email });
    });

    test('pressing send twice while the check loads sends the request once', async ({ page }) => {
      const request = validRequest(lang, 'contact-twice');
      const posts: string[] = [];
      page.on('request', (sent) => {
        if (sent.method() === 'POST') posts.push(sent.url());
      });
      await openContactForm(page, lang);
      const schema = await holdContactSchema(page);
      await fillForm(page, request);
      await schema.requested;
      await submitButton(page).click();
      await submitButton(page).click();
      schema.release();

      await expect(visibleToasts(page)).toContainText(t.toasts.success);
      await expectRequestMails(request, lang);
      expect(rowsWithEmail('contact', request.email)).toBe(1);
      expect(posts.filter((url) => new URL(url).pathname === '/api/contact')).toHaveLength(1);
    });

    test('shows one toast at a time: a new one replaces the old', async ({ page }) => {
      await page.route('**/api/contact', (route) => route.abort());
      await openContactForm(page, lang);
      const mostToasts = await watchVisibleToasts(page);
      await submitButton(page).click();
      await expect(visibleToasts(page)).toContainText(t.toasts.invalid);
      await fillForm(page, validRequest(lang, 'contact-toasts'));
      await submitButton(page).click();
      await expect(visibleToasts(page)).toHaveCount(1);
      await expect(visibleToasts(page)).toContainText(t.toasts.failed);
      await expect(visibleToasts(page)).not.toContainText(t.toasts.invalid);
      expect(await mostToasts()).toBe(1);
    });
  });

  test.describe(`contact form without JavaScript (${lang})`, () => {
    test.use({ javaScriptEnabled: false });

    test('shows the server’s errors inline with the values kept, then the thank-you page a reload never posts again', async ({
      page,
    }) => {
      await page.goto(inLang('/contact', lang));
      // Values the browser lets through but the schema refuses.
      const refused = {
        ...validRequest(lang, 'contact-nojs'),
        email: 'jean@exemple',
        phone: 'abc',
      };
      await fillForm(page, refused);
      await submitButton(page).click();

      await expect(page.locator('#contact-email-error')).toHaveText(t.errors.emailInvalid);
      await expect(page.locator('#contact-phone-error')).toHaveText(t.errors.phoneInvalid);
      await expect(control(page, 'email')).toHaveAttribute('aria-invalid', 'true');
      await expect(control(page, 'phone')).toHaveAttribute('aria-invalid', 'true');
      await expect(control(page, 'name')).toHaveAttribute('aria-invalid', 'false');
      await expect(form(page).getByRole('alert')).toHaveText(t.toasts.invalid);
      await expectValues(page, refused);

      const request = validRequest(lang, 'contact-nojs');
      await fillForm(page, { email: request.email, phone: request.phone });
      await submitButton(page).click();
      // Post/Redirect/Get: the thank-you page, whose address holds nothing that was typed.
      await expect(page).toHaveURL(
        (url) =>
          url.pathname === '/thanks/contact' &&
          url.search === (lang === 'fr' ? '' : `?lang=${lang}`),
      );
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.sent.title);
      await expect(page.getByRole('status')).toHaveText(t.sent.text);
      await expectRequestMails(request, lang);
      // A reload asks for the page again: nothing is sent twice.
      const reloaded = await page.reload();
      expect(reloaded?.request().method()).toBe('GET');
      expect(rowsWithEmail('contact', request.email)).toBe(1);
    });
  });
}
