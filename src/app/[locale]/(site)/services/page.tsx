import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { JsonLd } from '@/components/seo/json-ld';
import { ExpertiseAreas } from '@/components/services/expertise-areas';
import { ServiceBlock } from '@/components/services/service-block';
import { ServiceLinkGroups } from '@/components/services/service-link-groups';
import { ServicesHero } from '@/components/services/services-hero';
import { servicesItemListJsonLd } from '@/components/services/services-json-ld';
import { field, getPageCopy, SectionFaq } from '@/components/site/page-copy';
import { settings } from '@/config/settings';
import { pageLocale } from '@/i18n/params';
import { sitePageMetadata } from '@/server/og/page-metadata.server';
import { breadcrumbJsonLd } from '@/lib/structured-data';
import { faqOfRequest } from '@/server/faq/faq-pages.server';
import { servicesOfRequest } from '@/server/services/service-pages.server';

export async function generateMetadata({
  params,
}: PageProps<'/[locale]/services'>): Promise<Metadata> {
  const locale = await pageLocale(params);
  const { meta } = await getPageCopy('services', locale);
  return sitePageMetadata({
    locale,
    path: '/services',
    title: meta?.fields.title?.text ?? '',
    description: meta?.fields.description?.text ?? '',
  });
}

/** Its copy is content, edited at /admin/pages/services (issue 29); the services are their own. */
export default async function ServicesPage({ params }: PageProps<'/[locale]/services'>) {
  const locale = await pageLocale(params);
  const [copy, t, nav, common, services, faq] = await Promise.all([
    getPageCopy('services', locale),
    getTranslations({ locale, namespace: 'services' }),
    getTranslations({ locale, namespace: 'nav' }),
    getTranslations({ locale, namespace: 'common' }),
    servicesOfRequest(locale),
    faqOfRequest('services', locale),
  ]);
  const { SITE_URL } = settings();
  const blockLabel = (name: string) => (copy.blocks ? field(copy.blocks, name, locale) : '');
  const blockLabels = {
    includes: blockLabel('includes'),
    price: blockLabel('price'),
    book: blockLabel('book'),
    quote: blockLabel('quote'),
    newTab: t('newTab'),
    learnMore: copy.blocks?.fields.learnMore ?? { text: '' },
    loading: common('loading'),
  };

  return (
    <>
      {copy.hero ? <ServicesHero locale={locale} copy={copy.hero} /> : null}
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
      <ExpertiseAreas locale={locale} copy={copy} />
      {copy.links ? (
        <ServiceLinkGroups locale={locale} services={services} copy={copy.links} />
      ) : null}
      <SectionFaq id="n8n-faq" locale={locale} copy={copy.faq} entries={faq} />
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
