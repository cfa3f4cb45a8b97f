import { getTranslations } from 'next-intl/server';
import type { LandingText } from '@/lib/admin/landing-page-schema';
import type { Locale } from '@/i18n/locales';
import { BookingButtons } from './booking-buttons';
import { frenchFallback } from './french-fallback';

/** Closing call to action; country pages bring their own contact title and text. */
export async function LandingCta({ text, locale }: { text: LandingText; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'landing' });
  const { country } = text;
  // A country block may leave its call to action empty (in French too): the generic one shows,
  // in the page's language, so never marked as French.
  const countryTitle = country?.contactTitle || undefined;
  const countryDescription = country?.contactDescription || undefined;

  return (
    <section aria-labelledby="landing-cta-title" className="py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <div className="relative overflow-hidden rounded-3xl border border-accent/30 bg-gradient-to-br from-accent/15 via-ink-card to-violet/15 px-6 py-12 text-center sm:px-12">
          <p className="text-sm font-semibold tracking-wider text-accent uppercase">
            {t('cta.eyebrow')}
          </p>
          <h2
            {...(countryTitle && frenchFallback(text, 'country.contactTitle', locale))}
            id="landing-cta-title"
            className="mx-auto mt-3 max-w-2xl text-3xl font-bold text-balance sm:text-4xl"
          >
            {countryTitle ?? t('cta.title')}
          </h2>
          <p
            {...(countryDescription && frenchFallback(text, 'country.contactDescription', locale))}
            className="mx-auto mt-4 max-w-2xl text-lg leading-relaxed text-fg-muted"
          >
            {countryDescription ?? t('cta.description')}
          </p>
          <div className="mt-8 flex justify-center">
            <BookingButtons locale={locale} />
          </div>
        </div>
      </div>
    </section>
  );
}
