import * as z from 'zod/mini';
import { locales } from '@/i18n/locales';
import { fieldErrors } from '@/lib/forms/field-errors';

/*
 * The subscribers' import form (issue 15 §3): a CSV file read as text in the browser, the
 * language of addresses the file gives none for, and the attestation that the people consented
 * elsewhere (without it, each new address is sent the confirmation mail). Messages are keys of
 * the admin text set's `subscribers.import.errors`.
 */

/** A file larger than this is refused: an import is a list of addresses, not an archive. */
export const importMaxBytes = 1_000_000;
/** At most this many addresses per import. */
export const importMaxRows = 5_000;

export const subscriberImportErrorKeys = ['fileRequired', 'fileTooLarge', 'form'] as const;
export type SubscriberImportErrorKey = (typeof subscriberImportErrorKeys)[number];

export const subscriberImportSchema = z.object({
  csv: z
    .string('fileRequired')
    .check(z.minLength(1, 'fileRequired'), z.maxLength(importMaxBytes, 'fileTooLarge')),
  language: z.enum(locales, 'form'),
  attested: z.boolean('form'),
});

export type SubscriberImportInput = z.input<typeof subscriberImportSchema>;
export type SubscriberImportData = z.output<typeof subscriberImportSchema>;

export function parseSubscriberImport(
  input: unknown,
):
  | { ok: true; data: SubscriberImportData }
  | { ok: false; fieldErrors: Partial<Record<string, SubscriberImportErrorKey>> } {
  const parsed = subscriberImportSchema.safeParse(input);
  return parsed.success
    ? { ok: true, data: parsed.data }
    : { ok: false, fieldErrors: fieldErrors(parsed.error, subscriberImportErrorKeys) };
}
