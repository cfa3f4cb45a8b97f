import * as z from 'zod/mini';
import { locales } from '@/i18n/locales';
import { slugify } from '@/lib/blog/slug';
import { fieldErrors } from '@/lib/forms/field-errors';
import { cleanLine, cleanText } from '@/lib/forms/text';
import { zurichLocalToIso } from '@/lib/time/zurich-time';

/*
 * The admin's two post forms (the '+ Nouvel article' modal and the full editor), parsed with the
 * same schemas in the browser and in the server action. Messages are keys of the admin text set's
 * `posts.errors`; issues are reported by their full path ('translations.en.title').
 */

export const postLimits = {
  title: 200,
  slug: 120,
  excerpt: 500,
  /** Per language; four of them stay under the server actions' 1 MB body limit. */
  content: 50_000,
  metaTitle: 120,
  metaDescription: 320,
  altText: 300,
  listItems: 20,
  listItem: 80,
  category: 60,
  author: 100,
  image: 300,
  expectedTraffic: 10_000_000,
} as const;

/** What search engines show without cutting: a hint under the fields, not a limit. */
export const seoHints = { metaTitle: 60, metaDescription: 160 } as const;

export const postErrorKeys = [
  'titleRequired',
  'titleTooLong',
  'contentRequired',
  'contentTooLong',
  'statusInvalid',
  'slugTooLong',
  'slugTaken',
  'excerptTooLong',
  'metaTitleTooLong',
  'metaDescriptionTooLong',
  'altTextTooLong',
  'tooManyItems',
  'itemTooLong',
  'categoryRequired',
  'categoryTooLong',
  'authorRequired',
  'authorTooLong',
  'trafficInvalid',
  'imageInvalid',
  'choiceInvalid',
  'scheduleInvalid',
  'scheduleInPast',
  'form',
] as const;
export type PostErrorKey = (typeof postErrorKeys)[number];

export const postStatuses = ['draft', 'published'] as const;
export const searchIntents = [
  'informational',
  'commercial',
  'transactional',
  'navigational',
] as const;
export const competitionLevels = ['low', 'medium', 'high'] as const;
export const schemaTypes = ['Article', 'BlogPosting', 'HowTo'] as const;

/** What the editor's buttons ask for besides saving the texts. */
export const publicationIntents = ['save', 'publish', 'schedule', 'unpublish'] as const;
export type PublicationIntent = (typeof publicationIntents)[number];

const line = (max: number, tooLong: PostErrorKey) =>
  z.string('form').check(z.overwrite(cleanLine), z.maxLength(max, tooLong));

const text = (max: number, tooLong: PostErrorKey) =>
  z.string('form').check(z.overwrite(cleanText), z.maxLength(max, tooLong));

/** The spec's slug rule applied to what was typed; empty means "from the title". */
const slugField = z.string('form').check(
  z.maxLength(postLimits.slug * 4, 'slugTooLong'),
  z.overwrite((value) => slugify(cleanLine(value))),
  z.maxLength(postLimits.slug, 'slugTooLong'),
);

/** A comma-separated list as typed ('n8n, automatisation') to its cleaned, de-duplicated items. */
export function splitList(value: string): string[] {
  const items = value
    .split(/[,،\n]/)
    .map(cleanLine)
    .filter(Boolean);
  return [...new Set(items)];
}

const listField = z.pipe(
  z.string('form'),
  z.transform(splitList).check(
    z.refine((items) => items.length <= postLimits.listItems, 'tooManyItems'),
    z.refine((items) => items.every((item) => item.length <= postLimits.listItem), 'itemTooLong'),
  ),
);

const choice = <const Values extends readonly [string, ...string[]]>(values: Values) =>
  z.enum(values, 'choiceInvalid');

/** The '+ Nouvel article' modal (spec §2): Titre, Contenu, Statut. */
export const postModalSchema = z
  .object({
    title: line(postLimits.title, 'titleTooLong').check(z.minLength(1, 'titleRequired')),
    content: text(postLimits.content, 'contentTooLong'),
    status: z.enum(postStatuses, 'statusInvalid'),
  })
  .check(
    z.superRefine((post, context) => {
      // A published article with an empty body would be an empty public page.
      if (post.status === 'published' && post.content === '')
        context.issues.push({
          code: 'custom',
          message: 'contentRequired',
          path: ['content'],
          input: post.content,
        });
    }),
  );

export type PostModalInput = z.input<typeof postModalSchema>;
export type PostModalData = z.output<typeof postModalSchema>;

const translationSchema = z.object({
  title: line(postLimits.title, 'titleTooLong'),
  slug: slugField,
  excerpt: text(postLimits.excerpt, 'excerptTooLong'),
  content: text(postLimits.content, 'contentTooLong'),
  metaTitle: line(postLimits.metaTitle, 'metaTitleTooLong'),
  metaDescription: text(postLimits.metaDescription, 'metaDescriptionTooLong'),
  altText: line(postLimits.altText, 'altTextTooLong'),
  tags: listField,
  targetKeywords: listField,
});

export type TranslationInput = z.input<typeof translationSchema>;
export type TranslationData = z.output<typeof translationSchema>;

/** A public path of an image (`/uploads/…webp`, `/images/blog/…jpg`): next/image serves it. */
const imagePath = /^\/(?!\/)[A-Za-z0-9._~\/-]+$/;

export function isImagePath(value: string): boolean {
  return imagePath.test(value);
}

/**
 * The full editor. A language is written when its title is filled; a language whose fields are
 * all empty is not written (and an existing translation emptied this way is removed). Typing
 * text in a language without its title is an error rather than a silent loss. French is required.
 */
export const postEditorSchema = z
  .object({
    id: z.string('form').check(z.minLength(1, 'form'), z.maxLength(100, 'form')),
    intent: z.enum(publicationIntents, 'form'),
    /** `datetime-local` in Swiss time, read when the intent is 'schedule'. */
    scheduleAt: z.string('form').check(z.maxLength(40, 'scheduleInvalid')),
    category: line(postLimits.category, 'categoryTooLong').check(
      z.minLength(1, 'categoryRequired'),
    ),
    author: line(postLimits.author, 'authorTooLong').check(z.minLength(1, 'authorRequired')),
    expectedTraffic: z.pipe(
      z.string('trafficInvalid').check(z.overwrite((value) => value.trim())),
      z
        .transform((value: string) => (value === '' ? 0 : Number(value)))
        .check(
          z.refine(
            (value) =>
              Number.isSafeInteger(value) && value >= 0 && value <= postLimits.expectedTraffic,
            'trafficInvalid',
          ),
        ),
    ),
    searchIntent: choice(searchIntents),
    competitionLevel: choice(competitionLevels),
    schemaType: choice(schemaTypes),
    image: line(postLimits.image, 'imageInvalid').check(
      z.refine((value) => value === '' || isImagePath(value), 'imageInvalid'),
    ),
    translations: z.object({
      fr: translationSchema,
      en: translationSchema,
      ar: translationSchema,
      'ar-ma': translationSchema,
    }),
  })
  .check(
    z.superRefine((post, context) => {
      for (const locale of locales) {
        const translation = post.translations[locale];
        const required = locale === 'fr' || hasAnyText(translation);
        if (required && translation.title === '')
          context.issues.push({
            code: 'custom',
            message: 'titleRequired',
            path: ['translations', locale, 'title'],
            input: translation.title,
          });
      }
      if (post.intent === 'schedule' && zurichLocalToIso(post.scheduleAt) === undefined)
        context.issues.push({
          code: 'custom',
          message: 'scheduleInvalid',
          path: ['scheduleAt'],
          input: post.scheduleAt,
        });
      const publishing = post.intent === 'publish' || post.intent === 'schedule';
      if (publishing && post.translations.fr.content === '')
        context.issues.push({
          code: 'custom',
          message: 'contentRequired',
          path: ['translations', 'fr', 'content'],
          input: '',
        });
    }),
  );

export type PostEditorInput = z.input<typeof postEditorSchema>;
export type PostEditorData = z.output<typeof postEditorSchema>;

/** True when any field of a language was filled: the language is then meant to exist. */
export function hasAnyText(translation: TranslationData): boolean {
  return Object.values(translation).some((value) =>
    Array.isArray(value) ? value.length > 0 : value !== '',
  );
}

/** An empty translation, as the editor shows a language the post does not have yet. */
export function emptyTranslationInput(): TranslationInput {
  return {
    title: '',
    slug: '',
    excerpt: '',
    content: '',
    metaTitle: '',
    metaDescription: '',
    altText: '',
    tags: '',
    targetKeywords: '',
  };
}

export type PostFieldErrors = Partial<Record<string, PostErrorKey>>;

/** The post forms' refusal by field ('translations.en.slug'); unknown messages read 'form'. */
export function postFieldErrors(error: z.core.$ZodError): PostFieldErrors {
  return fieldErrors(error, postErrorKeys);
}

/** A form read with its schema: the data, or the refusal with its keys by field. */
export type ParsedPostForm<Data> =
  { ok: true; data: Data } | { ok: false; reason: 'invalid'; fieldErrors: PostFieldErrors };

function parsedWith<Data>(
  result: { success: true; data: Data } | { success: false; error: z.core.$ZodError },
): ParsedPostForm<Data> {
  return result.success
    ? { ok: true, data: result.data }
    : { ok: false, reason: 'invalid', fieldErrors: postFieldErrors(result.error) };
}

/** The '+ Nouvel article' modal's input, as its action reads it. */
export function parsePostModal(input: unknown): ParsedPostForm<PostModalData> {
  return parsedWith(postModalSchema.safeParse(input));
}

/** The editor's input, as its action reads it. */
export function parsePostEditor(input: unknown): ParsedPostForm<PostEditorData> {
  return parsedWith(postEditorSchema.safeParse(input));
}
