import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { JsonLd } from '@/components/seo/json-ld';
import { ExpertiseAreas } from '@/components/services/expertise-areas';
import { ServiceBlock } from '@/components/services/service-block';
import { ServiceLinkGroups } from '@/components/services/service-link-groups';
import { ServicesHero } from '@/components/services/services-hero';
import { servicesItemListJsonLd } from '@/components/services/services-json-ld';
import { ContentFaq } from '@/components/site/faq';
import { settings } from '@/config/settings';
import { pageLocale } from '@/i18n/params';
import { sitePageMetadata } from '@/server/site-settings/page-metadata.server';
import { breadcrumbJsonLd } from '@/lib/structured-data';
import { getFaq } from '@/server/faq/faq-pages.server';
import { getServices } from '@/server/services/service-pages.server';

export async function generateMetadata({
  params,
}: PageProps<'/[locale]/services'>): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'services' });
  return sitePageMetadata({
    locale,
    path: '/services',
    title: t('meta.title'),
    description: t('meta.description'),
  });
}

export default async function ServicesPage({ params }: PageProps<'/[locale]/services'>) {
  const locale = await pageLocale(params);
  const [t, nav, common, services, faq] = await Promise.all([
    getTranslations({ locale, namespace: 'services' }),
    getTranslations({ locale, namespace: 'nav' }),
    getTranslations({ locale, namespace: 'common' }),
    getServices(locale),
    getFaq('services', locale),
  ]);
  const { SITE_URL } = settings();
  const blockLabels = {
    includes: t('block.includes'),
    price: t('block.price'),
    book: t('block.book'),
    quote: t('block.quote'),
    newTab: t('newTab'),
    learnMore: t('block.learnMore'),
    loading: common('loading'),
  };

  return (
    <>
      <ServicesHero locale={locale} />
      {services.map((service, index) => (
        <ServiceBlock
          key={service.id}
          service={service}
          index={index}
          locale={locale}
          labels={{
            ...blockLabels,
            learnMoreLabel: t('block.learnMoreLabel', { title: service.title }),
          }}
        />
      ))}
      <ExpertiseAreas locale={locale} />
      <ServiceLinkGroups locale={locale} services={services} />
      <ContentFaq id="n8n-faq" locale={locale} title={t('faq.title')} entries={faq} />
      <JsonLd
        data={[
          breadcrumbJsonLd(SITE_URL, locale, [
            [nav('home'), '/'],
            [nav('services'), '/services'],
          ]),
          servicesItemListJsonLd(SITE_URL, locale, services),
        ]}
      />
    </>
  );
}
