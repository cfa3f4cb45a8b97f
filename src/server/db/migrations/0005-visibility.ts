import { type Kysely } from 'kysely';

/**
 * The admin's "visible" toggle on services and testimonials. An integer (1 shown, 0 hidden) like
 * the other flags of our own tables, so one query runs on SQLite and PostgreSQL alike; existing
 * rows, seeded ones included, stay shown.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of ['service', 'testimonial']) {
    await db.schema
      .alterTable(table)
      .addColumn('visible', 'integer', (c) => c.notNull().defaultTo(1))
      .execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['service', 'testimonial']) {
    await db.schema.alterTable(table).dropColumn('visible').execute();
  }
}
