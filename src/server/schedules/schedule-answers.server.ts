import 'server-only';
import type { ActionResult } from '@/lib/admin/action-result';
import {
  sectionScheduleErrorKeys,
  sectionScheduleSchema,
} from '@/lib/admin/section-schedule-schema';
import { fieldErrors } from '@/lib/forms/field-errors';
import { zurichLocalToIso } from '@/lib/time/zurich-time';
import type { AdminTranslator } from '@/server/admin/admin-i18n.server';
import type { AuditActor } from '@/server/audit/audit-log.server';
import { refreshAfter } from '@/server/cache/content-cache.server';
import { getDb } from '@/server/db/connection.server';
import { announceScheduleChange } from './schedule-passes.server';
import {
  removeSchedule,
  schedulePublication,
  type ScheduleKey,
} from './scheduled-publications.server';

/*
 * What the schedule actions of every kind answer (decision 070): the control's form checked with
 * its schema, the schedule set or taken away, the screens refreshed. Each action checks access
 * and names its document first.
 */

/** "Programmer" (or again, to change the time): the document's draft goes live then. */
export async function scheduleFromForm(
  t: AdminTranslator,
  staff: AuditActor,
  key: ScheduleKey,
  formData: FormData,
): Promise<ActionResult> {
  const parsed = sectionScheduleSchema(new Date()).safeParse({
    publishAt: formData.get('publishAt'),
  });
  if (!parsed.success) {
    // The schema's one field: its message beside it, "not a time" for anything unforeseen.
    const error = fieldErrors(parsed.error, sectionScheduleErrorKeys).publishAt;
    const message = t(
      `pages.schedule.errors.${error === 'scheduleInPast' ? error : 'scheduleInvalid'}`,
    );
    return { ok: false, message, fieldErrors: { publishAt: message } };
  }
  const publishAt = zurichLocalToIso(parsed.data.publishAt)!;
  const outcome = await schedulePublication(getDb(), staff, key, publishAt);
  if (outcome === 'missing') return { ok: false, message: t('pages.schedule.noDraft') };
  // This instance's pass waits for it if it comes before the next pass.
  announceScheduleChange();
  refreshAfter('schedule');
  return { ok: true, message: t('pages.schedule.scheduled') };
}

/** "Annuler" a pending schedule ('pending') or "Compris" for a missed one ('missed'). */
export async function removeScheduleAnswer(
  t: AdminTranslator,
  staff: AuditActor,
  key: ScheduleKey,
  state: 'pending' | 'missed',
): Promise<ActionResult> {
  const pending = state === 'pending';
  const outcome = await removeSchedule(getDb(), staff, key, pending ? 'pending' : 'missed');
  refreshAfter('schedule');
  // Gone already: published or missed since the screen was drawn, which shows it now.
  if (outcome === 'missing') return { ok: false, message: t('pages.schedule.gone') };
  return {
    ok: true,
    message: pending ? t('pages.schedule.cancelled') : t('pages.schedule.dismissed'),
  };
}
