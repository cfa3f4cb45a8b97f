import type { Locale } from '@/i18n/locales';

/** An extra regional alternate (spec §3 "alternate-language entry"), e.g. fr-FR for /services/france. */
export interface RegionalAlternate {
  language: Locale;
  region: string;
}

/** One feature card of a landing page. */
export interface LandingFeature {
  title: string;
  description: string;
}

/** The text of a landing page in one language (spec §3 "location page"). */
export interface LandingText {
  /** <title> and the card title in link lists. */
  title: string;
  /** Meta description and the card text in link lists. */
  description: string;
  heroTitle: string;
  heroDescription: string;
  /** Heading of the features section. */
  sectionTitle: string;
  features: LandingFeature[];
  /** Two or three paragraphs about the place and why automation pays there. */
  intro: string[];
  /** Country pages only (spec: market texts, pricing tier names, contact titles). */
  country?: CountryText;
}

export interface CountryText {
  subtitle: string;
  marketTitle: string;
  /** Paragraphs about the market. */
  market: string[];
  pricingTitle: string;
  /** Names of the pricing tiers with a one-line description each; prices stay 'on quote'. */
  pricingTiers: { name: string; description: string }[];
  contactTitle: string;
  contactDescription: string;
  /** Morocco only: the cities and sectors served, and the financing note (up to 80 %). */
  cities?: string[];
  sectors?: string[];
  financing?: string;
}

export type LandingKind = 'region' | 'specialised' | 'country';

export interface LandingPageContent {
  /** The URL slug: /services/{slug}. */
  slug: string;
  kind: LandingKind;
  /** schema.org areaServed: the place's name as search engines know it. */
  areaServed: string;
  /** ISO 3166 country of the place. */
  country: 'CH' | 'FR' | 'MC' | 'MA';
  /** Extra regional hreflang entries (spec: France, Monaco, Morocco declare theirs). */
  regionalAlternates?: RegionalAlternate[];
  text: Record<Locale, LandingText>;
}
