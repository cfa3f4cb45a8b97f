import * as z from 'zod/mini';
import { locales } from '@/i18n/locales';
import { emailField } from '@/lib/forms/email-field';
import { fieldErrors } from '@/lib/forms/field-errors';

/*
 * The "Personal data" screen's forms (issue 34, privacy): the address a person asks about, and
 * for an export the language and the format. Refusals are keys of the admin text set's
 * `personalData.errors`.
 */

export const personalDataErrorKeys = ['emailInvalid', 'form'] as const;
export type PersonalDataErrorKey = (typeof personalDataErrorKeys)[number];

/** The address as stored by the site (lower case), whatever case the person wrote it in. */
const addressField = emailField({ invalid: 'emailInvalid', tooLong: 'emailInvalid' }).check(
  z.toLowerCase(),
);

export const personalDataLookupSchema = z.object({ email: addressField });
export type PersonalDataLookupInput = z.input<typeof personalDataLookupSchema>;

export const personalDataFormats = ['json', 'html'] as const;
export type PersonalDataFormat = (typeof personalDataFormats)[number];

export const personalDataExportSchema = z.object({
  email: addressField,
  language: z.enum(locales, 'form'),
  format: z.enum(personalDataFormats, 'form'),
});
export type PersonalDataExportInput = z.input<typeof personalDataExportSchema>;

type Parsed<Schema extends z.ZodMiniType> =
  | { ok: true; data: z.output<Schema> }
  | { ok: false; fieldErrors: Partial<Record<string, PersonalDataErrorKey>> };

export function parsePersonalDataForm<Schema extends z.ZodMiniType>(
  schema: Schema,
  input: unknown,
): Parsed<Schema> {
  const parsed = z.safeParse(schema, input);
  return parsed.success
    ? { ok: true, data: parsed.data }
    : { ok: false, fieldErrors: fieldErrors(parsed.error, personalDataErrorKeys) };
}
