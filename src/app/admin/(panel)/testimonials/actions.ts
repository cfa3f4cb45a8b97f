'use server';

import type { ActionResult } from '@/lib/admin/action-result';
import { testimonialSchema } from '@/lib/admin/testimonial-schema';
import { adminTranslator } from '@/server/admin/admin-i18n.server';
import { requireStaff } from '@/server/auth/guards.server';
import { refreshAfter } from '@/server/cache/content-cache.server';
import { getDb } from '@/server/db/connection.server';
import {
  createTestimonial,
  deleteTestimonial,
  updateTestimonial,
} from '@/server/testimonials/testimonial-admin.server';
import {
  deleteContentItem,
  parseContentForm,
  updateContentItem,
} from '@/server/translated-content/content-form.server';

export async function createTestimonialAction(
  formData: FormData,
): Promise<ActionResult<{ id: string }>> {
  const staff = await requireStaff();
  const t = await adminTranslator();
  const form = parseContentForm(t, 'testimonials', testimonialSchema, formData);
  if (!form.ok) return form.refusal;
  const id = await createTestimonial(getDb(), staff, form.input);
  refreshAfter('testimonial');
  return { ok: true, message: t('testimonials.toasts.created'), data: { id } };
}

/** Bound to the testimonial's id and its last save (the conflict check) by its edit page. */
export async function updateTestimonialAction(
  id: string,
  updatedAt: string,
  formData: FormData,
): Promise<ActionResult> {
  const staff = await requireStaff();
  return updateContentItem(staff, {
    kind: 'testimonials',
    schema: testimonialSchema,
    update: updateTestimonial,
    change: 'testimonial',
    id,
    updatedAt,
    formData,
  });
}

/** Bound to the testimonial's id by its edit page. */
export async function deleteTestimonialAction(id: string): Promise<ActionResult> {
  const staff = await requireStaff();
  return deleteContentItem(staff, {
    kind: 'testimonials',
    remove: deleteTestimonial,
    change: 'testimonial',
    id,
  });
}
