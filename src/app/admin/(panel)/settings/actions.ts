'use server';

import type { ActionResult } from '@/lib/admin/action-result';
import {
  siteSettingsDraftSchema,
  siteSettingsErrorKeys,
  siteSettingsSchema,
  siteSettingsValuesFromForm,
} from '@/lib/admin/site-settings-schema';
import { fieldErrors, fieldMessages } from '@/lib/forms/field-errors';
import { adminTranslator } from '@/server/admin/admin-i18n.server';
import { requireAdmin } from '@/server/auth/guards.server';
import { refreshAfter } from '@/server/cache/content-cache.server';
import { getDb } from '@/server/db/connection.server';
import type { AuditActor } from '@/server/audit/audit-log.server';
import type { DraftSave } from '@/server/drafts/document-drafts.server';
import { restoreAnswer } from '@/server/admin/restore-answer.server';
import {
  discardSiteSettingsDraft,
  publishSiteSettingsDraft,
  rebaseSiteSettingsDraft,
  restoreSiteSettingsVersion,
  saveSiteSettingsDraft,
} from '@/server/site-settings/site-settings.server';

type Translator = Awaited<ReturnType<typeof adminTranslator>>;

/** A form a schema refused: each wrong field's message, to show beside it. */
function refusal(t: Translator, error: Parameters<typeof fieldErrors>[0]): ActionResult<never> {
  return {
    ok: false,
    message: t('settings.toasts.invalid'),
    fieldErrors: fieldMessages(fieldErrors(error, siteSettingsErrorKeys), (key) =>
      t(`settings.errors.${key}`),
    ),
  };
}

/** A draft's save, rebase or discard that another save of the draft came before. */
function draftConflict(t: Translator): ActionResult<never> {
  return { ok: false, message: t('settings.drafts.conflict'), conflict: true };
}

/**
 * Saves the form as the settings' draft (admins only), from the draft revision the form holds
 * (0: none yet, drawn from the settings' `version` the screen showed). The form as typed, even
 * half done: nothing goes live. Called by the form's button and by its autosave.
 */
export async function saveSiteSettingsDraftAction(
  version: number,
  revision: number,
  formData: FormData,
): Promise<ActionResult<DraftSave>> {
  const staff = await requireAdmin();
  return draftSaved(await adminTranslator(), staff, { version, revision }, formData);
}

async function draftSaved(
  t: Translator,
  staff: AuditActor,
  drawn: { version: number; revision: number },
  formData: FormData,
): Promise<ActionResult<DraftSave>> {
  const parsed = siteSettingsDraftSchema.safeParse(siteSettingsValuesFromForm(formData));
  if (!parsed.success) return refusal(t, parsed.error);
  // The version the form posts is the screen's; the draft keeps the one its save is bound to.
  const { version: _posted, ...values } = parsed.data;
  const saved = await saveSiteSettingsDraft(
    getDb(),
    staff,
    { version: Number(drawn.version), revision: Number(drawn.revision) },
    values,
  );
  if (saved === 'conflict') return draftConflict(t);
  if (saved === 'tooLarge') return { ok: false, message: t('drafts.tooLarge') };
  return { ok: true, message: t('drafts.saved'), data: saved };
}

/**
 * "Publier" (admins only): the form as it is on screen, checked by the settings' schema, kept as
 * the draft and published through the settings' save, live on every instance. Settings saved
 * since the draft was drawn: refused (the draft kept), and the screen, drawn again, shows what
 * differs.
 */
export async function publishSiteSettingsDraftAction(
  version: number,
  revision: number,
  formData: FormData,
): Promise<ActionResult> {
  const staff = await requireAdmin();
  const t = await adminTranslator();
  const parsed = siteSettingsSchema.safeParse(siteSettingsValuesFromForm(formData));
  if (!parsed.success) return refusal(t, parsed.error);
  const saved = await draftSaved(t, staff, { version, revision }, formData);
  if (!saved.ok) return saved;
  const outcome = await publishSiteSettingsDraft(getDb(), staff, saved.data!.revision);
  if (outcome === 'stale')
    return { ok: false, message: t('settings.drafts.stale'), conflict: true };
  if (outcome === 'invalid') return { ok: false, message: t('settings.toasts.invalid') };
  if (outcome !== 'saved') return draftConflict(t);
  refreshAfter('settings');
  return { ok: true, message: t('settings.drafts.published') };
}

/** "Abandonner le brouillon" (admins only): the published settings stay as they are. */
export async function discardSiteSettingsDraftAction(revision: number): Promise<ActionResult> {
  const staff = await requireAdmin();
  const t = await adminTranslator();
  if (!(await discardSiteSettingsDraft(getDb(), staff, Number(revision)))) return draftConflict(t);
  return { ok: true, message: t('drafts.discarded') };
}

/**
 * "Garder mon brouillon" (admins only), once the admin has seen what differs from the settings
 * saved since the draft was drawn: its next publish replaces the settings' `version`.
 */
export async function rebaseSiteSettingsDraftAction(
  version: number,
  revision: number,
): Promise<ActionResult> {
  const staff = await requireAdmin();
  const t = await adminTranslator();
  const outcome = await rebaseSiteSettingsDraft(getDb(), staff, {
    version: Number(version),
    revision: Number(revision),
  });
  if (outcome === 'conflict') return draftConflict(t);
  return { ok: true, message: t('drafts.rebased') };
}

/**
 * Brings a kept version of the settings back (decision 064), bound by the history screen to the
 * settings' version it showed (a save since is a conflict). Audited, itself a version.
 */
export async function restoreSiteSettingsVersionAction(
  shownVersion: number,
  number: number,
): Promise<ActionResult> {
  const staff = await requireAdmin();
  const db = getDb();
  const outcome = await restoreSiteSettingsVersion(db, staff, Number(shownVersion), Number(number));
  if (outcome === 'saved') refreshAfter('settings');
  return restoreAnswer(outcome, number, 'settings.history.missing');
}
