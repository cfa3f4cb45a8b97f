import { readFileSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { headerOf, linkIn, receivedMails, type ReceivedMail } from '../support/mailbox';
import { newsletterSectionSeeds } from '../../src/server/page-sections/newsletter-section-seeds';
import { expectEveryTabInView, signInAs } from '../support/admin';
import {
  expect,
  inLang,
  isTo,
  mailsWhere,
  messages,
  test,
  uniqueEmail,
  visibleToasts,
  type FormLang,
} from '../support/forms';

/**
 * A newsletter campaign end to end (issue 15 §4), in Chromium against the production build and
 * the run's SMTP server: an editor writes it in French and Arabic, previews it (600 px and a
 * 390 px phone, right to left in Arabic), sends a test to themself, sends it; two subscribers
 * of this spec (one per language) receive it, each in their language; one leaves through the
 * mail's link, the other by one click (RFC 8058); the archive lists it in both languages. It
 * mails every confirmed subscriber of the run, so it runs alone, after the other writing specs.
 * Issue 36 on the way, at 1280 and 390 px: "Nouvelle lettre" stores nothing until the first save,
 * the four language tabs stay in view, the preview shows the whole mail at the width chosen in
 * every tab, and sending asks in a dialog that names the number of readers and their languages.
 */

type AdminMessages = typeof import('../../messages/admin/fr.json');
const admin = JSON.parse(readFileSync('messages/admin/fr.json', 'utf8')) as AdminMessages;
const editorTexts = admin.newsletter.editor;
const editorEmail = 'editor@e2e.test';

/** A subscriber of this spec, signed up and confirmed the way a visitor does it. */
async function confirmedSubscriber(page: Page, request: APIRequestContext, lang: FormLang) {
  const email = uniqueEmail(`campaign-${lang}`);
  const signedUp = await request.post('/api/newsletter', { data: { email, locale: lang } });
  expect(signedUp.status()).toBe(201);
  const [confirmation] = await mailsWhere(isTo(email), 1);
  await page.goto(linkIn(confirmation!, '/newsletter/confirm?'));
  await page.getByRole('button', { name: messages[lang].newsletterPages.confirm.button }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    newsletterSectionSeeds[lang].confirm.doneTitle,
  );
  return email;
}

const campaignMailTo = (email: string, subject: string) => (mail: ReceivedMail) =>
  isTo(email)(mail) && mail.mail.subject === subject;

/** The preview's frame at its width, drawn whole inside its box (scaled down, never cropped). */
async function expectWholePreview(page: Page, width: number) {
  const frame = page.locator('iframe');
  await expect(frame).toHaveJSProperty('offsetWidth', width);
  await expect
    .poll(() =>
      frame.evaluate((element) => {
        const drawn = element.getBoundingClientRect();
        const box = element.parentElement!.parentElement!.getBoundingClientRect();
        return drawn.left >= box.left - 0.5 && drawn.right <= box.right + 0.5 && drawn.width > 0;
      }),
    )
    .toBe(true);
}

test('an editor writes, previews, tests and sends a campaign; readers get it in their language and can leave', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const run = Math.random().toString(36).slice(2, 8);
  const subjects = { fr: `Nos guides d’automatisation ${run}`, ar: `أدلة الأتمتة ${run}` };
  const readers = {
    fr: await confirmedSubscriber(page, request, 'fr'),
    ar: await confirmedSubscriber(page, request, 'ar'),
  };

  await signInAs(page, 'editor', '/admin/newsletter');
  // "Nouvelle lettre" left untouched leaves nothing behind.
  const letters = page.locator('tbody tr');
  const lettersBefore = await letters.count();
  await page.getByRole('link', { name: admin.newsletter.new }).click();
  await expect(page).toHaveURL(/\/admin\/newsletter\/new$/);
  await page.getByRole('link', { name: editorTexts.back }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(admin.newsletter.title);
  await expect(letters).toHaveCount(lettersBefore);
  await page.getByRole('link', { name: admin.newsletter.new }).click();
  await expect(page).toHaveURL(/\/admin\/newsletter\/new$/);
  await expectEveryTabInView(page);

  // French, then Arabic, each beside its preview.
  const subject = page.getByLabel(editorTexts.fields.subject, { exact: true });
  const preheader = page.getByLabel(editorTexts.fields.preheader, { exact: true });
  const body = page.getByLabel(editorTexts.fields.body, { exact: true });
  const preview = page.frameLocator('iframe');
  await subject.fill(subjects.fr);
  await preheader.fill('Trois cas concrets ce mois-ci');
  await body.fill(
    '## Le guide du mois\n\nAutomatisez vos devis avec [notre guide](https://example.org/devis).',
  );
  await expect(preview.locator('h1')).toHaveText(subjects.fr);
  await expect(preview.locator('h2')).toHaveText('Le guide du mois');
  await expect(preview.locator('html')).toHaveAttribute('dir', 'ltr');

  await expectWholePreview(page, 640);

  // The tabs answer the keyboard too: End opens Darija, Arrow left then Arabic.
  await page.getByRole('tab', { name: /Français/ }).focus();
  await page.keyboard.press('End');
  await expect(page.getByRole('tab', { name: /Darija/ })).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByRole('tab', { name: /Arabe/ })).toHaveAttribute('aria-selected', 'true');
  await subject.fill(subjects.ar);
  await body.fill('## دليل الشهر\n\nأتمتة عروض الأسعار خطوة بخطوة.');
  await expect(subject).toHaveAttribute('dir', 'rtl');
  await expect(preview.locator('h1')).toHaveText(subjects.ar);
  await expect(preview.locator('html')).toHaveAttribute('dir', 'rtl');
  await expectWholePreview(page, 640);

  // On a phone: every tab still in view, the whole letter in both widths.
  await page.setViewportSize({ width: 390, height: 844 });
  await expectEveryTabInView(page);
  await expectWholePreview(page, 640);
  await page.getByRole('radio', { name: editorTexts.preview.phone }).click();
  await expectWholePreview(page, 390);
  // The width chosen stays when another language is opened.
  await page.getByRole('tab', { name: /Français/ }).click();
  await expect(page.getByRole('radio', { name: editorTexts.preview.phone })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await expectWholePreview(page, 390);
  await page.getByRole('tab', { name: /Arabe/ }).click();
  await page.setViewportSize({ width: 1280, height: 720 });
  await expectWholePreview(page, 390);

  // A test of the open language, to the editor only.
  await page.getByRole('button', { name: editorTexts.actions.test }).click();
  await expect(visibleToasts(page)).toContainText(editorEmail);
  // That first save created the letter: the editor is at its address now.
  await expect(page).toHaveURL(/\/admin\/newsletter\/[0-9a-f-]{36}$/);
  const [testMail] = await mailsWhere(campaignMailTo(editorEmail, `[تجربة] ${subjects.ar}`), 1);
  expect(testMail!.mail.html).toContain('dir="rtl"');
  const toReaders = (mail: ReceivedMail) => isTo(readers.fr)(mail) || isTo(readers.ar)(mail);
  expect(
    receivedMails().filter((mail) => toReaders(mail) && mail.mail.subject?.includes(run)),
  ).toEqual([]);

  // A draft letter saves itself a moment after typing stops: a closed tab loses nothing more.
  // (The letter's own address opened its editor anew, on the French tab.)
  await page.getByRole('tab', { name: /Arabe/ }).click();
  await preheader.fill('ثلاث حالات عملية هذا الشهر');
  await expect(
    page.getByRole('status').filter({
      hasText: new RegExp(`^${editorTexts.actions.autosaved.replace('{time}', '.+')}$`),
    }),
  ).toBeVisible();
  await page.reload();
  await page.getByRole('tab', { name: /Arabe/ }).click();
  await expect(preheader).toHaveValue('ثلاث حالات عملية هذا الشهر');

  // Send now: a dialog asks first, naming how many readers get it and in which language.
  await page.getByRole('button', { name: editorTexts.actions.sendNow }).click();
  const confirmSend = page.getByRole('dialog', { name: editorTexts.confirmSend.title });
  await expect(confirmSend).toContainText(subjects.fr);
  await expect(
    confirmSend.getByRole('listitem').filter({ hasText: /^arabe : \d+ abonnés?$/ }),
  ).toHaveCount(1);
  await expect(
    confirmSend.getByRole('listitem').filter({ hasText: /^français : \d+ abonnés?$/ }),
  ).toHaveCount(1);
  await confirmSend.getByRole('button', { name: /^Envoyer à \d+ abonnés?$/ }).click();
  await expect(page.getByRole('heading', { name: admin.newsletter.report.title })).toBeVisible();

  const [french] = await mailsWhere(campaignMailTo(readers.fr, subjects.fr), 1);
  const [arabic] = await mailsWhere(campaignMailTo(readers.ar, subjects.ar), 1);
  expect(headerOf(french!, 'content-language')).toBe('fr');
  expect(headerOf(arabic!, 'content-language')).toBe('ar');
  for (const mail of [french!, arabic!]) {
    expect(headerOf(mail, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    expect(mail.mail.messageId).toMatch(/^<campaign-[0-9a-f-]+@/);
  }

  // The received HTML, as a mail client shows it.
  await page.setContent(arabic!.mail.html!);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('h1')).toHaveText(subjects.ar);
  await expect(page.locator('h2')).toHaveText('دليل الشهر');
  await expect(page.locator('img')).toHaveCount(0);
  await page.setContent(french!.mail.html!);
  await expect(page.getByRole('link', { name: 'notre guide' })).toHaveAttribute(
    'href',
    'https://example.org/devis',
  );

  // The Arabic reader leaves through the link in the mail; the French one in one click.
  await page.goto(linkIn(arabic!, '/newsletter/unsubscribe?'));
  await page.getByRole('button', { name: messages.ar.newsletterPages.unsubscribe.button }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    newsletterSectionSeeds.ar.unsubscribe.doneTitle,
  );
  const oneClick = new URL(headerOf(french!, 'list-unsubscribe')!.replace(/^<|>$/g, ''));
  const answer = await request.post(`${oneClick.pathname}${oneClick.search}`, {
    form: { 'List-Unsubscribe': 'One-Click' },
  });
  expect(answer.status()).toBe(204);

  // The archive, in both languages, leads to the web version.
  for (const lang of ['fr', 'ar'] as const) {
    await page.goto(inLang('/newsletter', lang));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      newsletterSectionSeeds[lang].archive.title,
    );
    await page.getByRole('link', { name: subjects[lang] }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(subjects[lang]);
    await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
    await expect(page.locator('main')).not.toContainText(readers[lang]);
    await expect(page.locator('link[rel="alternate"][hreflang="ar"]')).toHaveAttribute(
      'href',
      /\/newsletter\/[^?]+\?lang=ar$/,
    );
  }

  // The sitemap index lists the newsletter's sitemap, which lists this web version.
  const webVersion = new URL(page.url()).pathname;
  expect(await (await request.get('/sitemap.xml')).text()).toContain('/sitemaps/newsletter.xml');
  const newsletterSitemap = await request.get('/sitemaps/newsletter.xml');
  expect(newsletterSitemap.status()).toBe(200);
  expect(await newsletterSitemap.text()).toContain(`${webVersion}?lang=ar</loc>`);

  // Back in the admin, the report counts what happened.
  await page.goto('/admin/newsletter');
  const row = page.getByRole('row', { name: new RegExp(subjects.fr) });
  await expect(row).toContainText(admin.newsletter.status.sent);
  await row.getByRole('link').click();
  const count = (label: string) =>
    page.locator('dl > div', { has: page.locator('dt', { hasText: label }) }).locator('dd');
  await expect(count(admin.newsletter.report.unsubscribed)).toHaveText('2');
  await expect(count(admin.newsletter.report.waiting)).toHaveText('0');
});
