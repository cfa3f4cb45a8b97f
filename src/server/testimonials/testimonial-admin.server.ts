import 'server-only';
import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import { defaultLocale, type Locale } from '@/i18n/locales';
import { contentLocales } from '@/lib/admin/content-form';
import type { TestimonialInput } from '@/lib/admin/testimonial-schema';
import type { Staff } from '@/server/auth/guards.server';
import type { Database } from '@/server/db/schema';
import { rememberRemovedSeed } from '@/server/db/seed.server';
import { recordAudit } from '@/server/admin/audit.server';

type Actor = Pick<Staff, 'id' | 'email'>;
type Db = Kysely<Database> | Transaction<Database>;

/** A row of the admin's list: who, in which position, shown or hidden, the French quote. */
export interface TestimonialSummary {
  id: string;
  name: string;
  company: string;
  rating: number;
  sortOrder: number;
  visible: boolean;
  quote: string;
  updatedAt: string;
}

/** A testimonial with its text in every language, as the edit form shows it. */
export interface AdminTestimonial {
  id: string;
  name: string;
  company: string;
  rating: number;
  sortOrder: number;
  visible: boolean;
  text: Record<Locale, { quote: string; position: string }>;
  updatedAt: string;
}

/** Every testimonial, hidden ones included, in display order. */
export async function listAdminTestimonials(db: Kysely<Database>): Promise<TestimonialSummary[]> {
  const rows = await db
    .selectFrom('testimonial')
    .leftJoin('testimonial_translation', (join) =>
      join
        .onRef('testimonial_translation.testimonial_id', '=', 'testimonial.id')
        .on('testimonial_translation.locale', '=', defaultLocale),
    )
    .select([
      'testimonial.id',
      'testimonial.name',
      'testimonial.company',
      'testimonial.rating',
      'testimonial.sort_order',
      'testimonial.visible',
      'testimonial.updated_at',
      'testimonial_translation.quote',
    ])
    .orderBy('testimonial.sort_order')
    .orderBy('testimonial.name')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    company: row.company,
    rating: row.rating,
    sortOrder: row.sort_order,
    visible: Boolean(row.visible),
    quote: row.quote ?? '',
    updatedAt: row.updated_at,
  }));
}

export async function getAdminTestimonial(
  db: Kysely<Database>,
  id: string,
): Promise<AdminTestimonial | undefined> {
  const row = await db
    .selectFrom('testimonial')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) return undefined;
  const texts = await db
    .selectFrom('testimonial_translation')
    .select(['locale', 'quote', 'position'])
    .where('testimonial_id', '=', id)
    .execute();
  const text = Object.fromEntries(
    contentLocales.map((locale) => {
      const found = texts.find((candidate) => candidate.locale === locale);
      return [locale, { quote: found?.quote ?? '', position: found?.position ?? '' }];
    }),
  ) as AdminTestimonial['text'];
  return {
    id: row.id,
    name: row.name,
    company: row.company,
    rating: row.rating,
    sortOrder: row.sort_order,
    visible: Boolean(row.visible),
    text,
    updatedAt: row.updated_at,
  };
}

/** The position a new testimonial takes by default: after the last one. */
export async function nextTestimonialOrder(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('testimonial')
    .select((eb) => eb.fn.max('sort_order').as('last'))
    .executeTakeFirst();
  return row?.last == null ? 0 : Number(row.last) + 1;
}

async function writeTexts(db: Db, id: string, text: TestimonialInput['text']): Promise<void> {
  for (const locale of contentLocales) {
    const { quote, position } = text[locale];
    await db
      .insertInto('testimonial_translation')
      .values({ testimonial_id: id, locale, quote, position })
      .onConflict((oc) => oc.columns(['testimonial_id', 'locale']).doUpdateSet({ quote, position }))
      .execute();
  }
}

export async function createTestimonial(
  db: Kysely<Database>,
  actor: Actor,
  input: TestimonialInput,
  now: Date = new Date(),
): Promise<string> {
  const id = randomUUID();
  const at = now.toISOString();
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('testimonial')
      .values({
        id,
        name: input.name,
        company: input.company,
        rating: input.rating,
        sort_order: input.sortOrder,
        visible: input.visible ? 1 : 0,
        created_at: at,
        updated_at: at,
      })
      .execute();
    await writeTexts(trx, id, input.text);
    await recordAudit(
      trx,
      actor,
      {
        action: 'testimonial.create',
        targetType: 'testimonial',
        targetId: id,
        summary: input.name,
      },
      now,
    );
  });
  return id;
}

/** Saves every field and language; false when the testimonial no longer exists. */
export async function updateTestimonial(
  db: Kysely<Database>,
  actor: Actor,
  id: string,
  input: TestimonialInput,
  now: Date = new Date(),
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable('testimonial')
      .set({
        name: input.name,
        company: input.company,
        rating: input.rating,
        sort_order: input.sortOrder,
        visible: input.visible ? 1 : 0,
        updated_at: now.toISOString(),
      })
      .where('id', '=', id)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) return false;
    await writeTexts(trx, id, input.text);
    await recordAudit(
      trx,
      actor,
      {
        action: 'testimonial.update',
        targetType: 'testimonial',
        targetId: id,
        summary: input.name,
      },
      now,
    );
    return true;
  });
}

/**
 * Deletes a testimonial and its texts; a seeded one is remembered in `seed_removed` so the seed,
 * which runs on every start, does not bring it back. False when it no longer exists.
 */
export async function deleteTestimonial(
  db: Kysely<Database>,
  actor: Actor,
  id: string,
  now: Date = new Date(),
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('testimonial')
      .select('name')
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row) return false;
    // Explicit rather than relying on the cascade, which SQLite applies only with foreign_keys on.
    await trx.deleteFrom('testimonial_translation').where('testimonial_id', '=', id).execute();
    await trx.deleteFrom('testimonial').where('id', '=', id).execute();
    await rememberRemovedSeed(trx, 'testimonial', id, now);
    await recordAudit(
      trx,
      actor,
      { action: 'testimonial.delete', targetType: 'testimonial', targetId: id, summary: row.name },
      now,
    );
    return true;
  });
}
