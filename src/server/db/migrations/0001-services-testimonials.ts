import { sql, type Kysely } from 'kysely';

// Migrations take Kysely<unknown>: they describe the schema as it was then, not as it is now.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('service')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('sort_order', 'integer', (c) => c.notNull())
    .addColumn('icon', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('service_translation')
    .addColumn('service_id', 'text', (c) =>
      c.notNull().references('service.id').onDelete('cascade'),
    )
    .addColumn('locale', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('features', 'text', (c) => c.notNull())
    .addColumn('price', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('service_translation_pk', ['service_id', 'locale'])
    .execute();

  await db.schema
    .createTable('testimonial')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('sort_order', 'integer', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('company', 'text', (c) => c.notNull())
    .addColumn('rating', 'integer', (c) => c.notNull().check(sqlRatingCheck()))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('testimonial_translation')
    .addColumn('testimonial_id', 'text', (c) =>
      c.notNull().references('testimonial.id').onDelete('cascade'),
    )
    .addColumn('locale', 'text', (c) => c.notNull())
    .addColumn('quote', 'text', (c) => c.notNull())
    .addColumn('position', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('testimonial_translation_pk', ['testimonial_id', 'locale'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'testimonial_translation',
    'testimonial',
    'service_translation',
    'service',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}

function sqlRatingCheck() {
  return sql`rating between 1 and 5`;
}
