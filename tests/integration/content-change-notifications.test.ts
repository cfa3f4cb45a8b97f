// Every instance current within a second (issue 12 §2, decision 020): on PostgreSQL the content
// tables announce each committed change (migration 0010) and every instance's listener hears it;
// on SQLite (one instance) there is nothing to announce. Each test checks what its lane has.
import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  ContentChangeListener,
  type ContentChangeListenerOptions,
} from '@/server/cache/content-change-listener.server';
import * as migration from '@/server/db/migrations/0010-content-change-notifications';
import type { Database } from '@/server/db/schema';
import { insertFrenchPost } from '../support/post-fixtures';
import { createTestDatabase, lane, type TestDatabase } from '../support/test-database';

const kinds = ['blog', 'services', 'testimonials'] as const;
type Kind = (typeof kinds)[number];

let database: TestDatabase;
const listeners: ContentChangeListener<Kind>[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  await insertService(database.db, 'marker');
});

afterEach(async () => {
  await Promise.all(listeners.splice(0).map((listener) => listener.stop()));
});

afterAll(async () => {
  await database?.destroy();
});

/** A listener as an instance runs one, recording what it hears instead of expiring pages. */
function startListener(overrides: Partial<ContentChangeListenerOptions<Kind>> = {}) {
  const heard: { kind: Kind; at: number }[] = [];
  const warnings: string[] = [];
  const ear = {
    heard,
    warnings,
    connections: 0,
    name: `listener-${randomUUID().slice(0, 8)}`,
    kindsHeard: () => heard.map((change) => change.kind),
    listener: undefined as unknown as ContentChangeListener<Kind>,
  };
  ear.listener = new ContentChangeListener({
    connectionString: database.url,
    kinds,
    applicationName: ear.name,
    retryDelayMs: { min: 50, max: 400 },
    onChange: (kind, at) => heard.push({ kind, at }),
    onConnected: () => {
      ear.connections += 1;
    },
    log: { info: () => undefined, warn: (message: string) => warnings.push(message) },
    ...overrides,
  });
  listeners.push(ear.listener);
  ear.listener.start();
  return ear;
}

const waitFor = <T>(check: () => T) => vi.waitFor(check, { timeout: 10_000, interval: 20 });

async function insertService(db: Kysely<Database>, id: string) {
  const now = new Date().toISOString();
  await db
    .insertInto('service')
    .values({ id, sort_order: 1, icon: 'bot', created_at: now, updated_at: now })
    .execute();
}

/**
 * A committed change of services on another connection: notifications reach a listener in the
 * order their transactions committed, so once this one is heard, any earlier one was too.
 */
async function commitMarker(db: Kysely<Database>) {
  await db
    .updateTable('service')
    .set({ updated_at: new Date().toISOString() })
    .where('id', '=', 'marker')
    .execute();
}

/** A post by the newsroom, drafted or published (`published_at`), straight into its tables. */
const insertPost = (
  db: Kysely<Database>,
  id: string,
  post: { status: 'draft' | 'published'; published_at: string | null },
) => insertFrenchPost(db, id, { author: 'Rédaction', ...post });

/** The content tables that announce their changes (none on SQLite, whose only triggers keep the search index). */
async function announcingTables(db: Kysely<Database>): Promise<string[]> {
  if (lane === 'sqlite') {
    const { rows } = await sql<{
      tbl_name: string;
    }>`select tbl_name from sqlite_master where type = 'trigger' and name not like 'post_search_%'`.execute(
      db,
    );
    return rows.map((row) => row.tbl_name);
  }
  const { rows } = await sql<{ table: string }>`
    select event_object_table as table from information_schema.triggers
    where trigger_name = 'content_change_notify' group by event_object_table order by 1`.execute(
    db,
  );
  return rows.map((row) => row.table);
}

describe(`content change notifications (${lane})`, { timeout: 15_000 }, () => {
  it('are set up by migration 0010 on PostgreSQL, on every table public pages read', async () => {
    const { db } = database;
    const { rows } = await sql<{
      name: string;
    }>`select name from kysely_migration where name = '0010-content-change-notifications'`.execute(
      db,
    );
    expect(rows).toHaveLength(1);
    if (lane === 'sqlite') {
      // One instance records its own changes: nothing to announce, and down/up change nothing.
      expect(await announcingTables(db)).toEqual([]);
      await migration.down(db as Kysely<unknown>);
      await migration.up(db as Kysely<unknown>);
      expect(await announcingTables(db)).toEqual([]);
    } else {
      const tables = [
        'post',
        'post_translation',
        'service',
        'service_translation',
        'testimonial',
        'testimonial_translation',
      ];
      expect(await announcingTables(db)).toEqual(tables);
      await migration.down(db as Kysely<unknown>);
      expect(await announcingTables(db)).toEqual([]);
      await migration.up(db as Kysely<unknown>);
      expect(await announcingTables(db)).toEqual(tables);
    }
  });

  it('reach every instance once a transaction commits, and never for one rolled back', async () => {
    const { db } = database;
    if (lane === 'sqlite') {
      // The same saves commit and roll back on SQLite with no channel to tell.
      await insertPost(db, 'committed', { status: 'draft', published_at: null });
      await expect(
        db.transaction().execute(async (trx) => {
          await insertPost(trx, 'rolled-back', { status: 'draft', published_at: null });
          throw new Error('rollback');
        }),
      ).rejects.toThrow('rollback');
      const ids = await db.selectFrom('post').select('id').execute();
      expect(ids).toEqual([{ id: 'committed' }]);
      expect(await announcingTables(db)).toEqual([]);
      return;
    }
    const first = startListener();
    const second = startListener();
    const both = [first, second];
    await waitFor(() => expect(both.every((ear) => ear.listener.state().connected)).toBe(true));

    // A post and its text saved in one transaction: heard after commit, once (same payload).
    const before = Date.now();
    await db.transaction().execute(async (trx) => {
      await insertPost(trx, 'committed', { status: 'draft', published_at: null });
      await commitMarker(db); // another connection commits while this one has not
      await waitFor(() => {
        for (const ear of both) expect(ear.kindsHeard()).toEqual(['services']);
      });
    });
    await commitMarker(db);
    await waitFor(() => {
      for (const ear of both) expect(ear.kindsHeard()).toEqual(['services', 'blog', 'services']);
    });
    for (const ear of both) {
      // Dated by the receiving instance's clock, when it heard the change.
      const blog = ear.heard[1]!;
      expect(blog.at).toBeGreaterThanOrEqual(before);
      expect(blog.at).toBeLessThanOrEqual(Date.now());
    }

    // A rolled-back save: the change committed after it arrives alone.
    for (const ear of both) ear.heard.length = 0;
    await expect(
      db.transaction().execute(async (trx) => {
        await trx.updateTable('post_translation').set({ title: 'Jamais' }).execute();
        await trx.deleteFrom('post').execute();
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    await commitMarker(db);
    await waitFor(() => {
      for (const ear of both) expect(ear.kindsHeard()).toEqual(['services']);
    });

    // What no trigger of ours sends is ignored, and said once.
    for (const ear of both) ear.heard.length = 0;
    await sql`select pg_notify('content_change', 'nonsense')`.execute(db);
    await sql`select pg_notify('content_change', '{"kind": "pages"}')`.execute(db);
    await commitMarker(db);
    await waitFor(() => {
      for (const ear of both) expect(ear.kindsHeard()).toEqual(['services']);
    });
    for (const ear of both) expect(ear.warnings).toEqual([expect.stringMatching(/nonsense/)]);
  });

  it('tell an instance when a post scheduled for later appears', async () => {
    const { db } = database;
    const appearsAt = new Date(Date.now() + 3_600_000).toISOString();
    if (lane === 'sqlite') {
      await insertPost(db, 'scheduled', { status: 'published', published_at: appearsAt });
      const post = await db
        .selectFrom('post')
        .select(['status', 'published_at'])
        .where('id', '=', 'scheduled')
        .executeTakeFirstOrThrow();
      expect(post).toEqual({ status: 'published', published_at: appearsAt });
      expect(await announcingTables(db)).toEqual([]);
      return;
    }
    const ear = startListener();
    await waitFor(() => expect(ear.listener.state().connected).toBe(true));

    await db.transaction().execute(async (trx) => {
      await insertPost(trx, 'scheduled', { status: 'published', published_at: appearsAt });
    });
    await commitMarker(db);
    // The post's row says when it appears (heard as a change now, and one then); its text's
    // row, a change now.
    await waitFor(() => expect(ear.kindsHeard()).toEqual(['blog', 'blog', 'blog', 'services']));
    expect(ear.heard[1]).toEqual({ kind: 'blog', at: Date.parse(appearsAt) });
    expect(ear.heard.filter((change) => change.at > Date.now())).toHaveLength(1);

    // Published now, or a draft with a future date: no time to remember.
    ear.heard.length = 0;
    await db
      .updateTable('post')
      .set({ published_at: new Date(Date.now() - 60_000).toISOString() })
      .where('id', '=', 'scheduled')
      .execute();
    await db
      .updateTable('post')
      .set({ status: 'draft', published_at: appearsAt })
      .where('id', '=', 'scheduled')
      .execute();
    await commitMarker(db);
    await waitFor(() => expect(ear.kindsHeard()).toEqual(['blog', 'blog', 'services']));
    expect(ear.heard.every((change) => change.at <= Date.now())).toBe(true);
  });

  it('are heard again after the connection is lost, with everything refreshed on reconnection', async () => {
    const { db } = database;
    if (lane === 'sqlite') {
      await commitMarker(db);
      expect(await announcingTables(db)).toEqual([]);
      return;
    }
    const ear = startListener();
    await waitFor(() => expect(ear.listener.state().connected).toBe(true));
    expect(ear.connections).toBe(1);
    const connectedSince = ear.listener.state().since;

    // The server ends the listener's session (a restart, a failover, an operator).
    const { rows } = await sql<{ ended: boolean }>`
      select pg_terminate_backend(pid) as ended from pg_stat_activity
      where application_name = ${ear.name} and datname = current_database()`.execute(db);
    expect(rows).toEqual([{ ended: true }]);

    // Changes made while nobody listened are lost: reconnecting refreshes everything.
    await waitFor(() => {
      expect(ear.connections).toBe(2);
      expect(ear.listener.state().connected).toBe(true);
    });
    expect(ear.listener.state().since).toBeGreaterThan(connectedSince);
    expect(ear.warnings).toHaveLength(1);
    expect(ear.warnings[0]).toMatch(/freshness channel down/);

    await db.updateTable('testimonial').set({ rating: 5 }).execute(); // no row: nothing said
    await commitMarker(db);
    await waitFor(() => expect(ear.kindsHeard()).toEqual(['services']));
  });

  // Needs no database of the lane: nothing answers on port 1.
  it('leave an instance not connected while the database cannot be reached, and retry', async () => {
    const warnings: string[] = [];
    const connected = vi.fn();
    const ear = startListener({
      connectionString: 'postgres://site@127.0.0.1:1/site',
      onConnected: connected,
      log: { info: () => undefined, warn: (message: string) => warnings.push(message) },
    });
    await waitFor(() => expect(warnings).toHaveLength(1));
    expect(ear.listener.state().connected).toBe(false);
    expect(connected).not.toHaveBeenCalled();
    await ear.listener.stop();
    expect(ear.listener.state().connected).toBe(false);
  });
});
