import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceIds } from '@/content/service-ids';
import { locales } from '@/i18n/locales';
import { seed } from '@/server/seed/seed.server';
import { serviceSeeds } from '@/server/services/service-seeds';
import { findService, listServices } from '@/server/services/service-pages.server';
import { createTestDatabase, lane, type TestDatabase } from '../support/test-database';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database?.destroy();
});

describe(`services data module (${lane})`, () => {
  it('returns nothing, without error, from an empty database', async () => {
    expect(await listServices('fr', database.db)).toEqual([]);
    expect(await findService('reporting', 'fr', database.db)).toBeUndefined();
  });

  it('seeds exactly the spec’s service ids, which are the pages’ ids', () => {
    expect(serviceSeeds.map((service) => service.id)).toEqual([...serviceIds]);
  });

  for (const locale of locales) {
    it(`lists the 8 services in order with 4 features each (${locale})`, async () => {
      await seed(database.db);
      const services = await listServices(locale, database.db);
      expect(services.map((service) => service.id)).toEqual([...serviceIds]);
      for (const service of services) {
        expect(service.features, `${locale} ${service.id}`).toHaveLength(4);
        for (const field of [service.title, service.description, service.price, service.body]) {
          expect(field.trim(), `${locale} ${service.id}`).not.toBe('');
        }
        for (const feature of service.features) expect(feature.trim()).not.toBe('');
      }
    });
  }

  it('serves each language its own text', async () => {
    await seed(database.db);
    const french = await listServices('fr', database.db);
    const english = await listServices('en', database.db);
    const darija = await listServices('ar-ma', database.db);
    const arabic = await listServices('ar', database.db);
    expect(french.length).toBe(8);
    french.forEach((service, index) => {
      expect(english[index]?.title, service.id).not.toBe(service.title);
      expect(arabic[index]?.description, service.id).not.toBe(darija[index]?.description);
    });
  });

  it('finds one service in one language', async () => {
    await seed(database.db);
    const listed = (await listServices('en', database.db)).find((s) => s.id === 'reporting');
    const found = await findService('reporting', 'en', database.db);
    expect(found).toBeDefined();
    expect(found).toEqual(listed);
    const arabic = await findService('reporting', 'ar', database.db);
    expect(arabic?.id).toBe('reporting');
    expect(arabic?.title).not.toBe(found?.title);
  });

  it('finds nothing for an unknown id or a landing-page slug', async () => {
    await seed(database.db);
    expect(await findService('does-not-exist', 'fr', database.db)).toBeUndefined();
    expect(await findService('geneve', 'fr', database.db)).toBeUndefined();
    expect(await findService("' or '1'='1", 'fr', database.db)).toBeUndefined();
  });

  it('follows the stored order, so an admin reordering shows up', async () => {
    await seed(database.db);
    await database.db
      .updateTable('service')
      .set({ sort_order: -1 })
      .where('id', '=', 'automatisations-metiers')
      .execute();
    const services = await listServices('fr', database.db);
    expect(services[0]?.id).toBe('automatisations-metiers');
    await database.db
      .updateTable('service')
      .set({ sort_order: serviceIds.indexOf('automatisations-metiers') })
      .where('id', '=', 'automatisations-metiers')
      .execute();
  });
});
