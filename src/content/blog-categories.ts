import type { Locale } from '@/i18n/locales';

/**
 * Labels of the blog's categories. A post stores its category by its French name (the
 * spec's default is 'Automatisation IA'); a category typed in the admin that is not listed
 * here is shown as typed in every language.
 */
const categoryLabels: Record<string, Record<Locale, string>> = {
  'Automatisation IA': {
    fr: 'Automatisation IA',
    en: 'AI automation',
    ar: 'الأتمتة بالذكاء الاصطناعي',
    'ar-ma': 'الأتمتة بالذكاء الاصطناعي',
  },
  Chatbots: { fr: 'Chatbots', en: 'Chatbots', ar: 'روبوتات المحادثة', 'ar-ma': 'الشاتبوتات' },
  Marketing: { fr: 'Marketing', en: 'Marketing', ar: 'التسويق', 'ar-ma': 'الماركتينغ' },
  'Guides régionaux': {
    fr: 'Guides régionaux',
    en: 'Regional guides',
    ar: 'أدلة إقليمية',
    'ar-ma': 'دلائل جهوية',
  },
};

export function categoryLabel(category: string, locale: Locale): string {
  return categoryLabels[category]?.[locale] ?? category;
}
