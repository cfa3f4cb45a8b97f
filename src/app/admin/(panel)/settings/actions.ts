'use server';

import type { ActionResult } from '@/lib/admin/action-result';
import {
  siteSettingsErrorKeys,
  siteSettingsSchema,
  siteSettingsValuesFromForm,
} from '@/lib/admin/site-settings-schema';
import { fieldErrors, fieldMessages } from '@/lib/forms/field-errors';
import { adminTranslator } from '@/server/admin/admin-i18n.server';
import { requireAdmin } from '@/server/auth/guards.server';
import { refreshAfter } from '@/server/cache/content-cache.server';
import { getDb } from '@/server/db/connection.server';
import { restoreAnswer } from '@/server/admin/restore-answer.server';
import {
  restoreSiteSettingsVersion,
  saveSiteSettings,
} from '@/server/site-settings/site-settings.server';

/**
 * Saves the site settings (admins only). A refusal names each wrong field; a save of a version
 * someone else has replaced meanwhile is refused on `version`, which the form shows as the
 * conflict with its way to reload.
 */
export async function saveSiteSettingsAction(formData: FormData): Promise<ActionResult> {
  const staff = await requireAdmin();
  const t = await adminTranslator();
  const parsed = siteSettingsSchema.safeParse(siteSettingsValuesFromForm(formData));
  if (!parsed.success) {
    const errors = fieldErrors(parsed.error, siteSettingsErrorKeys);
    return {
      ok: false,
      message: t('settings.toasts.invalid'),
      fieldErrors: fieldMessages(errors, (key) => t(`settings.errors.${key}`)),
    };
  }
  const saved = await saveSiteSettings(getDb(), staff, parsed.data);
  if (!saved.ok)
    return {
      ok: false,
      message: t('settings.toasts.conflict'),
      fieldErrors: { version: t('settings.conflict.text') },
    };
  refreshAfter('settings');
  return { ok: true, message: t('settings.toasts.saved') };
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
