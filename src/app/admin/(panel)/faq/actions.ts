'use server';

import type { ActionResult } from '@/lib/admin/action-result';
import { faqPages, faqSchema, type FaqPage } from '@/lib/admin/faq-schema';
import { adminTranslator } from '@/server/admin/admin-i18n.server';
import { requireStaff } from '@/server/auth/guards.server';
import { refreshAfter } from '@/server/cache/content-cache.server';
import { getDb } from '@/server/db/connection.server';
import {
  createFaqEntry,
  deleteFaqEntry,
  moveFaqEntry,
  updateFaqEntry,
} from '@/server/faq/faq-admin.server';
import { parseContentForm } from '@/server/translated-content/content-form.server';

export async function createFaqAction(formData: FormData): Promise<ActionResult<{ id: string }>> {
  const staff = await requireStaff();
  const t = await adminTranslator();
  const form = parseContentForm(t, 'faq', faqSchema, formData);
  if (!form.ok) return form.refusal;
  const id = await createFaqEntry(getDb(), staff, form.input);
  refreshAfter('faq');
  return { ok: true, message: t('faq.toasts.created'), data: { id } };
}

/**
 * Bound to the entry's id and the version its form was drawn from by its edit page: a save made
 * after another one is refused as a conflict, never written over it.
 */
export async function updateFaqAction(
  id: string,
  version: number,
  formData: FormData,
): Promise<ActionResult> {
  const staff = await requireStaff();
  const t = await adminTranslator();
  const form = parseContentForm(t, 'faq', faqSchema, formData);
  if (!form.ok) return form.refusal;
  const outcome = await updateFaqEntry(getDb(), staff, String(id), Number(version), form.input);
  if (outcome === 'missing') return { ok: false, message: t('faq.toasts.notFound') };
  if (outcome === 'conflict')
    return { ok: false, message: t('faq.toasts.conflict'), conflict: true };
  refreshAfter('faq');
  return { ok: true, message: t('faq.toasts.updated') };
}

/** Bound to the entry's id by its edit page. */
export async function deleteFaqAction(id: string): Promise<ActionResult> {
  const staff = await requireStaff();
  const t = await adminTranslator();
  const deleted = await deleteFaqEntry(getDb(), staff, String(id));
  if (!deleted) return { ok: false, message: t('faq.toasts.notFound') };
  refreshAfter('faq');
  return { ok: true, message: t('faq.toasts.deleted') };
}

/** One place up or down on a page, from the list's buttons. */
export async function moveFaqAction(
  page: FaqPage,
  id: string,
  direction: 'up' | 'down',
): Promise<ActionResult> {
  const staff = await requireStaff();
  const t = await adminTranslator();
  if (!faqPages.includes(page) || (direction !== 'up' && direction !== 'down'))
    return { ok: false, message: t('faq.toasts.notFound') };
  const moved = await moveFaqEntry(getDb(), staff, { page, id: String(id), direction });
  if (!moved) return { ok: false, message: t('faq.toasts.notFound') };
  refreshAfter('faq');
  return { ok: true, message: t('faq.toasts.moved') };
}
