import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import { sitePageMetadata } from '@/lib/seo';

/** A newsletter link page: personal, so never indexed (nor its links followed from it). */
export async function newsletterLinkMetadata(
  locale: Locale,
  page: 'confirm' | 'unsubscribe',
): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'newsletterPages' });
  return sitePageMetadata({
    locale,
    path: `/newsletter/${page}`,
    title: t(page === 'confirm' ? 'meta.confirmTitle' : 'meta.unsubscribeTitle'),
    description: t(`${page}.title`),
    robots: { index: false, follow: false },
  });
}
