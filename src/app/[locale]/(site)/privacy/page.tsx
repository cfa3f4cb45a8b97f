import type { Metadata } from 'next';
import { getFormatter, getTranslations } from 'next-intl/server';
import { JsonLd } from '@/components/seo/json-ld';
import { LegalDocument } from '@/components/legal/legal-document';
import {
  externalLinkTag,
  legalLastUpdated,
  legalTags,
  mailTag,
} from '@/components/legal/rich-text';
import { settings } from '@/config/settings';
import { pageLocale } from '@/i18n/params';
import { sitePageMetadata } from '@/server/site-settings/page-metadata.server';
import { breadcrumbJsonLd } from '@/lib/structured-data';
import { getAgencySettings } from '@/server/site-settings/site-settings-pages.server';

const privacySections = [
  'controller',
  'dataCollected',
  'purposes',
  'legalBases',
  'retention',
  'recipients',
  'cookies',
  'newsletterMails',
  'rights',
  'exercise',
  'authority',
  'changes',
] as const;

/** Swiss Federal Data Protection and Information Commissioner (FDPIC / PFPDT / EDÖB). */
const fdpicUrl = 'https://www.edoeb.admin.ch';

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

export default async function PrivacyPage({ params }: PageProps<'/[locale]/privacy'>) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'privacy' });
  const nav = await getTranslations({ locale, namespace: 'nav' });
  const format = await getFormatter({ locale });
  const { SITE_URL } = settings();
  const { siteName, contactEmail, address } = await getAgencySettings(locale);
  const tags = {
    ...legalTags,
    name: siteName,
    address,
    email: contactEmail,
    mail: mailTag(contactEmail),
    fdpic: externalLinkTag(fdpicUrl),
  };

  return (
    <>
      <JsonLd
        data={breadcrumbJsonLd(SITE_URL, locale, [
          [nav('home'), '/'],
          [t('title'), '/privacy'],
        ])}
      />
      <LegalDocument
        eyebrow={t('eyebrow')}
        title={t('title')}
        intro={t('intro')}
        lastUpdated={{
          label: t('lastUpdated'),
          date: format.dateTime(new Date(legalLastUpdated), { dateStyle: 'long' }),
          isoDate: legalLastUpdated,
        }}
        tocTitle={t('toc')}
        sections={privacySections.map((id) => ({
          id,
          title: t(`sections.${id}.title`),
          body: t.rich(`sections.${id}.body`, tags),
        }))}
        closing={t.rich('closing', { email: contactEmail, mail: mailTag(contactEmail) })}
      />
    </>
  );
}
