import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultContactFilters } from '@/lib/admin/contact-filters';
import { listContacts, notificationKind } from '@/server/contact/contact-admin.server';
import { adminPostPage } from '@/server/blog/post-admin.server';
import { listSubscribers } from '@/server/newsletter/subscriber-admin.server';
import type { ContactStatus, SubscriberStatus } from '@/server/db/schema';
import { generateArchive } from '../../scripts/lib/blog-archive';
import { recordingDatabase, type RecordingDatabase } from '../support/query-plans';
import { createTestDatabase, lane, type TestDatabase } from '../support/test-database';

/*
 * The admin's long lists at 10 000 rows each (issue 19): the articles table, the contact inbox
 * and the subscribers, on a real database of the lane. Each page is one page of rows read in
 * its list's order through an index (the plans say so), and a search finds one row among them
 * without the rows coming out of the database.
 */

const rowCount = 10_000;
const start = Date.parse('2026-01-01T00:00:00.000Z');
/** Row `i`'s time: a minute after row `i - 1`'s. */
const minute = (index: number) => new Date(start + index * 60_000).toISOString();

let database: TestDatabase;
let recording: RecordingDatabase;

/** Inserts rows a few hundred at a time, in one transaction. */
async function insertMany(table: 'contact' | 'outbox' | 'newsletter_subscriber', rows: object[]) {
  await database.db.transaction().execute(async (trx) => {
    for (let first = 0; first < rows.length; first += 500)
      await trx
        .insertInto(table)
        .values(rows.slice(first, first + 500) as never)
        .execute();
  });
}

const statuses: ContactStatus[] = ['new', 'handled', 'spam'];
const subscriberStates: SubscriberStatus[] = ['pending', 'confirmed', 'unsubscribed'];

beforeAll(async () => {
  database = await createTestDatabase();
  await generateArchive(database.db, {
    count: rowCount,
    languages: ['fr'],
    newest: new Date(start),
  });
  const indexes = Array.from({ length: rowCount }, (_, index) => index);
  await insertMany(
    'contact',
    indexes.map((index) => ({
      id: `contact-${index}`,
      name: `Personne ${index}`,
      email: `personne${index}@exemple.ch`,
      phone: null,
      company: index % 3 === 0 ? `Société ${index}` : null,
      service: 'n8n-automation',
      message: `Demande numéro ${index}.`,
      locale: 'fr',
      status: statuses[index % 3],
      ip_hash: 'hash',
      received_at: minute(index),
      updated_at: minute(index),
    })),
  );
  await insertMany(
    'outbox',
    indexes
      .filter((index) => statuses[index % 3] !== 'spam')
      .map((index) => ({
        id: `mail-${index}`,
        message_id: `<mail-${index}@exemple.ch>`,
        kind: notificationKind,
        recipient: 'agence@exemple.ch',
        subject: 'Nouvelle demande',
        text_body: '…',
        html_body: '…',
        locale: 'fr',
        contact_id: `contact-${index}`,
        status: 'sent',
        next_attempt_at: minute(index),
        created_at: minute(index),
      })),
  );
  await insertMany(
    'newsletter_subscriber',
    indexes.map((index) => ({
      id: `subscriber-${index}`,
      email: `abonne${index}@exemple.ch`,
      locale: 'fr',
      status: subscriberStates[index % 3],
      ip_hash: 'hash',
      created_at: minute(index),
      confirmation_sent_at: minute(index),
    })),
  );
  if (lane === 'postgres') await sql`analyze`.execute(database.db);
  recording = recordingDatabase(database);
}, 120_000);

afterAll(async () => {
  await recording?.destroy();
  await database?.destroy();
});

/** The plan of the last query a read ran (its page of rows), lower-cased. */
async function pagePlan(read: (db: RecordingDatabase['db']) => Promise<unknown>) {
  recording.take();
  await read(recording.db);
  const queries = recording.take();
  const rowsQuery = queries.find((query) => /\blimit\b/i.test(query.sql))!;
  return (await recording.plan(rowsQuery)).join('\n').toLowerCase();
}

/** The plan reads the list in its index's order, without sorting the table. */
function expectOrderedBy(plan: string, index: string) {
  expect(plan).toContain(index);
  if (lane === 'sqlite') expect(plan).not.toContain('temp b-tree for order by');
  else expect(plan).not.toMatch(/^sort/m);
}

describe(`the admin's lists at ${rowCount} rows (${lane})`, () => {
  it('pages through the articles, last modified first, and finds one by its title', async () => {
    const first = await adminPostPage(database.db, '', 1);
    expect(first.total).toBe(rowCount);
    expect(first.rows).toHaveLength(25);
    expect(first.rows[0]?.title).toMatch(/archive 0$/);
    const last = await adminPostPage(database.db, '', first.pageCount);
    expect(last.rows.at(-1)?.title).toMatch(new RegExp(`archive ${rowCount - 1}$`));
    const found = await adminPostPage(database.db, 'ARCHIVE 9876', 1);
    expect(found.total).toBe(1);
    expect(found.rows[0]?.title).toMatch(/archive 9876$/);
    expectOrderedBy(await pagePlan((db) => adminPostPage(db, '', 200)), 'post_updated');
  });

  it('pages through the contact inbox, newest first, and finds one request', async () => {
    const inbox = await listContacts(database.db, defaultContactFilters, 1);
    const spam = Array.from({ length: rowCount }, (_, index) => statuses[index % 3]).filter(
      (status) => status === 'spam',
    ).length;
    expect(inbox.total).toBe(rowCount - spam);
    expect(inbox.rows).toHaveLength(25);
    expect(inbox.rows[0]?.id).toBe(`contact-${rowCount - 1}`);
    expect(inbox.rows.every((row) => row.status !== 'spam')).toBe(true);
    const found = await listContacts(
      database.db,
      { ...defaultContactFilters, status: 'all', query: 'PERSONNE9876@' },
      1,
    );
    expect(found.rows.map((row) => row.id)).toEqual(['contact-9876']);
    expectOrderedBy(
      await pagePlan((db) => listContacts(db, { ...defaultContactFilters, status: 'all' }, 2)),
      'contact_received_order',
    );
  });

  it('pages through the subscribers, newest first, and finds one address', async () => {
    const all = await listSubscribers(database.db, { state: 'all', language: 'all', query: '' }, 1);
    expect(all.total).toBe(rowCount);
    expect(all.rows).toHaveLength(50);
    expect(all.rows[0]?.email).toBe(`abonne${rowCount - 1}@exemple.ch`);
    const found = await listSubscribers(
      database.db,
      { state: 'all', language: 'all', query: 'abonne4321@' },
      1,
    );
    expect(found.rows.map((row) => row.id)).toEqual(['subscriber-4321']);
    expectOrderedBy(
      await pagePlan((db) =>
        listSubscribers(db, { state: 'all', language: 'all', query: '' }, 100),
      ),
      'newsletter_subscriber_created',
    );
  });
});
