import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { locales } from '@/i18n/locales';
import type { Database } from '@/server/db/schema';
import { matchingAgencyPerson } from '@/lib/admin/agency-people';
import { listAgencyPeople } from '@/server/testimonials/agency-people.server';
import { seed, testimonialFingerprint } from '@/server/seed/seed.server';
import { deleteTestimonial } from '@/server/testimonials/testimonial-admin.server';
import { contactServiceSeeds } from '@/server/contact/contact-service-seeds';
import { serviceSeeds } from '@/server/services/service-seeds';
import {
  replacedTestimonialSeeds,
  testimonialSeeds,
} from '@/server/testimonials/testimonial-seeds';
import { createTestDatabase, lane, type TestDatabase } from '../support/test-database';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database?.destroy();
});

async function rowCounts(db: Kysely<Database>) {
  const count = async (table: keyof Database) => {
    const { n } = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(n);
  };
  return {
    service: await count('service'),
    service_translation: await count('service_translation'),
    testimonial: await count('testimonial'),
    testimonial_translation: await count('testimonial_translation'),
    contact_service: await count('contact_service'),
    contact_service_translation: await count('contact_service_translation'),
  };
}

describe(`seed (${lane})`, () => {
  it('has the spec’s 8 services and at least 3 testimonials to write', () => {
    expect(serviceSeeds).toHaveLength(8);
    expect(testimonialSeeds.length).toBeGreaterThanOrEqual(3);
  });

  it('writes every service, testimonial and contact form option in all four languages', async () => {
    await seed(database.db);
    expect(await rowCounts(database.db)).toEqual({
      service: serviceSeeds.length,
      service_translation: serviceSeeds.length * locales.length,
      testimonial: testimonialSeeds.length,
      testimonial_translation: testimonialSeeds.length * locales.length,
      contact_service: contactServiceSeeds.length,
      contact_service_translation: contactServiceSeeds.length * locales.length,
    });
  });

  it('is idempotent: a second run changes nothing', async () => {
    const before = await rowCounts(database.db);
    const texts = () =>
      database.db
        .selectFrom('service_translation')
        .selectAll()
        .orderBy('service_id')
        .orderBy('locale')
        .execute();
    const snapshot = await texts();
    await seed(database.db);
    expect(await rowCounts(database.db)).toEqual(before);
    expect(await texts()).toEqual(snapshot);
  });

  it('never overwrites a row the admin edited', async () => {
    const { db } = database;
    const service = serviceSeeds[0];
    const testimonial = testimonialSeeds[0];
    expect(service, 'a service seed').toBeDefined();
    expect(testimonial, 'a testimonial seed').toBeDefined();
    if (!service || !testimonial) return;

    await db
      .updateTable('service_translation')
      .set({ title: 'Titre modifié', features: JSON.stringify(['a', 'b', 'c', 'd']) })
      .where('service_id', '=', service.id)
      .where('locale', '=', 'fr')
      .execute();
    await db
      .updateTable('service')
      .set({ icon: 'bot', sort_order: 42 })
      .where('id', '=', service.id)
      .execute();
    await db
      .updateTable('testimonial')
      .set({ name: 'Nom modifié', rating: 4 })
      .where('id', '=', testimonial.id)
      .execute();
    await db
      .updateTable('testimonial_translation')
      .set({ quote: 'Citation modifiée' })
      .where('testimonial_id', '=', testimonial.id)
      .where('locale', '=', 'en')
      .execute();

    await seed(db);

    const serviceText = await db
      .selectFrom('service_translation')
      .select(['title', 'features'])
      .where('service_id', '=', service.id)
      .where('locale', '=', 'fr')
      .executeTakeFirstOrThrow();
    expect(serviceText).toEqual({
      title: 'Titre modifié',
      features: JSON.stringify(['a', 'b', 'c', 'd']),
    });
    expect(
      await db
        .selectFrom('service')
        .select(['icon', 'sort_order'])
        .where('id', '=', service.id)
        .executeTakeFirstOrThrow(),
    ).toEqual({ icon: 'bot', sort_order: 42 });
    expect(
      await db
        .selectFrom('testimonial')
        .select(['name', 'rating'])
        .where('id', '=', testimonial.id)
        .executeTakeFirstOrThrow(),
    ).toEqual({ name: 'Nom modifié', rating: 4 });
    const quote = await db
      .selectFrom('testimonial_translation')
      .select('quote')
      .where('testimonial_id', '=', testimonial.id)
      .where('locale', '=', 'en')
      .executeTakeFirstOrThrow();
    expect(quote.quote).toBe('Citation modifiée');
  });

  it('puts back a text that is missing, leaving the others as they are', async () => {
    const { db } = database;
    const service = serviceSeeds[1];
    expect(service, 'a second service seed').toBeDefined();
    if (!service) return;
    await db
      .deleteFrom('service_translation')
      .where('service_id', '=', service.id)
      .where('locale', '=', 'ar-ma')
      .execute();
    await seed(db);
    const restored = await db
      .selectFrom('service_translation')
      .select(['title', 'features'])
      .where('service_id', '=', service.id)
      .where('locale', '=', 'ar-ma')
      .executeTakeFirstOrThrow();
    expect(restored.title).toBe(service.text['ar-ma'].title);
    expect(JSON.parse(restored.features)).toEqual(service.text['ar-ma'].features);
  });
});

// Issue 17 §9: the agency's own people never sign a testimonial, on a new database and on one
// an earlier seed wrote, where the seed still owns the row.
describe(`seed: the agency's people are not its clients (${lane})`, () => {
  const actor = { id: 'staff-1', email: 'editor@example.ch' };
  const [replaced] = replacedTestimonialSeeds;
  const replacement = testimonialSeeds.find((t) => t.id === replaced?.replacedBy);
  const oldPositions = { fr: 'Directeur', en: 'Director', ar: 'مدير', 'ar-ma': 'مدير' } as const;
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase();
    await seed(database.db);
  });
  afterAll(async () => {
    await database?.destroy();
  });

  it('on a new database, no testimonial is signed by a team member (any language) or an article author', async () => {
    const agency = await listAgencyPeople(database.db);
    const named = (role: string) => agency.filter((p) => p.role === role).map((p) => p.name);
    expect(named('team')).toEqual(
      expect.arrayContaining(['Marc Favre', 'مارك فافر', 'Leïla Benjelloun', 'Thomas Keller']),
    );
    expect(named('author').sort()).toEqual(['Leïla Benjelloun', 'Marc Favre']);
    const testimonials = await database.db.selectFrom('testimonial').select('name').execute();
    expect(testimonials).toHaveLength(testimonialSeeds.length);
    for (const { name } of testimonials)
      expect(matchingAgencyPerson(name, agency), name).toBeUndefined();
    // What the earlier seed signed the Lausanne testimonial with is caught by the same rule.
    expect(matchingAgencyPerson('Marc Favre', agency)?.role).toBe('team');
  });

  /** The Lausanne testimonial as the earlier seed wrote it (before issue 17), and no other. */
  async function putOldSeedRow(): Promise<void> {
    const { db } = database;
    if (!replaced || !replacement) throw new Error('no replaced testimonial seed');
    const ids = [replaced.id, replacement.id];
    await db.deleteFrom('testimonial_translation').where('testimonial_id', 'in', ids).execute();
    await db.deleteFrom('testimonial').where('id', 'in', ids).execute();
    await db.deleteFrom('seed_removed').where('id', 'in', ids).execute();
    const writtenAt = '2026-01-05T08:00:00.000Z';
    await db
      .insertInto('testimonial')
      .values({
        id: replaced.id,
        name: 'Marc Favre',
        company: 'Favre Immobilier, Lausanne',
        rating: 5,
        sort_order: 1,
        created_at: writtenAt,
        updated_at: writtenAt,
      })
      .execute();
    await db
      .insertInto('testimonial_translation')
      .values(
        locales.map((locale) => ({
          testimonial_id: replaced.id,
          locale,
          position: oldPositions[locale],
          quote: replacement.text[locale].quote,
          updated_at: writtenAt,
        })),
      )
      .execute();
  }

  async function testimonial(id: string) {
    const row = await database.db
      .selectFrom('testimonial')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    const texts = await database.db
      .selectFrom('testimonial_translation')
      .select(['locale', 'position', 'quote'])
      .where('testimonial_id', '=', id)
      .orderBy('locale')
      .execute();
    return row ? { ...row, texts } : undefined;
  }

  it('the old row rebuilt here is exactly what the earlier seed wrote (its fingerprint)', async () => {
    await putOldSeedRow();
    const old = await testimonial(replaced!.id);
    expect(testimonialFingerprint(old!)).toBe(replaced!.fingerprint);
  });

  it('replaces the old testimonial the seed still owns, in its place and in every language, once', async () => {
    await putOldSeedRow();
    await database.db
      .updateTable('testimonial')
      .set({ visible: 0 })
      .where('id', '=', replaced!.id)
      .execute();
    await seed(database.db);
    expect(await testimonial(replaced!.id)).toBeUndefined();
    const now = await testimonial(replacement!.id);
    expect(now).toMatchObject({
      name: 'Nathalie Perret',
      company: replacement!.company,
      sort_order: 1,
      visible: 0,
    });
    expect(now?.texts).toEqual(
      [...locales].sort().map((locale) => ({ locale, ...replacement!.text[locale] })),
    );
    const before = await database.db.selectFrom('testimonial').selectAll().orderBy('id').execute();
    await seed(database.db);
    expect(await database.db.selectFrom('testimonial').selectAll().orderBy('id').execute()).toEqual(
      before,
    );
  });

  it('leaves an old testimonial an editor saved in the admin, and adds no replacement', async () => {
    await putOldSeedRow();
    await database.db
      .updateTable('testimonial')
      .set({ updated_at: '2026-02-01T10:00:00.000Z' })
      .where('id', '=', replaced!.id)
      .execute();
    await seed(database.db);
    expect((await testimonial(replaced!.id))?.name).toBe('Marc Favre');
    expect(await testimonial(replacement!.id)).toBeUndefined();
  });

  it('leaves an old testimonial whose text was changed, and adds no replacement', async () => {
    await putOldSeedRow();
    await database.db
      .updateTable('testimonial_translation')
      .set({ quote: 'Une citation réécrite.' })
      .where('testimonial_id', '=', replaced!.id)
      .where('locale', '=', 'ar')
      .execute();
    await seed(database.db);
    expect((await testimonial(replaced!.id))?.texts).toHaveLength(4);
    expect(await testimonial(replacement!.id)).toBeUndefined();
  });

  it('neither brings back nor replaces an old testimonial an editor deleted', async () => {
    await putOldSeedRow();
    await deleteTestimonial(database.db, actor, replaced!.id);
    await seed(database.db);
    expect(await testimonial(replaced!.id)).toBeUndefined();
    expect(await testimonial(replacement!.id)).toBeUndefined();
  });
});
