import { field } from '@/components/site/page-copy';
import type { ShownSection } from '@/server/page-sections/page-sections-pages.server';
import type { LandingText } from '@/lib/admin/landing-page-schema';
import type { Locale } from '@/i18n/locales';
import { BookingButtons } from './booking-buttons';
import { frenchFallback } from './french-fallback';

/** Closing call to action; country pages bring their own contact title and text. */
export function LandingCta({
  text,
  locale,
  copy,
  buttons,
}: {
  text: LandingText;
  locale: Locale;
  /** The landing pages' shared call to action. */
  copy: ShownSection;
  /** The shared hero words holding the buttons' labels. */
  buttons: ShownSection;
}) {
  const { country } = text;
  // A country block may leave its call to action empty (in French too): the shared one shows,
  // marked as French only if the shared words are not translated.
  const countryTitle = country?.contactTitle || undefined;
  const countryDescription = country?.contactDescription || undefined;

  return (
    <section aria-labelledby="landing-cta-title" className="py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <div className="relative overflow-hidden rounded-3xl border border-accent/30 bg-gradient-to-br from-accent/15 via-ink-card to-violet/15 px-6 py-12 text-center sm:px-12">
          <p className="text-sm font-semibold tracking-wider text-accent uppercase">
            {field(copy, 'eyebrow', locale)}
          </p>
          <h2
            {...(countryTitle && frenchFallback(text, 'country.contactTitle', locale))}
            id="landing-cta-title"
            className="mx-auto mt-3 max-w-2xl text-3xl font-bold text-balance sm:text-4xl"
          >
            {countryTitle ?? field(copy, 'title', locale)}
          </h2>
          <p
            {...(countryDescription && frenchFallback(text, 'country.contactDescription', locale))}
            className="mx-auto mt-4 max-w-2xl text-lg leading-relaxed text-fg-muted"
          >
            {countryDescription ?? field(copy, 'description', locale)}
          </p>
          <div className="mt-8 flex justify-center">
            <BookingButtons locale={locale} copy={buttons} />
          </div>
        </div>
      </div>
    </section>
  );
}
