import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { BookingCard } from '@/components/contact/booking-card';
import { ContactChannels } from '@/components/contact/contact-channels';
import { ContactFormSection } from '@/components/contact/contact-form-section';
import { contactPageJsonLd } from '@/components/contact/contact-page-json-ld';
import { JsonLd } from '@/components/seo/json-ld';
import { field, getPageCopy, highlighted, SectionFaq } from '@/components/site/page-copy';
import { Particles } from '@/components/site/particles';
import { SiteToaster } from '@/components/ui/site-toaster';
import { settings } from '@/config/settings';
import { pageLocale } from '@/i18n/params';
import { sitePageMetadata } from '@/server/og/page-metadata.server';
import { breadcrumbJsonLd } from '@/lib/structured-data';
import { getContactServiceOptions } from '@/server/contact/contact-service-options.server';
import { faqOfRequest } from '@/server/faq/faq-pages.server';
import { agencySettingsOfRequest } from '@/server/site-settings/site-settings-pages.server';
import { sendContactForm } from './actions';

export async function generateMetadata({
  params,
}: PageProps<'/[locale]/contact'>): Promise<Metadata> {
  const locale = await pageLocale(params);
  const { meta } = await getPageCopy('contact', locale);
  return sitePageMetadata({
    locale,
    path: '/contact',
    title: meta?.fields.title?.text ?? '',
    description: meta?.fields.description?.text ?? '',
    // One line in the editor, the list the meta tag holds.
    keywords: (meta?.fields.keywords?.text ?? '')
      .split(',')
      .map((keyword) => keyword.trim())
      .filter(Boolean),
  });
}

/** Its copy is content, edited at /admin/pages/contact (issue 29); the details are the settings'. */
export default async function ContactPage({ params }: PageProps<'/[locale]/contact'>) {
  const locale = await pageLocale(params);
  const [copy, nav, services, faq, agency] = await Promise.all([
    getPageCopy('contact', locale),
    getTranslations({ locale, namespace: 'nav' }),
    getContactServiceOptions(locale),
    faqOfRequest('contact', locale),
    agencySettingsOfRequest(locale),
  ]);
  const config = settings();
  const { hero, channels, form, booking } = copy;
  return (
    <>
      <section className="relative overflow-hidden pt-32 pb-16">
        <div
          aria-hidden
          className="pointer-events-none absolute inset-x-0 top-0 h-96 bg-[radial-gradient(ellipse_at_top,rgba(56,213,245,0.16),transparent_65%)]"
        />
        <Particles />
        {hero ? (
          <div className="relative mx-auto max-w-3xl px-4 text-center sm:px-6">
            <p className="text-sm font-semibold uppercase tracking-wider text-accent">
              {field(hero, 'eyebrow', locale)}
            </p>
            <h1 className="mt-4 text-4xl font-bold tracking-tight sm:text-5xl">
              {highlighted(hero.fields.title, locale)}
            </h1>
            <p className="mt-6 text-lg leading-relaxed text-fg-muted">
              {field(hero, 'description', locale)}
            </p>
          </div>
        ) : null}
      </section>

      {channels ? <ContactChannels locale={locale} agency={agency} copy={channels} /> : null}

      <div className="mx-auto grid max-w-7xl gap-6 px-4 pt-6 sm:px-6 lg:grid-cols-5">
        {/* Without the booking card (hidden in the admin), the form takes the whole width. */}
        <div className={booking ? 'lg:col-span-3' : 'lg:col-span-5'}>
          {form ? (
            <ContactFormSection
              locale={locale}
              copy={form}
              services={services}
              send={sendContactForm}
            />
          ) : null}
        </div>
        {booking ? (
          <div className="flex lg:col-span-2">
            <BookingCard locale={locale} copy={booking} />
          </div>
        ) : null}
      </div>

      <SectionFaq id="contact-faq" locale={locale} copy={copy.faq} entries={faq} />

      <JsonLd
        data={[
          contactPageJsonLd(config.SITE_URL, agency, locale, {
            name: copy.meta?.fields.title?.text ?? '',
            description: copy.meta?.fields.description?.text ?? '',
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
