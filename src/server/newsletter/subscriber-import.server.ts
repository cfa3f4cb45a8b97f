import 'server-only';
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import * as z from 'zod/mini';
import { isLocale, type Locale } from '@/i18n/locales';
import { detailedAudit } from '@/lib/admin/audit-detail';
import { importMaxRows, type SubscriberImportData } from '@/lib/admin/subscriber-import-schema';
import { parseCsv } from '@/lib/csv-reading';
import { emailField } from '@/lib/forms/email-field';
import type { Staff } from '@/server/auth/guards.server';
import type { Database, OutboxRow } from '@/server/db/schema';
import type { MailSettings } from '@/server/mail/mail-settings.server';
import { queueConfirmation } from '@/server/newsletter/subscribe.server';
import { suppressionHash } from '@/server/newsletter/suppression.server';
import { recordAudit } from '@/server/audit/audit-log.server';

/*
 * Addresses that consented elsewhere, imported from a CSV file (issue 15 §3). A new address is
 * added as pending and sent the double opt-in mail, unless the importer attests that consent was
 * obtained, in which case it is confirmed at once; either way the source of its consent is kept
 * on the row (`consent`) and the import is one audit line naming the attestation. An import
 * never brings back an address that left (unsubscribed, bounced, or forgotten since but for its
 * suppression hash), and never changes a confirmed one.
 */

export interface ImportOutcome {
  /** New addresses confirmed at once (attested consent). */
  confirmed: number;
  /** New addresses sent the confirmation mail. */
  pending: number;
  /** Pending addresses the attestation confirmed. */
  upgraded: number;
  skipped: { invalid: number; duplicate: number; existing: number; left: number };
  /** More lines than an import takes: the rest of the file was not read. */
  truncated: boolean;
  mails: OutboxRow[];
}

const addressSchema = emailField({ invalid: 'invalid', tooLong: 'invalid' });

const emailHeaders = /^(e-?mail|courriel|adresse|address|email address|adresse e-mail)$/i;
const languageHeaders = /^(lang|language|langue|locale)$/i;

interface ImportLine {
  email: string;
  locale: Locale;
}

/**
 * The file's addresses and languages. The address column is the one headed "email" (or
 * similar), else the first whose first cell holds an @; a language column ("language",
 * "langue"…) gives each line's language when it names one of the site's, else `fallback`.
 */
export function readImportFile(
  csv: string,
  fallback: Locale,
): { lines: ImportLine[]; invalid: number; truncated: boolean } {
  const rows = parseCsv(csv);
  const header = rows[0] ?? [];
  const headed = header.findIndex((cell) => emailHeaders.test(cell));
  const emailColumn = headed >= 0 ? headed : header.findIndex((cell) => cell.includes('@'));
  const languageColumn = header.findIndex((cell) => languageHeaders.test(cell));
  const body = headed >= 0 || languageColumn >= 0 ? rows.slice(1) : rows;
  const truncated = body.length > importMaxRows;
  const lines: ImportLine[] = [];
  let invalid = 0;
  for (const row of body.slice(0, importMaxRows)) {
    const parsed = z.safeParse(addressSchema, row[Math.max(emailColumn, 0)] ?? '');
    if (!parsed.success) {
      invalid++;
      continue;
    }
    const language = (row[languageColumn] ?? '').toLowerCase();
    lines.push({
      email: parsed.data.toLowerCase(),
      locale: languageColumn >= 0 && isLocale(language) ? language : fallback,
    });
  }
  return { lines, invalid, truncated };
}

export async function importSubscribers(
  db: Kysely<Database>,
  actor: Pick<Staff, 'id' | 'email'>,
  input: SubscriberImportData,
  now: Date,
  options: { secret: string; mail: MailSettings },
): Promise<ImportOutcome> {
  const { lines, invalid, truncated } = readImportFile(input.csv, input.language);
  const outcome: ImportOutcome = {
    confirmed: 0,
    pending: 0,
    upgraded: 0,
    skipped: { invalid, duplicate: 0, existing: 0, left: 0 },
    truncated,
    mails: [],
  };
  const seen = new Set<string>();
  const at = now.toISOString();
  await db.transaction().execute(async (trx) => {
    for (const line of lines) {
      if (seen.has(line.email)) {
        outcome.skipped.duplicate++;
        continue;
      }
      seen.add(line.email);
      const existing = await trx
        .selectFrom('newsletter_subscriber')
        .select(['id', 'status'])
        .where('email', '=', line.email)
        .executeTakeFirst();
      const suppressed =
        !existing &&
        (await trx
          .selectFrom('newsletter_suppression')
          .select('email_hash')
          .where('email_hash', '=', suppressionHash(options.secret, line.email))
          .executeTakeFirst()) !== undefined;
      if (suppressed || existing?.status === 'unsubscribed' || existing?.status === 'bounced') {
        outcome.skipped.left++;
        continue;
      }
      if (existing) {
        if (existing.status === 'pending' && input.attested) {
          await trx
            .updateTable('newsletter_subscriber')
            .set({ status: 'confirmed', confirmed_at: at, consent: 'import-attested' })
            .where('id', '=', existing.id)
            .where('status', '=', 'pending')
            .execute();
          outcome.upgraded++;
        } else outcome.skipped.existing++;
        continue;
      }
      const subscriber = {
        id: randomUUID(),
        email: line.email,
        locale: line.locale,
        status: input.attested ? ('confirmed' as const) : ('pending' as const),
        // No visitor, no address to hash: the import is the audit line below.
        ip_hash: '',
        created_at: at,
        confirmation_sent_at: at,
        confirmed_at: input.attested ? at : null,
        unsubscribed_at: null,
        consent: input.attested ? ('import-attested' as const) : ('import' as const),
      };
      await trx.insertInto('newsletter_subscriber').values(subscriber).execute();
      if (input.attested) {
        outcome.confirmed++;
        continue;
      }
      outcome.pending++;
      outcome.mails.push(
        ...(await queueConfirmation(trx, subscriber, { locale: line.locale, now }, options)),
      );
    }
    const { skipped } = outcome;
    await recordAudit(
      trx,
      actor,
      {
        ...detailedAudit(input.attested ? 'subscriber.import-attested' : 'subscriber.import', {
          confirmed: outcome.confirmed + outcome.upgraded,
          pending: outcome.pending,
          ...skipped,
        }),
        targetType: 'subscriber',
        targetId: '*',
      },
      now,
    );
  });
  return outcome;
}
