import { ArrowRight } from '@/components/ui/icons';
import { getTranslations } from 'next-intl/server';
import type { LandingPageContent } from '@/lib/admin/landing-page-schema';
import type { Locale } from '@/i18n/locales';
import { landingPagesOfKind } from '@/server/landing-pages/landing-pages.server';
import { LocalizedLink } from '@/components/site/localized-link';
import { PendingLinkLabel } from '@/components/site/pending-link-label';
import { frenchFallback } from './french-fallback';
import { field } from '@/components/site/page-copy';
import type { ShownSection } from '@/server/page-sections/page-sections-pages.server';

/** The shared words' field titling the links to the other pages of each kind. */
const othersTitle = {
  region: 'otherRegions',
  specialised: 'otherSpecialised',
  country: 'otherCountries',
} as const;

/** Links to the other landing pages of the same kind (regions, specialised pages, countries). */
export async function RelatedLandingPages({
  page,
  locale,
  copy,
}: {
  page: LandingPageContent;
  locale: Locale;
  /** The landing pages' shared words of these links. */
  copy: ShownSection;
}) {
  const others = (await landingPagesOfKind(page.kind)).filter((other) => other.slug !== page.slug);
  if (others.length === 0) return null;
  const common = await getTranslations({ locale, namespace: 'common' });

  return (
    <section aria-labelledby="landing-others-title" className="border-t border-line pt-16 pb-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <h2 id="landing-others-title" className="text-2xl font-bold sm:text-3xl">
            {field(copy, othersTitle[page.kind], locale)}
          </h2>
          <LocalizedLink
            href="/services"
            locale={locale}
            className="inline-flex items-center gap-2 text-sm font-semibold text-accent-strong underline-offset-4 hover:underline"
          >
            {field(copy, 'all', locale)}
            <ArrowRight aria-hidden="true" className="flip-rtl size-4" />
          </LocalizedLink>
        </div>
        <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {others.map((other) => {
            const text = other.text[locale];
            return (
              <li key={other.slug}>
                <LocalizedLink
                  href={`/services/${other.slug}`}
                  locale={locale}
                  className="group flex h-full flex-col rounded-2xl border border-line bg-ink-card/60 p-5 transition hover:border-accent/60"
                >
                  <span className="flex items-center justify-between gap-3 font-semibold text-fg group-hover:text-accent-strong">
                    <PendingLinkLabel
                      label={text.title}
                      loading={common('loading')}
                      labelAttributes={frenchFallback(text, 'title', locale)}
                    />
                    <ArrowRight aria-hidden="true" className="flip-rtl size-4 shrink-0" />
                  </span>
                  <span
                    {...frenchFallback(text, 'description', locale)}
                    className="mt-2 hidden text-sm text-fg-muted sm:line-clamp-2"
                  >
                    {text.description}
                  </span>
                </LocalizedLink>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
