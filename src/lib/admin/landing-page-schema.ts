import * as z from 'zod/mini';
import { isLocale, type Locale } from '@/i18n/locales';
import { cleanLine, cleanText } from '@/lib/forms/text';
import {
  requiredLine,
  requiredText,
  textsPerLanguage,
  type ContentFormLayout,
} from './translated-content';

/*
 * A landing page (/services/{slug}) as the admin edits it and the public page shows it (issue 29):
 * its address, kind, the place it serves and, per language, its texts. The feature cards, the
 * paragraphs and a country page's blocks are lists; the form edits each list as one text (blocks
 * separated by a blank line), turned into the list by landingTextFromForm and back by
 * landingFormText, so an editor never writes markup.
 */

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

/** Country pages only (spec: market texts, pricing tier names, contact titles). */
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
  /** "à Genève": the place in the intro's heading; empty, the heading names no place. */
  place: string;
  features: LandingFeature[];
  /** Two or three paragraphs about the place and why automation pays there. */
  intro: string[];
  country?: CountryText;
  /**
   * As pages read it: the fields this language leaves empty, shown in French instead — a country
   * page's block by its own name (`country.subtitle`), or `country` when the whole is missing.
   */
  inFrench?: LandingTextPath[];
}

export type LandingTextField = Exclude<keyof LandingText, 'inFrench'>;

/** A field of a landing page's text, or one of its country blocks. */
export type LandingTextPath = LandingTextField | `country.${keyof CountryText}`;

export const landingKinds = ['region', 'specialised', 'country'] as const;
export type LandingKind = (typeof landingKinds)[number];

export interface LandingPageContent {
  /** The URL slug: /services/{slug}. */
  slug: string;
  kind: LandingKind;
  /** schema.org areaServed: the place's name as search engines know it. */
  areaServed: string;
  /** ISO 3166 country of the place. */
  country: string;
  /** Extra regional hreflang entries (spec: France, Monaco, Morocco declare theirs). */
  regionalAlternates?: RegionalAlternate[];
  text: Record<Locale, LandingText>;
}

/** A slug: lower-case ASCII words joined by hyphens (the address /services/{slug}). */
export const landingSlugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const landingLimits = {
  slug: 60,
  areaServed: 120,
  alternates: 120,
  line: 200,
  description: 400,
  paragraph: 2_000,
  blocks: 8_000,
} as const;

const countryPattern = /^[A-Z]{2}$/;

/** "fr-FR ar-ma-MA" → the alternates; undefined when a token is not language-REGION. */
export function parseRegionalAlternates(value: string): RegionalAlternate[] | undefined {
  const alternates: RegionalAlternate[] = [];
  for (const token of value.split(/[\s,]+/).filter(Boolean)) {
    const match = /^(.+)-([A-Z]{2})$/.exec(token);
    if (!match || !isLocale(match[1]!)) return undefined;
    alternates.push({ language: match[1] as Locale, region: match[2]! });
  }
  return alternates;
}

export function regionalAlternatesLine(alternates: readonly RegionalAlternate[] = []): string {
  return alternates.map(({ language, region }) => `${language}-${region}`).join(' ');
}

function optionalLine(max: number) {
  return z.string().check(z.overwrite(cleanLine), z.maxLength(max, 'tooLong'));
}

function optionalText(max: number) {
  return z.string().check(z.overwrite(cleanText), z.maxLength(max, 'tooLong'));
}

const countryFields = {
  countrySubtitle: optionalLine(landingLimits.line),
  countryMarketTitle: optionalLine(landingLimits.line),
  countryMarket: optionalText(landingLimits.blocks),
  countryPricingTitle: optionalLine(landingLimits.line),
  countryPricingTiers: optionalText(landingLimits.blocks),
  countryContactTitle: optionalLine(landingLimits.line),
  countryContactDescription: optionalText(landingLimits.paragraph),
  countryCities: optionalText(landingLimits.paragraph),
  countrySectors: optionalText(landingLimits.paragraph),
  countryFinancing: optionalText(landingLimits.paragraph),
};

const frenchText = z.object({
  title: requiredLine(landingLimits.line),
  description: requiredText(landingLimits.description),
  heroTitle: requiredLine(landingLimits.line),
  heroDescription: requiredText(landingLimits.paragraph),
  sectionTitle: optionalLine(landingLimits.line),
  place: optionalLine(landingLimits.line),
  intro: optionalText(landingLimits.blocks),
  features: optionalText(landingLimits.blocks),
  ...countryFields,
});

/** A translation: any field may wait for its translator (the French one shows meanwhile). */
const translatedText = z.object({
  title: optionalLine(landingLimits.line),
  description: optionalText(landingLimits.description),
  heroTitle: optionalLine(landingLimits.line),
  heroDescription: optionalText(landingLimits.paragraph),
  sectionTitle: optionalLine(landingLimits.line),
  place: optionalLine(landingLimits.line),
  intro: optionalText(landingLimits.blocks),
  features: optionalText(landingLimits.blocks),
  ...countryFields,
});

export const landingPageSchema = z.object({
  slug: z.string('slugInvalid').check(
    z.overwrite((value) => value.trim()),
    z.minLength(1, 'required'),
    z.maxLength(landingLimits.slug, 'tooLong'),
    z.regex(landingSlugPattern, 'slugInvalid'),
  ),
  kind: z.enum(landingKinds, 'categoryInvalid'),
  areaServed: requiredLine(landingLimits.areaServed),
  country: z.string('countryInvalid').check(
    z.overwrite((value) => value.trim().toUpperCase()),
    z.regex(countryPattern, 'countryInvalid'),
  ),
  regionalAlternates: z.string().check(
    z.overwrite(cleanLine),
    z.maxLength(landingLimits.alternates, 'tooLong'),
    z.refine((value) => parseRegionalAlternates(value) !== undefined, 'alternatesInvalid'),
  ),
  text: textsPerLanguage(frenchText, translatedText),
});

export type LandingPageFormValues = z.input<typeof landingPageSchema>;
export type LandingPageInput = z.output<typeof landingPageSchema>;
/** One language's text as the form holds it (lists as blocks of text). */
export type LandingFormText = LandingPageInput['text']['fr'];

const blocks = (value: string) =>
  value
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter(Boolean);
const lines = (value: string) =>
  value
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
/** "Title\nDescription" blocks → pairs (a block of one line has an empty description). */
function titledBlocks(value: string): { title: string; description: string }[] {
  return blocks(value).map((block) => {
    const [title = '', ...rest] = block.split('\n');
    return { title: title.trim(), description: rest.join(' ').trim() };
  });
}

/** The form's text of one language as the page shows it. */
export function landingTextFromForm(form: LandingFormText): LandingText {
  const countryValues = [
    form.countrySubtitle,
    form.countryMarketTitle,
    form.countryMarket,
    form.countryPricingTitle,
    form.countryPricingTiers,
    form.countryContactTitle,
    form.countryContactDescription,
  ];
  const hasCountry = countryValues.some((value) => value !== '');
  const cities = lines(form.countryCities);
  const sectors = lines(form.countrySectors);
  return {
    title: form.title,
    description: form.description,
    heroTitle: form.heroTitle,
    heroDescription: form.heroDescription,
    sectionTitle: form.sectionTitle,
    place: form.place,
    features: titledBlocks(form.features),
    intro: blocks(form.intro),
    ...(hasCountry && {
      country: {
        subtitle: form.countrySubtitle,
        marketTitle: form.countryMarketTitle,
        market: blocks(form.countryMarket),
        pricingTitle: form.countryPricingTitle,
        pricingTiers: titledBlocks(form.countryPricingTiers).map(({ title, description }) => ({
          name: title,
          description,
        })),
        contactTitle: form.countryContactTitle,
        contactDescription: form.countryContactDescription,
        ...(cities.length > 0 && { cities }),
        ...(sectors.length > 0 && { sectors }),
        ...(form.countryFinancing !== '' && { financing: form.countryFinancing }),
      },
    }),
  };
}

/** A page's text of one language as the form edits it. */
export function landingFormText(text: LandingText | undefined): LandingFormText {
  const country = text?.country;
  const titled = (items: { title: string; description: string }[]) =>
    items.map(({ title, description }) => `${title}\n${description}`).join('\n\n');
  return {
    title: text?.title ?? '',
    description: text?.description ?? '',
    heroTitle: text?.heroTitle ?? '',
    heroDescription: text?.heroDescription ?? '',
    sectionTitle: text?.sectionTitle ?? '',
    place: text?.place ?? '',
    intro: (text?.intro ?? []).join('\n\n'),
    features: titled(text?.features ?? []),
    countrySubtitle: country?.subtitle ?? '',
    countryMarketTitle: country?.marketTitle ?? '',
    countryMarket: (country?.market ?? []).join('\n\n'),
    countryPricingTitle: country?.pricingTitle ?? '',
    countryPricingTiers: titled(
      (country?.pricingTiers ?? []).map(({ name, description }) => ({ title: name, description })),
    ),
    countryContactTitle: country?.contactTitle ?? '',
    countryContactDescription: country?.contactDescription ?? '',
    countryCities: (country?.cities ?? []).join('\n'),
    countrySectors: (country?.sectors ?? []).join('\n'),
    countryFinancing: country?.financing ?? '',
  };
}

const line = (name: string, maxLength: number, need: object = { translationOptional: true }) =>
  ({ type: 'line', name, maxLength, ...need }) as const;
const text = (name: string, maxLength: number, rows: number, hint = false) =>
  ({ type: 'paragraphs', name, maxLength, rows, hint, optional: true }) as const;

/** The landing page form: address, kind and place, then every text per language. */
export const landingPageFormLayout: ContentFormLayout = {
  frenchBeside: true,
  sections: [
    {
      title: 'settings',
      controls: [
        { type: 'line', name: 'slug', maxLength: landingLimits.slug, hint: true, narrow: true },
        { type: 'choice', name: 'kind', options: landingKinds },
        { type: 'line', name: 'areaServed', maxLength: landingLimits.areaServed, hint: true },
        { type: 'line', name: 'country', maxLength: 2, hint: true, narrow: true },
        {
          type: 'line',
          name: 'regionalAlternates',
          maxLength: landingLimits.alternates,
          hint: true,
          optional: true,
        },
      ],
    },
  ],
  textControls: [
    line('title', landingLimits.line),
    {
      ...text('description', landingLimits.description, 3),
      optional: false,
      translationOptional: true,
    },
    line('heroTitle', landingLimits.line),
    {
      ...text('heroDescription', landingLimits.paragraph, 4),
      optional: false,
      translationOptional: true,
    },
    line('place', landingLimits.line, { optional: true, hint: true }),
    text('intro', landingLimits.blocks, 8, true),
    line('sectionTitle', landingLimits.line, { optional: true }),
    text('features', landingLimits.blocks, 12, true),
    line('countrySubtitle', landingLimits.line, { optional: true, hint: true }),
    line('countryMarketTitle', landingLimits.line, { optional: true }),
    text('countryMarket', landingLimits.blocks, 6, true),
    line('countryPricingTitle', landingLimits.line, { optional: true }),
    text('countryPricingTiers', landingLimits.blocks, 6, true),
    line('countryContactTitle', landingLimits.line, { optional: true }),
    text('countryContactDescription', landingLimits.paragraph, 3),
    text('countryCities', landingLimits.paragraph, 4, true),
    text('countrySectors', landingLimits.paragraph, 4, true),
    text('countryFinancing', landingLimits.paragraph, 3),
  ],
};
