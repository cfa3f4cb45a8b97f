'use server';

import type { ActionResult } from '@/lib/admin/action-result';
import {
  parseSubscriberImport,
  type SubscriberImportInput,
} from '@/lib/admin/subscriber-import-schema';
import { UnreadableCsv } from '@/lib/csv-reading';
import { fieldMessages } from '@/lib/forms/field-errors';
import { log } from '@/lib/log/logger.mjs';
import { adminTranslator } from '@/server/admin/admin-i18n.server';
import { importSubscribers } from '@/server/newsletter/subscriber-import.server';
import { requireAdmin, requireFreshProof } from '@/server/auth/guards.server';
import { announceQueuedMail } from '@/server/mail/mail-workers.server';
import { refreshAfter } from '@/server/cache/content-cache.server';
import { getDb } from '@/server/db/connection.server';
import { appSecret } from '@/server/security/secret.server';
import { agencyMailSettings } from '@/server/site-settings/agency-mail.server';

/**
 * 'Importer' (admins only, like the list): addresses that consented elsewhere; each new one is
 * sent the confirmation mail unless the importer attests consent (audited either way).
 */
export async function importSubscriberFile(input: SubscriberImportInput): Promise<ActionResult> {
  const staff = await requireAdmin();
  const t = await adminTranslator();
  const parsed = parseSubscriberImport(input);
  if (!parsed.ok)
    return {
      ok: false,
      message: t('subscribers.import.invalid'),
      fieldErrors: fieldMessages(parsed.fieldErrors, (key) =>
        t(`subscribers.import.errors.${key}`),
      ),
    };
  // Attested addresses are confirmed without their own mail: many people reached at once.
  if (parsed.data.attested) await requireFreshProof(staff);
  try {
    const db = getDb();
    const outcome = await importSubscribers(db, staff, parsed.data, new Date(), {
      secret: await appSecret(db),
      mail: await agencyMailSettings(db),
    });
    announceQueuedMail(outcome.mails);
    refreshAfter('subscriber');
    const summary = t('subscribers.import.result', {
      confirmed: outcome.confirmed + outcome.upgraded,
      pending: outcome.pending,
      ...outcome.skipped,
    });
    return {
      ok: true,
      message: outcome.truncated ? `${summary} ${t('subscribers.import.truncated')}` : summary,
    };
  } catch (error) {
    if (error instanceof UnreadableCsv)
      return {
        ok: false,
        message: t('subscribers.import.invalid'),
        fieldErrors: { csv: t('subscribers.import.errors.fileUnreadable', { line: error.line }) },
      };
    log.error({ event: 'admin.subscriber-import-failed', err: error }, 'subscriber import failed');
    return { ok: false, message: t('subscribers.import.failed') };
  }
}
