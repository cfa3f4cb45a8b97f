import type { Kysely } from 'kysely';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Locale } from '@/i18n/locales';
import { defaultContactFilters, type ContactFilters } from '@/lib/admin/contact-filters';
import type { ContactInput } from '@/lib/forms/contact-schema';
import {
  contactCounts,
  countContacts,
  deleteContact,
  exportContacts,
  getContact,
  latestContacts,
  listContacts,
  recordContactsExport,
  retryNotification,
  setContactStatus,
} from '@/server/contact/contact-admin.server';
import type { CsvSeparator } from '@/lib/csv';
import { contactsCsv } from '@/server/contact/contacts-csv.server';
import { createStaffMember } from '@/server/auth/auth-setup.server';
import type { Staff } from '@/server/auth/guards.server';
import { submitContact } from '@/server/contact/submit-contact.server';
import type { Database } from '@/server/db/schema';
import { maxAttempts, retryDelayMs } from '@/server/mail/outbox.server';
import { seedContactServices } from '@/server/seed/seed.server';
import {
  clearPipelineTables,
  formOptions,
  outboxRows,
  submissionContext,
  TestClock,
  testMail,
  testWorker,
  validContact,
  type TestWorker,
} from '../support/form-fixtures';
import { startSmtpSink, type SmtpSink } from '../../scripts/lib/smtp-sink';
import { collected, streamedText } from '../support/csv-reading';
import { createTestDatabase, lane, type TestDatabase } from '../support/test-database';

/**
 * The admin's contact inbox (issue 5 §3 Contacts) on a real database: requests come in through
 * the real pipeline, mails go out through a real worker to an SMTP server on loopback.
 */

let database: TestDatabase;
let db: Kysely<Database>;
let sink: SmtpSink;
let staff: Staff;
const workers: TestWorker[] = [];

const t0 = new Date('2026-03-02T09:00:00.000Z');
const minute = 60_000;

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
  await seedContactServices(db);
  sink = await startSmtpSink();
  const { id, email } = await createStaffMember(db, database.dialect, {
    email: 'editor@example.ch',
    password: 'editor-password-123',
    role: 'editor',
  });
  staff = {
    id,
    email,
    name: 'Editor',
    role: 'editor',
    twoFactorEnabled: false,
    sessionId: '',
    provenAt: new Date(),
  };
});

afterAll(async () => {
  await sink?.stop();
  await database?.destroy();
});

beforeEach(async () => {
  await clearPipelineTables(db);
  await db.deleteFrom('audit_log').execute();
  sink.failWith(null);
  sink.clear();
});

afterEach(async () => {
  for (const worker of workers.splice(0)) await worker.close();
});

let submissions = 0;

/** A request through the real pipeline, from its own IP, received `minutesAfter` t0. */
async function receive(
  overrides: Partial<ContactInput> & { website?: string } = {},
  minutesAfter = 0,
  locale: Locale = 'fr',
): Promise<string> {
  submissions++;
  const at = new Date(t0.getTime() + minutesAfter * minute);
  const input = {
    ...validContact({ email: `visitor${submissions}@example.ch` }),
    ...overrides,
  };
  const ip = `198.51.${Math.floor(submissions / 250)}.${(submissions % 250) + 1}`;
  const result = await submitContact(db, input, submissionContext(at, ip, locale), formOptions());
  expect(result.outcome).toEqual({ status: 'accepted' });
  const row = await db
    .selectFrom('contact')
    .select('id')
    .where('received_at', '=', at.toISOString())
    .where('email', '=', input.email)
    .executeTakeFirstOrThrow();
  return row.id;
}

function filters(overrides: Partial<ContactFilters> = {}): ContactFilters {
  return { ...defaultContactFilters, ...overrides };
}

async function namesFor(overrides: Partial<ContactFilters>): Promise<string[]> {
  const { rows } = await listContacts(db, filters(overrides));
  return rows.map((row) => row.name);
}

function worker(clock: TestClock): TestWorker {
  const created = testWorker(db, sink.url, clock);
  workers.push(created);
  return created;
}

/** Lets every mail fail against a refusing server until the outbox gives it up. */
async function failEveryMail(clock: TestClock): Promise<void> {
  sink.failWith(550);
  const failing = worker(clock);
  for (let attempt = 0; attempt < maxAttempts; attempt++) {
    await failing.drain();
    clock.advance(retryDelayMs(maxAttempts) + minute);
  }
  sink.failWith(null);
}

async function auditLines() {
  return db.selectFrom('audit_log').selectAll().orderBy('created_at').execute();
}

describe(`contact inbox (${lane})`, () => {
  it('lists requests newest first, with the delivery of their notification', async () => {
    await receive({ name: 'First' }, 0);
    await receive({ name: 'Third' }, 20);
    await receive({ name: 'Second' }, 10);

    const page = await listContacts(db, filters());
    expect(page).toMatchObject({ total: 3, page: 1, pageCount: 1 });
    expect(page.rows.map((row) => row.name)).toEqual(['Third', 'Second', 'First']);
    expect(page.rows[0]).toMatchObject({
      name: 'Third',
      email: expect.stringMatching(/@example\.ch$/),
      company: 'Favre Horlogerie SA',
      service: 'n8n-automation',
      status: 'new',
      locale: 'fr',
      receivedAt: new Date(t0.getTime() + 20 * minute).toISOString(),
      notification: { status: 'pending', attempts: 0, lastError: null },
    });
  });

  it('keeps spam out of the inbox unless asked, and filters by status', async () => {
    await receive({ name: 'Genuine' }, 0);
    await receive({ name: 'Bot', website: 'https://spam.example' }, 1);
    const handled = await receive({ name: 'Answered' }, 2);
    await setContactStatus(db, staff, handled, 'handled', t0);

    expect(await namesFor({})).toEqual(['Answered', 'Genuine']);
    expect(await namesFor({ status: 'all' })).toEqual(['Answered', 'Bot', 'Genuine']);
    expect(await namesFor({ status: 'new' })).toEqual(['Genuine']);
    expect(await namesFor({ status: 'handled' })).toEqual(['Answered']);
    expect(await namesFor({ status: 'spam' })).toEqual(['Bot']);
    expect(await contactCounts(db)).toEqual({ new: 1, handled: 1, spam: 1 });

    // Spam was never mailed: it has no notification to show.
    const [bot] = (await listContacts(db, filters({ status: 'spam' }))).rows;
    expect(bot?.notification).toBeNull();
    expect(await namesFor({ status: 'all', delivery: 'none' })).toEqual(['Bot']);
  });

  it('filters by service', async () => {
    await receive({ name: 'Shop', service: 'shopify-partner' }, 0);
    await receive({ name: 'Flows', service: 'n8n-automation' }, 1);
    expect(await namesFor({ service: 'shopify-partner' })).toEqual(['Shop']);
    expect(await namesFor({ service: 'data-migration' })).toEqual([]);
  });

  it('searches name, e-mail, company and message, ignoring case and accents', async () => {
    await receive({ name: 'Amélie Favre', company: 'Favre Horlogerie SA' }, 0);
    await receive(
      {
        name: 'Jörg Müller',
        email: 'j.mueller@baeckerei.ch',
        company: 'Bäckerei Zürich AG',
        message: 'Grüezi, wir möchten unsere Bestellungen automatisieren.',
      },
      1,
    );
    await receive(
      {
        name: 'Nadia Benali',
        email: 'NADIA@Example.MA',
        company: undefined,
        message: 'Un chatbot WhatsApp pour ÉLÈVES et parents, 100% en darija.',
      },
      2,
    );
    await receive({ name: 'Иван Петров', company: 'ООО Ромашка' }, 3);

    const search = (query: string) => namesFor({ query });
    expect(await search('amelie')).toEqual(['Amélie Favre']);
    expect(await search('AMÉLIE')).toEqual(['Amélie Favre']);
    expect(await search('amélie')).toEqual(['Amélie Favre']);
    expect(await search('MULLER')).toEqual(['Jörg Müller']);
    expect(await search('zurich')).toEqual(['Jörg Müller']);
    expect(await search('ZÜRICH')).toEqual(['Jörg Müller']);
    expect(await search('grüezi')).toEqual(['Jörg Müller']);
    // E-mail, case ignored; the message, accents ignored; several words, in any order.
    expect(await search('nadia@example.ma')).toEqual(['Nadia Benali']);
    expect(await search('eleves')).toEqual(['Nadia Benali']);
    expect(await search('horlogerie amélie')).toEqual(['Amélie Favre']);
    expect(await search('horlogerie nadia')).toEqual([]);
    // What staff type is matched literally, never as a pattern.
    expect(await search('100%')).toEqual(['Nadia Benali']);
    expect(await search('%')).toEqual(['Nadia Benali']);
    expect(await search('_')).toEqual([]);
    expect(await search('*')).toEqual([]);
    expect(await search('?')).toEqual([]);
    expect(await search('[a-z]')).toEqual([]);
    expect(await search('.*')).toEqual([]);
    // Other scripts ignore case too.
    expect(await search('РОМАШКА')).toEqual(['Иван Петров']);
    expect(await search('иван')).toEqual(['Иван Петров']);
    expect(await search('favre')).toEqual(['Amélie Favre']);
    expect(await search('nobody')).toEqual([]);
  });

  it('combines search and filters', async () => {
    await receive({ name: 'Amélie Shop', service: 'shopify-partner' }, 0);
    await receive({ name: 'Amélie Flows', service: 'n8n-automation' }, 1);
    expect(await namesFor({ query: 'amelie', service: 'shopify-partner' })).toEqual([
      'Amélie Shop',
    ]);
  });

  it('pages through the inbox 25 at a time', async () => {
    for (let index = 0; index < 27; index++) await receive({ name: `Visitor ${index}` }, index);
    const first = await listContacts(db, filters());
    expect(first).toMatchObject({ total: 27, page: 1, pageCount: 2, pageSize: 25 });
    expect(first.rows).toHaveLength(25);
    expect(first.rows[0]?.name).toBe('Visitor 26');
    const second = await listContacts(db, filters(), 2);
    expect(second.rows.map((row) => row.name)).toEqual(['Visitor 1', 'Visitor 0']);
    // A page past the end shows the last one.
    expect((await listContacts(db, filters(), 9)).page).toBe(2);
    expect((await latestContacts(db, 3)).map((row) => row.name)).toEqual([
      'Visitor 26',
      'Visitor 25',
      'Visitor 24',
    ]);
  });

  it('shows delivered and failed notifications, and filters by delivery', async () => {
    const clock = new TestClock(t0);
    await receive({ name: 'Delivered' }, 0);
    await worker(clock).drain();
    clock.set(new Date(t0.getTime() + 5 * minute));
    await receive({ name: 'Undeliverable' }, 5);
    await failEveryMail(clock);
    await receive({ name: 'Queued' }, 60 * 24);

    const { rows } = await listContacts(db, filters());
    const byName = Object.fromEntries(rows.map((row) => [row.name, row.notification]));
    expect(byName.Delivered).toEqual({ status: 'sent', attempts: 1, lastError: null });
    expect(byName.Undeliverable).toMatchObject({ status: 'failed', attempts: maxAttempts });
    expect(byName.Undeliverable?.lastError).toContain('550');
    expect(byName.Queued).toEqual({ status: 'pending', attempts: 0, lastError: null });

    expect(await namesFor({ delivery: 'sent' })).toEqual(['Delivered']);
    expect(await namesFor({ delivery: 'failed' })).toEqual(['Undeliverable']);
    expect(await namesFor({ delivery: 'waiting' })).toEqual(['Queued']);
    expect(await namesFor({ delivery: 'none' })).toEqual([]);
  });

  it('shows one request with both of its mails', async () => {
    const id = await receive({ name: 'Nadia Benali', email: 'nadia@example.ma' }, 0, 'ar');
    const detail = await getContact(db, id);
    expect(detail?.contact).toMatchObject({
      id,
      name: 'Nadia Benali',
      phone: '+41 79 123 45 67',
      message: 'Bonjour,\nnous aimerions automatiser nos devis.\nMerci !',
      locale: 'ar',
      status: 'new',
    });
    expect(detail?.notification).toMatchObject({
      kind: 'contact-notification',
      recipient: testMail.contactTo,
      locale: 'fr',
      status: 'pending',
      attempts: 0,
    });
    expect(detail?.acknowledgement).toMatchObject({
      kind: 'contact-acknowledgement',
      recipient: 'nadia@example.ma',
      locale: 'ar',
      status: 'pending',
    });
    expect(await getContact(db, 'no-such-id')).toBeUndefined();
  });

  it('changes a status and audits it in the same stroke', async () => {
    const id = await receive({ name: 'Amélie Favre' }, 0);
    const later = new Date(t0.getTime() + 30 * minute);

    expect(await setContactStatus(db, staff, id, 'handled', later)).toBe('updated');
    const row = await db.selectFrom('contact').selectAll().where('id', '=', id).executeTakeFirst();
    expect(row).toMatchObject({ status: 'handled', updated_at: later.toISOString() });

    expect(await setContactStatus(db, staff, id, 'handled', later)).toBe('unchanged');
    expect(await setContactStatus(db, staff, id, 'spam', later)).toBe('updated');
    expect(await setContactStatus(db, staff, id, 'new', later)).toBe('updated');
    expect(await setContactStatus(db, staff, 'no-such-id', 'spam', later)).toBe('not-found');

    const lines = await auditLines();
    // Stored as data, put into words in the reader's language (decision 034).
    expect(lines.map((line) => JSON.parse(line.summary))).toEqual([
      { from: 'new', to: 'handled' },
      { from: 'handled', to: 'spam' },
      { from: 'spam', to: 'new' },
    ]);
    for (const line of lines)
      expect(line).toMatchObject({
        actor_id: staff.id,
        actor_email: staff.email,
        action: 'contact.status',
        target_type: 'contact',
        target_id: id,
        created_at: later.toISOString(),
      });
    // The log outlives the request: it never names the visitor.
    expect(JSON.stringify(lines)).not.toContain('Amélie');
  });

  it('retries a failed notification, which is then really delivered', async () => {
    const clock = new TestClock(t0);
    const id = await receive({ name: 'Amélie Favre' }, 0);

    // Not failed yet: nothing to retry.
    expect(await retryNotification(db, staff, id, clock.now)).toEqual({ outcome: 'not-failed' });
    await failEveryMail(clock);
    const failed = (await getContact(db, id))?.notification;
    expect(failed).toMatchObject({ status: 'failed', attempts: maxAttempts });
    expect(sink.messages).toHaveLength(0);

    const retriedAt = clock.advance(minute);
    const retry = await retryNotification(db, staff, id, retriedAt);
    expect(retry.outcome).toBe('requeued');
    const [requeued] = retry.outcome === 'requeued' ? retry.mails : [];
    expect(requeued).toMatchObject({
      id: failed?.id,
      status: 'pending',
      attempts: 0,
      next_attempt_at: retriedAt.toISOString(),
      locked_until: null,
    });
    // The reason it failed stays visible until a delivery succeeds.
    expect(requeued?.last_error).toContain('550');
    expect((await getContact(db, id))?.acknowledgement?.status).toBe('failed');
    // A second click finds nothing failed.
    expect(await retryNotification(db, staff, id, retriedAt)).toEqual({ outcome: 'not-failed' });
    expect(await retryNotification(db, staff, 'no-such-id', retriedAt)).toEqual({
      outcome: 'not-found',
    });

    expect(await worker(clock).drain()).toEqual({ sent: 1, retried: 0, failed: 0, deferred: 0 });
    expect(sink.messages).toHaveLength(1);
    expect(sink.messages[0]?.recipients).toEqual([testMail.contactTo]);
    expect(sink.messages[0]?.mail.messageId).toBe(requeued?.message_id);
    expect((await getContact(db, id))?.notification).toMatchObject({
      status: 'sent',
      attempts: 1,
      last_error: null,
      sent_at: retriedAt.toISOString(),
    });

    const lines = await auditLines();
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      action: 'contact.notification.retry',
      target_type: 'contact',
      target_id: id,
      actor_id: staff.id,
      summary: requeued?.message_id,
    });
  });

  it('deletes a request for good, its mails with it, and audits it', async () => {
    const id = await receive({ name: 'Amélie Favre', email: 'amelie@example.ch' }, 0);
    const kept = await receive({ name: 'Someone else' }, 1);
    expect(await outboxRows(db)).toHaveLength(4);

    expect(await deleteContact(db, staff, id, t0)).toBe(true);
    expect(await getContact(db, id)).toBeUndefined();
    const mails = await outboxRows(db);
    expect(mails).toHaveLength(2);
    expect(mails.every((mail) => mail.contact_id === kept)).toBe(true);
    expect(await deleteContact(db, staff, id, t0)).toBe(false);

    const lines = await auditLines();
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      action: 'contact.delete',
      target_type: 'contact',
      target_id: id,
      actor_email: staff.email,
      summary: JSON.stringify({ receivedAt: t0.toISOString() }),
    });
    expect(JSON.stringify(lines)).not.toMatch(/Amélie|amelie@/);
  });
});

describe(`contact CSV export (${lane})`, () => {
  /** The export as the route streams it, as the bytes a browser saves. */
  async function exportCsv(
    selected: ContactFilters,
    locale: 'fr' | 'en',
    separator?: CsvSeparator,
  ) {
    return streamedText(await contactsCsv(db, exportContacts(db, selected), locale, separator));
  }

  it('writes the filtered requests exactly, neutralising formulas', async () => {
    await receive(
      {
        name: 'Amélie Favre',
        email: 'amelie@example.ch',
        phone: '+41 79 123 45 67',
        company: 'Favre, Horlogerie "SA"',
        service: 'n8n-automation',
        message: "=cmd|' /C calc'!A0\nDeuxième ligne",
      },
      0,
    );
    await receive(
      {
        name: '@Nadia',
        email: 'nadia@example.ma',
        phone: '',
        company: undefined,
        service: 'shopify-partner',
        message: '-1+2 et un devis',
      },
      90,
      'ar-ma',
    );
    await receive({ name: 'Bot', website: 'x' }, 100);

    const csv = await exportCsv(filters(), 'fr');
    expect(csv).toBe(
      '\uFEFF' +
        'Reçue le,Nom,E-mail,Téléphone,Entreprise,Service,Message,Langue,Statut,Notification,Tentatives,Dernière erreur,Dernière modification,entry_page,referrer,utm_source,utm_medium,utm_campaign,utm_term,utm_content,language,kind,booking_start,booking_status\r\n' +
        "2026-03-02 11:30,'@Nadia,nadia@example.ma,,,Partenariat Shopify,'-1+2 et un devis,arabe (Maroc),Nouveau,En attente,0,,2026-03-02 11:30,,,,,,,,,contact,,\r\n" +
        `2026-03-02 10:00,Amélie Favre,amelie@example.ch,'+41 79 123 45 67,"Favre, Horlogerie ""SA""",Automatisation n8n,"'=cmd|' /C calc'!A0\nDeuxième ligne",français,Nouveau,En attente,0,,2026-03-02 10:00,,,,,,,,,contact,,\r\n`,
    );
    expect(Buffer.from(csv).subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));

    const english = await exportCsv(filters({ status: 'spam' }), 'en');
    expect(english.split('\r\n')[0]).toBe(
      '\uFEFFReceived,Name,E-mail,Phone,Company,Service,Message,Language,Status,Notification,Attempts,Last error,Last change,entry_page,referrer,utm_source,utm_medium,utm_campaign,utm_term,utm_content,language,kind,booking_start,booking_status',
    );
    expect(english.split('\r\n')[1]).toContain(',Spam,None,,,');

    const filtered = await collected(exportContacts(db, filters({ service: 'shopify-partner' })));
    expect(filtered.map((row) => row.name)).toEqual(['@Nadia']);

    // The file Excel in Swiss or French settings opens directly: semicolons, BOM kept.
    const semicolons = await exportCsv(filters({ service: 'shopify-partner' }), 'fr', ';');
    expect(semicolons.split('\r\n')[1]).toBe(
      "2026-03-02 11:30;'@Nadia;nadia@example.ma;;;Partenariat Shopify;'-1+2 et un devis;arabe (Maroc);Nouveau;En attente;0;;2026-03-02 11:30;;;;;;;;;contact;;",
    );
  });

  it('streams every selected request once, a batch at a time, up to the limit', async () => {
    for (let index = 0; index < 7; index++) await receive({ name: `Visiteur ${index}` }, index);
    // Two received at the same minute: the id orders them, neither repeats nor hides the other.
    await receive({ name: 'Visiteur bis' }, 3);
    const all = await collected(exportContacts(db, filters(), { batchSize: 2 }));
    expect(all.map((row) => row.id)).toEqual(
      (await listContacts(db, filters(), 1, 50)).rows.map((row) => row.id),
    );
    expect(new Set(all.map((row) => row.id)).size).toBe(8);
    expect(await countContacts(db, filters())).toBe(8);
    const capped = await collected(exportContacts(db, filters(), { batchSize: 3, maxRows: 5 }));
    expect(capped.map((row) => row.id)).toEqual(all.slice(0, 5).map((row) => row.id));
  });

  it('records who exported what, without the search text', async () => {
    await recordContactsExport(db, staff, filters({ status: 'new', query: 'Amélie' }), 3, t0);
    const [line] = await auditLines();
    expect(line).toMatchObject({
      action: 'contact.export',
      target_type: 'contact',
      actor_id: staff.id,
    });
    expect(JSON.parse(line!.summary)).toEqual({
      count: 3,
      kind: 'all',
      status: 'new',
      service: 'all',
      delivery: 'all',
      searched: true,
    });
  });
});
