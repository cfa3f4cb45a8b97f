import * as z from 'zod/mini';
import { locales, type Locale } from '@/i18n/locales';
import { fieldErrors } from '@/lib/forms/field-errors';
import { cleanLine, cleanText } from '@/lib/forms/text';
import { zurichLocalToIso } from '@/lib/time/zurich-time';
import { isImagePath } from './post-schema';

/*
 * The newsletter editor's form (issue 15 §1), parsed with the same schema in the browser and in
 * the server actions. A language is written when any of its fields is filled, and then needs a
 * subject and a body; French is required (a subscriber whose language is missing gets it).
 * Messages are keys of the admin text set's `newsletter.errors`.
 */

export const campaignLimits = {
  subject: 200,
  preheader: 200,
  /** Per language; four stay under the server actions' 1 MB body limit. */
  body: 50_000,
  image: 300,
} as const;

export const campaignErrorKeys = [
  'subjectRequired',
  'subjectTooLong',
  'preheaderTooLong',
  'bodyRequired',
  'bodyTooLong',
  'imageInvalid',
  'scheduleInvalid',
  'scheduleInPast',
  'form',
] as const;
export type CampaignErrorKey = (typeof campaignErrorKeys)[number];

const campaignTextSchema = z.object({
  subject: z
    .string('form')
    .check(z.overwrite(cleanLine), z.maxLength(campaignLimits.subject, 'subjectTooLong')),
  preheader: z
    .string('form')
    .check(z.overwrite(cleanLine), z.maxLength(campaignLimits.preheader, 'preheaderTooLong')),
  body: z
    .string('form')
    .check(z.overwrite(cleanText), z.maxLength(campaignLimits.body, 'bodyTooLong')),
});

export type CampaignTextInput = z.input<typeof campaignTextSchema>;
export type CampaignTextData = z.output<typeof campaignTextSchema>;

export const campaignEditorSchema = z
  .object({
    /** '' for a new letter: it is created by its first save (issue 36). */
    id: z.string('form').check(z.maxLength(100, 'form')),
    /**
     * The letter's last save the editor was drawn from: a save from an older one is refused
     * (another editor saved meanwhile). Absent for a new letter and for a restore, which checks
     * its own.
     */
    savedAt: z.optional(z.string('form').check(z.maxLength(40, 'form'))),
    image: z.string('form').check(
      z.overwrite(cleanLine),
      z.maxLength(campaignLimits.image, 'imageInvalid'),
      z.refine((value) => value === '' || isImagePath(value), 'imageInvalid'),
    ),
    /** `datetime-local` in Swiss time, read when the campaign is scheduled. */
    scheduleAt: z.string('form').check(z.maxLength(40, 'scheduleInvalid')),
    translations: z.object({
      fr: campaignTextSchema,
      en: campaignTextSchema,
      ar: campaignTextSchema,
      'ar-ma': campaignTextSchema,
    }),
  })
  .check(
    z.superRefine((campaign, context) => {
      for (const locale of locales) {
        const text = campaign.translations[locale];
        if (locale !== 'fr' && !isWritten(text)) continue;
        for (const [field, key] of [
          ['subject', 'subjectRequired'],
          ['body', 'bodyRequired'],
        ] as const)
          if (text[field] === '')
            context.issues.push({
              code: 'custom',
              message: key,
              path: ['translations', locale, field],
              input: '',
            });
      }
    }),
  );

export type CampaignEditorInput = z.input<typeof campaignEditorSchema>;
export type CampaignEditorData = z.output<typeof campaignEditorSchema>;

/** A language is meant to exist once any of its fields is filled. */
export function isWritten(text: CampaignTextData): boolean {
  return text.subject !== '' || text.preheader !== '' || text.body !== '';
}

/** The languages a campaign is written in (French first). */
export function writtenLocales(data: CampaignEditorData): Locale[] {
  return locales.filter((locale) => isWritten(data.translations[locale]));
}

export function emptyCampaignText(): CampaignTextInput {
  return { subject: '', preheader: '', body: '' };
}

export type ParsedCampaign =
  | { ok: true; data: CampaignEditorData }
  | { ok: false; fieldErrors: Partial<Record<string, CampaignErrorKey>> };

export function parseCampaignEditor(input: unknown): ParsedCampaign {
  const parsed = campaignEditorSchema.safeParse(input);
  return parsed.success
    ? { ok: true, data: parsed.data }
    : { ok: false, fieldErrors: fieldErrors(parsed.error, campaignErrorKeys) };
}

/**
 * When a campaign scheduled at `scheduleAt` (Swiss time) goes: an ISO instant, or the error's
 * key (not a time; not in the future).
 */
export function scheduledTime(
  scheduleAt: string,
  now: Date,
): { ok: true; at: string } | { ok: false; error: 'scheduleInvalid' | 'scheduleInPast' } {
  const at = zurichLocalToIso(scheduleAt);
  if (at === undefined) return { ok: false, error: 'scheduleInvalid' };
  if (Date.parse(at) <= now.getTime()) return { ok: false, error: 'scheduleInPast' };
  return { ok: true, at };
}
