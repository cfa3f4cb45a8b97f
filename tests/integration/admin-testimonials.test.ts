import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { locales } from '@/i18n/locales';
import {
  testimonialFormLayout,
  testimonialSchema,
  type TestimonialInput,
} from '@/lib/admin/testimonial-schema';
import { contentFieldErrors, contentValuesFromForm } from '@/lib/admin/translated-content';
import {
  createTestimonial,
  deleteTestimonial,
  getAdminTestimonial,
  listAdminTestimonials,
  nextTestimonialOrder,
  updateTestimonial,
} from '@/server/testimonials/testimonial-admin.server';
import { seed } from '@/server/seed/seed.server';
import { testimonialSeeds } from '@/server/testimonials/testimonial-seeds';
import { listTestimonials } from '@/server/testimonials/testimonial-pages.server';
import type { Database } from '@/server/db/schema';
import { createTestDatabase, lane, type TestDatabase } from '../support/test-database';

let database: TestDatabase;
const actor = { id: 'staff-1', email: 'editor@example.ch' };

beforeAll(async () => {
  database = await createTestDatabase();
  await seed(database.db);
});

afterAll(async () => {
  await database?.destroy();
});

function input(overrides: Partial<TestimonialInput> = {}): TestimonialInput {
  return {
    name: 'Léa Martin',
    company: 'Martin Conseil, Sion',
    photo: '',
    rating: 4,
    sortOrder: 50,
    visible: true,
    text: {
      fr: { quote: 'Un travail soigné.', position: 'Directrice' },
      en: { quote: 'Careful work.', position: 'Director' },
      ar: { quote: 'عمل متقن.', position: 'مديرة' },
      'ar-ma': { quote: 'خدمة نقية بزاف.', position: 'مديرة' },
    },
    ...overrides,
  };
}

async function auditActions(targetId: string): Promise<string[]> {
  const rows = await database.db
    .selectFrom('audit_log')
    .select(['action', 'actor_email'])
    .where('target_id', '=', targetId)
    .execute();
  for (const row of rows) expect(row.actor_email).toBe(actor.email);
  // Sorted: lines written within one millisecond have no order of their own.
  return rows.map((row) => row.action).sort();
}

/** A record as an editor's form holds it: its id and its last save, which an update must match. */
async function lastSave(db: Kysely<Database>, id: string) {
  return { id, updatedAt: (await getAdminTestimonial(db, id))?.updatedAt ?? '' };
}

describe(`admin testimonials (${lane})`, () => {
  it('lists every seeded testimonial, visible, with its French quote', async () => {
    const list = await listAdminTestimonials(database.db);
    expect(list.map((row) => row.id)).toEqual(testimonialSeeds.map((seed) => seed.id));
    for (const row of list) {
      expect(row.visible).toBe(true);
      expect(row.quote).not.toBe('');
    }
    expect(await nextTestimonialOrder(database.db)).toBe(testimonialSeeds.length);
  });

  it('reads one testimonial with all four languages', async () => {
    const first = testimonialSeeds[0]!;
    const testimonial = await getAdminTestimonial(database.db, first.id);
    expect(testimonial?.name).toBe(first.name);
    for (const locale of locales) expect(testimonial?.text[locale]).toEqual(first.text[locale]);
    expect(await getAdminTestimonial(database.db, 'no-such-id')).toBeUndefined();
  });

  it('creates a testimonial shown on the public pages in its position, with an audit line', async () => {
    const id = await createTestimonial(database.db, actor, input({ sortOrder: 0 }));
    for (const locale of locales) {
      const shown = await listTestimonials(locale, database.db);
      const created = shown.find((testimonial) => testimonial.id === id);
      expect(created?.quote).toBe(input().text[locale].quote);
      expect(created?.position).toBe(input().text[locale].position);
      expect(created?.rating).toBe(4);
    }
    expect(await auditActions(id)).toEqual(['testimonial.create']);
  });

  it('updates text and hides: the public read skips it, the admin list keeps it', async () => {
    const id = await createTestimonial(database.db, actor, input());
    const changed = input({
      name: 'Léa Martin-Roux',
      visible: false,
      text: { ...input().text, en: { quote: 'Outstanding work.', position: 'CEO' } },
    });
    expect(
      await updateTestimonial(database.db, actor, await lastSave(database.db, id), changed),
    ).toBe('saved');
    const stored = await getAdminTestimonial(database.db, id);
    expect(stored?.name).toBe('Léa Martin-Roux');
    expect(stored?.text.en).toEqual({ quote: 'Outstanding work.', position: 'CEO' });
    expect(stored?.visible).toBe(false);
    for (const locale of locales)
      expect((await listTestimonials(locale, database.db)).map((t) => t.id)).not.toContain(id);
    expect((await listAdminTestimonials(database.db)).find((row) => row.id === id)?.visible).toBe(
      false,
    );

    expect(
      await updateTestimonial(database.db, actor, await lastSave(database.db, id), {
        ...changed,
        visible: true,
      }),
    ).toBe('saved');
    const english = await listTestimonials('en', database.db);
    expect(english.find((t) => t.id === id)?.quote).toBe('Outstanding work.');
    expect(await auditActions(id)).toEqual([
      'testimonial.create',
      'testimonial.update',
      'testimonial.update',
    ]);
  });

  it('orders the public list by the order number', async () => {
    const last = await createTestimonial(database.db, actor, input({ sortOrder: 9000 }));
    const first = await createTestimonial(database.db, actor, input({ sortOrder: 0, name: 'A' }));
    const ids = (await listTestimonials('fr', database.db)).map((t) => t.id);
    expect(ids.at(-1)).toBe(last);
    expect(ids.indexOf(first)).toBeLessThan(ids.indexOf(testimonialSeeds[1]!.id));
  });

  it('deletes a seeded testimonial for good: the seed does not bring it back', async () => {
    const seeded = testimonialSeeds[0]!.id;
    expect(await deleteTestimonial(database.db, actor, seeded)).toBe(true);
    await seed(database.db);
    expect(await getAdminTestimonial(database.db, seeded)).toBeUndefined();
    const texts = await database.db
      .selectFrom('testimonial_translation')
      .select('locale')
      .where('testimonial_id', '=', seeded)
      .execute();
    expect(texts).toEqual([]);
    const tombstone = await database.db
      .selectFrom('seed_removed')
      .selectAll()
      .where('id', '=', seeded)
      .executeTakeFirst();
    expect(tombstone?.kind).toBe('testimonial');
    expect(await auditActions(seeded)).toEqual(['testimonial.delete']);
  });

  it('deletes an admin-made testimonial without a tombstone', async () => {
    const id = await createTestimonial(database.db, actor, input());
    expect(await deleteTestimonial(database.db, actor, id)).toBe(true);
    const tombstone = await database.db
      .selectFrom('seed_removed')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    expect(tombstone).toBeUndefined();
  });

  it('changes nothing and logs nothing for a testimonial that does not exist', async () => {
    expect(
      await updateTestimonial(database.db, actor, await lastSave(database.db, 'ghost'), input()),
    ).toBe('missing');
    expect(await deleteTestimonial(database.db, actor, 'ghost')).toBe(false);
    expect(await auditActions('ghost')).toEqual([]);
  });
});

describe('testimonial form schema', () => {
  const fromForm = (data: FormData) => contentValuesFromForm(data, testimonialFormLayout);
  function form(entries: Record<string, string>): FormData {
    const data = new FormData();
    for (const [name, value] of Object.entries(entries)) data.set(name, value);
    return data;
  }
  const complete: Record<string, string> = {
    name: '  Léa   Martin ',
    company: 'Martin Conseil',
    rating: '5',
    sortOrder: '3',
    visible: 'on',
    ...Object.fromEntries(
      locales.flatMap((locale) => [
        [`text.${locale}.quote`, `Quote ${locale}`],
        [`text.${locale}.position`, `Position ${locale}`],
      ]),
    ),
  };

  it('parses the form fields into the stored shape, cleaning the text', () => {
    const parsed = testimonialSchema.parse(fromForm(form(complete)));
    expect(parsed.name).toBe('Léa Martin');
    expect(parsed.rating).toBe(5);
    expect(parsed.sortOrder).toBe(3);
    expect(parsed.visible).toBe(true);
    expect(parsed.text['ar-ma']).toEqual({ quote: 'Quote ar-ma', position: 'Position ar-ma' });
    const { visible: _visible, ...unticked } = complete;
    expect(testimonialSchema.parse(fromForm(form(unticked))).visible).toBe(false);
  });

  it('names the failing fields by their form names', () => {
    const result = testimonialSchema.safeParse(
      fromForm(
        form({
          ...complete,
          name: '   ',
          rating: '6',
          sortOrder: '-1',
          'text.ar.quote': '',
          'text.en.position': 'x'.repeat(121),
        }),
      ),
    );
    expect(result.success).toBe(false);
    expect(contentFieldErrors(result.error!)).toEqual({
      name: 'required',
      rating: 'ratingInvalid',
      sortOrder: 'orderInvalid',
      'text.ar.quote': 'required',
      'text.en.position': 'tooLong',
    });
  });
});
