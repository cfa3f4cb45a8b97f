'use server';

import type { ActionResult } from '@/lib/admin/action-result';
import { contentLocales } from '@/lib/admin/translated-content';
import { fieldErrors, fieldMessages } from '@/lib/forms/field-errors';
import { sectionDefinition, type SectionPage } from '@/lib/page-sections/pages';
import {
  sectionDraftSchema,
  sectionErrorKeys,
  sectionFormSchema,
  sectionValuesFromForm,
  type SectionDefinition,
  type SectionInput,
} from '@/lib/page-sections/section-definition';
import { adminTranslator } from '@/server/admin/admin-i18n.server';
import { requireStaff } from '@/server/auth/guards.server';
import { refreshAfter } from '@/server/cache/content-cache.server';
import { getDb } from '@/server/db/connection.server';
import { restorePageSectionVersion } from '@/server/page-sections/page-sections.server';
import {
  discardSectionDraft,
  publishSectionDraft,
  rebaseSectionDraft,
  restoreVersionAsDraft,
  saveSectionDraft,
} from '@/server/page-sections/section-drafts.server';

type Translator = Awaited<ReturnType<typeof adminTranslator>>;

/** A form the section's schema refused: each wrong field's message, to show beside it. */
function refusal(t: Translator, error: Parameters<typeof fieldErrors>[0]): ActionResult<never> {
  return {
    ok: false,
    message: t('pages.toasts.invalid'),
    fieldErrors: fieldMessages(fieldErrors(error, sectionErrorKeys), (key) =>
      key === 'form' ? t('pages.toasts.invalid') : t(`content.errors.${key}`),
    ),
  };
}

/**
 * Brings a kept version of a section back (editors and admins), from the published version and
 * the draft revision the history screen showed: live at once (audited, itself a version; a save
 * since is a conflict), or as the section's draft, published later ('draft').
 */
export async function restorePageSectionVersionAction(
  page: SectionPage,
  section: string,
  drawn: { version: number; revision: number },
  mode: 'live' | 'draft',
  number: number,
): Promise<ActionResult> {
  const staff = await requireStaff();
  const t = await adminTranslator();
  const definition = sectionDefinition(String(page), String(section));
  if (!definition) return { ok: false, message: t('pages.toasts.notFound') };
  const target = { page, section: definition.id, version: Number(drawn.version) };
  const asDraft = mode === 'draft';
  const outcome = asDraft
    ? await restoreVersionAsDraft(
        getDb(),
        staff,
        { ...target, revision: Number(drawn.revision) },
        Number(number),
      )
    : await restorePageSectionVersion(getDb(), staff, target, Number(number));
  if (outcome === 'missing') return { ok: false, message: t('pages.toasts.notFound') };
  if (outcome === 'conflict')
    return { ok: false, message: t('pages.toasts.conflict'), conflict: true };
  if (outcome === 'invalid') return { ok: false, message: t('pages.history.invalid') };
  if (!asDraft) refreshAfter('page-section');
  return {
    ok: true,
    message: t(asDraft ? 'pages.history.restoredAsDraft' : 'pages.history.restored', { number }),
  };
}

/** What a draft's save tells its form: the draft's revision now, when and by whom it was saved. */
export interface DraftSaved {
  revision: number;
  savedAt: string;
  savedBy: string;
}

/**
 * Saves the form as the section's draft (editors and admins), from the draft revision the form
 * holds (0: none yet, the draft is drawn from the published `version` the form showed): the
 * form's types only, so half-done work is kept; nothing goes live.
 * Called by the form's button and by its autosave.
 */
export async function saveSectionDraftAction(
  page: SectionPage,
  section: string,
  version: number,
  revision: number,
  formData: FormData,
): Promise<ActionResult<DraftSaved>> {
  const staff = await requireStaff();
  const t = await adminTranslator();
  const definition = sectionDefinition(String(page), String(section));
  if (!definition) return { ok: false, message: t('pages.toasts.notFound') };
  const parsed = sectionDraftSchema(definition, contentLocales).safeParse(
    sectionValuesFromForm(formData, definition, contentLocales),
  );
  if (!parsed.success) return refusal(t, parsed.error);
  const target = { page, version: Number(version), revision: Number(revision) };
  return draftSaved(t, staff, definition, target, parsed.data);
}

async function draftSaved(
  t: Translator,
  staff: { id: string; email: string },
  definition: SectionDefinition,
  target: { page: SectionPage; version: number; revision: number },
  input: SectionInput,
): Promise<ActionResult<DraftSaved>> {
  const now = new Date();
  const outcome = await saveSectionDraft(
    getDb(),
    staff,
    { ...target, section: definition.id },
    input,
    now,
  );
  if (outcome === 'missing') return { ok: false, message: t('pages.toasts.notFound') };
  if (outcome === 'conflict')
    return { ok: false, message: t('pages.toasts.conflict'), conflict: true };
  return {
    ok: true,
    message: t('pages.drafts.saved'),
    data: { revision: target.revision + 1, savedAt: now.toISOString(), savedBy: staff.email },
  };
}

/**
 * "Publier" (editors and admins): the form as it is on screen, checked like a save, kept as the
 * draft and published in one action, live on every instance. Published by another since the
 * draft was drawn: refused, the draft kept, and the screen (reloaded) shows what changed.
 */
export async function publishSectionDraftAction(
  page: SectionPage,
  section: string,
  version: number,
  revision: number,
  formData: FormData,
): Promise<ActionResult> {
  const staff = await requireStaff();
  const t = await adminTranslator();
  const definition = sectionDefinition(String(page), String(section));
  if (!definition) return { ok: false, message: t('pages.toasts.notFound') };
  const parsed = sectionFormSchema(definition, contentLocales).safeParse(
    sectionValuesFromForm(formData, definition, contentLocales),
  );
  if (!parsed.success) return refusal(t, parsed.error);
  const saved = await draftSaved(
    t,
    staff,
    definition,
    { page, version: Number(version), revision: Number(revision) },
    parsed.data as SectionInput,
  );
  if (!saved.ok) return saved;
  const outcome = await publishSectionDraft(getDb(), staff, {
    page,
    section: definition.id,
    revision: saved.data!.revision,
  });
  if (outcome === 'missing') return { ok: false, message: t('pages.toasts.notFound') };
  if (outcome === 'stale') return { ok: false, message: t('pages.drafts.stale'), conflict: true };
  if (outcome !== 'saved')
    return { ok: false, message: t('pages.toasts.conflict'), conflict: true };
  refreshAfter('page-section');
  return { ok: true, message: t('pages.drafts.published') };
}

/** "Abandonner le brouillon" (editors and admins): the published section stays as it is. */
export async function discardSectionDraftAction(
  page: SectionPage,
  section: string,
  revision: number,
): Promise<ActionResult> {
  const staff = await requireStaff();
  const t = await adminTranslator();
  const definition = sectionDefinition(String(page), String(section));
  if (!definition) return { ok: false, message: t('pages.toasts.notFound') };
  const outcome = await discardSectionDraft(getDb(), staff, {
    page,
    section: definition.id,
    revision: Number(revision),
  });
  if (outcome === 'missing') return { ok: false, message: t('pages.toasts.notFound') };
  if (outcome === 'conflict')
    return { ok: false, message: t('pages.toasts.conflict'), conflict: true };
  return { ok: true, message: t('pages.drafts.discarded') };
}

/**
 * Keeps the draft over a version published since it was drawn (editors and admins), once the
 * editor has seen what changed: its next publish replaces that version.
 */
export async function rebaseSectionDraftAction(
  page: SectionPage,
  section: string,
  version: number,
  revision: number,
): Promise<ActionResult> {
  await requireStaff();
  const t = await adminTranslator();
  const definition = sectionDefinition(String(page), String(section));
  if (!definition) return { ok: false, message: t('pages.toasts.notFound') };
  const outcome = await rebaseSectionDraft(
    getDb(),
    { page, section: definition.id, revision: Number(revision) },
    Number(version),
  );
  if (outcome !== 'saved')
    return { ok: false, message: t('pages.toasts.conflict'), conflict: true };
  return { ok: true, message: t('pages.drafts.rebased') };
}
