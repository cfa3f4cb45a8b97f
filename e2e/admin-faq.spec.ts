// Issue 29, the FAQ entries: an editor writes a question for the home page, in French first (the
// Arabic page shows the French text, marked as French, until it is translated), translates its
// answer into Arabic with the French beside the field, moves it up and sees the home page and its
// FAQPage data follow; an empty question is refused beside the field, keeping what was typed; a
// second editor's save from an older copy is refused with a way to reload; the translation status
// screen lists the question as missing, then as incomplete in Arabic; in the French admin, the
// history compares the Arabic answer with the version before it and restores that one (decision
// 064); axe finds nothing on the list, the form, the status screen and the history. In the French admin at 1280 px and the English admin at
// 390 px (the admin's two languages; the Arabic is the content's).
//
// Other specs of this project read the home page but none looks at its FAQ: this spec works on a
// question of its own, placed on the home page only, and deletes it at the end, so the seeded
// questions end where they started.
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import {
  accessibilityViolations,
  expect,
  expectWordAddedInHistory,
  openLanguage,
  signInAs,
  test,
} from './support/admin';

// One question moves at a time: two runs moving theirs on the same page would change each other's
// neighbours. A long journey (write, translate, check the status screen, conflict, move, delete):
// on a busy two-core machine it outlasts the default 60 s, which only catches a hang.
test.describe.configure({ mode: 'serial', timeout: 180_000 });

const admins = [
  {
    lang: 'fr',
    width: 1280,
    texts: {
      newQuestion: 'Nouvelle question',
      question: 'Question',
      answer: 'Réponse',
      homePage: "Page d'accueil",
      create: 'Créer la question',
      save: 'Publier',
      staleNote: 'Le texte en ligne a changé',
      discard: 'Abandonner le brouillon',
      required: 'Ce champ est obligatoire.',
      french: 'Français',
      arabic: 'Arabe',
      frenchSource: 'Texte français',
      keywords: 'Mots-clés',
      conflict: "Quelqu'un d'autre a enregistré cette question",
      reload: 'Recharger',
      edit: (question: string) => `Modifier la question « ${question} »`,
      moveUp: (question: string) => `Monter « ${question} »`,
      publishOrder: "Publier l'ordre de « Page d'accueil »",
      scheduleOrder: 'Programmer la publication du brouillon',
      orderHistory: "Historique de l'ordre de « Page d'accueil »",
      orderHistoryBack: "Revenir à l'écran FAQ",
      delete: 'Supprimer',
      deleteTitle: 'Supprimer cette question ?',
      deleteConfirm: 'Supprimer définitivement',
      missing: 'Manquante',
      incomplete: 'Incomplète',
    },
  },
  {
    lang: 'en',
    width: 390,
    texts: {
      newQuestion: 'New question',
      question: 'Question',
      answer: 'Answer',
      homePage: 'Home page',
      create: 'Create the question',
      save: 'Publish',
      staleNote: 'The live text changed',
      discard: 'Discard the draft',
      required: 'This field is required.',
      french: 'French',
      arabic: 'Arabic',
      frenchSource: 'French text',
      keywords: 'Keywords',
      conflict: 'Someone else saved this question',
      reload: 'Reload',
      edit: (question: string) => `Edit the question “${question}”`,
      moveUp: (question: string) => `Move “${question}” up`,
      publishOrder: 'Publish the order of “Home page”',
      scheduleOrder: "Schedule the draft's publication",
      orderHistory: 'History of the order of “Home page”',
      orderHistoryBack: 'Back to the FAQ screen',
      delete: 'Delete',
      deleteTitle: 'Delete this question?',
      deleteConfirm: 'Delete permanently',
      missing: 'Missing',
      incomplete: 'Incomplete',
    },
  },
] as const;

/** The home page's FAQ as a visitor reads it: the questions in order, and its FAQPage data's. */
async function homeFaq(page: Page, query = '') {
  await page.goto(`/${query}`);
  const section = page.locator('section[aria-labelledby="home-faq-title"]');
  const questions = await section.locator('summary').allInnerTexts();
  const blocks = await section.locator('script[type="application/ld+json"]').allTextContents();
  const data = blocks.map(
    (block) => JSON.parse(block) as { '@type': string; mainEntity: { name: string }[] },
  );
  const faqPage = data.find((block) => block['@type'] === 'FAQPage');
  return {
    section,
    questions: questions.map((question) => question.trim()),
    described: faqPage?.mainEntity.map((entity) => entity.name) ?? [],
  };
}

/**
 * The question's row on the translation status screen (the FAQ listed whole): the state of its
 * English, Arabic and Moroccan texts, in that order.
 */
async function translationStates(page: Page, mark: string) {
  await page.goto('/admin/translations?kind=faq');
  const row = page.getByRole('row').filter({ hasText: mark });
  await expect(row).toHaveCount(1);
  return { row, cells: row.getByRole('cell').filter({ hasNot: page.getByRole('link') }) };
}

for (const { lang, width, texts } of admins) {
  test(`an editor writes, translates and moves a home page question (${lang} admin, ${width} px)`, async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width, height: 900 });
    const mark = randomUUID().slice(0, 8);
    const question = `Travaillez-vous le samedi ${mark} ?`;
    const answer = `Oui, sur rendez-vous **uniquement** (${mark}).`;
    const arabicAnswer = `نعم، بموعد مسبق فقط (${mark}).`;
    await signInAs(page, 'editor', '/admin/faq');
    await page.goto(`/admin/faq?lang=${lang}`);

    // A new question without its question: refused beside the field, the answer kept.
    await page.getByRole('link', { name: texts.newQuestion }).click();
    await page.getByRole('checkbox', { name: texts.homePage }).check();
    const french = await openLanguage(page, texts.french);
    await french.getByLabel(texts.answer).fill(answer);
    await page.getByRole('button', { name: texts.create }).click();
    await expect(french.getByText(texts.required)).toBeVisible();
    await expect(french.getByLabel(texts.question)).toBeFocused();
    await expect(french.getByLabel(texts.answer)).toHaveValue(answer);
    await french.getByLabel(texts.question).fill(question);
    await page.getByRole('button', { name: texts.create }).click();
    await expect(page).toHaveURL(/\/admin\/faq$/);

    // Not translated yet: the Arabic home page shows the French text, marked as French.
    const untranslated = await homeFaq(page, '?lang=ar');
    expect(untranslated.questions.at(-1)).toBe(question.replace(' ?', '\u00a0?'));
    await expect(
      untranslated.section.locator('summary span[lang="fr"][dir="ltr"]', { hasText: mark }),
    ).toHaveCount(1);
    await expect(
      untranslated.section.locator('div[lang="fr"][dir="ltr"] strong', { hasText: 'uniquement' }),
    ).toHaveCount(1);

    // The translation status lists it as missing in the three languages; its link opens it,
    // by keyboard; axe finds nothing on the screen.
    const untranslatedStates = await translationStates(page, mark);
    await expect(untranslatedStates.cells).toHaveText([
      texts.missing,
      texts.missing,
      texts.missing,
    ]);
    expect(await accessibilityViolations(page)).toEqual([]);
    await untranslatedStates.row.getByRole('link').focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/admin\/faq\/[0-9a-f-]+$/);

    // The Arabic answer, written with the French one beside the field.
    await page.goto('/admin/faq');
    await page.getByRole('link', { name: texts.edit(question) }).click();
    const arabic = await openLanguage(page, texts.arabic);
    await expect(arabic.getByText(texts.frenchSource).first()).toBeVisible();
    await expect(arabic.getByText(answer)).toBeVisible();
    expect(await accessibilityViolations(page)).toEqual([]);
    await arabic.getByLabel(texts.answer).fill(arabicAnswer);
    await page.getByRole('button', { name: texts.save }).click();
    await expect(page).toHaveURL(/\/admin\/faq$/);

    const arabicHome = await homeFaq(page, '?lang=ar');
    await arabicHome.section.locator('summary', { hasText: mark }).click();
    await expect(arabicHome.section.getByText(arabicAnswer)).toBeVisible();
    await expect(arabicHome.section.locator('div[lang="fr"]', { hasText: mark })).toHaveCount(0);
    // Its question still French only: Arabic is now incomplete, the others still missing.
    const { cells } = await translationStates(page, mark);
    await expect(cells).toHaveText([texts.missing, new RegExp(texts.incomplete), texts.missing]);

    const frenchHome = await homeFaq(page);
    await expect(frenchHome.section.getByText(arabicAnswer)).toHaveCount(0);
    await frenchHome.section.locator('summary', { hasText: mark }).click();
    await expect(frenchHome.section.locator('strong', { hasText: 'uniquement' })).toBeVisible();

    // Its history (the French admin's, whose words the helper reads): the Arabic answer against
    // the question as created; that version restored is live at once, the French shown again.
    if (lang === 'fr') {
      await page.goto('/admin/faq');
      await page.getByRole('link', { name: texts.edit(question) }).click();
      await page.getByRole('link', { name: 'Historique', exact: true }).click();
      await expect(page).toHaveURL(/\/admin\/faq\/[0-9a-f-]+\/history$/);
      await expectWordAddedInHistory(page, testInfo, {
        language: 'Arabe',
        from: 1,
        to: 2,
        added: new RegExp(mark),
      });
      await page.setViewportSize({ width, height: 900 });
      page.once('dialog', (confirm) => void confirm.accept());
      await page.getByRole('button', { name: 'Restaurer la version 1' }).click();
      await expect(page.getByText('Version 1 restaurée : elle est en ligne.')).toBeVisible();
      const restored = await homeFaq(page, '?lang=ar');
      await expect(restored.section.getByText(arabicAnswer)).toHaveCount(0);
      await expect(restored.section.locator('div[lang="fr"]', { hasText: mark })).toHaveCount(1);
    }

    // Two editors on the same question: the second publish is refused, not written over the
    // first; what the second typed is kept as their draft, shown with what differs once
    // reloaded, until they discard it for the published version (decision 071).
    await page.goto('/admin/faq');
    await page.getByRole('link', { name: texts.edit(question) }).click();
    await openLanguage(page, texts.french);
    const other = await page.context().newPage();
    await other.goto(page.url());
    await (await openLanguage(other, texts.french)).getByLabel(texts.keywords).fill('samedi');
    await other.getByRole('button', { name: texts.save }).click();
    await expect(other).toHaveURL(/\/admin\/faq$/);
    await other.close();
    const keywords = page
      .getByRole('tabpanel', { name: new RegExp(`^${texts.french}`) })
      .getByLabel(texts.keywords);
    await keywords.fill('week-end');
    await page.getByRole('button', { name: texts.save }).click();
    const conflict = page.getByRole('alert').filter({ hasText: texts.conflict });
    await expect(conflict).toBeVisible();
    await expect(keywords).toHaveValue('week-end');
    await conflict.getByRole('button', { name: texts.reload }).click();
    await expect(page.getByText(texts.staleNote)).toBeVisible();
    await expect((await openLanguage(page, texts.french)).getByLabel(texts.keywords)).toHaveValue(
      'week-end',
    );
    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('button', { name: texts.discard }).click();
    await expect((await openLanguage(page, texts.french)).getByLabel(texts.keywords)).toHaveValue(
      'samedi',
    );

    // Moved up one place: the home page and its FAQPage data follow.
    const shown = question.replace(' ?', '\u00a0?');
    const before = frenchHome.questions;
    expect(before.at(-1)).toBe(shown);
    expect(frenchHome.described).toEqual(before);
    await page.goto('/admin/faq');
    const moveUp = page.getByRole('button', { name: texts.moveUp(question) });
    expect(await accessibilityViolations(page)).toEqual([]);
    // By keyboard: the button reached with Tab-like focus and pressed with Enter.
    await moveUp.focus();
    await page.keyboard.press('Enter');
    // The focus stays on the moved question's button, in its new place.
    await expect(moveUp).toBeFocused();
    // Kept as the page's draft order (decision 072): visitors read the published one until
    // "Publier l'ordre".
    const publishOrder = page.getByRole('button', { name: texts.publishOrder });
    await expect(publishOrder).toBeVisible();
    // It may also be scheduled, as a page's draft (decision 085).
    await expect(page.getByLabel(texts.scheduleOrder)).toBeVisible();
    await publishOrder.scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath(`faq-order-draft-${lang}-${width}.png`) });
    expect((await homeFaq(page)).questions).toEqual(before);
    await page.goto('/admin/faq');
    await page.getByRole('button', { name: texts.publishOrder }).click();
    await expect(page.getByRole('button', { name: texts.publishOrder })).toHaveCount(0);
    const after = await homeFaq(page);
    const expected = [...before.slice(0, -2), shown, before.at(-2)!];
    expect(after.questions).toEqual(expected);
    expect(after.described).toEqual(expected);
    // Kept as a version: its history compares it with the order before, rank by rank.
    await page.goto('/admin/faq');
    await page.getByRole('link', { name: texts.orderHistory }).click();
    await expect(page).toHaveURL(/\/admin\/faq\/order\/home\/history$/);
    await expect(page.getByRole('cell').filter({ hasText: question }).first()).toBeVisible();
    // Its back link says where it leads: the FAQ screen, at the page's order.
    await page.screenshot({ path: testInfo.outputPath(`faq-order-history-${lang}-${width}.png`) });
    await page.getByRole('link', { name: texts.orderHistoryBack }).click();
    await expect(page).toHaveURL(/\/admin\/faq#faq-page-home$/);

    // Deleted (after confirming): the home page is as it was before this test.
    await page.goto('/admin/faq');
    await page.getByRole('link', { name: texts.edit(question) }).click();
    await page.getByRole('button', { name: texts.delete }).click();
    await page
      .getByRole('dialog', { name: texts.deleteTitle })
      .getByRole('button', { name: texts.deleteConfirm })
      .click();
    await expect(page).toHaveURL(/\/admin\/faq$/);
    expect((await homeFaq(page)).questions).toEqual(before.slice(0, -1));
  });
}
