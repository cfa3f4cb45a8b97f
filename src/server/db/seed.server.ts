import 'server-only';
import type { Kysely } from 'kysely';
import { locales } from '@/i18n/locales';
import type { Database } from './schema';
import { serviceSeeds } from './seed/services';
import { testimonialSeeds } from './seed/testimonials';

/**
 * Writes the spec's content when it is missing and never touches rows that exist,
 * so it is safe on every start and never overwrites what the admin edited.
 */
export async function seed(db: Kysely<Database>): Promise<void> {
  const now = new Date().toISOString();
  await db.transaction().execute(async (trx) => {
    for (const [index, service] of serviceSeeds.entries()) {
      await trx
        .insertInto('service')
        .values({
          id: service.id,
          sort_order: index,
          icon: service.icon,
          created_at: now,
          updated_at: now,
        })
        .onConflict((oc) => oc.column('id').doNothing())
        .execute();
      for (const locale of locales) {
        const text = service.text[locale];
        await trx
          .insertInto('service_translation')
          .values({
            service_id: service.id,
            locale,
            ...text,
            features: JSON.stringify(text.features),
          })
          .onConflict((oc) => oc.columns(['service_id', 'locale']).doNothing())
          .execute();
      }
    }
    for (const [index, testimonial] of testimonialSeeds.entries()) {
      const { text, ...fields } = testimonial;
      await trx
        .insertInto('testimonial')
        .values({ ...fields, sort_order: index, created_at: now, updated_at: now })
        .onConflict((oc) => oc.column('id').doNothing())
        .execute();
      for (const locale of locales) {
        await trx
          .insertInto('testimonial_translation')
          .values({ testimonial_id: testimonial.id, locale, ...text[locale] })
          .onConflict((oc) => oc.columns(['testimonial_id', 'locale']).doNothing())
          .execute();
      }
    }
  });
}
