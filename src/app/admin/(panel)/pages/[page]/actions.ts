'use server';

import type { ActionResult } from '@/lib/admin/action-result';
import { sectionDefinition, type SectionPage } from '@/lib/page-sections/pages';
import { adminTranslator } from '@/server/admin/admin-i18n.server';
import { requireStaff } from '@/server/auth/guards.server';
import { sectionDocument } from '@/server/page-sections/page-sections.server';
import { removeScheduleAnswer, scheduleFromForm } from '@/server/schedules/schedule-answers.server';

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
  const key = sectionDocument({ page, section: definition.id });
  return scheduleFromForm(t, staff, key, formData);
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
  const key = sectionDocument({ page, section: definition.id });
  return removeScheduleAnswer(t, staff, key, state === 'pending' ? 'pending' : 'missed');
}
