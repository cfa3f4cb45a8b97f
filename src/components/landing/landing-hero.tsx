import { getTranslations } from 'next-intl/server';
import type { LandingPageContent } from '@/lib/admin/landing-page-schema';
import type { Locale } from '@/i18n/locales';
import { Particles } from '@/components/site/particles';
import { BookingButtons } from './booking-buttons';
import { Breadcrumb } from '@/components/site/breadcrumb';
import { frenchFallback } from './french-fallback';
import { field, itemField, items } from '@/components/site/page-copy';
import type { ShownSection } from '@/server/page-sections/page-sections-pages.server';

/** The shared words' field holding each kind of page's eyebrow. */
const eyebrowField = {
  region: 'eyebrowRegion',
  specialised: 'eyebrowSpecialised',
  country: 'eyebrowCountry',
} as const;

export async function LandingHero({
  page,
  locale,
  trail,
  copy,
}: {
  page: LandingPageContent;
  locale: Locale;
  trail: [string, string][];
  /** The landing pages' shared hero words. */
  copy: ShownSection;
}) {
  const t = await getTranslations({ locale, namespace: 'landing' });
  const text = page.text[locale];

  return (
    <section className="relative isolate overflow-hidden border-b border-line pt-32 pb-20">
      {/* Soft glows behind the headline; purely decorative. */}
      <div aria-hidden="true" className="pointer-events-none absolute inset-0 -z-10">
        <div className="absolute inset-x-0 -top-32 mx-auto h-96 w-[40rem] max-w-full rounded-full bg-accent/10 blur-3xl" />
        <div className="absolute end-0 bottom-0 h-72 w-72 rounded-full bg-violet/10 blur-3xl" />
      </div>
      <Particles />
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <Breadcrumb
          trail={trail}
          label={t('breadcrumbLabel')}
          locale={locale}
          currentAttributes={frenchFallback(text, 'title', locale)}
        />
        <div className="grid items-center gap-12 lg:grid-cols-[minmax(0,1.5fr)_minmax(0,1fr)]">
          <div>
            <p className="text-sm font-semibold tracking-wider text-accent uppercase">
              {field(copy, eyebrowField[page.kind], locale)}
            </p>
            <h1
              {...frenchFallback(text, 'heroTitle', locale)}
              className="mt-4 text-4xl leading-tight font-bold text-balance sm:text-5xl"
            >
              {text.heroTitle}
            </h1>
            {text.country && (
              <p
                {...frenchFallback(text, 'country.subtitle', locale)}
                className="mt-5 text-xl font-medium text-accent-strong"
              >
                {text.country.subtitle}
              </p>
            )}
            <p
              {...frenchFallback(text, 'heroDescription', locale)}
              className="mt-5 max-w-2xl text-lg leading-relaxed text-fg-muted"
            >
              {text.heroDescription}
            </p>
            <div className="mt-8">
              <BookingButtons locale={locale} copy={copy} />
            </div>
          </div>
          <dl
            aria-label={t('highlightsLabel')}
            className="grid grid-cols-2 gap-4 rounded-2xl border border-line bg-ink-card/60 p-6 backdrop-blur"
          >
            {items(copy, 'highlights').map((highlight) => (
              <div key={highlight.id} className="flex flex-col rounded-xl bg-ink-raised/70 p-4">
                <dt className="text-sm text-fg-muted">{itemField(highlight, 'label', locale)}</dt>
                <dd className="text-gradient order-first text-2xl font-bold sm:text-3xl">
                  {itemField(highlight, 'value', locale)}
                </dd>
              </div>
            ))}
          </dl>
        </div>
      </div>
    </section>
  );
}
