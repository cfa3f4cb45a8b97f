import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import { sitePageMetadata } from '@/server/site-settings/page-metadata.server';
import type { TokenPurpose } from '@/server/newsletter/tokens.server';

/**
 * A newsletter link page: personal, so never indexed (nor its links followed from it). Its
 * language alternates keep the token, so the language picker switches language on the same link.
 */
export async function newsletterLinkMetadata(
  locale: Locale,
  page: TokenPurpose,
  token: string,
): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'newsletterPages' });
  return sitePageMetadata({
    locale,
    path: `/newsletter/${page}?token=${encodeURIComponent(token)}`,
    title: t(page === 'confirm' ? 'meta.confirmTitle' : 'meta.unsubscribeTitle'),
    description: t(`${page}.title`),
    robots: { index: false, follow: false },
  });
}
