'use server';

import type { ActionResult } from '@/lib/admin/action-result';
import {
  contactServiceCreateSchema,
  contactServiceSchema,
} from '@/lib/admin/contact-service-schema';
import { adminTranslator } from '@/server/admin/admin-i18n.server';
import { requireStaff } from '@/server/auth/guards.server';
import { refreshAfter } from '@/server/cache/content-cache.server';
import {
  createContactService,
  deleteContactService,
  updateContactService,
} from '@/server/contact/contact-service-admin.server';
import { getDb } from '@/server/db/connection.server';
import {
  deleteContentItem,
  parseContentForm,
  refusedContentSave,
  updateContentItem,
} from '@/server/translated-content/content-form.server';

export async function createContactServiceAction(
  formData: FormData,
): Promise<ActionResult<{ id: string }>> {
  const staff = await requireStaff();
  const t = await adminTranslator();
  const form = parseContentForm(t, 'contact-services', contactServiceCreateSchema, formData);
  if (!form.ok) return form.refusal;
  const created = await createContactService(getDb(), staff, form.input);
  if (!created.ok)
    return refusedContentSave(t, 'contact-services', { [created.field]: created.error });
  refreshAfter('contact-service');
  return { ok: true, message: t('contact-services.toasts.created'), data: { id: created.id } };
}

/** Bound to the option's value and its last save (the conflict check) by its edit page. */
export async function updateContactServiceAction(
  id: string,
  updatedAt: string,
  formData: FormData,
): Promise<ActionResult> {
  const staff = await requireStaff();
  return updateContentItem(staff, {
    kind: 'contact-services',
    schema: contactServiceSchema,
    update: updateContactService,
    change: 'contact-service',
    id,
    updatedAt,
    formData,
  });
}

/** Bound to the option's value by its edit page. */
export async function deleteContactServiceAction(id: string): Promise<ActionResult> {
  const staff = await requireStaff();
  return deleteContentItem(staff, {
    kind: 'contact-services',
    remove: deleteContactService,
    change: 'contact-service',
    id,
  });
}
