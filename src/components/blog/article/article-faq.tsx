import { Faq } from '@/components/site/faq';
import { field } from '@/components/site/page-copy';
import type { Locale } from '@/i18n/locales';
import { articleFaq, articleFaqTexts, type ArticleFaqFields } from '@/lib/blog/faq';
import type { ShownSection } from '@/server/page-sections/page-sections-pages.server';

interface Props {
  targetKeywords: string[];
  locale: Locale;
  /** The words every article shares: its `faq` section (issue 29). */
  copy: ShownSection;
}

/**
 * The generated FAQ (spec §2): a question per target keyword, then cost and duration, in the
 * page's language; the accordion emits the FAQPage structured data.
 */
export function ArticleFaq({ targetKeywords, locale, copy }: Props) {
  const entries = articleFaq(targetKeywords, articleFaqTexts(copy.fields as ArticleFaqFields));
  return (
    <Faq id="article-faq" locale={locale} title={field(copy, 'title', locale)} entries={entries} />
  );
}
