import 'server-only';
import * as z from 'zod/mini';
import { adminMessages } from '@/i18n/admin-messages';
import { testimonialSchema } from '@/lib/admin/testimonial-schema';
import {
  listTestimonialsWithTexts,
  replaceTestimonials,
  type AdminTestimonial,
} from '@/server/testimonials/testimonial-admin.server';
import { contentFileKind, documentId, uniqueIds } from './content-file-kind.server';
import { recordDrafts } from './file-drafts.server';

const testimonial = z.extend(testimonialSchema, { id: documentId });

/** A testimonial as its edit form holds it (the page's `initial`): a draft. */
function testimonialFormValues(
  document: Omit<AdminTestimonial, 'id' | 'updatedAt'>,
): Record<string, unknown> {
  const { name, company, photo, rating, sortOrder, visible, text } = document;
  return {
    name,
    company,
    photo,
    rating: String(rating),
    sortOrder: String(sortOrder),
    visible,
    text,
  };
}

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
  replaceDrafts: recordDrafts(
    'testimonials',
    'testimonial',
    listTestimonialsWithTexts,
    testimonialFormValues,
  ),
});
