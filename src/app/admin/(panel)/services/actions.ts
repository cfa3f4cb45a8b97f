'use server';

import type { ActionResult } from '@/lib/admin/action-result';
import { serviceCreateSchema, serviceSchema } from '@/lib/admin/service-schema';
import { adminTranslator } from '@/server/admin/admin-i18n.server';
import { requireStaff } from '@/server/auth/guards.server';
import { refreshAfter } from '@/server/cache/content-cache.server';
import { getDb } from '@/server/db/connection.server';
import {
  createService,
  deleteService,
  updateService,
} from '@/server/services/service-admin.server';
import {
  deleteContentItem,
  parseContentForm,
  refusedContentSave,
  updateContentItem,
} from '@/server/translated-content/content-form.server';

export async function createServiceAction(
  formData: FormData,
): Promise<ActionResult<{ id: string }>> {
  const staff = await requireStaff();
  const t = await adminTranslator();
  const form = parseContentForm(t, 'services', serviceCreateSchema, formData);
  if (!form.ok) return form.refusal;
  const created = await createService(getDb(), staff, form.input);
  if (!created.ok) return refusedContentSave(t, 'services', { [created.field]: created.error });
  refreshAfter('service');
  return { ok: true, message: t('services.toasts.created'), data: { id: created.id } };
}

/** Bound to the service's id and its last save (the conflict check) by its edit page. */
export async function updateServiceAction(
  id: string,
  updatedAt: string,
  formData: FormData,
): Promise<ActionResult> {
  const staff = await requireStaff();
  return updateContentItem(staff, {
    kind: 'services',
    schema: serviceSchema,
    update: updateService,
    change: 'service',
    id,
    updatedAt,
    formData,
  });
}

/** Bound to the service's id by its edit page. */
export async function deleteServiceAction(id: string): Promise<ActionResult> {
  const staff = await requireStaff();
  return deleteContentItem(staff, {
    kind: 'services',
    remove: deleteService,
    change: 'service',
    id,
  });
}
