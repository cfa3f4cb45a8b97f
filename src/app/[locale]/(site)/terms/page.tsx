import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { LegalPageContent } from '@/components/legal/legal-page';
import { pageLocale } from '@/i18n/params';
import { sitePageMetadata } from '@/server/site-settings/page-metadata.server';
import { getAgencySettings } from '@/server/site-settings/site-settings-pages.server';

export async function generateMetadata({
  params,
}: PageProps<'/[locale]/terms'>): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'terms' });
  return sitePageMetadata({
    locale,
    path: '/terms',
    title: t('meta.title'),
    description: t('meta.description', { name: (await getAgencySettings(locale)).siteName }),
  });
}

/** Its copy is content, edited at /admin/pages/terms (decision 047). */
export default async function TermsPage({ params }: PageProps<'/[locale]/terms'>) {
  const locale = await pageLocale(params);
  return <LegalPageContent page="terms" locale={locale} numbered={true} />;
}
