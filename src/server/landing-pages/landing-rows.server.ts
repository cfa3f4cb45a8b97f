import 'server-only';
import type { Selectable } from 'kysely';
import { locales, type Locale } from '@/i18n/locales';
import {
  landingTextFromForm,
  parseRegionalAlternates,
  type LandingKind,
  type LandingPageContent,
  type LandingPageInput,
  type LandingText,
  type RegionalAlternate,
} from '@/lib/admin/landing-page-schema';
import type { LandingPageTable, LandingPageTranslationTable } from '@/server/db/schema';

/*
 * A landing page's rows ↔ its content: the lists are JSON text in their columns (decision 003),
 * read and written only here.
 */

/** The kind of a landing page as its versions, drafts and schedules name it. */
export const landingDocumentKind = 'landing_page';
export const landingDocument = (id: string) => ({ kind: landingDocumentKind, document: id });

type PageRow = Selectable<LandingPageTable>;
type TextRow = Selectable<LandingPageTranslationTable>;

export function textFromRow(row: TextRow): LandingText {
  return {
    title: row.title,
    description: row.description,
    heroTitle: row.hero_title,
    heroDescription: row.hero_description,
    sectionTitle: row.section_title,
    place: row.place,
    features: JSON.parse(row.features) as LandingText['features'],
    intro: JSON.parse(row.intro) as string[],
    ...(row.country !== null && {
      country: JSON.parse(row.country) as NonNullable<LandingText['country']>,
    }),
  };
}

/** One language's columns (without the page's id, its language and time). */
export function rowFromText(text: LandingText) {
  return {
    title: text.title,
    description: text.description,
    hero_title: text.heroTitle,
    hero_description: text.heroDescription,
    section_title: text.sectionTitle,
    place: text.place,
    features: JSON.stringify(text.features),
    intro: JSON.stringify(text.intro),
    country: text.country ? JSON.stringify(text.country) : null,
  };
}

/** A page and its texts by language (a language without a row is absent). */
export function pageFromRows(
  page: PageRow,
  texts: readonly TextRow[],
): Omit<LandingPageContent, 'text'> & { text: Partial<Record<Locale, LandingText>> } {
  const alternates = JSON.parse(page.regional_alternates) as RegionalAlternate[];
  return {
    slug: page.slug,
    kind: page.kind as LandingKind,
    areaServed: page.area_served,
    country: page.country,
    ...(alternates.length > 0 && { regionalAlternates: alternates }),
    text: Object.fromEntries(texts.map((row) => [row.locale, textFromRow(row)])),
  };
}

/** What a save writes: the shared fields and the texts of the languages given. */
export interface PageFields {
  slug: string;
  kind: LandingKind;
  areaServed: string;
  country: string;
  regionalAlternates: RegionalAlternate[];
  text: Partial<Record<Locale, LandingText>>;
}

/** The form's input (a save's, or a draft's in the preview) as a page's shared fields and texts. */
export function fieldsFromInput(input: LandingPageInput): PageFields {
  return {
    slug: input.slug,
    kind: input.kind,
    areaServed: input.areaServed,
    country: input.country,
    regionalAlternates: parseRegionalAlternates(input.regionalAlternates) ?? [],
    text: Object.fromEntries(
      locales.map((locale) => [locale, landingTextFromForm(input.text[locale])]),
    ) as Record<Locale, LandingText>,
  };
}
