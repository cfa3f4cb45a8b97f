'use server';

import type { ActionResult } from '@/lib/admin/action-result';
import {
  parsePersonalDataForm,
  personalDataExportSchema,
  personalDataLookupSchema,
  type PersonalDataErrorKey,
  type PersonalDataExportInput,
  type PersonalDataLookupInput,
} from '@/lib/admin/personal-data-schema';
import { fieldMessages } from '@/lib/forms/field-errors';
import { log } from '@/lib/log/logger.mjs';
import {
  recordCount,
  type PersonalDataFile,
  type PersonalDataReport,
} from '@/lib/privacy/personal-data';
import { adminTranslator, type AdminTranslator } from '@/server/admin/admin-i18n.server';
import { requireAdmin, requireFreshProof } from '@/server/auth/guards.server';
import { refreshAfter } from '@/server/cache/content-cache.server';
import { serviceLabels } from '@/server/contact/contact-service-options.server';
import { getDb } from '@/server/db/connection.server';
import { personalDataHtml, personalDataJson } from '@/server/privacy/personal-data-export.server';
import {
  erasePersonalData,
  findPersonalData,
  recordPersonalDataExport,
} from '@/server/privacy/personal-data.server';
import { appSecret } from '@/server/security/secret.server';
import { readAgencySettings } from '@/server/site-settings/site-settings-pages.server';

/*
 * The "Personal data" screen (admins only, like the subscribers: the people behind the data are
 * not the editors' area). Every action checks first, then parses with the screen's schema. The
 * export and the erasure are audited without the address, and ask for fresh proof first
 * (decision 038): they hand out or destroy everything held about a person.
 */

function refusal(
  t: AdminTranslator,
  errors: Partial<Record<string, PersonalDataErrorKey>>,
): { ok: false; message: string; fieldErrors: Record<string, string> } {
  return {
    ok: false,
    message: t('personalData.invalid'),
    fieldErrors: fieldMessages(errors, (key) => t(`personalData.errors.${key}`)),
  };
}

/** 'Rechercher': everything held about the address, kind by kind. */
export async function lookUpPersonalData(
  input: PersonalDataLookupInput,
): Promise<ActionResult<PersonalDataReport>> {
  await requireAdmin();
  const t = await adminTranslator();
  const parsed = parsePersonalDataForm(personalDataLookupSchema, input);
  if (!parsed.ok) return refusal(t, parsed.fieldErrors);
  try {
    const report = await findPersonalData(getDb(), parsed.data.email);
    return {
      ok: true,
      message: t('personalData.found', { count: recordCount(report), address: report.address }),
      data: report,
    };
  } catch (error) {
    log.error({ event: 'admin.personal-data-lookup-failed', err: error }, 'look-up failed');
    return { ok: false, message: t('personalData.lookup.failed') };
  }
}

/** 'Exporter en JSON' / 'Résumé HTML': the file for the person, in the chosen language. */
export async function exportPersonalData(
  input: PersonalDataExportInput,
): Promise<ActionResult<PersonalDataFile>> {
  const staff = await requireAdmin();
  const t = await adminTranslator();
  const parsed = parsePersonalDataForm(personalDataExportSchema, input);
  if (!parsed.ok) return refusal(t, parsed.fieldErrors);
  const { email, language, format } = parsed.data;
  await requireFreshProof(staff);
  try {
    const db = getDb();
    const now = new Date();
    const [report, controller] = await Promise.all([
      findPersonalData(db, email),
      readAgencySettings(language, db),
    ]);
    const file =
      format === 'json'
        ? await personalDataJson(report, language, now, controller)
        : await personalDataHtml(
            report,
            language,
            now,
            await serviceLabels(db, language),
            controller,
          );
    await recordPersonalDataExport(db, staff, report, {
      language,
      format,
      secret: await appSecret(db),
      now,
    });
    return {
      ok: true,
      message: t('personalData.export.done', { filename: file.filename }),
      data: file,
    };
  } catch (error) {
    log.error({ event: 'admin.personal-data-export-failed', err: error }, 'export failed');
    return { ok: false, message: t('personalData.export.failed') };
  }
}

/** 'Tout effacer': every row deleted or anonymised in one transaction, audited without the address. */
export async function erasePersonalDataOf(
  input: PersonalDataLookupInput,
): Promise<ActionResult<PersonalDataReport>> {
  const staff = await requireAdmin();
  const t = await adminTranslator();
  const parsed = parsePersonalDataForm(personalDataLookupSchema, input);
  if (!parsed.ok) return refusal(t, parsed.fieldErrors);
  await requireFreshProof(staff);
  try {
    const db = getDb();
    const counts = await erasePersonalData(db, staff, parsed.data.email, {
      secret: await appSecret(db),
      now: new Date(),
    });
    refreshAfter('personal-data');
    const erased = Object.values(counts).reduce((sum, count) => sum + count, 0);
    return {
      ok: true,
      message: t('personalData.erase.done', { count: erased }),
      data: await findPersonalData(db, parsed.data.email),
    };
  } catch (error) {
    log.error({ event: 'admin.personal-data-erase-failed', err: error }, 'erasure failed');
    return { ok: false, message: t('personalData.erase.failed') };
  }
}
