import type { Kysely } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Locale } from '@/i18n/locales';
import type { SubscriberFilters } from '@/lib/admin/subscriber-filters';
import { UnreadableCsv } from '@/lib/csv-reading';
import { importSubscribers, readImportFile } from '@/server/newsletter/subscriber-import.server';
import type { CsvSeparator } from '@/lib/csv';
import {
  countSubscribers,
  exportSubscribers,
  listSubscribers,
  recordSubscribersExport,
  subscriberCounts,
  subscriberCountsByLanguage,
  subscribersCsv,
} from '@/server/newsletter/subscriber-admin.server';
import { purgeExpiredData } from '@/server/retention/purge.server';
import { appSecret } from '@/server/security/secret.server';
import type { Database } from '@/server/db/schema';
import { subscribeToNewsletter } from '@/server/newsletter/subscribe.server';
import { confirmSubscription, unsubscribe } from '@/server/newsletter/subscription.server';
import { subscriberToken } from '@/server/newsletter/tokens.server';
import {
  clearPipelineTables,
  formOptions,
  submissionContext,
  testMail,
  testSecret,
} from '../support/form-fixtures';
import { collected, streamedText } from '../support/csv-reading';
import { createTestDatabase, lane, type TestDatabase } from '../support/test-database';

/**
 * Newsletter subscribers for admins (issue 5 §3): sign-ups, confirmations and unsubscriptions
 * go through the real double opt-in; the admin lists, counts and exports them.
 */

let database: TestDatabase;
let db: Kysely<Database>;

const t0 = new Date('2026-04-06T08:30:00.000Z');
const hour = 60 * 60_000;
const options = formOptions({ limit: 100, windowMs: 600_000 });
const actor = { id: 'admin-1', email: 'admin@example.ch' };

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
});

afterAll(async () => {
  await database?.destroy();
});

beforeEach(async () => {
  await clearPipelineTables(db);
  await db.deleteFrom('audit_log').execute();
});

const at = (hours: number) => new Date(t0.getTime() + hours * hour);

async function signUp(email: string, hours: number, locale: Locale = 'fr') {
  const result = await subscribeToNewsletter(
    db,
    { email },
    submissionContext(at(hours), '203.0.113.20', locale),
    options,
  );
  expect(result.outcome).toEqual({ status: 'accepted' });
  return db
    .selectFrom('newsletter_subscriber')
    .selectAll()
    .where('email', '=', email.toLowerCase())
    .executeTakeFirstOrThrow();
}

async function confirm(email: string, hours: number) {
  const subscriber = await signUp(email, hours);
  const token = subscriberToken(testSecret, 'confirm', subscriber);
  expect(await confirmSubscription(db, testSecret, token, at(hours + 1), testMail)).toMatchObject({
    status: 'confirmed',
  });
  return subscriber;
}

async function leave(email: string, hours: number) {
  const subscriber = await confirm(email, hours);
  const token = subscriberToken(testSecret, 'unsubscribe', subscriber);
  expect(await unsubscribe(db, testSecret, token, at(hours + 2))).toBe('unsubscribed');
}

/** Three states: two pending, one confirmed, one unsubscribed. */
async function signUpEveryone() {
  await signUp('pending.one@example.ch', 0);
  await confirm('Confirmed@Example.ch', 1);
  await leave('gone@example.ma', 2);
  await signUp('pending.two@exemple.fr', 3, 'ar');
}

/** The export as the route streams it, as the bytes a browser saves. */
function exportCsv(selected: SubscriberFilters, locale: 'fr' | 'en', separator?: CsvSeparator) {
  return streamedText(subscribersCsv(exportSubscribers(db, selected), locale, separator));
}

function filters(overrides: Partial<SubscriberFilters> = {}): SubscriberFilters {
  return { state: 'all', language: 'all', query: '', ...overrides };
}

async function emailsFor(overrides: Partial<SubscriberFilters>) {
  return (await listSubscribers(db, filters(overrides))).rows.map((row) => row.email);
}

describe(`newsletter subscribers (${lane})`, () => {
  it('lists every address newest first, with its state and times', async () => {
    await signUpEveryone();
    const page = await listSubscribers(db, filters());
    expect(page).toMatchObject({ total: 4, page: 1, pageCount: 1 });
    expect(page.rows.map((row) => [row.email, row.status])).toEqual([
      ['pending.two@exemple.fr', 'pending'],
      ['gone@example.ma', 'unsubscribed'],
      ['confirmed@example.ch', 'confirmed'],
      ['pending.one@example.ch', 'pending'],
    ]);
    expect(page.rows[1]).toMatchObject({
      createdAt: at(2).toISOString(),
      confirmedAt: at(3).toISOString(),
      unsubscribedAt: at(4).toISOString(),
    });
    expect(page.rows[0]?.locale).toBe('ar');
  });

  it('filters by state and counts each state', async () => {
    await signUpEveryone();
    expect(await emailsFor({ state: 'pending' })).toEqual([
      'pending.two@exemple.fr',
      'pending.one@example.ch',
    ]);
    expect(await emailsFor({ state: 'confirmed' })).toEqual(['confirmed@example.ch']);
    expect(await emailsFor({ state: 'unsubscribed' })).toEqual(['gone@example.ma']);
    expect(await subscriberCounts(db)).toEqual({
      all: 4,
      pending: 2,
      confirmed: 1,
      unsubscribed: 1,
      bounced: 0,
    });
  });

  it('counts zero of everything when nobody signed up', async () => {
    expect(await subscriberCounts(db)).toEqual({
      all: 0,
      pending: 0,
      confirmed: 0,
      unsubscribed: 0,
      bounced: 0,
    });
    expect(await listSubscribers(db, filters())).toMatchObject({ rows: [], total: 0, page: 1 });
  });

  it('searches addresses, case ignored', async () => {
    await signUpEveryone();
    expect(await emailsFor({ query: 'PENDING' })).toEqual([
      'pending.two@exemple.fr',
      'pending.one@example.ch',
    ]);
    expect(await emailsFor({ query: 'example.ma' })).toEqual(['gone@example.ma']);
    expect(await emailsFor({ query: 'pending', state: 'confirmed' })).toEqual([]);
    expect(await emailsFor({ query: '_' })).toEqual([]);
  });

  it('pages through long lists', async () => {
    for (let index = 0; index < 7; index++) await signUp(`reader${index}@example.ch`, index);
    const second = await listSubscribers(db, filters(), 2, 5);
    expect(second).toMatchObject({ total: 7, page: 2, pageCount: 2, pageSize: 5 });
    expect(second.rows.map((row) => row.email)).toEqual([
      'reader1@example.ch',
      'reader0@example.ch',
    ]);
  });

  it('exports the filtered addresses as CSV, exactly', async () => {
    await signUpEveryone();
    await signUp('-2+3@example.ch', 5);
    const csv = await exportCsv(filters(), 'fr');
    expect(csv).toBe(
      '\uFEFF' +
        'E-mail,Langue,État,Inscription,Confirmation,Désinscription\r\n' +
        "'-2+3@example.ch,français,En attente,2026-04-06 15:30,,\r\n" +
        'pending.two@exemple.fr,arabe,En attente,2026-04-06 13:30,,\r\n' +
        'gone@example.ma,français,Désinscrit,2026-04-06 12:30,2026-04-06 13:30,2026-04-06 14:30\r\n' +
        'confirmed@example.ch,français,Confirmé,2026-04-06 11:30,2026-04-06 12:30,\r\n' +
        'pending.one@example.ch,français,En attente,2026-04-06 10:30,,\r\n',
    );
    const confirmed = await exportCsv(filters({ state: 'confirmed' }), 'en');
    expect(confirmed).toBe(
      '\uFEFFE-mail,Language,State,Signed up,Confirmed,Unsubscribed\r\n' +
        'confirmed@example.ch,French,Confirmed,2026-04-06 11:30,2026-04-06 12:30,\r\n',
    );
    // The file Excel in Swiss or French settings opens directly: semicolons, BOM kept.
    expect(await exportCsv(filters({ state: 'confirmed' }), 'fr', ';')).toBe(
      '\uFEFFE-mail;Langue;État;Inscription;Confirmation;Désinscription\r\n' +
        'confirmed@example.ch;français;Confirmé;2026-04-06 11:30;2026-04-06 12:30;\r\n',
    );
  });

  it('streams every selected address once, a batch at a time, up to the limit', async () => {
    await signUpEveryone();
    const all = await collected(exportSubscribers(db, filters(), { batchSize: 2 }));
    expect(all.map((row) => row.email)).toEqual(
      (await listSubscribers(db, filters(), 1, 50)).rows.map((row) => row.email),
    );
    expect(all).toHaveLength(await countSubscribers(db, filters()));
    const capped = await collected(exportSubscribers(db, filters(), { batchSize: 2, maxRows: 3 }));
    expect(capped.map((row) => row.id)).toEqual(all.slice(0, 3).map((row) => row.id));
  });

  it('records an export in the audit log', async () => {
    await recordSubscribersExport(db, actor, filters({ state: 'confirmed' }), 12, t0);
    const lines = await db.selectFrom('audit_log').selectAll().execute();
    expect(lines).toEqual([
      expect.objectContaining({
        actor_id: actor.id,
        action: 'subscriber.export',
        target_type: 'subscriber',
        target_id: '*',
        summary: JSON.stringify({
          count: 12,
          state: 'confirmed',
          language: 'all',
          searched: false,
        }),
        created_at: t0.toISOString(),
      }),
    ]);
  });

  it('filters by language, and counts each language’s confirmed and total addresses', async () => {
    await signUpEveryone();
    await confirm('lecteur@example.ma', 6);
    await db
      .updateTable('newsletter_subscriber')
      .set({ locale: 'ar' })
      .where('email', '=', 'lecteur@example.ma')
      .execute();
    expect(await emailsFor({ language: 'ar' })).toEqual([
      'lecteur@example.ma',
      'pending.two@exemple.fr',
    ]);
    expect(await emailsFor({ language: 'ar', state: 'confirmed' })).toEqual(['lecteur@example.ma']);
    expect(await emailsFor({ language: 'en' })).toEqual([]);
    expect(await subscriberCountsByLanguage(db)).toEqual([
      { locale: 'fr', confirmed: 1, all: 3 },
      { locale: 'en', confirmed: 0, all: 0 },
      { locale: 'ar', confirmed: 1, all: 2 },
      { locale: 'ar-ma', confirmed: 0, all: 0 },
    ]);
  });

  it('shows bounced addresses in their own state', async () => {
    await signUpEveryone();
    await db
      .updateTable('newsletter_subscriber')
      .set({ status: 'bounced', bounced_at: at(5).toISOString(), bounce_reason: '550 no mailbox' })
      .where('email', '=', 'confirmed@example.ch')
      .execute();
    expect(await emailsFor({ state: 'bounced' })).toEqual(['confirmed@example.ch']);
    expect((await subscriberCounts(db)).bounced).toBe(1);
    expect(await exportCsv(filters({ state: 'bounced' }), 'en')).toContain(
      'confirmed@example.ch,French,Bounced,',
    );
  });
});

describe(`importing addresses that consented elsewhere (${lane})`, () => {
  const file = [
    'Email;Langue;Nom',
    'Nouvelle@Example.ch;;Ada',
    'arabic@example.ma;ar;Omar',
    'english@example.com;EN;Sam',
    'not-an-address;fr;X',
    'nouvelle@example.ch;fr;Ada again',
  ].join('\r\n');

  it('reads the address and language columns, whatever the separator', () => {
    expect(readImportFile(file, 'fr')).toEqual({
      lines: [
        { email: 'nouvelle@example.ch', locale: 'fr' },
        { email: 'arabic@example.ma', locale: 'ar' },
        { email: 'english@example.com', locale: 'en' },
        { email: 'nouvelle@example.ch', locale: 'fr' },
      ],
      invalid: 1,
      truncated: false,
    });
    expect(readImportFile('a@example.ch\n"b@example.ch"\n', 'ar-ma').lines).toEqual([
      { email: 'a@example.ch', locale: 'ar-ma' },
      { email: 'b@example.ch', locale: 'ar-ma' },
    ]);
  });

  it('refuses a file that is not readable CSV as a whole, storing no address of it', async () => {
    const broken = 'email\nfirst@example.ch\n"second@example.ch\nthird@example.ch\n';
    await expect(
      importSubscribers(db, actor, { csv: broken, language: 'fr', attested: true }, at(2), options),
    ).rejects.toThrow(UnreadableCsv);
    const stored = await db
      .selectFrom('newsletter_subscriber')
      .select('email')
      .where('email', 'in', ['first@example.ch', 'second@example.ch', 'third@example.ch'])
      .execute();
    expect(stored).toEqual([]);
  });

  it('without the attestation: new addresses pending, each sent the confirmation mail', async () => {
    await confirm('english@example.com', 0);
    const outcome = await importSubscribers(
      db,
      actor,
      { csv: file, language: 'fr', attested: false },
      at(3),
      options,
    );
    expect(outcome).toMatchObject({
      confirmed: 0,
      pending: 2,
      upgraded: 0,
      skipped: { invalid: 1, duplicate: 1, existing: 1, left: 0 },
    });
    expect(outcome.mails.map((mail) => [mail.recipient, mail.kind, mail.locale])).toEqual([
      ['nouvelle@example.ch', 'newsletter-confirmation', 'fr'],
      ['arabic@example.ma', 'newsletter-confirmation', 'ar'],
    ]);
    const row = await db
      .selectFrom('newsletter_subscriber')
      .selectAll()
      .where('email', '=', 'arabic@example.ma')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'pending', locale: 'ar', consent: 'import' });
    const [audit] = await db.selectFrom('audit_log').selectAll().execute();
    expect(audit).toMatchObject({ action: 'subscriber.import', actor_id: actor.id });
    expect(JSON.parse(audit!.summary)).toMatchObject({ pending: 2 });
  });

  it('with the attestation: confirmed at once, recorded as attested, and nobody who left comes back', async () => {
    // Left long ago: forgotten 30 days after, but for the hash that keeps it off every list.
    await leave('old@example.ch', 0);
    await purgeExpiredData(db, new Date(at(2).getTime() + 31 * 24 * hour), 60_000);
    await leave('arabic@example.ma', 1);
    await signUp('english@example.com', 2);
    const secret = await appSecret(db);
    const outcome = await importSubscribers(
      db,
      actor,
      { csv: `${file}\r\nold@example.ch;fr;Old`, language: 'fr', attested: true },
      at(5),
      { ...options, secret },
    );
    expect(outcome).toMatchObject({
      confirmed: 1,
      pending: 0,
      upgraded: 1,
      skipped: { invalid: 1, duplicate: 1, existing: 0, left: 2 },
      mails: [],
    });
    const rows = await db
      .selectFrom('newsletter_subscriber')
      .select(['email', 'status', 'consent', 'confirmed_at'])
      .orderBy('email')
      .execute();
    expect(rows).toEqual([
      {
        email: 'arabic@example.ma',
        status: 'unsubscribed',
        consent: 'sign-up',
        confirmed_at: at(2).toISOString(),
      },
      {
        email: 'english@example.com',
        status: 'confirmed',
        consent: 'import-attested',
        confirmed_at: at(5).toISOString(),
      },
      {
        email: 'nouvelle@example.ch',
        status: 'confirmed',
        consent: 'import-attested',
        confirmed_at: at(5).toISOString(),
      },
    ]);
    const audit = await db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', 'like', 'subscriber.import%')
      .execute();
    expect(audit).toEqual([
      expect.objectContaining({
        action: 'subscriber.import-attested',
        actor_email: actor.email,
        summary: expect.stringMatching(/^\{"confirmed":\d+,/),
      }),
    ]);
  });
});
