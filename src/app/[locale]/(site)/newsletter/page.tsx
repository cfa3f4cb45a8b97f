import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { NewsletterArchive } from '@/components/newsletter/newsletter-archive';
import { JsonLd } from '@/components/seo/json-ld';
import { getPageCopy } from '@/components/site/page-copy';
import { settings } from '@/config/settings';
import { pageLocale } from '@/i18n/params';
import { sitePageMetadata } from '@/server/og/page-metadata.server';
import { breadcrumbJsonLd } from '@/lib/structured-data';
import { getArchivedCampaigns } from '@/server/newsletter/campaign-pages.server';

// Literal (Next reads it statically); equals newsletterRevalidateSeconds: a safety net, since a
// campaign that starts, ends or is cancelled expires the page at once (decision 026).
export const revalidate = 300;

export async function generateMetadata({
  params,
}: PageProps<'/[locale]/newsletter'>): Promise<Metadata> {
  const locale = await pageLocale(params);
  const { meta } = await getPageCopy('newsletter', locale);
  return sitePageMetadata({
    locale,
    path: '/newsletter',
    title: meta?.fields.title?.text ?? '',
    description: meta?.fields.description?.text ?? '',
  });
}

/**
 * /newsletter: every letter sent to the subscribers, to read again (issue 15 §2). Its words are
 * content, edited at /admin/pages/newsletter (decision 058).
 */
export default async function NewsletterArchivePage({ params }: PageProps<'/[locale]/newsletter'>) {
  const locale = await pageLocale(params);
  const [{ archive }, nav, campaigns] = await Promise.all([
    getPageCopy('newsletter', locale),
    getTranslations({ locale, namespace: 'nav' }),
    getArchivedCampaigns(locale),
  ]);
  return (
    <>
      <JsonLd
        data={breadcrumbJsonLd(settings().SITE_URL, locale, [
          [nav('home'), '/'],
          [archive?.fields.title?.text ?? '', '/newsletter'],
        ])}
      />
      <NewsletterArchive locale={locale} campaigns={campaigns} copy={archive} />
    </>
  );
}
