import { readFileSync } from 'node:fs';
import { createTranslator } from 'next-intl';
import { typesetMessages } from '../../src/i18n/typography';

/** What the blog specs share: the four text sets, the sample n8n guide's slugs, `?lang=` URLs. */

export type Lang = 'fr' | 'en' | 'ar' | 'ar-ma';
type Messages = typeof import('../../messages/fr.json');

export const messages = Object.fromEntries(
  (['fr', 'en', 'ar', 'ar-ma'] as const).map((lang) => [
    lang,
    // As the site prints them (French typography, src/i18n/typography.ts).
    typesetMessages(
      JSON.parse(readFileSync(`messages/${lang}.json`, 'utf8')) as Messages,
      lang,
      'Automatia',
    ),
  ]),
) as Record<Lang, Messages>;

export const n8nSlugs: Record<Lang, string> = {
  fr: 'guide-automatisation-n8n-pme',
  en: 'n8n-sme-automation-guide',
  ar: 'دليل-أتمتة-الشركات-الصغيرة-والمتوسطة',
  'ar-ma': 'الدليل-الكامل-لأتمتة-المقاولات',
};

export function blogText(lang: Lang) {
  return createTranslator({ locale: lang, messages: messages[lang], namespace: 'blog' });
}

export function withLang(path: string, lang: Lang): string {
  if (lang === 'fr') return path;
  return `${path}${path.includes('?') ? '&' : '?'}lang=${lang}`;
}
