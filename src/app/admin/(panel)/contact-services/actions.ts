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
  parseContentForm,
  refusedContentSave,
  refusedContentUpdate,
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
  const t = await adminTranslator();
  const form = parseContentForm(t, 'contact-services', contactServiceSchema, formData);
  if (!form.ok) return form.refusal;
  const target = { id: String(id), updatedAt: String(updatedAt) };
  const outcome = await updateContactService(getDb(), staff, target, form.input);
  if (outcome !== 'saved') return refusedContentUpdate(t, 'contact-services', outcome);
  refreshAfter('contact-service');
  return { ok: true, message: t('contact-services.toasts.updated') };
}

/** Bound to the option's value by its edit page. */
export async function deleteContactServiceAction(id: string): Promise<ActionResult> {
  const staff = await requireStaff();
  const t = await adminTranslator();
  const deleted = await deleteContactService(getDb(), staff, String(id));
  if (!deleted) return { ok: false, message: t('contact-services.toasts.notFound') };
  refreshAfter('contact-service');
  return { ok: true, message: t('contact-services.toasts.deleted') };
}
