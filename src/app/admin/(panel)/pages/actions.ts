'use server';

import type { ActionResult } from '@/lib/admin/action-result';
import { contentLocales } from '@/lib/admin/translated-content';
import { fieldErrors, fieldMessages } from '@/lib/forms/field-errors';
import { sectionDefinition, type SectionPage } from '@/lib/page-sections/pages';
import {
  sectionErrorKeys,
  sectionFormSchema,
  sectionValuesFromForm,
  type SectionInput,
} from '@/lib/page-sections/section-definition';
import { adminTranslator } from '@/server/admin/admin-i18n.server';
import { requireStaff } from '@/server/auth/guards.server';
import { refreshAfter } from '@/server/cache/content-cache.server';
import { getDb } from '@/server/db/connection.server';
import {
  restorePageSectionVersion,
  savePageSection,
} from '@/server/page-sections/page-sections.server';

/**
 * Saves one section of a page (editors and admins). Bound to the page, the section and the
 * version its form was drawn from by the page's screen: a refusal names each wrong field, and a
 * save made after another one is refused as a conflict, never written over it.
 */
export async function savePageSectionAction(
  page: SectionPage,
  section: string,
  version: number,
  formData: FormData,
): Promise<ActionResult> {
  const staff = await requireStaff();
  const t = await adminTranslator();
  const definition = sectionDefinition(String(page), String(section));
  if (!definition) return { ok: false, message: t('pages.toasts.notFound') };
  const parsed = sectionFormSchema(definition, contentLocales).safeParse(
    sectionValuesFromForm(formData, definition, contentLocales),
  );
  if (!parsed.success)
    return {
      ok: false,
      message: t('pages.toasts.invalid'),
      fieldErrors: fieldMessages(fieldErrors(parsed.error, sectionErrorKeys), (key) =>
        key === 'form' ? t('pages.toasts.invalid') : t(`content.errors.${key}`),
      ),
    };
  const outcome = await savePageSection(
    getDb(),
    staff,
    { page, section: definition.id, version: Number(version) },
    parsed.data as SectionInput,
  );
  if (outcome === 'missing') return { ok: false, message: t('pages.toasts.notFound') };
  if (outcome === 'conflict')
    return { ok: false, message: t('pages.toasts.conflict'), conflict: true };
  refreshAfter('page-section');
  return { ok: true, message: t('pages.toasts.saved') };
}

/**
 * Brings a kept version of a section back as its content (editors and admins), from the version
 * the history screen showed: a save since is refused as a conflict. Audited, and itself a version.
 */
export async function restorePageSectionVersionAction(
  page: SectionPage,
  section: string,
  version: number,
  number: number,
): Promise<ActionResult> {
  const staff = await requireStaff();
  const t = await adminTranslator();
  const definition = sectionDefinition(String(page), String(section));
  if (!definition) return { ok: false, message: t('pages.toasts.notFound') };
  const outcome = await restorePageSectionVersion(
    getDb(),
    staff,
    { page, section: definition.id, version: Number(version) },
    Number(number),
  );
  if (outcome === 'missing') return { ok: false, message: t('pages.toasts.notFound') };
  if (outcome === 'conflict')
    return { ok: false, message: t('pages.toasts.conflict'), conflict: true };
  if (outcome === 'invalid') return { ok: false, message: t('pages.history.invalid') };
  refreshAfter('page-section');
  return { ok: true, message: t('pages.history.restored', { number }) };
}
