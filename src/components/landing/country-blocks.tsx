import { BadgeCheck, Building2, HandCoins, MapPin } from '@/components/ui/icons';
import type { ReactNode } from 'react';
import { field } from '@/components/site/page-copy';
import type { ShownSection } from '@/server/page-sections/page-sections-pages.server';
import type { CountryText, LandingText } from '@/lib/admin/landing-page-schema';
import type { Locale } from '@/i18n/locales';
import type { FallbackAttributes } from '@/lib/shown-text';
import { frenchFallback } from './french-fallback';

/**
 * Country pages only: market, cities and sectors (Morocco), financing note, pricing tiers; each
 * block the language has not yet shown in French, marked as such. An editor may fill only some
 * of the country fields: a block without its content, or a heading without its text, is left out.
 */
export function CountryBlocks({
  text,
  locale,
  copy,
}: {
  text: LandingText;
  locale: Locale;
  /** The landing pages' shared words of the country blocks. */
  copy: ShownSection;
}) {
  const { country } = text;
  if (!country) return null;
  const inFrench = (block: keyof CountryText) => frenchFallback(text, `country.${block}`, locale);
  const hasCities = country.cities && country.cities.length > 0;
  const hasSectors = country.sectors && country.sectors.length > 0;
  const hasMarket =
    country.marketTitle !== '' ||
    country.market.length > 0 ||
    hasCities ||
    hasSectors ||
    Boolean(country.financing);

  return (
    <>
      {hasMarket && (
        <CountrySection
          id="country-market-title"
          title={country.marketTitle}
          titleAttributes={inFrench('marketTitle')}
          className="py-20"
        >
          {country.market.length > 0 && (
            <div
              {...inFrench('market')}
              className="max-w-3xl space-y-5 text-lg leading-relaxed text-fg-muted"
            >
              {country.market.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
          )}
          {(hasCities || hasSectors || country.financing) && (
            <div className="mt-10 grid gap-6 md:grid-cols-2">
              {hasCities && (
                <ChipList
                  icon={MapPin}
                  title={field(copy, 'citiesTitle', locale)}
                  items={country.cities ?? []}
                  itemsAttributes={inFrench('cities')}
                />
              )}
              {hasSectors && (
                <ChipList
                  icon={Building2}
                  title={field(copy, 'sectorsTitle', locale)}
                  items={country.sectors ?? []}
                  itemsAttributes={inFrench('sectors')}
                />
              )}
              {country.financing && (
                <div className="rounded-2xl border border-success/40 bg-success/10 p-6 md:col-span-2">
                  <h3 className="flex items-center gap-2 text-lg font-semibold">
                    <HandCoins aria-hidden="true" className="size-5 text-success" />
                    {field(copy, 'financingTitle', locale)}
                  </h3>
                  <p {...inFrench('financing')} className="mt-2 leading-relaxed text-fg">
                    {country.financing}
                  </p>
                </div>
              )}
            </div>
          )}
        </CountrySection>
      )}

      {country.pricingTiers.length > 0 && (
        <CountrySection
          id="country-pricing-title"
          title={country.pricingTitle}
          titleAttributes={inFrench('pricingTitle')}
          className="border-y border-line bg-ink-raised/40 py-20"
        >
          <p className="text-fg-muted">{field(copy, 'pricingNote', locale)}</p>
          <ul className="mt-10 grid gap-6 md:grid-cols-3">
            {country.pricingTiers.map((tier) => (
              <li
                key={tier.name}
                className="flex flex-col rounded-2xl border border-line bg-ink-card/60 p-6"
              >
                <h3 {...inFrench('pricingTiers')} className="text-xl font-semibold">
                  {tier.name}
                </h3>
                <p
                  {...inFrench('pricingTiers')}
                  className="mt-2 flex-1 leading-relaxed text-fg-muted"
                >
                  {tier.description}
                </p>
                <p className="mt-6 flex items-center gap-2 font-semibold text-accent-strong">
                  <BadgeCheck aria-hidden="true" className="size-5" />
                  {field(copy, 'onQuote', locale)}
                </p>
              </li>
            ))}
          </ul>
        </CountrySection>
      )}
    </>
  );
}

function ChipList({
  icon: Icon,
  title,
  items,
  itemsAttributes,
}: {
  icon: typeof MapPin;
  title: ReactNode;
  items: string[];
  /** The items' French mark, when they are shown in French. */
  itemsAttributes: FallbackAttributes;
}) {
  return (
    <div className="rounded-2xl border border-line bg-ink-card/60 p-6">
      <h3 className="flex items-center gap-2 text-lg font-semibold">
        <Icon aria-hidden="true" className="size-5 text-accent" />
        {title}
      </h3>
      <ul {...itemsAttributes} className="mt-4 flex flex-wrap gap-2">
        {items.map((item) => (
          <li
            key={item}
            className="rounded-full border border-line bg-ink-raised px-3 py-1 text-sm text-fg"
          >
            {item}
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * A country block: its heading when the page has one (a block may have text without it), then
 * its content.
 */
function CountrySection({
  id,
  title,
  titleAttributes,
  className,
  children,
}: {
  id: string;
  title: string;
  titleAttributes: FallbackAttributes;
  className: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={title ? id : undefined} className={className}>
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        {title && (
          <h2 {...titleAttributes} id={id} className="mb-6 text-3xl font-bold sm:text-4xl">
            {title}
          </h2>
        )}
        {children}
      </div>
    </section>
  );
}
