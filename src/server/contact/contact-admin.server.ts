import 'server-only';
import { sql, type Kysely, type Transaction } from 'kysely';
import { detailedAudit } from '@/lib/admin/audit-detail';
import type { ContactFilters } from '@/lib/admin/contact-filters';
import { csvExportMaxRows } from '@/lib/csv';
import type { Staff } from '@/server/auth/guards.server';
import { batchedRows } from '@/server/db/batched-rows.server';
import { countRows } from '@/server/db/count-rows.server';
import type {
  BookingStatus,
  ContactKind,
  ContactRow,
  ContactStatus,
  Database,
  OutboxRow,
  OutboxStatus,
} from '@/server/db/schema';
import { recordAudit } from '@/server/audit/audit-log.server';
import { queueContactWebhook } from './contact-webhook.server';
import { requeueFailed } from '@/server/mail/outbox.server';
import { matchesSearch } from '@/server/db/text-search.server';

/**
 * The contact inbox (issue 5 §3 Contacts): requests with the delivery of their notification
 * mail, filtered and searched; status changes, a retry of a failed notification, and deletion on
 * a data-protection request. Every change is audited in its own transaction. Audit summaries
 * never name the visitor: the log outlives a deleted request.
 */

/** The kinds of mail a contact request queues (src/server/contact/submit-contact.server.ts). */
export const notificationKind = 'contact-notification';
export const acknowledgementKind = 'contact-acknowledgement';

/** Where the agency's copy of a request stands; null when none was queued (spam). */
export interface NotificationDelivery {
  status: OutboxStatus;
  attempts: number;
  lastError: string | null;
}

export interface ContactListRow {
  id: string;
  /** A request of the contact form, or a Cal.com booking (decision 079). */
  kind: ContactKind;
  name: string;
  email: string;
  company: string | null;
  /** The form's service value; `serviceLabels()` (contact-service-options.server.ts) names it. */
  service: string;
  status: ContactStatus;
  locale: string;
  receivedAt: string;
  notification: NotificationDelivery | null;
  /** A booking's start (ISO, UTC) and where it stands; null on a request. */
  bookingStart: string | null;
  bookingStatus: BookingStatus | null;
}

export interface ContactPage {
  rows: ContactListRow[];
  total: number;
  page: number;
  pageCount: number;
  pageSize: number;
}

export const contactsPageSize = 25;

/** Rows an export reads per query. */
const exportBatchSize = 500;

/**
 * Requests joined to their notification mail (one per request, queued with it), narrowed by the
 * filters. The join is a left join: spam has no mail.
 */
function filteredContacts(db: Kysely<Database>, filters: ContactFilters) {
  let query = db
    .selectFrom('contact')
    .leftJoin('outbox as notification', (join) =>
      join
        .onRef('notification.contact_id', '=', 'contact.id')
        .on('notification.kind', '=', notificationKind),
    );
  if (filters.kind !== 'all') query = query.where('contact.kind', '=', filters.kind);
  if (filters.status === 'inbox') query = query.where('contact.status', '!=', 'spam');
  else if (filters.status !== 'all') query = query.where('contact.status', '=', filters.status);
  if (filters.service !== 'all') query = query.where('contact.service', '=', filters.service);
  if (filters.delivery === 'none') query = query.where('notification.id', 'is', null);
  else if (filters.delivery === 'waiting')
    query = query.where('notification.status', 'in', ['pending', 'sending']);
  else if (filters.delivery !== 'all')
    query = query.where('notification.status', '=', filters.delivery);
  const searched = matchesSearch(
    db,
    sql<string>`contact.name || ' ' || contact.email || ' ' || coalesce(contact.company, '') || ' ' || contact.message`,
    filters.query,
  );
  if (searched) query = query.where(searched);
  return query;
}

const listColumns = [
  'contact.id',
  'contact.kind',
  'contact.name',
  'contact.email',
  'contact.company',
  'contact.service',
  'contact.status',
  'contact.locale',
  'contact.received_at',
  'contact.booking_start',
  'contact.booking_status',
  'notification.status as notification_status',
  'notification.attempts as notification_attempts',
  'notification.last_error as notification_last_error',
] as const;

/** A list row as the query answers it: the receipt and the notification as stored. */
interface ListRecord extends Omit<
  ContactListRow,
  'receivedAt' | 'notification' | 'bookingStart' | 'bookingStatus'
> {
  received_at: string;
  booking_start: string | null;
  booking_status: BookingStatus | null;
  notification_status: OutboxStatus | null;
  notification_attempts: number | string | null;
  notification_last_error: string | null;
}

function toListRow(record: ListRecord): ContactListRow {
  return {
    id: record.id,
    kind: record.kind,
    name: record.name,
    email: record.email,
    company: record.company,
    service: record.service,
    status: record.status,
    locale: record.locale,
    receivedAt: record.received_at,
    bookingStart: record.booking_start,
    bookingStatus: record.booking_status,
    notification: record.notification_status
      ? {
          status: record.notification_status,
          attempts: Number(record.notification_attempts ?? 0),
          lastError: record.notification_last_error,
        }
      : null,
  };
}

/** One page of the inbox, newest first. A page past the end shows the last one. */
export async function listContacts(
  db: Kysely<Database>,
  filters: ContactFilters,
  page = 1,
  pageSize = contactsPageSize,
): Promise<ContactPage> {
  const total = await countContacts(db, filters);
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const current = Math.min(Math.max(1, Math.floor(page)), pageCount);
  const records = (await filteredContacts(db, filters)
    .select(listColumns)
    .orderBy('contact.received_at', 'desc')
    .orderBy('contact.id', 'desc')
    .limit(pageSize)
    .offset((current - 1) * pageSize)
    .execute()) as ListRecord[];
  return { rows: records.map(toListRow), total, page: current, pageCount, pageSize };
}

/** The newest requests but spam, for the dashboard's Contacts tab. */
export async function latestContacts(db: Kysely<Database>, limit = 10): Promise<ContactListRow[]> {
  const { rows } = await listContacts(
    db,
    { kind: 'all', status: 'inbox', service: 'all', delivery: 'all', query: '' },
    1,
    limit,
  );
  return rows;
}

/** Requests per status, for the inbox's filter and the dashboard. */
export async function contactCounts(db: Kysely<Database>): Promise<Record<ContactStatus, number>> {
  const rows = await db
    .selectFrom('contact')
    .select(['status', (eb) => eb.fn.countAll<number | string>().as('count')])
    .groupBy('status')
    .execute();
  const counts: Record<ContactStatus, number> = { new: 0, handled: 0, spam: 0 };
  for (const row of rows) counts[row.status] = Number(row.count);
  return counts;
}

/** A mail of a request, as the detail view shows it (bodies left out). */
export type ContactMail = Pick<
  OutboxRow,
  | 'id'
  | 'kind'
  | 'recipient'
  | 'subject'
  | 'locale'
  | 'status'
  | 'attempts'
  | 'next_attempt_at'
  | 'last_error'
  | 'sent_at'
  | 'created_at'
>;

export interface ContactDetail {
  contact: ContactRow;
  notification: ContactMail | null;
  acknowledgement: ContactMail | null;
}

export async function getContact(
  db: Kysely<Database>,
  id: string,
): Promise<ContactDetail | undefined> {
  const contact = await db
    .selectFrom('contact')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  if (!contact) return undefined;
  const mails = await db
    .selectFrom('outbox')
    .select([
      'id',
      'kind',
      'recipient',
      'subject',
      'locale',
      'status',
      'attempts',
      'next_attempt_at',
      'last_error',
      'sent_at',
      'created_at',
    ])
    .where('contact_id', '=', id)
    .orderBy('created_at')
    .execute();
  const ofKind = (kind: string) => {
    const mail = mails.find((candidate) => candidate.kind === kind);
    return mail ? { ...mail, attempts: Number(mail.attempts) } : null;
  };
  return {
    contact,
    notification: ofKind(notificationKind),
    acknowledgement: ofKind(acknowledgementKind),
  };
}

export type ContactChange = 'updated' | 'unchanged' | 'not-found';

type Actor = Pick<Staff, 'id' | 'email'>;

/**
 * A change to one request, in one transaction with its audit line (when the change says what
 * happened); undefined when the request no longer exists.
 */
async function changeContact<Result>(
  db: Kysely<Database>,
  actor: Actor,
  id: string,
  now: Date,
  change: (
    trx: Transaction<Database>,
    current: { status: ContactStatus; received_at: string },
  ) => Promise<{ result: Result; audit?: { action: string; summary: string } }>,
): Promise<Result | undefined> {
  return db.transaction().execute(async (trx) => {
    const current = await trx
      .selectFrom('contact')
      .select(['status', 'received_at'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!current) return undefined;
    const { result, audit } = await change(trx, current);
    if (audit)
      await recordAudit(trx, actor, { ...audit, targetType: 'contact', targetId: id }, now);
    return result;
  });
}

/** Marks a request new, handled or spam. Its retention period starts again from now. */
export async function setContactStatus(
  db: Kysely<Database>,
  actor: Actor,
  id: string,
  status: ContactStatus,
  now: Date = new Date(),
): Promise<ContactChange> {
  const change = await changeContact(db, actor, id, now, async (trx, current) => {
    if (current.status === status) return { result: 'unchanged' as const };
    await trx
      .updateTable('contact')
      .set({ status, updated_at: now.toISOString() })
      .where('id', '=', id)
      .execute();
    await queueContactWebhook(trx, id, now, current.status);
    const audit = detailedAudit('contact.status', { from: current.status, to: status });
    return { result: 'updated' as const, audit };
  });
  return change ?? 'not-found';
}

export type RetryOutcome =
  | { outcome: 'requeued'; mails: OutboxRow[] }
  | { outcome: 'not-failed' }
  | { outcome: 'not-found' };

/**
 * Gives a failed notification a fresh round of attempts, due now. Its last error stays visible
 * until a delivery succeeds (the worker clears it then). The caller announces the returned mails
 * to the worker once this has committed (`announceQueuedMail`), as the forms do.
 */
export async function retryNotification(
  db: Kysely<Database>,
  actor: Actor,
  contactId: string,
  now: Date = new Date(),
): Promise<RetryOutcome> {
  const retried = await changeContact<RetryOutcome>(db, actor, contactId, now, async (trx) => {
    // Conditional on `failed`: a double click, or a worker that has it in hand, changes nothing.
    const mails = await requeueFailed(trx, now)
      .where('contact_id', '=', contactId)
      .where('kind', '=', notificationKind)
      .returningAll()
      .execute();
    if (mails.length === 0) return { result: { outcome: 'not-failed' } };
    const summary = mails.map((mail) => mail.message_id).join(' ');
    return {
      result: { outcome: 'requeued', mails },
      audit: { action: 'contact.notification.retry', summary },
    };
  });
  return retried ?? { outcome: 'not-found' };
}

/**
 * Deletes a request for good (a data-protection request): its mails go with it (foreign key
 * on delete cascade), even one still waiting to be sent.
 */
export async function deleteContact(
  db: Kysely<Database>,
  actor: Actor,
  id: string,
  now: Date = new Date(),
): Promise<boolean> {
  const deleted = await changeContact(db, actor, id, now, async (trx, current) => {
    await trx.deleteFrom('contact').where('id', '=', id).execute();
    const audit = detailedAudit('contact.delete', { receivedAt: current.received_at });
    return { result: true, audit };
  });
  return deleted ?? false;
}

/** Where a request came from, as the export's last columns say it (decision 077). */
export const exportedSourceColumns = [
  'source_entry_page',
  'source_referrer',
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
  'source_locale',
] as const;

/** A request as the CSV export writes it. */
export interface ContactExportRow extends ContactListRow {
  phone: string | null;
  message: string;
  updatedAt: string;
  source: Record<(typeof exportedSourceColumns)[number], string>;
}

/** How many requests the filters select (for the export's limit and its audit line). */
export function countContacts(db: Kysely<Database>, filters: ContactFilters): Promise<number> {
  return countRows(filteredContacts(db, filters));
}

/**
 * The requests the filters select, newest first, at most `maxRows`, read a batch at a time: the
 * export streams them without holding them all.
 */
export function exportContacts(
  db: Kysely<Database>,
  filters: ContactFilters,
  { maxRows = csvExportMaxRows, batchSize = exportBatchSize } = {},
): AsyncGenerator<ContactExportRow> {
  const readBatch = async (after: ContactExportRow | undefined, limit: number) => {
    let query = filteredContacts(db, filters).select([
      ...listColumns,
      'contact.phone',
      'contact.message',
      'contact.updated_at',
      ...exportedSourceColumns.map((column) => `contact.${column}` as const),
    ]);
    if (after)
      query = query.where((eb) =>
        eb(
          eb.refTuple('contact.received_at', 'contact.id'),
          '<',
          eb.tuple(after.receivedAt, after.id),
        ),
      );
    const records = (await query
      .orderBy('contact.received_at', 'desc')
      .orderBy('contact.id', 'desc')
      .limit(limit)
      .execute()) as (ListRecord &
      ContactExportRow['source'] & { phone: string | null; message: string; updated_at: string })[];
    return records.map((record) => ({
      ...toListRow(record),
      phone: record.phone,
      message: record.message,
      updatedAt: record.updated_at,
      source: Object.fromEntries(
        exportedSourceColumns.map((column) => [column, record[column]]),
      ) as ContactExportRow['source'],
    }));
  };
  return batchedRows(readBatch, { maxRows, batchSize });
}

/** Records that staff exported requests (personal data leaving the site), with the filters. */
export async function recordContactsExport(
  db: Kysely<Database>,
  actor: Pick<Staff, 'id' | 'email'>,
  filters: ContactFilters,
  count: number,
  now: Date = new Date(),
): Promise<void> {
  const { kind, status, service, delivery, query } = filters;
  await recordAudit(
    db,
    actor,
    {
      // The search text itself may be a visitor's name: the log only says there was one.
      ...detailedAudit('contact.export', {
        count,
        kind,
        status,
        service,
        delivery,
        searched: !!query,
      }),
      targetType: 'contact',
      targetId: '*',
    },
    now,
  );
}
