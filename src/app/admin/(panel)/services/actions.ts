'use server';

import { refusedSave } from '@/components/admin/content/form-texts';
import type { ActionResult } from '@/lib/admin/action-result';
import { contentFieldErrors } from '@/lib/admin/content-form';
import { serviceCreateSchema, serviceFromForm, serviceSchema } from '@/lib/admin/service-schema';
import { adminTranslator } from '@/server/admin/admin-i18n.server';
import {
  createService,
  deleteService,
  updateService,
} from '@/server/services/service-admin.server';
import { requireStaff } from '@/server/auth/guards.server';
import { refreshContent } from '@/server/cache/content-cache.server';
import { getDb } from '@/server/db/connection.server';

export async function createServiceAction(
  formData: FormData,
): Promise<ActionResult<{ id: string }>> {
  const staff = await requireStaff();
  const t = await adminTranslator();
  const parsed = serviceCreateSchema.safeParse(serviceFromForm(formData));
  if (!parsed.success) return refusedSave(t, 'services', contentFieldErrors(parsed.error));
  const created = await createService(getDb(), staff, parsed.data);
  if (!created.ok) return refusedSave(t, 'services', { [created.field]: created.error });
  refreshContent('services');
  return { ok: true, message: t('services.toasts.created'), data: { id: created.id } };
}

/** Bound to the service's id by its edit page. */
export async function updateServiceAction(id: string, formData: FormData): Promise<ActionResult> {
  const staff = await requireStaff();
  const t = await adminTranslator();
  const parsed = serviceSchema.safeParse(serviceFromForm(formData));
  if (!parsed.success) return refusedSave(t, 'services', contentFieldErrors(parsed.error));
  const updated = await updateService(getDb(), staff, String(id), parsed.data);
  if (!updated) return { ok: false, message: t('services.toasts.notFound') };
  refreshContent('services');
  return { ok: true, message: t('services.toasts.updated') };
}

/** Bound to the service's id by its edit page. */
export async function deleteServiceAction(id: string): Promise<ActionResult> {
  const staff = await requireStaff();
  const t = await adminTranslator();
  const deleted = await deleteService(getDb(), staff, String(id));
  if (!deleted) return { ok: false, message: t('services.toasts.notFound') };
  refreshContent('services');
  return { ok: true, message: t('services.toasts.deleted') };
}
