import type { Locale } from '@/i18n/locales';
import type { DocumentTexts } from '@/lib/versions/text-diff';
import type { AdminTranslator } from '@/server/admin/admin-i18n.server';
import type { FaqOrderSnapshot } from '@/server/faq/faq-order-drafts.server';

/**
 * A version of a page's FAQ order in one language, as its history compares it: each rank's
 * question. A question not translated into the language shows its French text, marked as such
 * (French is required; an entry without it, which no form lets through, shows its id).
 */
export function faqOrderTexts(
  t: AdminTranslator,
  snapshot: FaqOrderSnapshot,
  language: Locale,
): DocumentTexts<string> {
  return new Map(
    snapshot.order.map(({ id, question }, index) => {
      const own = question[language];
      const path = t('faq.order.rank', { rank: index + 1 });
      if (own) return [String(index), { path, text: own }];
      if (question.fr) return [String(index), { path, text: question.fr, frenchFallback: true }];
      return [String(index), { path, text: id }];
    }),
  );
}
