import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { BookingCard } from '@/components/contact/booking-card';
import { ContactChannels } from '@/components/contact/contact-channels';
import { ContactFormSection } from '@/components/contact/contact-form-section';
import { contactPageJsonLd } from '@/components/contact/contact-page-json-ld';
import { JsonLd } from '@/components/seo/json-ld';
import { ContentFaq } from '@/components/site/faq';
import { Particles } from '@/components/site/particles';
import { SiteToaster } from '@/components/ui/site-toaster';
import { settings } from '@/config/settings';
import { pageLocale } from '@/i18n/params';
import { sitePageMetadata } from '@/server/site-settings/page-metadata.server';
import { breadcrumbJsonLd } from '@/lib/structured-data';
import { getContactServiceOptions } from '@/server/contact/contact-service-options.server';
import { getFaq } from '@/server/faq/faq-pages.server';
import { getAgencySettings } from '@/server/site-settings/site-settings-pages.server';
import { sendContactForm } from './actions';

export async function generateMetadata({
  params,
}: PageProps<'/[locale]/contact'>): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'contact.meta' });
  return sitePageMetadata({
    locale,
    path: '/contact',
    title: t('title'),
    description: t('description'),
    keywords: t.raw('keywords') as string[],
  });
}

export default async function ContactPage({ params }: PageProps<'/[locale]/contact'>) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'contact' });
  const nav = await getTranslations({ locale, namespace: 'nav' });
  const [services, faq] = await Promise.all([
    getContactServiceOptions(locale),
    getFaq('contact', locale),
  ]);
  const config = settings();
  const agency = await getAgencySettings(locale);
  return (
    <>
      <section className="relative overflow-hidden pt-32 pb-16">
        <div
          aria-hidden
          className="pointer-events-none absolute inset-x-0 top-0 h-96 bg-[radial-gradient(ellipse_at_top,rgba(56,213,245,0.16),transparent_65%)]"
        />
        <Particles />
        <div className="relative mx-auto max-w-3xl px-4 text-center sm:px-6">
          <p className="text-sm font-semibold uppercase tracking-wider text-accent">
            {t('eyebrow')}
          </p>
          <h1 className="mt-4 text-4xl font-bold tracking-tight sm:text-5xl">
            {t.rich('title', {
              highlight: (chunks) => <span className="text-gradient">{chunks}</span>,
            })}
          </h1>
          <p className="mt-6 text-lg leading-relaxed text-fg-muted">{t('description')}</p>
        </div>
      </section>

      <ContactChannels locale={locale} agency={agency} />

      <div className="mx-auto grid max-w-7xl gap-6 px-4 pt-6 sm:px-6 lg:grid-cols-5">
        <div className="lg:col-span-3">
          <ContactFormSection locale={locale} services={services} send={sendContactForm} />
        </div>
        <div className="flex lg:col-span-2">
          <BookingCard locale={locale} />
        </div>
      </div>

      <ContentFaq id="contact-faq" locale={locale} title={t('faq.title')} entries={faq} />

      <JsonLd
        data={[
          contactPageJsonLd(config.SITE_URL, agency, locale, {
            name: t('meta.title'),
            description: t('meta.description'),
          }),
          breadcrumbJsonLd(config.SITE_URL, locale, [
            [nav('home'), '/'],
            [nav('contact'), '/contact'],
          ]),
        ]}
      />
      <SiteToaster locale={locale} visibleToasts={1} />
    </>
  );
}
