import type { Kysely } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { submitContact } from '@/server/contact/submit-contact.server';
import type { Database } from '@/server/db/schema';
import { subscribeToNewsletter } from '@/server/newsletter/subscribe.server';
import { confirmSubscription } from '@/server/newsletter/subscription.server';
import { subscriberToken } from '@/server/newsletter/tokens.server';
import { consumeRateLimit } from '@/server/rate-limit/rate-limit.server';
import { purgeExpiredData } from '@/server/retention/purge.server';
import { seedContactServices } from '@/server/seed/seed.server';
import {
  clearPipelineTables,
  formOptions,
  submissionContext,
  testMail,
  testSecret,
  validContact,
} from '../support/form-fixtures';
import { createTestDatabase, lane, type TestDatabase } from '../support/test-database';

/**
 * The retention promises (privacy page, issue 4): contact requests go 24 months after their
 * last change, with their mails; unconfirmed sign-ups after 30 days; rate-limit hits once they
 * can no longer count.
 */

let database: TestDatabase;
let db: Kysely<Database>;

const now = new Date('2026-06-15T12:00:00.000Z');
const day = 86_400_000;
const windowMs = 600_000;

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
  await seedContactServices(db);
});

afterAll(async () => {
  await database?.destroy();
});

beforeEach(async () => {
  await clearPipelineTables(db);
});

async function contactAt(receivedAt: Date | string, email: string) {
  await submitContact(
    db,
    validContact({ email }),
    submissionContext(new Date(receivedAt), '203.0.113.30'),
    formOptions({ limit: 1000, windowMs }),
  );
  return db
    .selectFrom('contact')
    .select(['id', 'updated_at'])
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
}

async function subscribeAt(createdAt: Date | string, email: string) {
  await subscribeToNewsletter(
    db,
    { email },
    submissionContext(new Date(createdAt), '203.0.113.31'),
    formOptions({ limit: 1000, windowMs }),
  );
  return db
    .selectFrom('newsletter_subscriber')
    .selectAll()
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
}

const contactEmails = async () =>
  (await db.selectFrom('contact').select('email').orderBy('email').execute()).map((r) => r.email);

describe(`purge of expired data (${lane})`, () => {
  it('deletes contact requests last changed more than 24 months ago, with their mails', async () => {
    const expired = await contactAt('2024-06-14T12:00:00.000Z', 'expired@example.ch');
    await contactAt('2024-06-15T12:00:00.000Z', 'exactly-24-months@example.ch');
    await contactAt('2024-07-01T00:00:00.000Z', 'recent@example.ch');
    // Received long ago but handled recently: the period counts from the last change.
    const handled = await contactAt('2023-01-10T09:00:00.000Z', 'handled@example.ch');
    await db
      .updateTable('contact')
      .set({ status: 'handled', updated_at: '2025-01-10T09:00:00.000Z' })
      .where('id', '=', handled.id)
      .execute();
    expect(await db.selectFrom('outbox').select('id').execute()).toHaveLength(8);

    const result = await purgeExpiredData(db, now, windowMs);

    expect(result.contacts).toBe(1);
    expect(await contactEmails()).toEqual([
      'exactly-24-months@example.ch',
      'handled@example.ch',
      'recent@example.ch',
    ]);
    const mails = await db.selectFrom('outbox').select(['contact_id']).execute();
    expect(mails).toHaveLength(6);
    expect(mails.some((mail) => mail.contact_id === expired.id)).toBe(false);
  });

  it('deletes sign-ups left unconfirmed for 30 days, never confirmed ones', async () => {
    await subscribeAt(new Date(now.getTime() - 31 * day), 'forgot@example.ch');
    await subscribeAt(new Date(now.getTime() - 29 * day), 'still-thinking@example.ch');
    const confirmed = await subscribeAt(new Date(now.getTime() - 400 * day), 'loyal@example.ch');
    const outcome = await confirmSubscription(
      db,
      testSecret,
      subscriberToken(testSecret, 'confirm', confirmed),
      new Date(now.getTime() - 399 * day),
      testMail,
    );
    expect(outcome.status).toBe('confirmed');
    const left = await subscribeAt(new Date(now.getTime() - 100 * day), 'left@example.ch');
    await db
      .updateTable('newsletter_subscriber')
      .set({
        status: 'unsubscribed',
        unsubscribed_at: new Date(now.getTime() - 90 * day).toISOString(),
      })
      .where('id', '=', left.id)
      .execute();

    const result = await purgeExpiredData(db, now, windowMs);

    expect(result.unconfirmedSubscribers).toBe(1);
    expect(result.unsubscribedSubscribers).toBe(1);
    const remaining = await db
      .selectFrom('newsletter_subscriber')
      .select(['email', 'status'])
      .orderBy('email')
      .execute();
    expect(remaining).toEqual([
      { email: 'loyal@example.ch', status: 'confirmed' },
      { email: 'still-thinking@example.ch', status: 'pending' },
    ]);
    // The forgotten address's confirmation mail went with it.
    const recipients = await db.selectFrom('outbox').select('recipient').execute();
    expect(recipients.map((mail) => mail.recipient)).not.toContain('forgot@example.ch');
  });

  it('counts an unconfirmed sign-up from its last confirmation mail, not its first sign-up', async () => {
    const back = await subscribeAt(new Date(now.getTime() - 365 * day), 'back@example.ch');
    await db
      .updateTable('newsletter_subscriber')
      .set({
        status: 'unsubscribed',
        unsubscribed_at: new Date(now.getTime() - 300 * day).toISOString(),
      })
      .where('id', '=', back.id)
      .execute();
    await subscribeAt(new Date(now.getTime() - day), 'back@example.ch');

    const result = await purgeExpiredData(db, now, windowMs);

    expect(result.unconfirmedSubscribers).toBe(0);
    const row = await db
      .selectFrom('newsletter_subscriber')
      .select('status')
      .where('email', '=', 'back@example.ch')
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('pending');
    const mails = await db.selectFrom('outbox').select('recipient').execute();
    expect(mails.filter((mail) => mail.recipient === 'back@example.ch')).toHaveLength(2);
  });

  it('deletes rate-limit hits that have left the window and keeps those that still count', async () => {
    const rule = { limit: 1000, windowMs };
    await consumeRateLimit(db, ['old-a', 'old-b'], rule, new Date(now.getTime() - windowMs - 1));
    await consumeRateLimit(db, ['edge'], rule, new Date(now.getTime() - windowMs));
    await consumeRateLimit(db, ['fresh'], rule, new Date(now.getTime() - windowMs + 1));
    await consumeRateLimit(db, ['fresh'], rule, now);

    const result = await purgeExpiredData(db, now, windowMs);

    expect(result.rateLimitHits).toBe(3);
    const buckets = await db.selectFrom('rate_limit_hit').select('bucket').execute();
    expect(buckets.map((hit) => hit.bucket)).toEqual(['fresh', 'fresh']);
  });

  it('deletes nothing when nothing has expired, and a second purge finds nothing', async () => {
    await contactAt(new Date(now.getTime() - 60_000), 'new@example.ch');
    await subscribeAt(new Date(now.getTime() - 60_000), 'new-reader@example.ch');
    const empty = {
      contacts: 0,
      unconfirmedSubscribers: 0,
      unsubscribedSubscribers: 0,
      finishedMails: 0,
      finishedWebhookDeliveries: 0,
      expiredSessions: 0,
      expiredVerifications: 0,
      auditRows: 0,
      rateLimitHits: 0,
      binRows: 0,
      analyticsEvents: 0,
    };
    expect(await purgeExpiredData(db, now, windowMs)).toEqual(empty);
    expect(await contactEmails()).toEqual(['new@example.ch']);

    const later = new Date(now.getTime() + 3 * 365 * day);
    const first = await purgeExpiredData(db, later, windowMs);
    expect(first).toEqual({ ...empty, contacts: 1, unconfirmedSubscribers: 1, rateLimitHits: 4 });
    expect(await purgeExpiredData(db, later, windowMs)).toEqual(empty);
    expect(await db.selectFrom('outbox').select('id').execute()).toHaveLength(0);
  });

  it('forgets an address 30 days after it unsubscribed, keeping only a hash that is never mailed', async () => {
    const leftLongAgo = await subscribeAt(new Date(now.getTime() - 100 * day), 'gone@example.ch');
    const leftLately = await subscribeAt(new Date(now.getTime() - 100 * day), 'lately@example.ch');
    for (const [id, daysAgo] of [
      [leftLongAgo.id, 31],
      [leftLately.id, 29],
    ] as const)
      await db
        .updateTable('newsletter_subscriber')
        .set({
          status: 'unsubscribed',
          unsubscribed_at: new Date(now.getTime() - daysAgo * day).toISOString(),
        })
        .where('id', '=', id)
        .execute();

    const result = await purgeExpiredData(db, now, windowMs);

    expect(result.unsubscribedSubscribers).toBe(1);
    const emails = await db.selectFrom('newsletter_subscriber').select('email').execute();
    expect(emails.map((row) => row.email)).toEqual(['lately@example.ch']);
    const suppressed = await db.selectFrom('newsletter_suppression').selectAll().execute();
    expect(suppressed).toHaveLength(1);
    // One-way: the address is not in the row, only its keyed hash.
    expect(JSON.stringify(suppressed)).not.toContain('gone@example.ch');
    expect(suppressed[0]!.email_hash).toMatch(/^[\w-]{43}$/);
  });

  it('forgets an address a mail server refused for good (bounced) 30 days after, like one that left', async () => {
    const refused = await subscribeAt(new Date(now.getTime() - 100 * day), 'refused@example.ch');
    const lately = await subscribeAt(new Date(now.getTime() - 100 * day), 'lately@example.ch');
    for (const [id, daysAgo] of [
      [refused.id, 31],
      [lately.id, 29],
    ] as const)
      await db
        .updateTable('newsletter_subscriber')
        .set({
          status: 'bounced',
          bounced_at: new Date(now.getTime() - daysAgo * day).toISOString(),
          bounce_reason: '550 no such mailbox',
        })
        .where('id', '=', id)
        .execute();

    expect((await purgeExpiredData(db, now, windowMs)).unsubscribedSubscribers).toBe(1);
    const emails = await db.selectFrom('newsletter_subscriber').select('email').execute();
    expect(emails.map((row) => row.email)).toEqual(['lately@example.ch']);
    const [suppressed] = await db.selectFrom('newsletter_suppression').selectAll().execute();
    expect(suppressed?.unsubscribed_at).toBe(new Date(now.getTime() - 31 * day).toISOString());
  });

  it('deletes webhook deliveries delivered or given up after 90 days, never one still trying', async () => {
    // Each delivery is a copy of a lead sent to the agency's tools (decision 078).
    const at = (days: number) => new Date(now.getTime() - days * day).toISOString();
    await db
      .insertInto('webhook_endpoint')
      .values({
        id: 'retention-endpoint',
        url: 'https://crm.example/hooks',
        events: '["contact.created"]',
        preset: 'standard',
        secret_sealed: 'sealed',
        locale: 'fr',
        failing_since: null,
        switched_off_at: null,
        created_by: 'retention@example.ch',
        created_at: at(200),
        updated_at: at(200),
      })
      .execute();
    for (const [id, status, daysAgo] of [
      ['old-delivered', 'delivered', 91],
      ['old-failed', 'failed', 91],
      ['old-pending', 'pending', 91],
      ['recent-delivered', 'delivered', 89],
    ] as const)
      await db
        .insertInto('webhook_delivery')
        .values({
          id,
          endpoint_id: 'retention-endpoint',
          webhook_id: `msg_${id}`,
          event_type: 'contact.created',
          payload: '{"type":"contact.created","data":{"email":"lead@example.ch"}}',
          status,
          next_attempt_at: at(daysAgo),
          give_up_at: at(daysAgo - 1),
          locked_until: null,
          claimed_by: null,
          response_status: null,
          duration_ms: null,
          last_error: null,
          delivered_at: status === 'delivered' ? at(daysAgo) : null,
          created_at: at(daysAgo),
        })
        .execute();
    try {
      expect((await purgeExpiredData(db, now, windowMs)).finishedWebhookDeliveries).toBe(2);
      const left = await db.selectFrom('webhook_delivery').select('id').orderBy('id').execute();
      expect(left.map((row) => row.id)).toEqual(['old-pending', 'recent-delivered']);
    } finally {
      await db
        .deleteFrom('webhook_delivery')
        .where('endpoint_id', '=', 'retention-endpoint')
        .execute();
      await db.deleteFrom('webhook_endpoint').where('id', '=', 'retention-endpoint').execute();
    }
  });

  it('deletes finished mails after 90 days, expired sessions and one-time tokens, and audit rows after 24 months', async () => {
    const old = new Date(now.getTime() - 91 * day).toISOString();
    await contactAt(new Date(now.getTime() - 91 * day), 'mailed-long-ago@example.ch');
    await contactAt(new Date(now.getTime() - 10 * day), 'mailed-lately@example.ch');
    await db.updateTable('outbox').set({ status: 'sent', sent_at: old }).execute();
    await db
      .updateTable('outbox')
      .set({ created_at: old })
      .where('recipient', 'in', ['mailed-long-ago@example.ch', testMail.contactTo])
      .where('created_at', '<', new Date(now.getTime() - 90 * day).toISOString())
      .execute();
    const user = await db
      .insertInto('auth_user')
      .values({
        id: `retention-user-${lane}`,
        email: `retention-${lane}@example.ch`,
        name: 'Retention',
        emailVerified: 0,
        createdAt: now.toISOString(),
        updatedAt: now.toISOString(),
      } as never)
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const [id, expiresAt] of [
      ['expired-session', new Date(now.getTime() - 1000)],
      ['live-session', new Date(now.getTime() + 60_000)],
    ] as const)
      await db
        .insertInto('auth_session')
        .values({
          id,
          userId: user.id,
          token: `${id}-token`,
          expiresAt: expiresAt.toISOString(),
          createdAt: now.toISOString(),
          updatedAt: now.toISOString(),
        } as never)
        .execute();
    for (const [id, expiresAt] of [
      ['expired-token', new Date(now.getTime() - 1000)],
      ['live-token', new Date(now.getTime() + 60_000)],
    ] as const)
      await db
        .insertInto('auth_verification')
        .values({
          id,
          identifier: id,
          value: id,
          expiresAt: expiresAt.toISOString(),
          createdAt: now.toISOString(),
          updatedAt: now.toISOString(),
        } as never)
        .execute();
    for (const [id, at] of [
      ['old-audit', '2024-06-01T00:00:00.000Z'],
      ['recent-audit', '2024-07-01T00:00:00.000Z'],
    ] as const)
      await db
        .insertInto('audit_log')
        .values({
          id,
          actor_id: user.id,
          actor_email: 'retention@example.ch',
          action: 'test.retention',
          target_type: 'test',
          target_id: id,
          created_at: at,
        })
        .execute();

    const result = await purgeExpiredData(db, now, windowMs);

    expect(result).toMatchObject({
      finishedMails: 2,
      expiredSessions: 1,
      expiredVerifications: 1,
      auditRows: 1,
    });
    const recipients = await db.selectFrom('outbox').select('recipient').execute();
    expect(recipients.map((mail) => mail.recipient)).not.toContain('mailed-long-ago@example.ch');
    expect(recipients.map((mail) => mail.recipient)).toContain('mailed-lately@example.ch');
    const sessions = await db.selectFrom('auth_session').select('id').execute();
    expect(sessions.map((row) => row.id)).toEqual(['live-session']);
    const tokens = await db.selectFrom('auth_verification').select('id').execute();
    expect(tokens.map((row) => row.id)).toEqual(['live-token']);
    const audit = await db
      .selectFrom('audit_log')
      .select('id')
      .where('action', '=', 'test.retention')
      .execute();
    expect(audit.map((row) => row.id)).toEqual(['recent-audit']);
    await db.deleteFrom('audit_log').where('action', '=', 'test.retention').execute();
    await db.deleteFrom('auth_session').where('userId', '=', user.id).execute();
    await db.deleteFrom('auth_verification').execute();
    await db.deleteFrom('auth_user').where('id', '=', user.id).execute();
  });
});
