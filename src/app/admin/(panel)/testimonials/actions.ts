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
  restoreTestimonialVersion,
  updateTestimonial,
} from '@/server/testimonials/testimonial-admin.server';
import {
  parseContentForm,
  restoredVersionResult,
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

/** Bound to the testimonial's id by its edit page. */
export async function updateTestimonialAction(
  id: string,
  formData: FormData,
): Promise<ActionResult> {
  const staff = await requireStaff();
  const t = await adminTranslator();
  const form = parseContentForm(t, 'testimonials', testimonialSchema, formData);
  if (!form.ok) return form.refusal;
  const updated = await updateTestimonial(getDb(), staff, String(id), form.input);
  if (!updated) return { ok: false, message: t('testimonials.toasts.notFound') };
  refreshAfter('testimonial');
  return { ok: true, message: t('testimonials.toasts.updated') };
}

/** Bound to the testimonial's id by its edit page. */
export async function deleteTestimonialAction(id: string): Promise<ActionResult> {
  const staff = await requireStaff();
  const t = await adminTranslator();
  const deleted = await deleteTestimonial(getDb(), staff, String(id));
  if (!deleted) return { ok: false, message: t('testimonials.toasts.notFound') };
  refreshAfter('testimonial');
  return { ok: true, message: t('testimonials.toasts.deleted') };
}

/**
 * Bound by the history screen to the record and the last change it showed (a save since is a
 * conflict): brings a kept version back, audited and itself a version (decision 064).
 */
export async function restoreTestimonialVersionAction(
  id: string,
  updatedAt: string,
  number: number,
): Promise<ActionResult> {
  const staff = await requireStaff();
  const t = await adminTranslator();
  const target = { id: String(id), updatedAt: String(updatedAt) };
  const outcome = await restoreTestimonialVersion(getDb(), staff, target, Number(number));
  if (outcome === 'saved') refreshAfter('testimonial');
  return restoredVersionResult(t, 'testimonials', outcome, Number(number));
}
