'use server';

import type { ActionResult } from '@/lib/admin/action-result';
import { faqPageOf, faqSchema, type FaqPage } from '@/lib/admin/faq-schema';
import { adminTranslator } from '@/server/admin/admin-i18n.server';
import { restoreAnswer } from '@/server/admin/restore-answer.server';
import { requireStaff } from '@/server/auth/guards.server';
import { refreshAfter } from '@/server/cache/content-cache.server';
import { getDb } from '@/server/db/connection.server';
import { createFaqEntry, deleteFaqEntry, updateFaqEntry } from '@/server/faq/faq-admin.server';
import {
  discardFaqOrder,
  faqOrderDocument,
  moveFaqEntryInDraft,
  publishFaqOrder,
  restoreFaqOrderVersion,
} from '@/server/faq/faq-order-drafts.server';
import { removeScheduleAnswer, scheduleFromForm } from '@/server/schedules/schedule-answers.server';
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

/**
 * One place up or down on a page, from the list's buttons, in the page's draft order (decision
 * 072), from the draft revision the screen holds: visitors see the published order until
 * "Publier l'ordre".
 */
export async function moveFaqAction(
  page: FaqPage,
  id: string,
  direction: 'up' | 'down',
  revision: number,
): Promise<ActionResult> {
  const staff = await requireStaff();
  const t = await adminTranslator();
  const known = faqPageOf(page);
  if (!known || (direction !== 'up' && direction !== 'down'))
    return { ok: false, message: t('faq.toasts.notFound') };
  const outcome = await moveFaqEntryInDraft(getDb(), staff, {
    page: known,
    id: String(id),
    direction,
    revision: Number(revision),
  });
  if (outcome === 'not-found') return { ok: false, message: t('faq.toasts.notFound') };
  if (outcome === 'conflict')
    return { ok: false, message: t('faq.order.conflict'), conflict: true };
  return { ok: true, message: t('faq.toasts.moved') };
}

/** "Publier l'ordre": the page's draft order at `revision` made live on every instance. */
export async function publishFaqOrderAction(
  page: FaqPage,
  revision: number,
): Promise<ActionResult> {
  const staff = await requireStaff();
  const t = await adminTranslator();
  const known = faqPageOf(page);
  if (!known) return { ok: false, message: t('faq.toasts.notFound') };
  const outcome = await publishFaqOrder(getDb(), staff, known, Number(revision));
  if (outcome === 'stale') return { ok: false, message: t('faq.order.stale') };
  if (outcome !== 'saved') return { ok: false, message: t('faq.order.conflict'), conflict: true };
  refreshAfter('faq');
  return { ok: true, message: t('faq.order.published') };
}

/** "Abandonner": the page keeps its published order. */
export async function discardFaqOrderAction(
  page: FaqPage,
  revision: number,
): Promise<ActionResult> {
  const staff = await requireStaff();
  const t = await adminTranslator();
  const known = faqPageOf(page);
  if (!known || !(await discardFaqOrder(getDb(), staff, known, Number(revision))))
    return { ok: false, message: t('faq.order.conflict'), conflict: true };
  return { ok: true, message: t('faq.order.discarded') };
}

/** "Programmer" the page's draft order at a Swiss time (decision 070), or change the time. */
export async function scheduleFaqOrderAction(
  page: FaqPage,
  formData: FormData,
): Promise<ActionResult> {
  const staff = await requireStaff();
  const t = await adminTranslator();
  const known = faqPageOf(page);
  if (!known) return { ok: false, message: t('faq.toasts.notFound') };
  return scheduleFromForm(t, staff, faqOrderDocument(known), formData);
}

/** "Annuler" the page order's pending schedule ('pending') or "Compris" for a missed one. */
export async function removeFaqOrderScheduleAction(
  page: FaqPage,
  state: 'pending' | 'missed',
): Promise<ActionResult> {
  const staff = await requireStaff();
  const t = await adminTranslator();
  const known = faqPageOf(page);
  if (!known) return { ok: false, message: t('faq.toasts.notFound') };
  return removeScheduleAnswer(
    t,
    staff,
    faqOrderDocument(known),
    state === 'pending' ? 'pending' : 'missed',
  );
}

/**
 * Brings a kept version of a page's order back (decision 085), from the published order and the
 * draft revision its history screen showed: live at once ('live'; a publish since is a
 * conflict), or as the page's draft order ('draft'; a move since is a conflict).
 */
export async function restoreFaqOrderVersionAction(
  page: FaqPage,
  drawn: { published: string; revision: number },
  mode: 'live' | 'draft',
  number: number,
): Promise<ActionResult> {
  const staff = await requireStaff();
  const known = faqPageOf(page);
  if (!known) return restoreAnswer('missing', Number(number), 'faq.toasts.notFound');
  const asDraft = mode === 'draft';
  const outcome = await restoreFaqOrderVersion(
    getDb(),
    staff,
    {
      page: known,
      published: String(drawn.published),
      revision: Number(drawn.revision),
      mode: asDraft ? 'draft' : 'live',
    },
    Number(number),
  );
  // In the order's words: a conflict is the order changed since, its draft the unpublished order.
  if (outcome === 'saved' && asDraft) {
    const t = await adminTranslator();
    return { ok: true, message: t('faq.order.restoredAsDraft', { number: Number(number) }) };
  }
  if (outcome === 'saved') refreshAfter('faq');
  return restoreAnswer(outcome, Number(number), 'faq.toasts.notFound', 'faq.order.historyConflict');
}
