import type { Kysely } from 'kysely';

/**
 * Two new places an image of the media library is used (issue 33): a testimonial's photo and the
 * site's default social image, each an upload's public path (`/uploads/….webp`) or '' for none.
 * A photo is the same in every language, so it lives on the testimonial's row, not its texts.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('testimonial')
    .addColumn('photo', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('site_settings')
    .addColumn('social_image', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('site_settings').dropColumn('social_image').execute();
  await db.schema.alterTable('testimonial').dropColumn('photo').execute();
}
