import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '@/lib/log/logger.mjs';
import { createStaffMember } from '@/server/auth/auth-setup.server';
import {
  dashboardCounts,
  loadDashboardStats,
  statsFailureOf,
  type DashboardCounts,
} from '@/server/admin/stats.server';
import type { OutboxStatus } from '@/server/db/schema';
import { seed } from '@/server/seed/seed.server';
import { postSeeds } from '@/server/blog/seed-posts';
import { serviceSeeds } from '@/server/services/service-seeds';
import { testimonialSeeds } from '@/server/testimonials/testimonial-seeds';
import { createTestDatabase, lane, type TestDatabase } from '../support/test-database';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database?.destroy();
});

const now = '2026-03-02T10:00:00.000Z';

async function addContact(): Promise<string> {
  const id = randomUUID();
  await database.db
    .insertInto('contact')
    .values({
      id,
      name: 'Léa Muster',
      email: `lea-${id}@example.ch`,
      phone: null,
      company: null,
      service: 'ai-automation',
      message: 'Bonjour, nous aimerions automatiser nos devis.',
      locale: 'fr',
      status: 'new',
      ip_hash: 'hash',
      received_at: now,
      updated_at: now,
    })
    .execute();
  return id;
}

async function addMail(kind: string, status: OutboxStatus, contactId: string | null = null) {
  const id = randomUUID();
  await database.db
    .insertInto('outbox')
    .values({
      id,
      message_id: `<${id}@test.invalid>`,
      kind,
      recipient: 'agency@example.ch',
      reply_to: null,
      subject: 'Nouvelle demande',
      text_body: 'text',
      html_body: '<p>html</p>',
      locale: 'fr',
      contact_id: contactId,
      subscriber_id: null,
      status,
      next_attempt_at: now,
      locked_until: null,
      last_error: status === 'failed' ? 'smtp down' : null,
      sent_at: status === 'sent' ? now : null,
      created_at: now,
    })
    .execute();
}

describe(`admin dashboard statistics (${lane})`, () => {
  it('counts zero everywhere in an empty database', async () => {
    const zero: DashboardCounts = {
      users: 0,
      posts: 0,
      contacts: 0,
      testimonials: 0,
      services: 0,
      emailsReceived: 0,
    };
    expect(await dashboardCounts(database.db)).toEqual(zero);
  });

  it('counts the seeded content, then every row added', async () => {
    await seed(database.db);
    const seeded = await dashboardCounts(database.db);
    expect(seeded).toEqual({
      users: 0,
      posts: postSeeds().length,
      contacts: 0,
      testimonials: testimonialSeeds.length,
      services: serviceSeeds.length,
      emailsReceived: 0,
    });
    expect(seeded.posts).toBeGreaterThan(0);

    await createStaffMember(database.db, database.dialect, {
      email: 'admin@stats.test',
      password: 'admin-password-123',
      role: 'admin',
    });
    await createStaffMember(database.db, database.dialect, {
      email: 'editor@stats.test',
      password: 'editor-password-123',
      role: 'editor',
    });
    await addContact();
    await addContact();
    await addContact();

    expect(await dashboardCounts(database.db)).toEqual({ ...seeded, users: 2, contacts: 3 });
  });

  it("counts as 'Emails reçus' only contact notifications delivered to the agency", async () => {
    const before = await dashboardCounts(database.db);
    const contactId = await addContact();
    await addMail('contact-notification', 'sent', contactId);
    await addMail('contact-notification', 'sent', contactId);
    // Not delivered yet, or given up on: not received.
    await addMail('contact-notification', 'pending', contactId);
    await addMail('contact-notification', 'sending', contactId);
    await addMail('contact-notification', 'failed', contactId);
    // Delivered, but to the visitor or a subscriber, not to the agency's inbox.
    await addMail('contact-acknowledgement', 'sent', contactId);
    await addMail('newsletter-confirmation', 'sent');

    const after = await dashboardCounts(database.db);
    expect(after.emailsReceived).toBe(before.emailsReceived + 2);
    expect(after.contacts).toBe(before.contacts + 1);
  });

  it('loadDashboardStats answers the counts when they succeed', async () => {
    const stats = await loadDashboardStats(database.db);
    expect(stats).toEqual({ ok: true, counts: await dashboardCounts(database.db) });
  });

  it('loadDashboardStats answers a failure, without throwing, when the database fails', async () => {
    // A database that has gone away: every count rejects with an Error.
    const gone = await createTestDatabase();
    await gone.destroy();
    const closed = gone.db;
    const lines: string[] = [];
    const logger = createLogger({ write: (line) => void lines.push(line) });
    expect(await loadDashboardStats(closed, logger)).toEqual({ ok: false, failure: 'failed' });
    expect(lines.map((line) => JSON.parse(line))).toEqual([
      expect.objectContaining({
        level: 'error',
        event: 'admin.dashboard-stats-failed',
        err: expect.objectContaining({ message: expect.any(String) }),
      }),
    ]);
  });

  it("tells an Error ('Erreur lors de la récupération…') from anything else thrown", () => {
    expect(statsFailureOf(new Error('relation "post" does not exist'))).toBe('failed');
    expect(statsFailureOf('connection reset')).toBe('unknown');
    expect(statsFailureOf(undefined)).toBe('unknown');
  });
});
