import 'server-only';
import { defaultLocale, type Locale } from '@/i18n/locales';
import { typesetFor } from '@/i18n/typography';
import { faqSchema, type FaqInput, type FaqPage } from '@/lib/admin/faq-schema';
import { markdownPlainText } from '@/lib/blog/plain-text';
import { shownText, type ShownText } from '@/lib/shown-text';
import { renderMarkdown } from '@/server/blog/markdown.server';
import { cachedContent } from '@/server/cache/content-cache.server';
import { getDb } from '@/server/db/connection.server';
import { parsedDrafts, previewsDrafts } from '@/server/preview/preview.server';
import { previewedFaqOrder } from './faq-order-drafts.server';

/** One question of a page's FAQ, ready to show and to describe in its FAQPage data. */
export interface FaqItem {
  id: string;
  question: ShownText;
  /** The answer's Markdown rendered and sanitised as HTML (like an article's). */
  answerHtml: ShownText;
  /** The answer as plain words, for the structured data. */
  answerText: string;
}

type TextRow = { question: string; answer: string };

/**
 * The FAQ a page shows in one language, in its order there, each field falling back to French
 * on its own; an entry with one of `drafts` (the preview's) shows it. Throws on a database error.
 */
export async function listFaq(
  page: FaqPage,
  locale: Locale,
  db = getDb(),
  drafts: ReadonlyMap<string, FaqInput> = new Map(),
): Promise<FaqItem[]> {
  const rows = await db
    .selectFrom('faq_placement')
    .innerJoin(
      'faq_entry_translation',
      'faq_entry_translation.faq_entry_id',
      'faq_placement.faq_entry_id',
    )
    .where('faq_placement.page', '=', page)
    .where('faq_entry_translation.locale', 'in', [defaultLocale, locale])
    .select([
      'faq_placement.faq_entry_id as id',
      'faq_entry_translation.locale',
      'faq_entry_translation.question',
      'faq_entry_translation.answer',
    ])
    .orderBy('faq_placement.position')
    .orderBy('faq_placement.faq_entry_id')
    .execute();
  const texts = new Map<string, Partial<Record<Locale, TextRow>>>();
  for (const row of rows) texts.set(row.id, { ...texts.get(row.id), [row.locale]: row });
  // A draft places its entry as it says: kept in its place, last on a page it newly ticks, gone
  // from a page it unticks; its texts replace the published ones.
  for (const [id, draft] of drafts) {
    if (draft.pages[page])
      texts.set(id, { [defaultLocale]: draft.text[defaultLocale], [locale]: draft.text[locale] });
    else texts.delete(id);
  }
  const items: FaqItem[] = [];
  for (const [id, byLocale] of texts) {
    const french = byLocale[defaultLocale];
    // French is required by the form and written by the seed; an entry without it has nothing to show.
    if (!french) continue;
    const own = byLocale[locale];
    const question = shownText(own?.question, french.question);
    const answer = shownText(own?.answer, french.answer);
    const language = (text: ShownText) => text.lang ?? locale;
    items.push({
      id,
      question: { ...question, text: typesetFor(language(question), question.text) },
      answerHtml: { ...answer, text: await renderMarkdown(answer.text, locale, language(answer)) },
      answerText: typesetFor(language(answer), markdownPlainText(answer.text)),
    });
  }
  return items;
}

/** listFaq as pages read it: cached, expired by refreshAfter('faq'). */
export const getFaq = cachedContent('faq', 'faq', (page: FaqPage, locale: Locale) =>
  listFaq(page, locale),
);

/**
 * The FAQ a public page shows: for a member of staff previewing drafts (decision 069), read anew
 * with each entry's draft that the form's schema accepts; for everyone else getFaq.
 */
export async function faqOfRequest(page: FaqPage, locale: Locale): Promise<FaqItem[]> {
  return (await previewsDrafts()) ? previewedFaq(page, locale, getDb()) : getFaq(page, locale);
}

/**
 * A page's FAQ with the entries' drafts and the page's draft order (decision 072), as a member of
 * staff previewing sees it (uncached): an entry a draft newly places stays last.
 */
export async function previewedFaq(page: FaqPage, locale: Locale, db = getDb()) {
  const [items, order] = await Promise.all([
    parsedDrafts(db, 'faq_entry', faqSchema).then((drafts) => listFaq(page, locale, db, drafts)),
    previewedFaqOrder(db, page),
  ]);
  if (!order) return items;
  const rank = (id: string) => {
    const at = order.indexOf(id);
    return at === -1 ? order.length : at;
  };
  return items.sort((a, b) => rank(a.id) - rank(b.id));
}
