import 'server-only';
import * as z from 'zod/mini';
import { adminMessages } from '@/i18n/admin-messages';
import { testimonialSchema } from '@/lib/admin/testimonial-schema';
import {
  listTestimonialsWithTexts,
  replaceTestimonials,
} from '@/server/testimonials/testimonial-admin.server';
import { contentFileKind, documentId, uniqueIds } from './content-file-kind.server';

const testimonial = z.extend(testimonialSchema, { id: documentId });

/** The testimonials as `testimonials.json`: each one's id and the form's fields, in display order. */
export const testimonialsFile = contentFileKind({
  file: 'testimonials.json',
  errorTexts: adminMessages.en.content.errors,
  schema: z.object({ testimonials: z.array(testimonial).check(uniqueIds()) }),
  async read(db) {
    // What the admin's form shows, without the date of the last change (not content).
    const testimonials = await listTestimonialsWithTexts(db);
    return { testimonials: testimonials.map(({ updatedAt: _changed, ...document }) => document) };
  },
  async replace(trx, content, { actor, now }) {
    await replaceTestimonials(trx, actor, content.testimonials, now);
    return content.testimonials.length;
  },
});
