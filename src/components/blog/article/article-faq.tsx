import { getTranslations } from 'next-intl/server';
import { Faq } from '@/components/site/faq';
import type { Locale } from '@/i18n/locales';
import { articleFaq } from '@/lib/blog/faq';
import { getAgencySettings } from '@/server/site-settings/site-settings-pages.server';

interface Props {
  targetKeywords: string[];
  locale: Locale;
}

/**
 * The generated FAQ (spec §2): a question per target keyword, then cost and duration, in the
 * page's language; the accordion emits the FAQPage structured data.
 */
export async function ArticleFaq({ targetKeywords, locale }: Props) {
  const t = await getTranslations({ locale, namespace: 'blog.article.faq' });
  const siteName = (await getAgencySettings(locale)).siteName;
  const entries = articleFaq(targetKeywords, {
    aboutKeyword: (keyword) => ({
      question: t('keywordQuestion', { keyword }),
      answer: t('keywordAnswer', { keyword, siteName }),
    }),
    cost: { question: t('costQuestion'), answer: t('costAnswer') },
    duration: { question: t('durationQuestion'), answer: t('durationAnswer') },
  });
  return <Faq id="article-faq" locale={locale} title={t('title')} entries={entries} />;
}
