import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '@/server/db/migrate.server';
import * as translationTimes from '@/server/db/migrations/0025-translation-times';
import * as technologyPlatforms from '@/server/db/migrations/0026-technology-platforms';
import { createTestDatabase, lane, type TestDatabase } from '../support/test-database';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database?.destroy();
});

describe(`migrations (${lane})`, () => {
  it('run on the lane’s own database engine', () => {
    expect(database.dialect).toBe(lane);
  });

  it('create the service and testimonial tables with their per-locale text', async () => {
    const tables = await database.db.introspection.getTables();
    const columns = Object.fromEntries(
      tables.map((table) => [table.name, table.columns.map((column) => column.name).sort()]),
    );
    expect(columns.service).toEqual([
      'created_at',
      'icon',
      'id',
      'sort_order',
      'updated_at',
      'visible',
    ]);
    expect(columns.service_translation).toEqual(
      [
        'body',
        'description',
        'features',
        'locale',
        'price',
        'service_id',
        'title',
        'updated_at',
      ].sort(),
    );
    expect(columns.testimonial).toEqual(
      [
        'company',
        'created_at',
        'id',
        'name',
        // Its photo (0034).
        'photo',
        'rating',
        'sort_order',
        'updated_at',
        'visible',
      ].sort(),
    );
    expect(columns.testimonial_translation).toEqual(
      ['locale', 'position', 'quote', 'testimonial_id', 'updated_at'].sort(),
    );
  });

  it('create the upload table and its library columns (a replaced file’s time and author too), its bytes a blob on SQLite and a bytea on PostgreSQL', async () => {
    const tables = await database.db.introspection.getTables();
    const upload = tables.find((table) => table.name === 'upload');
    expect(upload?.columns.map((column) => column.name).sort()).toEqual(
      [
        'bytes',
        'content_type',
        'created_at',
        'height',
        'name',
        'width',
        // The media library's (0033).
        'file_name',
        'uploaded_by',
        'source_hash',
        'focal_x',
        'focal_y',
        // A file replaced keeps the image (0035).
        'replaced_at',
        'replaced_by',
      ].sort(),
    );
    const bytes = upload?.columns.find((column) => column.name === 'bytes');
    expect(bytes?.dataType.toLowerCase()).toBe(lane === 'postgres' ? 'bytea' : 'blob');
  });

  it('record what they applied, and apply nothing the second time', async () => {
    const applied = await sql<{
      name: string;
    }>`select name from kysely_migration order by name`.execute(database.db);
    expect(applied.rows.map((row) => row.name)).toContain('0001-services-testimonials');
    expect(await migrateToLatest(database.db)).toEqual([]);
    expect(await migrateToLatest(database.db)).toEqual([]);
    const after = await sql<{
      name: string;
    }>`select name from kysely_migration order by name`.execute(database.db);
    expect(after.rows).toEqual(applied.rows);
  });

  it('enforce the schema’s rules: rating 1–5, one text per locale, cascade on delete', async () => {
    const { db } = database;
    const now = new Date().toISOString();
    const testimonial = {
      id: 'rules-check',
      sort_order: 99,
      name: 'Test',
      company: 'Test SA',
      created_at: now,
      updated_at: now,
    };
    await expect(
      db
        .insertInto('testimonial')
        .values({ ...testimonial, rating: 6 })
        .execute(),
    ).rejects.toThrow();
    await db
      .insertInto('testimonial')
      .values({ ...testimonial, rating: 5 })
      .execute();
    const text = {
      testimonial_id: 'rules-check',
      locale: 'fr',
      quote: 'Q',
      position: 'P',
      updated_at: now,
    };
    await db.insertInto('testimonial_translation').values(text).execute();
    await expect(db.insertInto('testimonial_translation').values(text).execute()).rejects.toThrow();
    await expect(
      db
        .insertInto('testimonial_translation')
        .values({ ...text, testimonial_id: 'no-such-testimonial' })
        .execute(),
    ).rejects.toThrow();

    await db.deleteFrom('testimonial').where('id', '=', 'rules-check').execute();
    const orphans = await db
      .selectFrom('testimonial_translation')
      .where('testimonial_id', '=', 'rules-check')
      .selectAll()
      .execute();
    expect(orphans).toEqual([]);
  });

  it('give each text stored before 0025 its record’s last change as its own time', async () => {
    const db = database.db;
    const recordTime = '2026-01-02T03:04:05.000Z';
    await translationTimes.down(db as Kysely<unknown>);
    await db
      .insertInto('contact_service')
      .values({
        id: 'before-times',
        sort_order: 99,
        created_at: recordTime,
        updated_at: recordTime,
      })
      .execute();
    // The text table as it was before the migration: no time of its own.
    await sql`insert into contact_service_translation (contact_service_id, locale, label)
      values ('before-times', 'fr', 'Avant'), ('before-times', 'en', 'Before')`.execute(db);
    await translationTimes.up(db as Kysely<unknown>);
    const texts = await db
      .selectFrom('contact_service_translation')
      .select(['locale', 'updated_at'])
      .where('contact_service_id', '=', 'before-times')
      .orderBy('locale')
      .execute();
    expect(texts).toEqual([
      { locale: 'en', updated_at: recordTime },
      { locale: 'fr', updated_at: recordTime },
    ]);
    await db
      .deleteFrom('contact_service_translation')
      .where('contact_service_id', '=', 'before-times')
      .execute();
    await db.deleteFrom('contact_service').where('id', '=', 'before-times').execute();
  });

  it('turn the home technologies’ roles stored before 0026 into its list of platforms, keeping each role', async () => {
    const db = database.db;
    const now = '2026-01-02T03:04:05.000Z';
    await db
      .insertInto('page_section')
      .values({ page: 'home', section: 'technologies', created_at: now, updated_at: now })
      .execute();
    const before = (locale: string, shopify: string) => ({
      page: 'home',
      section: 'technologies',
      locale,
      updated_at: now,
      content: JSON.stringify({
        eyebrow: 'Technologies',
        title: 'Plateformes',
        intro: 'Intro',
        n8n: 'Rôle n8n',
        openai: 'Rôle OpenAI',
        whatsapp: 'Rôle WhatsApp',
        shopify,
      }),
    });
    await db
      .insertInto('page_section_translation')
      .values([before('fr', 'Rôle Shopify édité'), before('ar', 'دور شوبيفاي')])
      .execute();
    await technologyPlatforms.up(db as Kysely<unknown>);
    await technologyPlatforms.up(db as Kysely<unknown>); // converted content is left as it is
    const rows = await db
      .selectFrom('page_section_translation')
      .select(['locale', 'content', 'updated_at'])
      .where('page', '=', 'home')
      .where('section', '=', 'technologies')
      .orderBy('locale')
      .execute();
    const [arabic, french] = rows.map((row) => JSON.parse(row.content) as Record<string, unknown>);
    expect(french).toEqual({
      eyebrow: 'Technologies',
      title: 'Plateformes',
      intro: 'Intro',
      platforms: [
        { id: 'n8n', name: 'n8n', url: 'https://n8n.io', purpose: 'Rôle n8n' },
        { id: 'openai', name: 'OpenAI', url: 'https://openai.com', purpose: 'Rôle OpenAI' },
        {
          id: 'whatsapp',
          name: 'WhatsApp Business',
          url: 'https://business.whatsapp.com',
          purpose: 'Rôle WhatsApp',
        },
        {
          id: 'shopify',
          name: 'Shopify',
          url: 'https://www.shopify.com',
          purpose: 'Rôle Shopify édité',
        },
      ],
    });
    expect((arabic!.platforms as { url?: string; purpose: string }[]).at(-1)).toEqual({
      id: 'shopify',
      name: 'Shopify',
      purpose: 'دور شوبيفاي',
    });
    expect(rows.map((row) => row.updated_at)).toEqual([now, now]);
    await db.deleteFrom('page_section').where('page', '=', 'home').execute();
  });
});
