import type { Metadata } from 'next';
import { getFormatter, getTranslations } from 'next-intl/server';
import { JsonLd } from '@/components/seo/json-ld';
import { LegalDocument } from '@/components/legal/legal-document';
import { legalLastUpdated, legalTags, mailTag, pageLinkTag } from '@/components/legal/rich-text';
import { settings } from '@/config/settings';
import { pageLocale } from '@/i18n/params';
import { sitePageMetadata } from '@/server/site-settings/page-metadata.server';
import { breadcrumbJsonLd } from '@/lib/structured-data';
import { getAgencySettings } from '@/server/site-settings/site-settings-pages.server';

/** The articles in order; article 1 (purpose) and 2 (prices) are fixed by the spec. */
const termsArticles = [
  'purpose',
  'prices',
  'orders',
  'payment',
  'delivery',
  'intellectualProperty',
  'liability',
  'personalData',
  'law',
] as const;

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

export default async function TermsPage({ params }: PageProps<'/[locale]/terms'>) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'terms' });
  const nav = await getTranslations({ locale, namespace: 'nav' });
  const format = await getFormatter({ locale });
  const { SITE_URL } = settings();
  const { siteName, contactEmail } = await getAgencySettings(locale);
  const tags = {
    ...legalTags,
    name: siteName,
    privacy: pageLinkTag('/privacy', locale),
  };

  return (
    <>
      <JsonLd
        data={breadcrumbJsonLd(SITE_URL, locale, [
          [nav('home'), '/'],
          [t('title'), '/terms'],
        ])}
      />
      <LegalDocument
        eyebrow={t('eyebrow')}
        title={t('title')}
        intro={t('intro', { name: siteName })}
        lastUpdated={{
          label: t('lastUpdated'),
          date: format.dateTime(new Date(legalLastUpdated), { dateStyle: 'long' }),
          isoDate: legalLastUpdated,
        }}
        tocTitle={t('toc')}
        sections={termsArticles.map((id, index) => ({
          id,
          label: t('articleLabel', { number: index + 1 }),
          title: t(`articles.${id}.title`),
          body: t.rich(`articles.${id}.body`, tags),
        }))}
        closing={t.rich('closing', { email: contactEmail, mail: mailTag(contactEmail) })}
      />
    </>
  );
}
