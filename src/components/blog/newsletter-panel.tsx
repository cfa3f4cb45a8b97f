import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import { NewsletterSignup, type NewsletterTexts } from './newsletter-signup';

/** The blog hero's newsletter toggle and form, in the page's language. */
export async function NewsletterPanel({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'blog' });
  return <NewsletterSignup locale={locale} texts={t.raw('newsletter') as NewsletterTexts} />;
}
