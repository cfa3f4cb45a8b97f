import 'server-only';
import type { Kysely, Selectable, Transaction } from 'kysely';
import { defaultLocale, isLocale, locales, type Locale } from '@/i18n/locales';
import { hasAnyText, type PostEditorData, type PostFieldErrors } from '@/lib/admin/post-schema';
import { availableSlug } from '@/server/blog/slugs.server';
import type { Database, PostTranslationTable } from '@/server/db/schema';

/*
 * An article's slug in each language when the editor saves: an empty slug is made from the
 * title (spec rule, then `-2`, `-3`… while taken in that language); a typed slug went through the
 * spec rule in the schema and is refused if another post of the language holds it, rather than
 * silently changed.
 */

type Executor = Kysely<Database> | Transaction<Database>;

/**
 * The slug of every language to write (undefined: the language is not written), or the field
 * errors of typed slugs another post of the same language already holds.
 */
export async function chooseSlugs(
  db: Executor,
  data: PostEditorData,
): Promise<
  | { ok: true; value: Partial<Record<Locale, string>> }
  | { ok: false; reason: 'invalid'; fieldErrors: PostFieldErrors }
> {
  const chosen: Partial<Record<Locale, string>> = {};
  const fieldErrors: PostFieldErrors = {};
  for (const locale of locales) {
    const text = data.translations[locale];
    if (locale !== defaultLocale && !hasAnyText(text)) continue;
    if (!text.slug) chosen[locale] = await availableSlug(db, locale, text.title, data.id);
    else if (await slugTaken(db, locale, text.slug, data.id))
      fieldErrors[`translations.${locale}.slug`] = 'slugTaken';
    else chosen[locale] = text.slug;
  }
  return Object.keys(fieldErrors).length > 0
    ? { ok: false, reason: 'invalid', fieldErrors }
    : { ok: true, value: chosen };
}

async function slugTaken(
  db: Executor,
  locale: Locale,
  slug: string,
  postId: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('post_translation')
    .select('post_id')
    .where('locale', '=', locale)
    .where('slug', '=', slug)
    .where('post_id', '!=', postId)
    .executeTakeFirst();
  return row !== undefined;
}

/** A post's slug in each of its languages, from its translation rows. */
export function slugsOf(
  texts: Pick<Selectable<PostTranslationTable>, 'locale' | 'slug'>[],
): Partial<Record<Locale, string>> {
  return Object.fromEntries(
    texts.filter((text) => isLocale(text.locale)).map((text) => [text.locale, text.slug]),
  );
}
