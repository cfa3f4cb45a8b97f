// Issue 29, the pages made of sections (decision 047), on the terms page: an editor translates
// the Arabic title of an article and sees it on the Arabic page only, while the Darija page, its
// translation emptied, shows the French title marked as French; a hidden article leaves the page;
// an empty French title is refused beside its field, keeping what was typed; a second editor's
// save from an older copy is refused with a way to reload; the language tabs work by keyboard;
// axe finds nothing on the list and the page's forms. The article's texts are put back at the
// end, so the other specs read the terms page as seeded. The landing pages' shared words (055):
// one Darija save shows on every landing page; axe on their form; put back. The service pages'
// (057) likewise, with an Arabic save. The preview (069): an Arabic draft typed in the editor shows
// in the preview's tab beside the French page at 390 px, and again after a second edit, the editor
// never reloaded; visitors, the sitemap and the preview's headers checked; then (issue 30's walk)
// published, changed again, compared in the history and the first publish restored, the visitor
// reading only what is published at each step.
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { localizedHref } from '../src/i18n/href';
import { textOf } from '../src/lib/page-sections/section-definition';
import { articleSharedSectionSeeds } from '../src/server/page-sections/article-shared-section-seeds';
import { n8nSlugs } from './support/blog';
import {
  accessibilityViolations,
  expect,
  expectWordAddedInHistory,
  openLanguage,
  signInAs,
  test,
} from './support/admin';

test.describe.configure({ mode: 'serial' });

const lawTitle = 'Droit applicable et for juridique';
const liabilityTitle = 'Responsabilité';

/** The form of one section, named by its French title. */
function sectionForm(page: Page, title: string): Locator {
  return page.getByRole('form', { name: title, exact: true });
}

/** The form of one section, named by its key, as CSS (an audit's scope). */
function sectionSelector(key: string): string {
  return `form[aria-labelledby="section-${key}"]`;
}

async function saveSection(form: Locator, title: string) {
  await form.getByRole('button', { name: `Publier « ${title} »` }).click();
}

/**
 * One section of `screen` changed and saved on a fresh load of the screen, so the toast awaited
 * is this save's own; gives what `change` gives back.
 */
async function saveSectionOn<Result>(
  page: Page,
  screen: string,
  title: string,
  change: (form: Locator) => Promise<Result>,
): Promise<Result> {
  await page.goto(screen);
  const form = sectionForm(page, title);
  const result = await change(form);
  await saveSection(form, title);
  await expect(page.getByText('Section publiée : elle est en ligne.')).toBeVisible();
  return result;
}

test('an editor translates, empties and hides terms sections; stale saves are refused', async ({
  page,
}) => {
  // A screen of twelve forms, checked twice by axe, and five public pages: more than the default.
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const mark = randomUUID().slice(0, 8);
  const arabicTitle = `القانون المطبق ${mark}`;
  await signInAs(page, 'editor', '/admin/pages');
  await page.goto('/admin/pages?lang=fr');
  expect(await accessibilityViolations(page)).toEqual([]);
  await page.getByRole('link', { name: 'Conditions générales' }).click();
  await expect(page).toHaveURL(/\/admin\/pages\/terms$/);
  // The title and description for search engines are named by their role, not by the title.
  await expect(
    sectionForm(page, 'Titre et description pour les moteurs de recherche'),
  ).toBeVisible();

  // The Arabic title written with the French beside it; the Darija one emptied.
  const law = sectionForm(page, lawTitle);
  const arabic = await openLanguage(law, 'Arabe');
  await expect(arabic.getByText(lawTitle)).toBeVisible();
  const arabicField = arabic.getByLabel('Titre');
  const seededArabic = await arabicField.inputValue();
  expect(await accessibilityViolations(page)).toEqual([]);
  await arabicField.fill(arabicTitle);
  const darija = await openLanguage(law, 'Darija');
  const darijaField = darija.getByLabel('Titre');
  const seededDarija = await darijaField.inputValue();
  await darijaField.fill('');
  // An empty French title is refused beside its field, and nothing typed is lost.
  const french = await openLanguage(law, 'Français');
  const frenchField = french.getByLabel('Titre (obligatoire)');
  await frenchField.fill('');
  await saveSection(law, lawTitle);
  await expect(french.getByText('Ce champ est obligatoire.')).toBeVisible();
  await expect(frenchField).toBeFocused();
  await frenchField.fill(lawTitle);
  expect(await (await openLanguage(law, 'Arabe')).getByLabel('Titre').inputValue()).toBe(
    arabicTitle,
  );
  await saveSection(law, lawTitle);
  await expect(page.getByText('Section publiée : elle est en ligne.')).toBeVisible();

  await page.goto(localizedHref('/terms', 'ar'));
  await expect(page.locator('#law-title')).toContainText(arabicTitle);
  await page.goto(localizedHref('/terms', 'ar-ma'));
  await expect(page.locator('#law-title span[lang="fr"][dir="ltr"]')).toHaveText(lawTitle);
  await page.goto(localizedHref('/terms', 'fr'));
  await expect(page.getByText(arabicTitle)).toHaveCount(0);

  // Hidden: the article leaves the page (and its table of contents).
  await page.goto('/admin/pages/terms');
  const liability = sectionForm(page, liabilityTitle);
  await liability.getByRole('checkbox', { name: 'Afficher cette section' }).uncheck();
  await saveSection(liability, liabilityTitle);
  await expect(liability.getByText('Cette section est masquée sur le site.')).toBeVisible();
  await page.goto(localizedHref('/terms', 'fr'));
  await expect(page.locator('#liability')).toHaveCount(0);
  await expect(page.locator('a[href="#liability"]')).toHaveCount(0);

  // By keyboard: the tabs move with the arrow keys.
  await page.goto('/admin/pages/terms');
  const frenchTab = sectionForm(page, lawTitle).getByRole('tab', { name: /^Français/ });
  await frenchTab.focus();
  await page.keyboard.press('ArrowRight');
  await expect(sectionForm(page, lawTitle).getByRole('tab', { name: /^Anglais/ })).toBeFocused();

  // Two editors on the same section: the second save is refused, what it typed kept.
  const other = await page.context().newPage();
  await other.goto('/admin/pages/terms');
  const otherLaw = sectionForm(other, lawTitle);
  const otherArabic = (await openLanguage(otherLaw, 'Arabe')).getByLabel('Titre');
  await otherArabic.fill(seededArabic);
  const otherDarija = (await openLanguage(otherLaw, 'Darija')).getByLabel('Titre');
  await otherDarija.fill(seededDarija);
  await saveSection(otherLaw, lawTitle);
  await expect(other.getByText('Section publiée : elle est en ligne.')).toBeVisible();
  const otherLiability = sectionForm(other, liabilityTitle);
  await otherLiability.getByRole('checkbox', { name: 'Afficher cette section' }).check();
  const published = other.waitForResponse((response) => response.request().method() === 'POST');
  await saveSection(otherLiability, liabilityTitle);
  await published;
  // The note leaves once the screen of twelve forms is drawn anew after the publish.
  await expect(otherLiability.getByText('Cette section est masquée sur le site.')).toHaveCount(0, {
    timeout: 15_000,
  });
  await other.close();

  const staleLaw = sectionForm(page, lawTitle);
  const stale = (await openLanguage(staleLaw, 'Arabe')).getByLabel('Titre');
  await stale.fill(`${arabicTitle} 2`);
  await saveSection(staleLaw, lawTitle);
  const conflict = staleLaw.getByRole('alert').filter({ hasText: "Quelqu'un a publié" });
  await expect(conflict).toBeVisible();
  await expect(stale).toHaveValue(`${arabicTitle} 2`);
  // Reloaded, the draft is kept and the screen shows what differs from the text now live.
  await conflict.getByRole('button', { name: 'Recharger' }).click();
  const reloaded = sectionForm(page, lawTitle);
  await expect(reloaded.getByText('Le texte en ligne a changé')).toBeVisible();
  await expect(
    reloaded.getByRole('table', { name: /^Arabe : champs qui diffèrent/ }),
  ).toContainText(`${arabicTitle} 2`);
  page.once('dialog', (dialog) => void dialog.accept());
  await reloaded
    .getByRole('button', { name: `Abandonner le brouillon de « ${lawTitle} »` })
    .click();
  await expect(page.getByText('Brouillon abandonné')).toBeVisible();
  // The screen draws the section anew from the live text once the discard is done.
  await expect(sectionForm(page, lawTitle).getByText(/^Brouillon non publié/)).toHaveCount(0);
  await expect(
    (await openLanguage(sectionForm(page, lawTitle), 'Arabe')).getByLabel('Titre'),
  ).toHaveValue(seededArabic);

  // As seeded again: the Arabic page shows its own title, the liability article is back.
  await page.goto(localizedHref('/terms', 'ar'));
  await expect(page.locator('#law-title')).toContainText(seededArabic);
  await expect(page.locator('#liability')).toHaveCount(1);
});

// The home page made of sections (decision 051): the Arabic hero title edited shows on the Arabic
// home only; the Darija subtitle left empty shows the French one marked as French; a step of the
// hero's example moved down by keyboard moves on the page, the focus following it. Put back after.
test('an editor edits the Arabic hero, leaves a Darija field empty and reorders a list by keyboard', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const mark = randomUUID().slice(0, 8);
  const arabicTitle = `عنوان تجريبي ${mark}`;
  await signInAs(page, 'editor', '/admin/pages');
  await page.goto('/admin/pages?lang=fr');
  await page.getByRole('link', { name: "Page d'accueil" }).click();
  await expect(page).toHaveURL(/\/admin\/pages\/home$/);
  await expect(page.getByRole('link', { name: 'Voir la page' })).toHaveAttribute('href', '/');
  // The testimonials shown are chosen on their own screen, which the section links to.
  await expect(
    sectionForm(page, 'Témoignages').getByRole('link', { name: 'Témoignages', exact: true }),
  ).toHaveAttribute('href', '/admin/testimonials');
  expect(await accessibilityViolations(page)).toEqual([]);

  const hero = sectionForm(page, 'Accroche');
  const arabic = await openLanguage(hero, 'Arabe');
  const arabicField = arabic.getByLabel('Titre', { exact: true }).first();
  const seededArabic = await arabicField.inputValue();
  await arabicField.fill(arabicTitle);
  const darija = await openLanguage(hero, 'Darija');
  const darijaSubtitle = darija.getByLabel('Sous-titre', { exact: true });
  const seededDarija = await darijaSubtitle.inputValue();
  await darijaSubtitle.fill('');
  const french = await openLanguage(hero, 'Français');
  const frenchSubtitle = await french.getByLabel('Sous-titre (obligatoire)').inputValue();
  const steps = french.getByRole('group', { name: "Étapes de l'exemple" });
  const firstStep = await steps.getByLabel('Titre (obligatoire)').first().inputValue();

  // By keyboard: the first step moved down; the focus stays on its button, the move is said.
  await steps.getByRole('button', { name: 'Descendre (élément 1)' }).focus();
  await page.keyboard.press('Enter');
  await expect(steps.getByRole('button', { name: 'Descendre (élément 2)' })).toBeFocused();
  await expect(steps.getByRole('status')).toHaveText('Élément déplacé en position 2 sur 3.');
  await expect(steps.getByLabel('Titre (obligatoire)').nth(1)).toHaveValue(firstStep);
  // The section the move changed: the whole screen was audited above.
  expect(await accessibilityViolations(page, sectionSelector('hero'))).toEqual([]);
  await hero.getByRole('button', { name: 'Publier « Accroche »' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Section publiée : elle est en ligne.')).toBeVisible();

  const heroTitle = page.locator('#home-hero-title');
  await page.goto(localizedHref('/', 'ar'));
  await expect(heroTitle).toContainText(arabicTitle);
  for (const locale of ['fr', 'en', 'ar-ma'] as const) {
    await page.goto(localizedHref('/', locale));
    await expect(heroTitle).not.toContainText(mark);
  }
  // Darija: the empty subtitle shows the French one, marked as French and left to right.
  await page.goto(localizedHref('/', 'ar-ma'));
  await expect(
    page.locator('section[aria-labelledby="home-hero-title"] span[lang="fr"][dir="ltr"]'),
  ).toHaveText(frenchSubtitle);
  // The moved step is second on the page.
  await page.goto(localizedHref('/', 'fr'));
  await expect(
    page.locator('section[aria-labelledby="home-hero-title"] ol > li').nth(1),
  ).toContainText(firstStep);

  // Put back as seeded: the Arabic title, the Darija subtitle, the steps' order.
  await page.goto('/admin/pages/home');
  const again = sectionForm(page, 'Accroche');
  await (
    await openLanguage(again, 'Arabe')
  )
    .getByLabel('Titre', { exact: true })
    .first()
    .fill(seededArabic);
  await (
    await openLanguage(again, 'Darija')
  )
    .getByLabel('Sous-titre', { exact: true })
    .fill(seededDarija);
  const frenchAgain = await openLanguage(again, 'Français');
  await frenchAgain
    .getByRole('group', { name: "Étapes de l'exemple" })
    .getByRole('button', { name: 'Monter (élément 2)' })
    .click();
  await again.getByRole('button', { name: 'Publier « Accroche »' }).click();
  await expect(page.getByText('Section publiée : elle est en ligne.')).toBeVisible();
  await page.goto(localizedHref('/', 'ar'));
  await expect(heroTitle).not.toContainText(mark);
});

// The services, contact and flyer pages made of sections (issue 29): listed, with view links;
// on the contact page an Arabic promise of the booking card edited shows on the Arabic page only,
// the Darija button left empty shows the French one marked as French and left to right, and the
// card hidden leaves the page with the form alone. Put back after.
test("an editor edits the contact page's booking card, and finds the services page beside it", async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const mark = randomUUID().slice(0, 8);
  const arabicPoint = `ربع ساعة ${mark}`;
  await signInAs(page, 'editor', '/admin/pages');
  await page.goto('/admin/pages?lang=fr');
  const table = page.getByRole('table', { name: 'Pages' });
  await expect(table.getByRole('link', { name: 'Flyer', exact: true })).toHaveAttribute(
    'href',
    '/admin/pages/flyer',
  );
  await table.getByRole('link', { name: 'Services', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/pages\/services$/);
  await expect(page.getByRole('link', { name: 'Voir la page' })).toHaveAttribute(
    'href',
    '/services',
  );
  await expect(sectionForm(page, 'Domaine : partenariat Shopify')).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);

  await page.goto('/admin/pages?lang=fr');
  await table.getByRole('link', { name: 'Contact', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/pages\/contact$/);
  await expect(page.getByRole('link', { name: 'Voir la page' })).toHaveAttribute(
    'href',
    '/contact',
  );
  expect(await accessibilityViolations(page)).toEqual([]);
  const bookingTitle = 'Carte de réservation';
  const booking = sectionForm(page, bookingTitle);
  const arabicPoints = (await openLanguage(booking, 'Arabe')).getByRole('group', {
    name: 'Points',
  });
  const arabicField = arabicPoints.getByLabel('Texte').nth(1);
  const seededArabic = await arabicField.inputValue();
  await arabicField.fill(arabicPoint);
  const darijaButton = (await openLanguage(booking, 'Darija')).getByLabel("Bouton d'action");
  const seededDarija = await darijaButton.inputValue();
  await darijaButton.fill('');
  await saveSection(booking, bookingTitle);
  await expect(page.getByText('Section publiée : elle est en ligne.')).toBeVisible();

  const card = page.locator('section[aria-labelledby="contact-booking-title"]');
  await page.goto(localizedHref('/contact', 'ar'));
  await expect(card.getByRole('listitem').nth(1)).toHaveText(arabicPoint);
  await page.goto(localizedHref('/contact', 'ar-ma'));
  await expect(card.locator('a span[lang="fr"][dir="ltr"]')).toHaveText('Choisir un créneau');
  await page.goto(localizedHref('/contact', 'fr'));
  await expect(card).toBeVisible();
  await expect(page.getByText(mark)).toHaveCount(0);

  // Hidden: the card leaves the page, the form stays.
  await page.goto('/admin/pages/contact');
  const hidden = sectionForm(page, bookingTitle);
  await hidden.getByRole('checkbox', { name: 'Afficher cette section' }).uncheck();
  await saveSection(hidden, bookingTitle);
  await expect(hidden.getByText('Cette section est masquée sur le site.')).toBeVisible();
  await page.goto(localizedHref('/contact', 'fr'));
  await expect(card).toHaveCount(0);
  await expect(page.locator('#contact-form')).toBeVisible();

  // Put back as seeded: shown, the Arabic promise and the Darija button.
  await page.goto('/admin/pages/contact');
  const again = sectionForm(page, bookingTitle);
  await again.getByRole('checkbox', { name: 'Afficher cette section' }).check();
  await (
    await openLanguage(again, 'Arabe')
  )
    .getByRole('group', { name: 'Points' })
    .getByLabel('Texte')
    .nth(1)
    .fill(seededArabic);
  await (await openLanguage(again, 'Darija')).getByLabel("Bouton d'action").fill(seededDarija);
  await saveSection(again, bookingTitle);
  await expect(page.getByText('Section publiée : elle est en ligne.')).toBeVisible();
  await page.goto(localizedHref('/contact', 'ar'));
  await expect(card.getByRole('listitem').nth(1)).toHaveText(seededArabic);
});

test("an editor changes the landing pages' shared words once, and every landing page follows", async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const mark = `الخدمات ${randomUUID().slice(0, 8)}`;
  await signInAs(page, 'editor', '/admin/pages');
  await page.goto('/admin/landing-pages?lang=fr');
  await page.getByRole('link', { name: /Pages de destination : textes communs/ }).click();
  await expect(page).toHaveURL(/\/admin\/pages\/landing$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Pages de destination : textes communs' }),
  ).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);
  await page.screenshot({
    path: testInfo.outputPath('landing-shared-fr-1280.png'),
    fullPage: true,
  });

  // The features' eyebrow in Darija: saved once, shown on two landing pages of different kinds.
  const features = sectionForm(page, 'Services');
  const darija = (await openLanguage(features, 'Darija')).getByLabel('Surtitre', { exact: true });
  const seeded = await darija.inputValue();
  await darija.fill(mark);
  await saveSection(features, 'Services');
  await expect(page.getByText('Section publiée : elle est en ligne.')).toBeVisible();
  for (const slug of ['geneve', 'ecommerce']) {
    await page.goto(localizedHref(`/services/${slug}`, 'ar-ma'));
    await expect(page.getByText(mark)).toBeVisible();
  }
  await page.goto(localizedHref('/services/geneve', 'ar'));
  await expect(page.getByText(mark)).toHaveCount(0);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/admin/pages/landing?lang=en');
  const again = sectionForm(page, 'Services');
  await (await openLanguage(again, 'Darija')).getByLabel('Eyebrow', { exact: true }).fill(seeded);
  await page.screenshot({ path: testInfo.outputPath('landing-shared-en-390.png'), fullPage: true });
  await again.getByRole('button', { name: 'Publish “Services”' }).click();
  await expect(page.getByText('Section published: it is live.')).toBeVisible();
  await page.goto(localizedHref('/services/geneve', 'ar-ma'));
  await expect(page.getByText(mark)).toHaveCount(0);
});

// The words every service page shares (decision 057), reached from the services' screens: the
// Arabic price note saved once shows on two Arabic service pages, not on the French or Darija
// one; axe on the form; put back.
test("an editor changes the service pages' shared words once, and every service page follows", async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const mark = `ملاحظة السعر ${randomUUID().slice(0, 8)}`;
  const sharedLink = page.getByRole('link', { name: /Pages de service : textes communs/ });
  await signInAs(page, 'editor', '/admin/pages');
  await page.goto('/admin/services/generation-leads?lang=fr');
  await expect(sharedLink).toHaveAttribute('href', '/admin/pages/service');
  await page.goto('/admin/services?lang=fr');
  await sharedLink.click();
  await expect(page).toHaveURL(/\/admin\/pages\/service$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Pages de service : textes communs' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Voir la page' })).toHaveAttribute(
    'href',
    '/services/generation-leads',
  );
  expect(await accessibilityViolations(page)).toEqual([]);
  await page.screenshot({
    path: testInfo.outputPath('service-shared-fr-1280.png'),
    fullPage: true,
  });

  const pricing = sectionForm(page, 'Carte du tarif');
  const arabic = (await openLanguage(pricing, 'Arabe')).getByLabel('Note sous le prix', {
    exact: true,
  });
  const seeded = await arabic.inputValue();
  await arabic.fill(mark);
  await saveSection(pricing, 'Carte du tarif');
  await expect(page.getByText('Section publiée : elle est en ligne.')).toBeVisible();
  for (const slug of ['generation-leads', 'agents-ia']) {
    await page.goto(localizedHref(`/services/${slug}`, 'ar'));
    await expect(page.getByText(mark)).toBeVisible();
  }
  for (const locale of ['fr', 'ar-ma'] as const) {
    await page.goto(localizedHref('/services/generation-leads', locale));
    await expect(page.getByText(mark)).toHaveCount(0);
  }

  await page.goto('/admin/pages/service');
  const again = sectionForm(page, 'Carte du tarif');
  const arabicAgain = await openLanguage(again, 'Arabe');
  await arabicAgain.getByLabel('Note sous le prix', { exact: true }).fill(seeded);
  await saveSection(again, 'Carte du tarif');
  await expect(page.getByText('Section publiée : elle est en ligne.')).toBeVisible();
  await page.goto(localizedHref('/services/generation-leads', 'ar'));
  await expect(page.getByText(seeded)).toBeVisible();
  await expect(page.getByText(mark)).toHaveCount(0);
});

// The about page made of sections (decision 053): an editor adds a team member in French without
// initials but with a photo, moves them first by keyboard and saves. The French page shows them
// first with their photo; the Arabic page, with no translation, shows the French name marked as
// French and left to right, and the same photo; the testimonial form now knows them as the
// agency's. The member is removed at the end, so the other specs read the about page as seeded.
test('an editor adds a team member to the about page, moves them first and removes them', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const mark = randomUUID().slice(0, 8);
  const name = `Zoé Martin`;
  const role = `Consultante ${mark}`;
  await signInAs(page, 'editor', '/admin/pages');
  await page.goto('/admin/pages?lang=fr');
  await page.getByRole('link', { name: 'À propos' }).click();
  await expect(page).toHaveURL(/\/admin\/pages\/about$/);
  await expect(page.getByRole('link', { name: 'Voir la page' })).toHaveAttribute('href', '/about');

  const team = sectionForm(page, 'Équipe');
  const members = (await openLanguage(team, 'Français')).getByRole('group', {
    name: "Membres de l'équipe",
  });
  await members.getByRole('button', { name: 'Ajouter un élément' }).click();
  await members.getByLabel('Nom (obligatoire)').nth(3).fill(name);
  await members.getByLabel('Fonction (obligatoire)').nth(3).fill(role);
  await members.getByLabel('Présentation (obligatoire)').nth(3).fill('Elle audite vos processus.');
  await expect(members.getByLabel(/^Initiales/).nth(3)).toHaveValue('');
  // A photo, uploaded in the form: it replaces the monogram on every language's page.
  const photo = await sharp({
    create: { width: 96, height: 96, channels: 3, background: '#38bdf8' },
  })
    .png()
    .toBuffer();
  await members
    .getByLabel(/^Photo/)
    .nth(3)
    .setInputFiles({ name: 'zoe.png', mimeType: 'image/png', buffer: photo });
  await expect(members.getByText('Image envoyée')).toBeVisible();
  // By keyboard, up to the first place: the focus follows the member, and at the top (where
  // "Monter" is disabled) goes to its "Descendre".
  await members.getByRole('button', { name: 'Monter (élément 4)' }).focus();
  for (const position of [3, 2, 1]) {
    await page.keyboard.press('Enter');
    const action = position === 1 ? 'Descendre' : 'Monter';
    await expect(
      members.getByRole('button', { name: `${action} (élément ${position})` }),
    ).toBeFocused();
  }
  // The list's own live region, after its items (each photo field has one too).
  await expect(members.getByRole('status').last()).toHaveText(
    'Élément déplacé en position 1 sur 4.',
  );
  await expect(members.getByLabel('Nom (obligatoire)').first()).toHaveValue(name);
  // The Arabic tab draws the new member too, first, its fields empty.
  const arabic = await openLanguage(team, 'Arabe');
  await expect(arabic.getByLabel('Nom', { exact: true })).toHaveCount(4);
  await expect(arabic.getByLabel('Nom', { exact: true }).first()).toHaveValue('');
  await expect(arabic.getByLabel('Nom', { exact: true }).nth(1)).toHaveValue('مارك فافر');
  expect(await accessibilityViolations(page)).toEqual([]);
  await team.getByRole('button', { name: 'Publier « Équipe »' }).click();
  await expect(page.getByText('Section publiée : elle est en ligne.')).toBeVisible();

  const cards = page.locator('section[aria-labelledby="team-title"] li');
  await page.goto(localizedHref('/about', 'fr'));
  await expect(cards).toHaveCount(4);
  await expect(cards.first().getByRole('heading', { level: 3 })).toHaveText(name);
  await expect(cards.first()).toContainText(role);
  await expect(cards.first().locator('img')).toHaveAttribute(
    'src',
    /%2Fuploads%2F[0-9a-f]{32}\.webp/,
  );
  await expect(cards.first().getByText('ZM')).toHaveCount(0);
  await expect(cards.nth(1).locator('img')).toHaveCount(0);
  await page.goto(localizedHref('/about', 'ar'));
  await expect(cards.first().locator('img')).toHaveCount(1);
  await expect(cards.first().locator('h3 span[lang="fr"][dir="ltr"]')).toHaveText(name);
  await expect(cards.nth(1).getByRole('heading', { level: 3 })).toHaveText('مارك فافر');

  // The testimonial form knows the new member as one of the agency's people.
  await page.goto('/admin/testimonials/new');
  await page.getByLabel('Nom', { exact: true }).fill('zoe martin');
  await expect(
    page.getByRole('status').filter({ hasText: "fait partie de l'équipe" }),
  ).toContainText(name);

  // Removed again: the about page is as seeded.
  await page.goto('/admin/pages/about');
  const again = sectionForm(page, 'Équipe');
  await (
    await openLanguage(again, 'Français')
  )
    .getByRole('button', { name: 'Retirer (élément 1)' })
    .click();
  await again.getByRole('button', { name: 'Publier « Équipe »' }).click();
  await expect(page.getByText('Section publiée : elle est en ligne.')).toBeVisible();
  await page.goto(localizedHref('/about', 'fr'));
  await expect(cards).toHaveCount(3);
  await expect(page.getByText(role)).toHaveCount(0);
});

// The home's technologies as a list (decision 063): a platform added with its own address (an
// address that is not https is refused beside its field, nothing typed lost), shown on the home
// in every language with the generic icon, offered only in French; then removed again.
test("an editor adds a platform to the home's technologies, with its address, and removes it", async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const purpose = `Automatisations visuelles ${randomUUID().slice(0, 8)}`;
  await signInAs(page, 'editor', '/admin/pages/home');
  const technologies = sectionForm(page, 'Technologies');
  const platforms = (await openLanguage(technologies, 'Français')).getByRole('group', {
    name: 'Plateformes',
  });
  await platforms.getByRole('button', { name: 'Ajouter un élément' }).click();
  await platforms.getByLabel('Nom (obligatoire)').nth(4).fill('Make');
  const address = platforms.getByLabel(/^Adresse de son site/).nth(4);
  await address.fill('http://www.make.com');
  await platforms.getByLabel('Rôle de la plateforme (obligatoire)').nth(4).fill(purpose);
  await saveSection(technologies, 'Technologies');
  await expect(address).toHaveAccessibleDescription(
    'Saisissez une adresse complète commençant par https://.',
  );
  await expect(platforms.getByLabel('Rôle de la plateforme (obligatoire)').nth(4)).toHaveValue(
    purpose,
  );
  await address.fill('https://www.make.com');
  await technologies.screenshot({ path: testInfo.outputPath('technologies-form-fr-1280.png') });
  // The address is French's for every language: a translation's tab does not offer it.
  const arabic = await openLanguage(technologies, 'Arabe');
  await expect(arabic.getByLabel('Nom', { exact: true })).toHaveCount(5);
  await expect(arabic.getByLabel(/^Adresse de son site/)).toHaveCount(0);
  // The section audited: the whole screen is, in the hero's test.
  expect(await accessibilityViolations(page, sectionSelector('technologies'))).toEqual([]);
  await saveSection(technologies, 'Technologies');
  await expect(page.getByText('Section publiée : elle est en ligne.')).toBeVisible();

  const cards = page.locator('#home-technologies li');
  await page.goto(localizedHref('/', 'fr'));
  await expect(cards).toHaveCount(5);
  await expect(cards.last().getByRole('heading', { level: 3 })).toHaveText('Make');
  await expect(cards.last()).toContainText(purpose);
  await expect(cards.last().getByRole('link')).toHaveAttribute('href', 'https://www.make.com');
  await expect(cards.last()).toContainText('make.com');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(localizedHref('/', 'ar'));
  await expect(cards.last().locator('p span[lang="fr"][dir="ltr"]')).toHaveText(purpose);
  await page
    .locator('#home-technologies')
    .screenshot({ path: testInfo.outputPath('technologies-ar-390.png') });
  await expect(cards.first().getByRole('heading', { level: 3 })).toHaveText('n8n');

  await page.goto('/admin/pages/home');
  const again = sectionForm(page, 'Technologies');
  await (
    await openLanguage(again, 'Français')
  )
    .getByRole('button', { name: 'Retirer (élément 5)' })
    .click();
  await saveSection(again, 'Technologies');
  await expect(page.getByText('Section publiée : elle est en ligne.')).toBeVisible();
  await page.goto(localizedHref('/', 'fr'));
  await expect(cards).toHaveCount(4);
});

// The newsletter's pages (decision 058): an editor rewrites the archive's Arabic title; the
// Arabic archive shows it at once, the French one keeps its own; put back, so the campaigns'
// spec reads the archive as seeded. Axe on the page's forms.
test("an editor rewrites the newsletter archive's Arabic title, and only its Arabic page follows", async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const mark = `رسائلنا ${randomUUID().slice(0, 8)}`;
  const archiveTitle = 'Archive des lettres';
  const heading = page.getByRole('heading', { level: 1 });
  await signInAs(page, 'editor', '/admin/pages');
  await page.goto('/admin/pages?lang=fr');
  await page
    .getByRole('link', { name: 'Newsletter : archive, confirmation, désinscription' })
    .click();
  await expect(page).toHaveURL(/\/admin\/pages\/newsletter$/);
  await expect(page.getByRole('link', { name: 'Voir la page' })).toHaveAttribute(
    'href',
    '/newsletter',
  );
  expect(await accessibilityViolations(page)).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath('newsletter-fr-1280.png'), fullPage: true });

  const archive = sectionForm(page, archiveTitle);
  const arabic = (await openLanguage(archive, 'Arabe')).getByLabel('Titre', { exact: true });
  const seeded = await arabic.inputValue();
  await arabic.fill(mark);
  await saveSection(archive, archiveTitle);
  await expect(page.getByText('Section publiée : elle est en ligne.')).toBeVisible();
  await page.goto(localizedHref('/newsletter', 'ar'));
  await expect(heading).toHaveText(mark);
  await page.goto(localizedHref('/newsletter', 'fr'));
  await expect(heading).toHaveText('Nos lettres');

  await page.goto('/admin/pages/newsletter');
  const again = sectionForm(page, archiveTitle);
  await (await openLanguage(again, 'Arabe')).getByLabel('Titre', { exact: true }).fill(seeded);
  await saveSection(again, archiveTitle);
  await expect(page.getByText('Section publiée : elle est en ligne.')).toBeVisible();
  await page.goto(localizedHref('/newsletter', 'ar'));
  await expect(heading).toHaveText(seeded);
});

// The blog list's words (decision 056): listed after the flyer, viewed at /blog; the Arabic
// pillars' heading edited shows on the Arabic list only, the Darija newsletter button left empty
// shows the French one marked as French and left to right, the summary band hidden leaves the
// list. Put back after.
test("an editor edits the blog list's words", async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const mark = randomUUID().slice(0, 8);
  const arabicTitle = `المقالات المرجعية ${mark}`;
  await signInAs(page, 'editor', '/admin/pages');
  await page.goto('/admin/pages?lang=fr');
  await page
    .getByRole('table', { name: 'Pages' })
    .getByRole('link', { name: 'Blog', exact: true })
    .click();
  await expect(page).toHaveURL(/\/admin\/pages\/blog$/);
  await expect(page.getByRole('link', { name: 'Voir la page' })).toHaveAttribute('href', '/blog');
  expect(await accessibilityViolations(page)).toEqual([]);

  const pillarsTitle = 'Articles piliers';
  const newsletterTitle = 'Inscription à la newsletter';
  const summaryTitle = 'Le blog en chiffres';
  const toggleLabel = "Bouton qui ouvre l'inscription";
  const saveOn = (title: string, change: (form: Locator) => Promise<void>) =>
    saveSectionOn(page, '/admin/pages/blog', title, change);
  const pillars = sectionForm(page, pillarsTitle);
  const seededArabic = await (
    await openLanguage(pillars, 'Arabe')
  )
    .getByLabel('Titre')
    .inputValue();
  const newsletter = sectionForm(page, newsletterTitle);
  const seededToggle = await (
    await openLanguage(newsletter, 'Darija')
  )
    .getByLabel(toggleLabel)
    .inputValue();
  await saveOn(pillarsTitle, async (form) =>
    (await openLanguage(form, 'Arabe')).getByLabel('Titre').fill(arabicTitle),
  );
  await saveOn(newsletterTitle, async (form) =>
    (await openLanguage(form, 'Darija')).getByLabel(toggleLabel).fill(''),
  );
  // The summary band hidden leaves the list without it.
  await saveOn(summaryTitle, (form) =>
    form.getByRole('checkbox', { name: 'Afficher cette section' }).uncheck(),
  );

  await page.goto(localizedHref('/blog', 'ar'));
  await expect(page.getByRole('heading', { name: arabicTitle })).toBeVisible();
  await page.goto(localizedHref('/blog', 'ar-ma'));
  await expect(page.locator('details summary span[lang="fr"][dir="ltr"]')).toHaveText(
    'Recevoir nos guides exclusifs',
  );
  await page.goto(localizedHref('/blog', 'fr'));
  await expect(page.getByText(mark)).toHaveCount(0);
  await expect(page.getByRole('heading', { name: summaryTitle })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: pillarsTitle })).toBeVisible();

  // Put back as seeded.
  await saveOn(summaryTitle, (form) =>
    form.getByRole('checkbox', { name: 'Afficher cette section' }).check(),
  );
  await saveOn(pillarsTitle, async (form) =>
    (await openLanguage(form, 'Arabe')).getByLabel('Titre').fill(seededArabic),
  );
  await saveOn(newsletterTitle, async (form) =>
    (await openLanguage(form, 'Darija')).getByLabel(toggleLabel).fill(seededToggle),
  );
  await page.goto(localizedHref('/blog', 'fr'));
  await expect(page.getByRole('heading', { name: summaryTitle })).toBeVisible();
  await page.goto(localizedHref('/blog', 'ar'));
  await expect(page.getByRole('heading', { name: seededArabic })).toBeVisible();
});

// The words every article shares (issue 29): the Arabic price answer saved once shows in the
// Arabic article's FAQ and its FAQPage data, not in the French one; the Darija call to action's
// title left empty shows the French one marked as French and left to right. Put back after.
test("an editor changes the articles' shared words once, and the articles follow", async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const mark = `من CHF 4,000 ${randomUUID().slice(0, 8)}`;
  const faqTitle = 'Questions fréquentes de chaque article';
  const ctaTitle = "Appel à l'action après la FAQ";
  const article = (locale: 'fr' | 'ar' | 'ar-ma') => localizedHref(`/blog/${n8nSlugs.fr}`, locale);
  // The answers the article's FAQPage data gives, as a search engine reads them.
  const describedAnswers = async () => {
    const blocks = await page
      .locator('section[aria-labelledby="article-faq-title"] script[type="application/ld+json"]')
      .allTextContents();
    return blocks
      .map((block) => JSON.parse(block) as { mainEntity?: { acceptedAnswer: { text: string } }[] })
      .flatMap((data) => data.mainEntity ?? [])
      .map((entity) => entity.acceptedAnswer.text);
  };
  await signInAs(page, 'editor', '/admin/pages');
  await page.goto('/admin/pages?lang=fr');
  await page
    .getByRole('table', { name: 'Pages' })
    .getByRole('link', { name: 'Articles : textes communs' })
    .click();
  await expect(page).toHaveURL(/\/admin\/pages\/article$/);
  await expect(page.getByRole('link', { name: 'Voir la page' })).toHaveAttribute(
    'href',
    `/blog/${n8nSlugs.fr}`,
  );
  expect(await accessibilityViolations(page)).toEqual([]);
  await page.screenshot({
    path: testInfo.outputPath('article-shared-fr-1280.png'),
    fullPage: true,
  });

  // Fills one field and gives back what it held.
  const saveOn = (title: string, language: string, label: string, value: string) =>
    saveSectionOn(page, '/admin/pages/article', title, async (form) => {
      const input = (await openLanguage(form, language)).getByLabel(label, { exact: true });
      const before = await input.inputValue();
      await input.fill(value);
      return before;
    });
  const seededAnswer = await saveOn(faqTitle, 'Arabe', 'Réponse sur le prix', mark);
  const seededCta = await saveOn(ctaTitle, 'Darija', 'Titre', '');

  await page.goto(article('ar'));
  await expect(page.locator('#article-faq-title ~ div').getByText(mark)).toHaveCount(1);
  expect(await describedAnswers()).toContain(mark);
  await page.goto(article('fr'));
  await expect(page.getByText(mark)).toHaveCount(0);
  expect(await describedAnswers()).not.toContain(mark);
  expect(await describedAnswers()).toHaveLength(6);
  await page.goto(article('ar-ma'));
  await expect(page.locator('#article-cta-title span[lang="fr"][dir="ltr"]')).toHaveText(
    textOf(articleSharedSectionSeeds.fr.cta, 'title'),
  );

  await saveOn(faqTitle, 'Arabe', 'Réponse sur le prix', seededAnswer);
  await saveOn(ctaTitle, 'Darija', 'Titre', seededCta);
  await page.goto(article('ar'));
  await expect(page.getByText(mark)).toHaveCount(0);
  await page.goto(article('ar-ma'));
  await expect(page.locator('#article-cta-title')).toHaveText(seededCta);
});

// Versions (decision 064): a save keeps the state it replaced and its own; the history compares
// them word by word per language and restores the earlier one, itself a new version, live at once.
test('an editor compares two versions of a section word by word and restores the earlier one', async ({
  page,
}, testInfo) => {
  const title = 'Durée de conservation';
  await signInAs(page, 'editor', '/admin/pages/privacy');
  await saveSectionOn(page, '/admin/pages/privacy', title, async (form) => {
    await (await openLanguage(form, 'Arabe')).getByLabel('Titre').fill('مدة الحفظ والحذف');
  });
  // At once after the save: the saved form no longer counts as changed, so nothing asks first.
  await sectionForm(page, title)
    .getByRole('link', { name: `Historique de la section « ${title} »` })
    .click();
  await expect(page).toHaveURL(/\/admin\/pages\/privacy\/history\/retention$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Historique : ${title}`);
  const versions = page.getByRole('table', { name: /^Versions de la section/ });
  const rows = versions.locator('tbody tr');
  const kept = await rows.count();
  const newest = kept; // numbered from 1, newest first
  await expectWordAddedInHistory(page, testInfo, {
    language: 'Arabe',
    from: newest - 1,
    to: newest,
    added: /والحذف/,
  });

  page.once('dialog', (dialog) => void dialog.accept());
  await versions
    .getByRole('button', { name: `Restaurer la version ${newest - 1}`, exact: true })
    .click();
  await expect(
    page.getByText(`Version ${newest - 1} restaurée : elle est en ligne.`),
  ).toBeVisible();
  await expect(rows).toHaveCount(kept + 1);
  await expect(rows.first()).toContainText('Restauration');
  await page.goto(localizedHref('/privacy', 'ar'));
  await expect(page.getByRole('heading', { name: 'مدة الحفظ', exact: true })).toBeVisible();

  // The editor's other choice: the changed version back as the section's draft, nothing live.
  try {
    await page.goto('/admin/pages/privacy/history/retention');
    page.once('dialog', (dialog) => void dialog.accept());
    await versions
      .getByRole('button', { name: `Restaurer la version ${newest} en brouillon` })
      .click();
    await expect(page.getByText(`Version ${newest} restaurée en brouillon`)).toBeVisible();
    await expect(rows).toHaveCount(kept + 1);
    await page.goto('/admin/pages/privacy');
    await expect(
      (await openLanguage(sectionForm(page, title), 'Arabe')).getByLabel('Titre'),
    ).toHaveValue('مدة الحفظ والحذف');
    const visitorPage = await page.request.get(localizedHref('/privacy', 'ar'));
    expect(await visitorPage.text()).not.toContain('والحذف');
  } finally {
    discardDraftOf('privacy', 'retention');
  }
});

/** Drops a section's draft in the e2e database, whatever the test left (section-draft-cli.ts). */
function discardDraftOf(page: string, section: string) {
  const result = spawnSync(
    'node_modules/.bin/tsx',
    ['--conditions=react-server', 'e2e/support/section-draft-cli.ts', page, section],
    { encoding: 'utf8', timeout: 60_000 },
  );
  if (result.status !== 0) throw new Error(`discarding the draft failed:\n${result.stderr}`);
}

test('an editor previews an Arabic draft beside the French page at 390 px, publishes, changes, compares and restores; visitors see what is published', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const mark = randomUUID().slice(0, 8);
  const visitor = await browser.newContext();
  const sitemap = await (await visitor.request.get('/sitemap.xml')).text();
  try {
    await signInAs(page, 'editor', '/admin/pages/about');
    await page.goto('/admin/pages/about');
    const hero = sectionForm(page, 'Accroche');
    // The preview opens in a tab of its own, beside the editor.
    const [preview] = await Promise.all([
      page.waitForEvent('popup'),
      hero
        .getByRole('link', { name: 'Aperçu de la page avec le brouillon de « Accroche »' })
        .click(),
    ]);
    await preview.setViewportSize({ width: 1280, height: 900 });
    await expect(preview).toHaveURL(/\/admin\/pages\/about\/preview/);
    await preview.getByRole('radio', { name: 'Téléphone, 390 px' }).check();
    await expect(preview.locator('iframe[data-preview-locale="ar"]')).toHaveAttribute(
      'width',
      '390',
    );
    const arabic = preview.frameLocator('iframe[data-preview-locale="ar"]');
    const french = preview.frameLocator('iframe[data-preview-locale="fr"]');
    await expect(arabic.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(french.locator('h1')).toBeVisible();

    // Typed in the editor, saved by its autosave: the preview's frame follows, the editor stays.
    const eyebrow = (await openLanguage(hero, 'Arabe')).getByLabel('Surtitre', { exact: true });
    const seeded = await eyebrow.inputValue();
    const first = `مسودة ${mark}`;
    await eyebrow.fill(first);
    // The autosave's 2 s, the preview's next beat and a render: generous on a busy machine (the
    // bench measures the refresh itself).
    await expect(arabic.getByText(first)).toBeVisible({ timeout: 15_000 });
    await expect(french.getByText(first)).toHaveCount(0);
    await preview.screenshot({
      path: testInfo.outputPath('preview-fr-ar-390.png'),
      fullPage: true,
    });
    const second = `مسودة ثانية ${mark}`;
    await eyebrow.fill(second);
    await expect(arabic.getByText(second)).toBeVisible({ timeout: 15_000 });
    await expect(eyebrow).toHaveValue(second);

    // The preview's own answer: never kept, never indexed, framed by the site only.
    const answer = await preview.request.get('/about?lang=ar');
    const html = await answer.text();
    expect(html).toContain(second);
    expect(html).toMatch(/<meta name="robots" content="noindex, nofollow"/);
    expect(answer.headers()['cache-control']).toContain('no-store');
    expect(answer.headers()['x-robots-tag']).toContain('noindex');
    expect(answer.headers()['x-frame-options']).toBe('SAMEORIGIN');

    // A visitor, and the sitemap, see nothing of it.
    const published = await visitor.request.get('/about?lang=ar');
    expect(await published.text()).not.toContain(mark);
    expect(published.headers()['x-frame-options']).toBe('DENY');
    expect(published.headers()['x-robots-tag']).toBeUndefined();
    expect(await (await visitor.request.get('/sitemap.xml')).text()).toBe(sitemap);

    await preview.getByRole('radio', { name: 'Ordinateur, 1280 px' }).check();
    await expect(arabic.getByText(second)).toBeVisible();
    await expect(french.locator('h1')).toBeVisible();
    await preview.screenshot({
      path: testInfo.outputPath('preview-fr-ar-1280.png'),
      fullPage: true,
    });

    // Published from the editor: now the visitor reads it.
    const visitorReads = async () => (await visitor.request.get('/about?lang=ar')).text();
    await saveSection(hero, 'Accroche');
    await expect(page.getByText('Section publiée : elle est en ligne.')).toBeVisible();
    await expect.poll(visitorReads).toContain(second);
    // Changed again: a draft the visitor does not see, until it is published too.
    await page.goto('/admin/pages/about');
    const again = sectionForm(page, 'Accroche');
    const third = `${second} معدلة`;
    await (await openLanguage(again, 'Arabe')).getByLabel('Surtitre', { exact: true }).fill(third);
    await expect(again.getByText(/^Brouillon enregistré à \d\d:\d\d:\d\d$/)).toBeVisible();
    expect(await visitorReads()).not.toContain('معدلة');
    await saveSection(again, 'Accroche');
    await expect(page.getByText('Section publiée : elle est en ligne.')).toBeVisible();
    await expect.poll(visitorReads).toContain(third);
    // The history compares the two publishes word by word, and restores the first.
    await page.goto('/admin/pages/about/history/hero');
    const versions = page.getByRole('table', { name: /^Versions de la section/ });
    const newest = await versions.locator('tbody tr').count();
    await expectWordAddedInHistory(page, testInfo, {
      language: 'Arabe',
      from: newest - 1,
      to: newest,
      added: /معدلة/,
    });
    await page.setViewportSize({ width: 1280, height: 900 });
    page.once('dialog', (dialog) => void dialog.accept());
    await versions
      .getByRole('button', { name: `Restaurer la version ${newest - 1}`, exact: true })
      .click();
    await expect(
      page.getByText(`Version ${newest - 1} restaurée : elle est en ligne.`),
    ).toBeVisible();
    await expect.poll(visitorReads).not.toContain('معدلة');
    expect(await visitorReads()).toContain(second);
    // Put back as seeded, for the specs after.
    await saveSectionOn(page, '/admin/pages/about', 'Accroche', async (form) => {
      await (
        await openLanguage(form, 'Arabe')
      )
        .getByLabel('Surtitre', { exact: true })
        .fill(seeded);
    });
    await expect.poll(visitorReads).not.toContain(mark);
  } finally {
    discardDraftOf('about', 'hero');
    await visitor.close();
  }
});

// Drafts (decision 068): an Arabic change saved as a draft (by the autosave, then its button)
// stays off the visitors' page (the pages list marks the page), the form shows it back on a new
// visit; "Publier" makes it live.
// Put back after.
test('an Arabic draft reaches no visitor until it is published', async ({
  page,
  browser,
  baseURL,
}) => {
  const title = "Cookies et mesure d'audience";
  const mark = randomUUID().slice(0, 8);
  // A visitor: a browser of its own, signed in nowhere.
  const visitor = await browser.newPage({ baseURL });
  const visitorTitle = visitor.locator('#cookies-title');
  await signInAs(page, 'editor', '/admin/pages/privacy');
  await page.goto('/admin/pages/privacy');
  const arabic = (await openLanguage(sectionForm(page, title), 'Arabe')).getByLabel('Titre');
  const seeded = await arabic.inputValue();
  // Typing stops: the draft saves itself, quietly; then by its button.
  await arabic.fill(`${seeded} ${mark}`);
  await expect(
    sectionForm(page, title).getByText(/^Brouillon enregistré à \d\d:\d\d:\d\d$/),
  ).toBeVisible();
  await sectionForm(page, title)
    .getByRole('button', { name: `Enregistrer le brouillon de « ${title} »` })
    .click();
  await expect(page.getByText('Brouillon enregistré.')).toBeVisible();

  await visitor.goto(localizedHref('/privacy', 'ar'));
  await expect(visitorTitle).toHaveText(seeded);
  await page.goto('/admin/pages');
  await expect(
    page
      .getByRole('row', { name: /Politique de confidentialité/ })
      .getByText(/brouillon non publié/),
  ).toBeVisible();

  await page.goto('/admin/pages/privacy');
  const form = sectionForm(page, title);
  await expect(form.getByText(/^Brouillon non publié — enregistré par/)).toBeVisible();
  await expect((await openLanguage(form, 'Arabe')).getByLabel('Titre')).toHaveValue(
    `${seeded} ${mark}`,
  );
  await saveSection(form, title);
  await expect(page.getByText('Section publiée : elle est en ligne.')).toBeVisible();
  await visitor.goto(localizedHref('/privacy', 'ar'));
  await expect(visitorTitle).toHaveText(`${seeded} ${mark}`);

  await saveSectionOn(page, '/admin/pages/privacy', title, async (again) => {
    await (await openLanguage(again, 'Arabe')).getByLabel('Titre').fill(seeded);
  });
  await visitor.close();
});

// Scheduled publication (decision 070): a section's draft is scheduled at a Zurich time, a time
// past refused beside the field; the pending schedule is shown, then cancelled, and the draft
// discarded, so the terms stay as seeded. (One a minute ahead would wait for the pass: the
// publish itself is the integration tests'.)
test('an editor schedules a section draft, sees it pending and cancels it', async ({ page }) => {
  const title = 'Modalités de paiement';
  await signInAs(page, 'editor', '/admin/pages/terms');
  await page.goto('/admin/pages/terms');
  const form = sectionForm(page, title);
  await (await openLanguage(form, 'Anglais')).getByLabel('Titre').fill('Payment (scheduled)');
  await form.getByRole('button', { name: `Enregistrer le brouillon de « ${title} »` }).click();
  await expect(page.getByText('Brouillon enregistré.')).toBeVisible();
  await page.reload();

  const schedule = page.getByRole('region', { name: `Publication programmée de « ${title} »` });
  const when = schedule.getByLabel('Programmer la publication du brouillon');
  const submit = schedule.getByRole('button', {
    name: `Programmer la publication de « ${title} »`,
  });
  await when.fill('2020-01-01T10:00');
  await submit.click();
  await expect(schedule.getByText('Choisissez un moment dans le futur.')).toBeVisible();
  await when.fill('2099-06-01T10:30');
  await submit.click();
  await expect(schedule.getByText(/^Publication programmée le .*2099.*10:30, par /)).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);

  await schedule
    .getByRole('button', { name: `Annuler la publication programmée de « ${title} »` })
    .click();
  await expect(page.getByText('Publication programmée annulée')).toBeVisible();
  await expect(schedule.getByText(/^Publication programmée le/)).toHaveCount(0);
  page.once('dialog', (dialog) => void dialog.accept());
  await form.getByRole('button', { name: `Abandonner le brouillon de « ${title} »` }).click();
  await expect(page.getByText('Brouillon abandonné')).toBeVisible();
  await expect(schedule).toHaveCount(0);
});
