import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { NewsletterArchive } from '@/components/newsletter/newsletter-archive';
import { JsonLd } from '@/components/seo/json-ld';
import { settings } from '@/config/settings';
import { pageLocale } from '@/i18n/params';
import { sitePageMetadata } from '@/server/site-settings/page-metadata.server';
import { breadcrumbJsonLd } from '@/lib/structured-data';
import { getArchivedCampaigns } from '@/server/newsletter/campaign-pages.server';
import { getAgencySettings } from '@/server/site-settings/site-settings-pages.server';

// Literal (Next reads it statically); equals newsletterRevalidateSeconds: a safety net, since a
// campaign that starts, ends or is cancelled expires the page at once (decision 026).
export const revalidate = 300;

export async function generateMetadata({
  params,
}: PageProps<'/[locale]/newsletter'>): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'newsletterArchive' });
  return sitePageMetadata({
    locale,
    path: '/newsletter',
    title: t('meta.title'),
    description: t('meta.description', { name: (await getAgencySettings(locale)).siteName }),
  });
}

/** /newsletter: every letter sent to the subscribers, to read again (issue 15 §2). */
export default async function NewsletterArchivePage({ params }: PageProps<'/[locale]/newsletter'>) {
  const locale = await pageLocale(params);
  const [t, nav, campaigns] = await Promise.all([
    getTranslations({ locale, namespace: 'newsletterArchive' }),
    getTranslations({ locale, namespace: 'nav' }),
    getArchivedCampaigns(locale),
  ]);
  return (
    <>
      <JsonLd
        data={breadcrumbJsonLd(settings().SITE_URL, locale, [
          [nav('home'), '/'],
          [t('title'), '/newsletter'],
        ])}
      />
      <NewsletterArchive locale={locale} campaigns={campaigns} />
    </>
  );
}
