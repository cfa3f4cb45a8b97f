'use server';

import type { ActionResult } from '@/lib/admin/action-result';
import { landingPageSchema } from '@/lib/admin/landing-page-schema';
import { adminTranslator } from '@/server/admin/admin-i18n.server';
import { requireStaff } from '@/server/auth/guards.server';
import { refreshAfter } from '@/server/cache/content-cache.server';
import { getDb } from '@/server/db/connection.server';
import {
  createLandingPage,
  deleteLandingPage,
  landingRedirectTargets,
  updateLandingPage,
} from '@/server/landing-pages/landing-pages-admin.server';
import { landingDocument } from '@/server/landing-pages/landing-rows.server';
import { removeScheduleAnswer, scheduleFromForm } from '@/server/schedules/schedule-answers.server';
import {
  parseContentForm,
  refusedContentSave,
} from '@/server/translated-content/content-form.server';

/** The services page, besides every other landing page, takes a deleted page's visitors. */
const servicesPath = '/services';

export async function createLandingPageAction(
  formData: FormData,
): Promise<ActionResult<{ id: string }>> {
  const staff = await requireStaff();
  const t = await adminTranslator();
  const form = parseContentForm(t, 'landing-pages', landingPageSchema, formData);
  if (!form.ok) return form.refusal;
  const created = await createLandingPage(getDb(), staff, form.input);
  if (!created.ok)
    return refusedContentSave(t, 'landing-pages', { [created.field]: created.error });
  refreshAfter('landing-page');
  return { ok: true, message: t('landing-pages.toasts.created'), data: { id: created.id } };
}

/**
 * Bound to the page's id and the version its form was drawn from by its edit page: a save made
 * after another one is refused as a conflict, never written over it.
 */
export async function updateLandingPageAction(
  id: string,
  version: number,
  formData: FormData,
): Promise<ActionResult> {
  const staff = await requireStaff();
  const t = await adminTranslator();
  const form = parseContentForm(t, 'landing-pages', landingPageSchema, formData);
  if (!form.ok) return form.refusal;
  const outcome = await updateLandingPage(getDb(), staff, String(id), Number(version), form.input);
  if (outcome === 'missing') return { ok: false, message: t('landing-pages.toasts.notFound') };
  if (outcome === 'conflict')
    return { ok: false, message: t('landing-pages.toasts.conflict'), conflict: true };
  if (outcome !== 'saved')
    return refusedContentSave(t, 'landing-pages', { [outcome.field]: outcome.error });
  refreshAfter('landing-page');
  return { ok: true, message: t('landing-pages.toasts.updated') };
}

/**
 * Bound to the page's id by its edit page; `redirectTo` empty leaves a 410, otherwise a 308 to
 * that page (the services page or another landing page, nothing else).
 */
export async function deleteLandingPageAction(
  id: string,
  redirectTo?: string,
): Promise<ActionResult> {
  const staff = await requireStaff();
  const t = await adminTranslator();
  const db = getDb();
  const target = redirectTo ? String(redirectTo) : null;
  if (target !== null && target !== servicesPath) {
    const allowed = await landingRedirectTargets(db, String(id));
    if (!allowed.some((page) => page.path === target))
      return { ok: false, message: t('landing-pages.toasts.targetInvalid') };
  }
  const deleted = await deleteLandingPage(db, staff, String(id), target);
  if (!deleted) return { ok: false, message: t('landing-pages.toasts.notFound') };
  refreshAfter('landing-page');
  return { ok: true, message: t('landing-pages.toasts.deleted') };
}

/** "Programmer" the page's draft at a Swiss time (decision 070), or change the time. */
export async function scheduleLandingPageAction(
  id: string,
  formData: FormData,
): Promise<ActionResult> {
  const staff = await requireStaff();
  const t = await adminTranslator();
  return scheduleFromForm(t, staff, landingDocument(String(id)), formData);
}

/** "Annuler" the page's pending schedule ('pending') or "Compris" for a missed one ('missed'). */
export async function removeLandingScheduleAction(
  id: string,
  state: 'pending' | 'missed',
): Promise<ActionResult> {
  const staff = await requireStaff();
  const t = await adminTranslator();
  const key = landingDocument(String(id));
  return removeScheduleAnswer(t, staff, key, state === 'pending' ? 'pending' : 'missed');
}
