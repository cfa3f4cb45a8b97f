import 'server-only';
import type { Kysely } from 'kysely';
import { defaultLocale, isLocale, type Locale } from '@/i18n/locales';
import {
  personalDataKinds,
  type PersonalDataCounts,
  type PersonalDataReport,
  type PersonalDataSection,
} from '@/lib/privacy/personal-data';
import { recordAudit } from '@/server/audit/audit-log.server';
import type { Staff } from '@/server/auth/guards.server';
import type { Database } from '@/server/db/schema';
import { suppressionHash } from '@/server/newsletter/suppression.server';
import type { PersonalDataSource } from './personal-data-source.server';
import { auditLines } from './sources/audit-lines.server';
import { contactRequests } from './sources/contact-requests.server';
import { campaignDeliveries, outboxMails } from './sources/outbox.server';
import { subscriptions } from './sources/subscriptions.server';
import { webhookDeliveries } from './sources/webhook-deliveries.server';

/**
 * The people whose data the site holds (issue 34, decision 039): everything held about one
 * address, its export and its erasure, each made of the sources below. Bookings and audience
 * events, when they come, are one source module each added to this list.
 */
export const personalDataSources: readonly PersonalDataSource[] = [
  contactRequests,
  subscriptions,
  campaignDeliveries,
  outboxMails,
  webhookDeliveries,
  auditLines,
];

type Actor = Pick<Staff, 'id' | 'email'>;

/** The language of the person's newest row that has one: they are answered in it. */
function personLanguage(sections: PersonalDataSection[]): Locale {
  const dated = sections.flatMap((section) =>
    section.records.flatMap(({ values }) => {
      const language = values.language;
      const at = values.receivedAt ?? values.createdAt;
      return isLocale(language) && at ? [{ language, at }] : [];
    }),
  );
  dated.sort((a, b) => b.at.localeCompare(a.at));
  return dated[0]?.language ?? defaultLocale;
}

/** Everything held about the address (already lower case), kind by kind. */
export async function findPersonalData(
  db: Kysely<Database>,
  address: string,
): Promise<PersonalDataReport> {
  const sections = await Promise.all(
    personalDataSources.map(async (source) => ({
      kind: source.kind,
      fields: source.fields,
      records: await source.find(db, address),
    })),
  );
  return { address, language: personLanguage(sections), sections };
}

/**
 * How the audit log names a person without naming them: the keyed hash the suppression list
 * keeps, so an erasure and the address's suppression can be matched, and nothing more.
 */
function auditTarget(secret: string, address: string): string {
  return suppressionHash(secret, address);
}

function countsSummary(counts: Partial<PersonalDataCounts>): string {
  return personalDataKinds.map((kind) => `${kind}=${counts[kind] ?? 0}`).join(' ');
}

/**
 * Erases everything held about the address in one transaction with its audit line, which keeps
 * the counts and never the address. The sources run in reverse: mails before the requests and
 * subscriptions they are found through, the audit log first so this erasure's own line stays.
 */
export async function erasePersonalData(
  db: Kysely<Database>,
  actor: Actor,
  address: string,
  context: { secret: string; now: Date },
): Promise<PersonalDataCounts> {
  return db.transaction().execute(async (trx) => {
    const counts = {} as PersonalDataCounts;
    for (const source of [...personalDataSources].reverse())
      counts[source.kind] = await source.erase(trx, address, context);
    await recordAudit(
      trx,
      actor,
      {
        action: 'privacy.erase',
        targetType: 'person',
        targetId: auditTarget(context.secret, address),
        summary: countsSummary(counts),
      },
      context.now,
    );
    return counts;
  });
}

/** An export given to the person: audited with its language and format, never the address. */
export async function recordPersonalDataExport(
  db: Kysely<Database>,
  actor: Actor,
  report: PersonalDataReport,
  export_: { language: Locale; format: string; secret: string; now: Date },
): Promise<void> {
  const counts = Object.fromEntries(
    report.sections.map((section) => [section.kind, section.records.length]),
  );
  await recordAudit(
    db,
    actor,
    {
      action: 'privacy.export',
      targetType: 'person',
      targetId: auditTarget(export_.secret, report.address),
      summary: `${export_.format} ${export_.language}: ${countsSummary(counts)}`,
    },
    export_.now,
  );
}
