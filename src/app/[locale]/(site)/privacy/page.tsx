import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { LegalPageContent } from '@/components/legal/legal-page';
import { pageLocale } from '@/i18n/params';
import { sitePageMetadata } from '@/server/site-settings/page-metadata.server';
import { getAgencySettings } from '@/server/site-settings/site-settings-pages.server';

export async function generateMetadata({
  params,
}: PageProps<'/[locale]/privacy'>): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'privacy' });
  return sitePageMetadata({
    locale,
    path: '/privacy',
    title: t('meta.title'),
    description: t('meta.description', { name: (await getAgencySettings(locale)).siteName }),
  });
}

/** Its copy is content, edited at /admin/pages/privacy (decision 047). */
export default async function PrivacyPage({ params }: PageProps<'/[locale]/privacy'>) {
  const locale = await pageLocale(params);
  return <LegalPageContent page="privacy" locale={locale} numbered={false} />;
}
