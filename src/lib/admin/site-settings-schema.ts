import * as z from 'zod/mini';
import type { Locale } from '@/i18n/locales';
import { postedFlag, postedText } from '@/lib/forms/form-state';
import { cleanLine } from '@/lib/forms/text';
import {
  contentLocales,
  optionalUploadPath,
  requiredLine,
  textsPerLanguage,
} from './translated-content';

/*
 * The site settings form (admins): the agency's name and contact details, its links, the shared
 * figures, the voice widget, the default social image (an image of the media library, drawn in
 * the site's social card), and the texts that depend on the language (the address as visitors
 * read it, the office hours; French required, another language empty falls back to French). One
 * schema for the browser and the server action; its messages are keys of
 * `settings.errors` in the admin's messages.
 */

export type SiteSettingsErrorKey =
  | 'required'
  | 'tooLong'
  | 'emailInvalid'
  | 'phoneInvalid'
  | 'httpsUrl'
  | 'wholeNumber'
  | 'percent'
  | 'rating'
  | 'imageInvalid'
  | 'form';

export const siteSettingsErrorKeys: readonly SiteSettingsErrorKey[] = [
  'required',
  'tooLong',
  'emailInvalid',
  'phoneInvalid',
  'httpsUrl',
  'wholeNumber',
  'percent',
  'rating',
  'imageInvalid',
  'form',
];

/** The networks the footer and the structured data may link to, in the order shown. */
export const socialNetworks = ['linkedin', 'instagram', 'facebook', 'x', 'youtube'] as const;
export type SocialNetwork = (typeof socialNetworks)[number];

/** An international number such as +41 22 555 01 00 (the WhatsApp number may omit the +). */
export const phonePattern = /^\+[1-9][0-9 ]{6,20}$/;
export const whatsappPattern = /^\+?[1-9][0-9 ]{6,20}$/;

export function isHttpsUrl(value: string): boolean {
  return URL.canParse(value) && new URL(value).protocol === 'https:';
}

const httpsUrl = z
  .string('httpsUrl')
  .check(
    z.trim(),
    z.minLength(1, 'required'),
    z.maxLength(500, 'tooLong'),
    z.refine(isHttpsUrl, 'httpsUrl'),
  );

/** A social profile: empty for none. */
const optionalHttpsUrl = z.string('httpsUrl').check(
  z.trim(),
  z.maxLength(500, 'tooLong'),
  z.refine((value) => value === '' || isHttpsUrl(value), 'httpsUrl'),
);

function phone(pattern: RegExp) {
  return z
    .string('required')
    .check(z.trim(), z.minLength(1, 'required'), z.regex(pattern, 'phoneInvalid'));
}

/** A whole number typed in a number field, from `min` to `max`. */
function wholeNumber(max: number, message: SiteSettingsErrorKey = 'wholeNumber') {
  return z.pipe(
    z.string(message).check(
      z.trim(),
      z.regex(/^\d{1,7}$/, message),
      z.refine((value) => Number(value) <= max, message),
    ),
    z.transform(Number),
  );
}

/** A rating out of 5 with at most one decimal, written with a point or a comma (4.9, 4,9). */
const rating = z.pipe(
  z.string('rating').check(
    z.trim(),
    z.regex(/^\d(?:[.,]\d)?$/, 'rating'),
    z.refine((value) => Number(value.replace(',', '.')) <= 5, 'rating'),
  ),
  z.transform((value) => Number(value.replace(',', '.'))),
);

/** A language's text other than French: empty means "not translated, show the French". */
function optionalLine(max: number) {
  return z.string('required').check(z.overwrite(cleanLine), z.maxLength(max, 'tooLong'));
}

const frenchText = z.object({ address: requiredLine(120), officeHours: requiredLine(120) });
const translatedText = z.object({ address: optionalLine(120), officeHours: optionalLine(120) });

export const siteSettingsSchema = z.object({
  /** The version the form was opened on: a save of an older one is a conflict. */
  version: wholeNumber(Number.MAX_SAFE_INTEGER, 'form'),
  siteName: requiredLine(60),
  contactEmail: z
    .string('required')
    .check(
      z.trim(),
      z.minLength(1, 'required'),
      z.maxLength(254, 'tooLong'),
      z.email('emailInvalid'),
    ),
  contactPhone: phone(phonePattern),
  whatsappNumber: phone(whatsappPattern),
  address: requiredLine(120),
  bookingUrl: httpsUrl,
  social: z.object(
    Object.fromEntries(socialNetworks.map((network) => [network, optionalHttpsUrl])) as Record<
      SocialNetwork,
      typeof optionalHttpsUrl
    >,
  ),
  voiceWidget: z.boolean(),
  // None in files and drafts written before it.
  socialImage: z._default(optionalUploadPath(), ''),
  figures: z.object({
    years: wholeNumber(1000),
    projects: wholeNumber(1_000_000),
    clients: wholeNumber(1_000_000),
    satisfaction: wholeNumber(100, 'percent'),
    rating,
    reviewCount: wholeNumber(1_000_000),
  }),
  text: textsPerLanguage(frenchText, translatedText),
});

export type SiteSettingsFormValues = z.input<typeof siteSettingsSchema>;
export type SiteSettingsInput = z.output<typeof siteSettingsSchema>;
/** The settings as stored (a save's input without the version it was opened on). */
export type SiteSettingsValues = Omit<SiteSettingsInput, 'version'>;
export type SiteSettingsText = SiteSettingsInput['text'][Locale];

/** The shared figures, in the form's order. */
export const figureNames = [
  'years',
  'projects',
  'clients',
  'satisfaction',
  'rating',
  'reviewCount',
] as const;
type FigureName = (typeof figureNames)[number];

/**
 * A figure written one way whatever form it was typed in (4,9 and 4.9 are both 4.9, " 12" is 12),
 * as its field's rule reads it; a value the rule refuses (a draft's half-done work) as typed. So
 * a draft and the published settings compare equal where they mean the same figure.
 */
export function figureText(figure: FigureName, value: string | number): string {
  const read = siteSettingsSchema.shape.figures.shape[figure].safeParse(String(value));
  return read.success ? String(read.data) : String(value);
}

/** The agency's name and contact details, in the form's order. */
export const agencyFields = [
  'siteName',
  'contactEmail',
  'contactPhone',
  'whatsappNumber',
  'address',
  'bookingUrl',
] as const;
const plainFields = ['version', ...agencyFields] as const;

/**
 * A posted settings form in the schema's shape; its controls are named by the schema's paths
 * (`social.linkedin`, `figures.years`, `text.ar.officeHours`), so errors land on them by name.
 */
export function siteSettingsValuesFromForm(form: FormData): SiteSettingsFormValues {
  const group = <Name extends string>(prefix: string, names: readonly Name[]) =>
    Object.fromEntries(
      names.map((name) => [name, postedText(form, `${prefix}.${name}`)]),
    ) as Record<Name, string>;
  return {
    ...(Object.fromEntries(plainFields.map((name) => [name, postedText(form, name)])) as Record<
      (typeof plainFields)[number],
      string
    >),
    social: group('social', socialNetworks),
    voiceWidget: postedFlag(form, 'voiceWidget'),
    socialImage: postedText(form, 'socialImage'),
    figures: group('figures', figureNames),
    text: Object.fromEntries(
      contentLocales.map((locale) => [locale, group(`text.${locale}`, ['address', 'officeHours'])]),
    ) as Record<Locale, SiteSettingsText>,
  };
}

/** Stored settings as the form holds them (every value a string, as typed), opened on `version`. */
export function siteSettingsFormValues(
  version: number,
  values: SiteSettingsValues,
): SiteSettingsFormValues {
  const { figures } = values;
  return {
    ...values,
    version: String(version),
    figures: {
      years: String(figures.years),
      projects: String(figures.projects),
      clients: String(figures.clients),
      satisfaction: String(figures.satisfaction),
      rating: String(figures.rating),
      reviewCount: String(figures.reviewCount),
    },
  };
}

/** Any text of a draft: kept as typed, half done or not, only bounded. */
const draftText = z.string('tooLong').check(z.maxLength(500, 'tooLong'));
const draftGroup = <Name extends string>(names: readonly Name[]) =>
  z.object(
    Object.fromEntries(names.map((name) => [name, draftText])) as Record<Name, typeof draftText>,
  );

/**
 * A draft of the settings (decision 071): the form's shape, its texts as typed (an e-mail not yet
 * an address, French emptied), only bounded. Its publish goes through `siteSettingsSchema`.
 */
export const siteSettingsDraftSchema = z.object({
  ...draftGroup(plainFields).shape,
  social: draftGroup(socialNetworks),
  voiceWidget: z.boolean(),
  socialImage: z.optional(draftText),
  figures: draftGroup(figureNames),
  text: textsPerLanguage(
    draftGroup(['address', 'officeHours']),
    draftGroup(['address', 'officeHours']),
  ),
});

/** A draft of the settings as kept: the form as the admin left it, its version aside. */
export type SiteSettingsDraftValues = Omit<SiteSettingsFormValues, 'version'>;

/**
 * The form drawn from a draft: each value the draft holds where `shown` (the published settings
 * as the form holds them) has one of the same type. A draft written by an older form, or by hand
 * for an import, so never loses a field nor brings a foreign one.
 */
export function siteSettingsDraftFormValues(
  shown: SiteSettingsFormValues,
  draft: Record<string, unknown>,
): SiteSettingsFormValues {
  const overlay = (base: unknown, over: unknown): unknown => {
    if (base !== null && typeof base === 'object')
      return Object.fromEntries(
        Object.entries(base).map(([key, value]) => [
          key,
          overlay(
            value,
            over !== null && typeof over === 'object'
              ? (over as Record<string, unknown>)[key]
              : undefined,
          ),
        ]),
      );
    return typeof over === typeof base ? over : base;
  };
  const { version, ...values } = shown;
  return { ...(overlay(values, draft) as SiteSettingsDraftValues), version };
}
