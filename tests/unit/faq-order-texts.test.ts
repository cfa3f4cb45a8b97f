import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import { faqOrderTexts } from '@/components/admin/faq/faq-order-texts';
import { adminMessages } from '@/i18n/admin-messages';
import { textsDiff } from '@/lib/versions/text-diff';

/*
 * The FAQ order's history compares each rank's question per language; a question not translated
 * shows its French text, which must be read as French (its own `lang` and `dir`) and said to be
 * untranslated, in the versions compared and in their differences.
 */

const t = createTranslator({ locale: 'fr', messages: adminMessages.fr, timeZone: 'Europe/Zurich' });

const prices = { id: 'prices', question: { fr: 'Quels sont vos tarifs ?', ar: 'ما هي أسعاركم؟' } };
const delays = { id: 'delays', question: { fr: 'Quels délais ?' } };

describe('the FAQ order history’s texts', () => {
  it('shows a question’s own translation, and its French text marked as the fallback where it has none', () => {
    const texts = faqOrderTexts(t, { order: [prices, delays] }, 'ar');
    expect([...texts.values()]).toEqual([
      { path: 'Rang 1', text: 'ما هي أسعاركم؟' },
      { path: 'Rang 2', text: 'Quels délais ?', frenchFallback: true },
    ]);
    expect([...faqOrderTexts(t, { order: [prices, delays] }, 'fr').values()]).toEqual([
      { path: 'Rang 1', text: 'Quels sont vos tarifs ?' },
      { path: 'Rang 2', text: 'Quels délais ?' },
    ]);
  });

  it('carries the fallback mark into the differences, on the side that has it', () => {
    const older = faqOrderTexts(t, { order: [prices, delays] }, 'ar');
    const newer = faqOrderTexts(t, { order: [delays, prices] }, 'ar');
    const diffs = textsDiff('ar', older, newer);
    expect(diffs.map((diff) => [diff.path, diff.frenchFallback])).toEqual([
      ['Rang 1', { before: false, after: true }],
      ['Rang 2', { before: true, after: false }],
    ]);
  });

  it('counts a translation written since as a change even where its words equal the French', () => {
    const translated = { id: 'delays', question: { fr: 'Quels délais ?', ar: 'Quels délais ?' } };
    const older = faqOrderTexts(t, { order: [delays] }, 'ar');
    const newer = faqOrderTexts(t, { order: [translated] }, 'ar');
    expect(textsDiff('ar', older, newer)).toEqual([
      {
        path: 'Rang 1',
        before: [{ text: 'Quels délais ?' }],
        after: [{ text: 'Quels délais ?' }],
        frenchFallback: { before: true, after: false },
      },
    ]);
    expect(textsDiff('ar', newer, newer)).toEqual([]);
  });
});
