import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { locales } from '@/i18n/locales';
import { seed } from '@/server/seed/seed.server';
import { testimonialSeeds } from '@/server/testimonials/testimonial-seeds';
import { listTestimonials } from '@/server/testimonials/testimonial-pages.server';
import { createTestDatabase, lane, type TestDatabase } from '../support/test-database';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database?.destroy();
});

describe(`testimonials data module (${lane})`, () => {
  it('returns nothing, without error, from an empty database', async () => {
    expect(await listTestimonials('fr', database.db)).toEqual([]);
  });

  it('has at least three testimonials to seed', () => {
    expect(testimonialSeeds.length).toBeGreaterThanOrEqual(3);
  });

  for (const locale of locales) {
    it(`lists every testimonial in seed order with quote, name, position, company (${locale})`, async () => {
      await seed(database.db);
      const testimonials = await listTestimonials(locale, database.db);
      expect(testimonials.map((t) => t.id)).toEqual(testimonialSeeds.map((t) => t.id));
      expect(testimonials.length).toBeGreaterThanOrEqual(3);
      for (const testimonial of testimonials) {
        for (const field of ['quote', 'name', 'position', 'company'] as const) {
          expect(testimonial[field].trim(), `${locale} ${testimonial.id} ${field}`).not.toBe('');
        }
        expect(testimonial.rating, 'five stars').toBe(5);
      }
    });
  }

  it('serves each language its own quote, with the same person', async () => {
    await seed(database.db);
    const french = await listTestimonials('fr', database.db);
    const english = await listTestimonials('en', database.db);
    expect(french.length).toBeGreaterThan(0);
    french.forEach((testimonial, index) => {
      const other = english[index];
      expect(other?.name).toBe(testimonial.name);
      expect(other?.company).toBe(testimonial.company);
      expect(other?.quote).not.toBe(testimonial.quote);
    });
  });
});
