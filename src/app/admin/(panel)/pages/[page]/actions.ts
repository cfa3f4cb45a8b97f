'use server';

import type { ActionResult } from '@/lib/admin/action-result';
import {
  sectionScheduleErrorKeys,
  sectionScheduleSchema,
} from '@/lib/admin/section-schedule-schema';
import { fieldErrors } from '@/lib/forms/field-errors';
import { sectionDefinition, type SectionPage } from '@/lib/page-sections/pages';
import { zurichLocalToIso } from '@/lib/time/zurich-time';
import { adminTranslator } from '@/server/admin/admin-i18n.server';
import { requireStaff } from '@/server/auth/guards.server';
import { refreshAfter } from '@/server/cache/content-cache.server';
import { getDb } from '@/server/db/connection.server';
import { sectionDocument } from '@/server/page-sections/page-sections.server';
import { announceScheduleChange } from '@/server/schedules/schedule-passes.server';
import {
  removeSchedule,
  schedulePublication,
} from '@/server/schedules/scheduled-publications.server';

/*
 * The schedule beside each section (decision 070), editors and admins: schedule its draft's
 * publication at a Swiss time, cancel it, or dismiss a schedule that was missed. Each is audited
 * by the schedules domain; the page's screen is drawn anew after it.
 */

/** "Programmer" (or again, to change the time): the section's draft goes live then. */
export async function scheduleSectionAction(
  page: SectionPage,
  section: string,
  formData: FormData,
): Promise<ActionResult> {
  const staff = await requireStaff();
  const t = await adminTranslator();
  const definition = sectionDefinition(String(page), String(section));
  if (!definition) return { ok: false, message: t('pages.toasts.notFound') };
  const parsed = sectionScheduleSchema(new Date()).safeParse({
    publishAt: formData.get('publishAt'),
  });
  if (!parsed.success) {
    // The schema's one field: its message beside it, "not a time" for anything unforeseen.
    const key = fieldErrors(parsed.error, sectionScheduleErrorKeys).publishAt;
    const message = t(
      `pages.schedule.errors.${key === 'scheduleInPast' ? key : 'scheduleInvalid'}`,
    );
    return { ok: false, message, fieldErrors: { publishAt: message } };
  }
  const publishAt = zurichLocalToIso(parsed.data.publishAt)!;
  const outcome = await schedulePublication(
    getDb(),
    staff,
    sectionDocument({ page, section: definition.id }),
    publishAt,
  );
  if (outcome === 'missing') return { ok: false, message: t('pages.schedule.noDraft') };
  // This instance's pass waits for it if it comes before the next pass.
  announceScheduleChange();
  refreshAfter('schedule');
  return { ok: true, message: t('pages.schedule.scheduled') };
}

/** "Annuler" a pending schedule ('pending') or "Compris" for a missed one ('missed'). */
export async function removeSectionScheduleAction(
  page: SectionPage,
  section: string,
  state: 'pending' | 'missed',
): Promise<ActionResult> {
  const staff = await requireStaff();
  const t = await adminTranslator();
  const definition = sectionDefinition(String(page), String(section));
  if (!definition) return { ok: false, message: t('pages.toasts.notFound') };
  const pending = state === 'pending';
  const outcome = await removeSchedule(
    getDb(),
    staff,
    sectionDocument({ page, section: definition.id }),
    pending ? 'pending' : 'missed',
  );
  refreshAfter('schedule');
  // Gone already: published or missed since the screen was drawn, which shows it now.
  if (outcome === 'missing') return { ok: false, message: t('pages.schedule.gone') };
  return {
    ok: true,
    message: pending ? t('pages.schedule.cancelled') : t('pages.schedule.dismissed'),
  };
}
