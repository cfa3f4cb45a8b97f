// Issue 29, site settings: an admin changes the agency's phone once on /admin/settings, and it is
// new in the footer of every page, on the contact page, in its JSON-LD and in the next
// acknowledgement mail, in all four languages; a wrong value shows its translated error beside
// the field and keeps what was typed. Issue 30: the change is first kept as a draft, which a
// visitor does not see, then published; a second admin publishing from the version they opened
// is refused, reloads, sees what differs and discards their draft. The screen passes axe and is
// used by keyboard.
//
// Its own Playwright project (`site-wide`), after `writes`: the phone is printed on every public
// page, so no other spec may read pages while it is changed. The original phone is put back at
// the end, whatever happens.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, openLanguage, signInAs, test } from '../support/admin';
import { clientIp, uniqueEmail, waitForHydration } from '../support/forms';
import { wcagAudit } from '../support/axe';
import { mailsTo } from '../support/mailbox';

const languages = ['fr', 'en', 'ar', 'ar-ma'] as const;
type Language = (typeof languages)[number];
const newPhone = '+41 22 555 77 88';
const newTel = 'tel:+41225557788';

const contactPath = (lang: Language) => (lang === 'fr' ? '/contact' : `/contact?lang=${lang}`);

/** The settings screen, hydrated (its form checks in the browser only once React runs). */
async function openSettings(page: Page): Promise<void> {
  await page.goto('/admin/settings');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Réglages du site');
  await waitForHydration(page.locator('form').filter({ has: page.getByLabel('Téléphone') }));
}

/** Types `phone` into the phone field and saves it as the draft with the keyboard (Enter). */
async function draftPhone(page: Page, phone: string): Promise<void> {
  const field = page.getByLabel('Téléphone', { exact: true });
  await field.fill(phone);
  await field.press('Enter');
}

/** Types `phone` into the phone field and publishes the form. */
async function publishPhone(page: Page, phone: string): Promise<void> {
  await page.getByLabel('Téléphone', { exact: true }).fill(phone);
  await page.getByRole('button', { name: 'Publier', exact: true }).click();
}

/** The phones of the contact page a visitor reads now: its JSON-LD's, and its footer's link. */
async function visitorPhones(request: APIRequestContext) {
  const html = await (await request.get(contactPath('fr'))).text();
  const footer = html.slice(html.lastIndexOf('<footer'));
  return {
    jsonLd: jsonLdPhones(html),
    footer: [...footer.matchAll(/href="tel:([^"]+)"/g)].map((link) => link[1]),
  };
}

/** Every JSON-LD node of a page's HTML, arrays flattened. */
function jsonLdNodes(html: string): Record<string, unknown>[] {
  const scripts = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)];
  return scripts.flatMap(([, body]) => [JSON.parse(body!)].flat() as Record<string, unknown>[]);
}

/** The telephone of the site-wide Organization and of the ContactPage's agency. */
function jsonLdPhones(html: string): unknown[] {
  return jsonLdNodes(html).flatMap((node) => {
    if (node['@type'] === 'ContactPage') {
      const agency = node.mainEntity as {
        telephone?: unknown;
        contactPoint: { telephone?: unknown };
      };
      return [agency.telephone, agency.contactPoint.telephone];
    }
    return Array.isArray(node['@type']) && node['@type'].includes('Organization')
      ? [node.telephone]
      : [];
  });
}

test('an admin changes the phone once and every page, the JSON-LD and the next mail follow', async ({
  page,
  browser,
  request,
}, testInfo) => {
  // Two admins, a draft and its publish, four languages' pages and mails: a long journey.
  test.slow();
  await signInAs(page, 'admin', '/admin/settings');
  await openSettings(page);
  const phoneField = page.getByLabel('Téléphone', { exact: true });
  const original = await phoneField.inputValue();
  expect(original).not.toBe(newPhone);
  const originalDarijaHours = await page
    .locator('input[name="text.ar-ma.officeHours"]')
    .inputValue();
  expect(originalDarijaHours).not.toBe('');

  // A second admin opens the same screen before the first saves.
  const otherContext = await browser.newContext({
    extraHTTPHeaders: { 'x-forwarded-for': clientIp(testInfo, 1) },
  });
  const other = await otherContext.newPage();
  await signInAs(other, 'admin', '/admin/settings');
  await openSettings(other);

  try {
    const axe = await wcagAudit(page).analyze();
    expect(axe.violations.map((violation) => violation.id)).toEqual([]);

    // Wrong values: each field says why, in French, and keeps what was typed.
    const booking = page.getByLabel('Lien de réservation');
    const bookingValue = await booking.inputValue();
    await booking.fill('http://cal.com/pas-sur');
    await publishPhone(page, '022 555 77 88 poste 3');
    await expect(phoneField).toHaveAttribute('aria-invalid', 'true');
    await expect(phoneField).toHaveAccessibleDescription(/Saisissez un numéro international/);
    await expect(booking).toHaveAccessibleDescription(/commençant par https:\/\//);
    await expect(phoneField).toHaveValue('022 555 77 88 poste 3');
    await expect(booking).toHaveValue('http://cal.com/pas-sur');
    await expect(phoneField).toBeFocused();
    await screenshots(page, 'settings-error-fr');

    // Put right, saved by keyboard; Darija's office hours left to the French text, shown beside.
    await booking.fill(bookingValue);
    const darija = await openLanguage(page, 'Darija');
    await expect(darija.locator('[lang="fr"]', { hasText: 'Du lundi au vendredi' })).toBeVisible();
    await darija.getByLabel('Horaires du bureau').fill('');
    await screenshots(page, 'settings-darija-fr');
    // Kept as a draft first: the screen says so, a visitor still reads the published phone.
    const livePhones = await visitorPhones(request);
    expect(livePhones.jsonLd).toEqual([original, original, original]);
    await draftPhone(page, newPhone);
    await expect(
      page.locator('[data-sonner-toast]', { hasText: 'Brouillon enregistré' }),
    ).toBeVisible();
    await expect(page.getByText(/^Brouillon non publié — enregistré par /)).toBeVisible();
    await page.reload();
    await waitForHydration(page.locator('form').filter({ has: phoneField }));
    await expect(phoneField).toHaveValue(newPhone);
    expect(await visitorPhones(request)).toEqual(livePhones);
    await screenshots(page, 'settings-draft-fr');
    await openLanguage(page, 'Arabe');
    await screenshots(page, 'settings-draft-ar');

    // The contact page's preview prints the draft's phone; out of the preview mode again, the
    // settings screen is back as it was.
    await page.getByRole('link', { name: 'Prévisualiser' }).click();
    await expect(page).toHaveURL(/\/admin\/pages\/contact\/preview/);
    const previewed = page.frameLocator('iframe[data-preview-locale="fr"]');
    await expect(previewed.locator(`footer a[href="${newTel}"]`).first()).toBeAttached();
    await page.getByRole('button', { name: 'Quitter le mode aperçu' }).click();
    await expect(page).toHaveURL(/\/admin\/pages$/);
    await openSettings(page);

    // Published: the form starts again from the published settings, the banner gone.
    await page.getByRole('button', { name: 'Publier', exact: true }).click();
    await expect(
      page.locator('[data-sonner-toast]', { hasText: 'Réglages publiés' }),
    ).toBeVisible();
    await expect(page.getByText(/^Brouillon non publié/)).toHaveCount(0);
    await expect(phoneField).toHaveValue(newPhone);

    // The other admin's publish from the version they opened is refused; after a reload they
    // see what differs from the settings published since, and discard their draft.
    await publishPhone(other, '+41 22 000 00 01');
    const conflict = other.getByRole('alert').filter({ hasText: 'Un autre administrateur' });
    await expect(conflict).toBeVisible();
    await conflict.getByRole('button', { name: 'Recharger les réglages enregistrés' }).click();
    const differences = other.getByRole('region', {
      name: 'Différences entre le texte en ligne et le brouillon',
    });
    await expect(
      differences.getByRole('row').filter({ hasText: 'Téléphone' }).filter({ hasText: newPhone }),
    ).toContainText('+41 22 000 00 01');
    await screenshots(other, 'settings-stale-fr');
    other.once('dialog', (dialog) => void dialog.accept());
    await other
      .getByRole('button', { name: 'Abandonner le brouillon de « Réglages du site »' })
      .click();
    await expect(other.getByLabel('Téléphone', { exact: true })).toHaveValue(newPhone);

    // Every language's contact page: footer, JSON-LD; the chrome at two widths.
    for (const lang of languages) {
      await expect
        .poll(async () => jsonLdPhones(await (await request.get(contactPath(lang))).text()))
        .toEqual([newPhone, newPhone, newPhone]);
      const widths = lang === 'fr' || lang === 'ar' ? [1280, 390] : [1280];
      for (const width of widths) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(contactPath(lang));
        const link = page.locator('footer').locator(`a[href="${newTel}"]`);
        await link.scrollIntoViewIfNeeded();
        await expect(link).toBeVisible();
        await expect(link).toHaveText(newPhone);
        await expect(page.locator(`a[href^="tel:"]:not([href="${newTel}"])`)).toHaveCount(0);
        if (lang === 'fr' || lang === 'ar')
          await page.screenshot({
            path: testInfo.outputPath(`contact-${lang}-${width}.png`),
            fullPage: true,
          });
      }
    }
    // Darija's contact page shows the French hours, marked as French, left to right.
    await page.goto(contactPath('ar-ma'));
    await expect(
      page.locator('#main [lang="fr"][dir="ltr"]', {
        hasText: 'Du lundi au vendredi, 09:00–18:00',
      }),
    ).toBeVisible();
    // Another page's footer too (the home page, every page shares the chrome).
    expect(await (await request.get('/?lang=ar-ma')).text()).toContain(newTel);

    // The next acknowledgement, in each language, gives the new phone.
    for (const lang of languages) {
      const email = uniqueEmail(`settings-${lang}`);
      const sent = await request.post('/api/contact', {
        data: {
          name: 'Nadia Réglages',
          email,
          phone: '',
          company: '',
          service: 'n8n-automation',
          message: 'Bonjour, une question sur vos services.',
          locale: lang,
        },
      });
      expect(sent.status()).toBe(201);
      const [acknowledgement] = await mailsTo(email);
      expect(acknowledgement!.mail.text).toContain(newPhone);
      expect(acknowledgement!.mail.text).not.toContain(original);
    }

    await page.setViewportSize({ width: 1280, height: 900 });
    await openSettings(page);
    await screenshots(page, 'settings-fr');
    // The English admin: the same screen, its labels translated.
    await page.goto('/admin/settings?lang=en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Site settings');
    await screenshots(page, 'settings-en');
    await page.goto('/admin/settings?lang=fr');
  } finally {
    await otherContext.close();
    await page.setViewportSize({ width: 1280, height: 900 });
    await openSettings(page);
    await (
      await openLanguage(page, 'Darija')
    )
      .getByLabel('Horaires du bureau')
      .fill(originalDarijaHours);
    await publishPhone(page, original);
    await expect(
      page.locator('[data-sonner-toast]', { hasText: 'Réglages publiés' }),
    ).toBeVisible();
  }

  /** The screen at 1280 and 390 px, for people to look at. */
  async function screenshots(target: Page, name: string) {
    for (const width of [1280, 390]) {
      await target.setViewportSize({ width, height: 900 });
      await target.screenshot({
        path: testInfo.outputPath(`${name}-${width}.png`),
        fullPage: true,
      });
    }
    await target.setViewportSize({ width: 1280, height: 900 });
  }
});
