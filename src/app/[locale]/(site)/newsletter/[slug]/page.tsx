import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { CampaignWebVersion } from '@/components/newsletter/campaign-web-version';
import { JsonLd } from '@/components/seo/json-ld';
import { getPageCopy } from '@/components/site/page-copy';
import { settings } from '@/config/settings';
import { pageLocale } from '@/i18n/params';
import { decodeSlugParam } from '@/lib/blog/slug';
import { sitePageMetadata } from '@/server/og/page-metadata.server';
import { breadcrumbJsonLd } from '@/lib/structured-data';
import { campaignWebPath } from '@/server/newsletter/campaign-mail.server';
import { getPublicCampaign } from '@/server/newsletter/campaign-pages.server';

// Like the archive: cached, and expired at once when a campaign's state changes.
export const revalidate = 300;
export const dynamicParams = true;

/** No campaign is known at build time: each is rendered on its first request, then cached. */
export function generateStaticParams(): { slug: string }[] {
  return [];
}

type Props = PageProps<'/[locale]/newsletter/[slug]'>;

async function lookUp(params: Props['params']) {
  const locale = await pageLocale(params);
  const slug = decodeSlugParam((await params).slug);
  return { locale, slug, campaign: await getPublicCampaign(slug, locale) };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, slug, campaign } = await lookUp(params);
  if (!campaign) return {};
  return sitePageMetadata({
    locale,
    path: campaignWebPath(slug),
    title: campaign.subject,
    description: campaign.preheader || campaign.subject,
  });
}

/**
 * /newsletter/{slug}: a sent campaign's web version, the link at the top of its mail, in every
 * language (a language it was not written in shows the French text its readers received).
 */
export default async function CampaignWebVersionPage({ params }: Props) {
  const { locale, slug, campaign } = await lookUp(params);
  if (!campaign) notFound();
  const [{ archive }, nav] = await Promise.all([
    getPageCopy('newsletter', locale),
    getTranslations({ locale, namespace: 'nav' }),
  ]);
  return (
    <>
      <JsonLd
        data={breadcrumbJsonLd(settings().SITE_URL, locale, [
          [nav('home'), '/'],
          [archive?.fields.title?.text ?? '', '/newsletter'],
          [campaign.subject, campaignWebPath(slug)],
        ])}
      />
      <CampaignWebVersion locale={locale} campaign={campaign} copy={archive} />
    </>
  );
}
