import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { locales } from '@/i18n/locales';
import type { Database } from '@/server/db/schema';
import { seed } from '@/server/db/seed.server';
import { serviceSeeds } from '@/server/db/seed/services';
import { testimonialSeeds } from '@/server/db/seed/testimonials';
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
  };
}

describe(`seed (${lane})`, () => {
  it('has the spec’s 8 services and at least 3 testimonials to write', () => {
    expect(serviceSeeds).toHaveLength(8);
    expect(testimonialSeeds.length).toBeGreaterThanOrEqual(3);
  });

  it('writes every service and testimonial in all four languages', async () => {
    await seed(database.db);
    expect(await rowCounts(database.db)).toEqual({
      service: serviceSeeds.length,
      service_translation: serviceSeeds.length * locales.length,
      testimonial: testimonialSeeds.length,
      testimonial_translation: testimonialSeeds.length * locales.length,
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
