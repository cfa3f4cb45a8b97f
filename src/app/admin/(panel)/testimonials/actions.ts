'use server';

import { refusedSave } from '@/components/admin/content/form-texts';
import type { ActionResult } from '@/lib/admin/action-result';
import { contentFieldErrors } from '@/lib/admin/content-form';
import { testimonialFromForm, testimonialSchema } from '@/lib/admin/testimonial-schema';
import { adminTranslator, type AdminTranslator } from '@/server/admin/admin-i18n.server';
import {
  createTestimonial,
  deleteTestimonial,
  updateTestimonial,
} from '@/server/testimonials/testimonial-admin.server';
import { requireStaff } from '@/server/auth/guards.server';
import { refreshContent } from '@/server/cache/content-cache.server';
import { getDb } from '@/server/db/connection.server';

/** The form checked again on the server; translated errors by field name when it is refused. */
function parseForm(formData: FormData, t: AdminTranslator) {
  const parsed = testimonialSchema.safeParse(testimonialFromForm(formData));
  if (parsed.success) return { input: parsed.data } as const;
  return { refusal: refusedSave(t, 'testimonials', contentFieldErrors(parsed.error)) } as const;
}

export async function createTestimonialAction(
  formData: FormData,
): Promise<ActionResult<{ id: string }>> {
  const staff = await requireStaff();
  const t = await adminTranslator();
  const form = parseForm(formData, t);
  if (form.refusal) return form.refusal;
  const id = await createTestimonial(getDb(), staff, form.input);
  refreshContent('testimonials');
  return { ok: true, message: t('testimonials.toasts.created'), data: { id } };
}

/** Bound to the testimonial's id by its edit page. */
export async function updateTestimonialAction(
  id: string,
  formData: FormData,
): Promise<ActionResult> {
  const staff = await requireStaff();
  const t = await adminTranslator();
  const form = parseForm(formData, t);
  if (form.refusal) return form.refusal;
  const updated = await updateTestimonial(getDb(), staff, String(id), form.input);
  if (!updated) return { ok: false, message: t('testimonials.toasts.notFound') };
  refreshContent('testimonials');
  return { ok: true, message: t('testimonials.toasts.updated') };
}

/** Bound to the testimonial's id by its edit page. */
export async function deleteTestimonialAction(id: string): Promise<ActionResult> {
  const staff = await requireStaff();
  const t = await adminTranslator();
  const deleted = await deleteTestimonial(getDb(), staff, String(id));
  if (!deleted) return { ok: false, message: t('testimonials.toasts.notFound') };
  refreshContent('testimonials');
  return { ok: true, message: t('testimonials.toasts.deleted') };
}
