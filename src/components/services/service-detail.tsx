import {
  CircleCheck,
  Clock,
  LifeBuoy,
  MessageSquareReply,
  type IconComponent,
} from '@/components/ui/icons';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { JsonLd } from '@/components/seo/json-ld';
import { unknownPathMetadata } from '@/components/site/not-found-view';
import { field, getPageCopy, items, itemField } from '@/components/site/page-copy';
import { sharedSection } from '@/components/site/shared-section';
import { ServiceIcon } from '@/components/site/service-icon';
import { settings } from '@/config/settings';
import type { Locale } from '@/i18n/locales';
import { sitePageMetadata } from '@/server/og/page-metadata.server';
import { breadcrumbJsonLd, serviceJsonLd } from '@/lib/structured-data';
import { serviceOfRequest, servicesOfRequest } from '@/server/services/service-pages.server';
import { ConsultationButtons } from './consultation-buttons';
import { OtherServices } from './other-services';
import { Breadcrumb } from '@/components/site/breadcrumb';

export async function serviceDetailMetadata(id: string, locale: Locale): Promise<Metadata> {
  const service = await serviceOfRequest(id, locale);
  if (!service) return unknownPathMetadata(`/services/${id}`, locale);
  return sitePageMetadata({
    locale,
    path: `/services/${id}`,
    title: service.title,
    description: service.description,
  });
}

/**
 * The icon of each seeded promise next to the price (the spec's §1, §9), by item id; an editor's
 * new one gets the check mark.
 */
const promiseIcons: Partial<Record<string, IconComponent>> = {
  delivery: Clock,
  support: LifeBuoy,
  reply: MessageSquareReply,
};

/**
 * /services/{id}: one service with its full text, features, price and calls to action, inside
 * the words every service page shares (the page of sections `service`, decision 057).
 */
export async function ServiceDetailView({ id, locale }: { id: string; locale: Locale }) {
  const [services, shared, t, nav, common] = await Promise.all([
    servicesOfRequest(locale),
    getPageCopy('service', locale),
    getTranslations({ locale, namespace: 'serviceDetail' }),
    getTranslations({ locale, namespace: 'nav' }),
    getTranslations({ locale, namespace: 'common' }),
  ]);
  const service = services.find((s) => s.id === id);
  if (!service) notFound();
  const details = sharedSection(shared, 'details');
  const pricing = sharedSection(shared, 'pricing');
  const others = sharedSection(shared, 'others');
  const { SITE_URL } = settings();
  const path = `/services/${id}`;
  const trail: [string, string][] = [
    [nav('home'), '/'],
    [nav('services'), '/services'],
    [service.title, path],
  ];
  // The admin stores the body as paragraphs separated by blank lines.
  const paragraphs = service.body
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);

  return (
    <>
      <section
        aria-labelledby="service-title"
        className="relative isolate overflow-hidden border-b border-line pt-32 pb-16"
      >
        {/* Soft glow behind the headline; purely decorative. */}
        <div aria-hidden className="pointer-events-none absolute inset-0 -z-10">
          <div className="absolute inset-x-0 -top-32 mx-auto h-96 w-[40rem] max-w-full rounded-full bg-accent/10 blur-3xl" />
        </div>
        <div className="mx-auto max-w-7xl px-4 sm:px-6">
          <Breadcrumb trail={trail} label={t('breadcrumb')} locale={locale} />
          <div className="max-w-3xl">
            <p className="flex items-center gap-3 text-sm font-semibold tracking-wider text-accent uppercase">
              <span className="flex size-11 items-center justify-center rounded-xl bg-gradient-to-br from-accent/20 to-violet/20 text-accent-strong">
                <ServiceIcon name={service.icon} />
              </span>
              {field(sharedSection(shared, 'hero'), 'eyebrow', locale)}
            </p>
            <h1
              id="service-title"
              className="mt-5 text-4xl leading-tight font-bold text-balance sm:text-5xl"
            >
              {service.title}
            </h1>
            <p className="mt-5 text-lg leading-8 text-fg-muted">{service.description}</p>
          </div>
        </div>
      </section>

      <div className="mx-auto grid max-w-7xl gap-12 px-4 py-16 sm:px-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:py-20">
        <div className="flex flex-col gap-16">
          <section aria-labelledby="service-body-title">
            <h2 id="service-body-title" className="text-3xl font-bold sm:text-4xl">
              {field(details, 'bodyTitle', locale)}
            </h2>
            <div className="mt-6 flex max-w-3xl flex-col gap-5 text-lg leading-8 text-fg-muted">
              {paragraphs.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
          </section>
          <section aria-labelledby="service-features-title">
            <h2 id="service-features-title" className="text-3xl font-bold sm:text-4xl">
              {field(details, 'includes', locale)}
            </h2>
            <ul className="mt-6 grid gap-4 sm:grid-cols-2">
              {service.features.map((feature) => (
                <li
                  key={feature}
                  className="flex items-start gap-3 rounded-2xl border border-line bg-ink-card/60 p-5"
                >
                  <CircleCheck aria-hidden className="mt-0.5 size-5 shrink-0 text-success" />
                  <span className="leading-7">{feature}</span>
                </li>
              ))}
            </ul>
          </section>
        </div>

        <aside aria-labelledby="service-price-title" className="lg:sticky lg:top-28 lg:self-start">
          <div className="rounded-2xl border border-accent/40 bg-ink-card/80 p-6 shadow-xl shadow-accent/5 sm:p-8">
            <h2
              id="service-price-title"
              className="text-sm font-semibold tracking-wider text-accent uppercase"
            >
              {field(pricing, 'title', locale)}
            </h2>
            <p className="text-gradient mt-2 text-3xl font-bold">{service.price}</p>
            <p className="mt-3 text-sm leading-6 text-fg-muted">
              {field(pricing, 'priceNote', locale)}
            </p>
            <ConsultationButtons
              locale={locale}
              labels={{
                book: field(pricing, 'book', locale),
                quote: field(pricing, 'quote', locale),
                newTab: t('newTab'),
              }}
              className="mt-6 sm:flex-col [&>*]:w-full"
            />
            <ul className="mt-6 flex flex-col gap-3 border-t border-line pt-6 text-sm">
              {items(pricing, 'promises').map((promise) => {
                const Icon = promiseIcons[promise.id] ?? CircleCheck;
                return (
                  <li key={promise.id} className="flex items-center gap-3">
                    <Icon aria-hidden className="size-4 shrink-0 text-accent" />
                    {itemField(promise, 'text', locale)}
                  </li>
                );
              })}
            </ul>
          </div>
        </aside>
      </div>

      <OtherServices
        services={services.filter((s) => s.id !== id)}
        locale={locale}
        title={field(others, 'title', locale)}
        linkLabel={field(others, 'more', locale)}
        allServicesLabel={field(others, 'all', locale)}
        loadingLabel={common('loading')}
      />
      <JsonLd
        data={[
          breadcrumbJsonLd(SITE_URL, locale, trail),
          serviceJsonLd(SITE_URL, locale, {
            path,
            name: service.title,
            description: service.description,
          }),
        ]}
      />
    </>
  );
}
