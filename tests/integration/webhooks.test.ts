import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { hostname } from 'node:os';
import type { AddressInfo } from 'node:net';
import type { Kysely } from 'kysely';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { parseAllowList } from '@/config/webhook-allow-list';
import { createStaffMember } from '@/server/auth/auth-setup.server';
import { handleBookingWebhook } from '@/server/bookings/booking-webhook.server';
import { setContactStatus } from '@/server/contact/contact-admin.server';
import { submitContact } from '@/server/contact/submit-contact.server';
import type { Database } from '@/server/db/schema';
import { erasePersonalData, findPersonalData } from '@/server/privacy/personal-data.server';
import { seedPageSections } from '@/server/page-sections/page-sections.server';
import { seedContactServices } from '@/server/seed/seed.server';
import { claimNextDelivery } from '@/server/webhooks/webhook-deliveries.server';
import {
  createWebhookEndpoint,
  listWebhookDeliveries,
  listWebhookEndpoints,
  resendWebhookDelivery,
  rotateWebhookSecret,
} from '@/server/webhooks/webhook-endpoints.server';
import { enqueueWebhookEvent } from '@/server/webhooks/webhook-events.server';
import { openWebhookSecret, secretOverlapMs } from '@/server/webhooks/webhook-secret.server';
import { WebhookWorker } from '@/server/webhooks/webhook-worker.server';
import { calBookingWebhook, calSignatureOf } from '../support/cal-booking-fixtures';
import { formOptions, submissionContext, TestClock, validContact } from '../support/form-fixtures';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

/*
 * Outgoing webhooks (issue 32, decision 078) on a real database of the lane and a real HTTP
 * receiver on loopback (let through by the allow-list, as WEBHOOK_ALLOWED_HOSTS would). Time
 * moves only when a test moves the clock: no waits.
 */

const appSecret = 'webhook-tests-app-secret-0123456789abcdef';
const quiet = { info() {}, warn() {}, error() {} };

interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/**
 * The receiver: records every request and answers `answer` (a code), holding its answers back
 * until `holdUntil` requests wait (a race's proof that they were all in flight at once).
 */
class Receiver {
  received: Received[] = [];
  answer = 204;
  holdUntil = 0;
  private waiting: (() => void)[] = [];
  private server: Server | undefined;
  port = 0;

  async start(): Promise<void> {
    this.server = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        this.received.push({ path: request.url ?? '', headers: request.headers, body });
        this.waiting.push(() => {
          response.writeHead(this.answer);
          response.end('ok');
        });
        if (this.waiting.length < this.holdUntil) return;
        this.holdUntil = 0;
        for (const answer of this.waiting.splice(0)) answer();
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.port = (this.server.address() as AddressInfo).port;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server?.close(() => resolve()));
  }

  /** The webhook ids of the requests it answered with `codes`, in order. */
  ids(path: string): string[] {
    return this.received
      .filter((request) => request.path === path)
      .map((request) => String(request.headers['webhook-id']));
  }
}

let database: TestDatabase;
let db: Kysely<Database>;
let receiver: Receiver;
let admin: { id: string; email: string };

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
  await seedContactServices(db);
  await seedPageSections(db, new Date().toISOString());
  admin = await createStaffMember(db, database.dialect, {
    email: 'webhooks-admin@automatia.ch',
    password: 'admin-password-for-tests-42',
    role: 'admin',
    name: 'Admin',
  });
  receiver = new Receiver();
  await receiver.start();
});

afterAll(async () => {
  await receiver?.stop();
  await database?.destroy();
});

beforeEach(async () => {
  await db.deleteFrom('webhook_delivery').execute();
  await db.deleteFrom('webhook_endpoint').execute();
  await db.deleteFrom('outbox').execute();
  await db.deleteFrom('audit_log').execute();
  receiver.received = [];
  receiver.answer = 204;
  receiver.holdUntil = 0;
});

async function addEndpoint(
  path: string,
  events: string[] = ['contact.created'],
  { preset = 'standard', locale = 'fr' }: { preset?: 'standard' | 'slack'; locale?: string } = {},
) {
  const created = await createWebhookEndpoint(
    db,
    admin,
    { url: `http://127.0.0.1:${receiver.port}${path}`, events, preset },
    { appSecret, deployed: false, allowList: parseAllowList(undefined), locale },
  );
  if (!created.ok) throw new Error('endpoint refused');
  return created;
}

function worker(clock: TestClock, identity = `${hostname()}:${process.pid}:tests`) {
  return new WebhookWorker({
    db,
    allowList: parseAllowList('127.0.0.1'),
    deployed: false,
    appSecret: async () => appSecret,
    clock: clock.read,
    identity,
    log: quiet,
  });
}

async function queueEvents(count: number, now: Date) {
  for (let index = 0; index < count; index++)
    await db
      .transaction()
      .execute((trx) => enqueueWebhookEvent(trx, 'contact.created', { index }, now));
}

const deliveries = () => db.selectFrom('webhook_delivery').selectAll().execute();

describe('delivery', () => {
  it('reaches an endpoint that was down once it is back, every event exactly once', async () => {
    const clock = new TestClock(new Date());
    await addEndpoint('/down');
    await queueEvents(3, clock.now);
    const deliverer = worker(clock);

    receiver.answer = 503;
    expect(await deliverer.runOnce()).toEqual({ delivered: 0, retried: 3, failed: 0 });
    clock.advance(60_000);
    expect(await deliverer.runOnce()).toEqual({ delivered: 0, retried: 3, failed: 0 });
    const triedWhileDown = new Set(receiver.ids('/down'));

    receiver.answer = 200;
    clock.advance(60 * 60_000);
    expect(await deliverer.runOnce()).toEqual({ delivered: 3, retried: 0, failed: 0 });
    clock.advance(24 * 60 * 60_000);
    expect(await deliverer.runOnce()).toEqual({ delivered: 0, retried: 0, failed: 0 });

    const accepted = receiver.ids('/down').slice(-3);
    expect(new Set(accepted).size).toBe(3);
    // The same webhook-id on every attempt: what was tried while down is what was accepted.
    expect(new Set(accepted)).toEqual(triedWhileDown);
    expect(receiver.received).toHaveLength(9);
    const rows = await deliveries();
    expect(rows.map((row) => [row.status, Number(row.attempts), row.response_status])).toEqual(
      Array.from({ length: 3 }, () => ['delivered', 3, 200]),
    );
    const endpoint = await db.selectFrom('webhook_endpoint').selectAll().executeTakeFirstOrThrow();
    expect(endpoint.failing_since).toBeNull();
  });

  it('switches off an endpoint that answers 500 for its whole window and mails the admins', async () => {
    const start = new Date();
    const clock = new TestClock(start);
    const { id } = await addEndpoint('/broken');
    await queueEvents(1, clock.now);
    receiver.answer = 500;
    const deliverer = worker(clock);
    let rounds = 0;
    for (;;) {
      await deliverer.runOnce();
      rounds++;
      const [row] = await deliveries();
      if (row!.status === 'failed' || rounds > 100) break;
      clock.now = new Date(row!.next_attempt_at);
    }
    const [row] = await deliveries();
    expect(row!.status).toBe('failed');
    expect(row!.response_status).toBe(500);
    expect(clock.now.getTime() - start.getTime()).toBe(24 * 60 * 60_000);
    // Back-off: about 30 tries over 24 h, not one a second.
    expect(rounds).toBeGreaterThan(20);
    expect(rounds).toBeLessThan(40);
    const endpoint = await db
      .selectFrom('webhook_endpoint')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(Number(endpoint.enabled)).toBe(0);
    expect(endpoint.switched_off_at).toBe(clock.now.toISOString());
    const mails = await db.selectFrom('outbox').selectAll().execute();
    expect(mails.map((mail) => [mail.kind, mail.recipient])).toEqual([
      ['webhook-switched-off', admin.email],
    ]);
    expect(mails[0]!.text_body).toContain(`127.0.0.1:${receiver.port}`);
    expect(mails[0]!.text_body).not.toContain('/broken');

    // Switched off, nothing more is sent; resending the given-up event queues it again.
    const before = receiver.received.length;
    clock.advance(60 * 60_000);
    await queueEvents(1, clock.now);
    await deliverer.runOnce();
    expect(receiver.received).toHaveLength(before);
    expect(await resendWebhookDelivery(db, admin, row!.id, clock.now)).toBe('done');
    const [resent] = await listWebhookDeliveries(db, id);
    expect(resent!.status).toBe('pending');
  });

  it('delivers once when two workers race for the same deliveries', async () => {
    const clock = new TestClock(new Date());
    await addEndpoint('/race');
    await queueEvents(10, clock.now);
    // No answer until both workers' two senders each hold a delivery: the workers are racing.
    receiver.holdUntil = 4;
    // Other hosts' names: neither takes the other's claims back as a dead worker's.
    const first = worker(clock, 'racer-a:1:x');
    const second = worker(clock, 'racer-b:1:y');
    const [a, b] = await Promise.all([first.runOnce(), second.runOnce()]);
    expect(a.delivered + b.delivered).toBe(10);
    const ids = receiver.ids('/race');
    expect(ids).toHaveLength(10);
    expect(new Set(ids).size).toBe(10);
  });

  it('takes back at once the claim of a worker that no longer runs', async () => {
    const clock = new TestClock(new Date());
    await addEndpoint('/crash');
    await queueEvents(1, clock.now);
    // A worker of this machine whose process is gone (no such pid) claimed it and died.
    const claimed = await claimNextDelivery(db, clock.now, `${hostname()}:99999999:dead`);
    expect(claimed?.status).toBe('sending');
    // Well within the claim's lease: only the dead-claim recovery can free it.
    expect(await worker(clock).runOnce()).toEqual({ delivered: 1, retried: 0, failed: 0 });
    expect(receiver.ids('/crash')).toEqual([claimed!.webhook_id]);
    const [row] = await deliveries();
    expect([row!.status, Number(row!.attempts)]).toEqual(['delivered', 1]);
  });
});

describe('events', () => {
  it('queues contact.created with what a CRM needs, and contact.status_changed', async () => {
    const clock = new TestClock(new Date());
    await addEndpoint('/crm', ['contact.created', 'contact.status_changed']);
    await addEndpoint('/other', ['post.published']);
    const submitted = await submitContact(
      db,
      validContact({ name: 'سلمى بنعلي', email: 'salma@example.ma' }),
      submissionContext(clock.now, '203.0.113.50', 'ar'),
      formOptions(),
    );
    expect(submitted.outcome.status).toBe('accepted');
    await worker(clock).runOnce();
    expect(receiver.ids('/other')).toEqual([]);
    const [created] = receiver.received;
    const payload = JSON.parse(created!.body);
    expect(payload).toMatchObject({
      type: 'contact.created',
      version: 1,
      timestamp: clock.now.toISOString(),
      data: {
        name: 'سلمى بنعلي',
        email: 'salma@example.ma',
        company: 'Favre Horlogerie SA',
        service: 'n8n-automation',
        language: 'ar',
        status: 'new',
      },
    });
    expect(payload.data).not.toHaveProperty('ip_hash');
    expect(created!.headers['webhook-signature']).toMatch(/^v1,/);

    clock.advance(1000);
    expect(await setContactStatus(db, admin, payload.data.id, 'handled', clock.now)).toBe(
      'updated',
    );
    await worker(clock).runOnce();
    const changed = JSON.parse(receiver.received.at(-1)!.body);
    expect(changed).toMatchObject({
      type: 'contact.status_changed',
      data: { id: payload.data.id, status: 'handled', previousStatus: 'new' },
    });

    // The delivery log's copies are the person's data: shown (the host only) and erased with it.
    const held = await findPersonalData(db, 'salma@example.ma');
    const sent = held.sections.find((section) => section.kind === 'webhookDeliveries');
    expect(sent?.records.map((record) => [record.values.kind, record.values.status])).toEqual([
      ['contact.status_changed', 'delivered'],
      ['contact.created', 'delivered'],
    ]);
    expect(sent?.records[0]?.values.recipient).toBe(`127.0.0.1:${receiver.port}`);
    const erased = await erasePersonalData(db, admin, 'salma@example.ma', {
      secret: appSecret,
      now: clock.now,
    });
    expect(erased.webhookDeliveries).toBe(2);
    expect(await db.selectFrom('webhook_delivery').select('id').execute()).toEqual([]);
  });
});

describe('the Slack preset', () => {
  it('posts a new lead and a booking as { text } in the language of the admin who added it', async () => {
    const clock = new TestClock(new Date());
    const events = ['contact.created', 'booking.created'];
    await addEndpoint('/slack-fr', events, { preset: 'slack', locale: 'fr' });
    await addEndpoint('/slack-en', events, { preset: 'slack', locale: 'en' });
    const submitted = await submitContact(
      db,
      validContact({ message: 'Bonjour <!channel>,\ndevis & suivi ?' }),
      submissionContext(clock.now, '203.0.113.77', 'en'),
      formOptions(),
    );
    expect(submitted.outcome.status).toBe('accepted');
    const bookingSecret = 'cal-test-secret-0123456789';
    const booking = JSON.stringify(calBookingWebhook({ uid: 'slack-booking' }));
    const booked = await handleBookingWebhook(
      new Request('http://127.0.0.1/api/webhooks/booking', {
        method: 'POST',
        headers: { 'x-cal-signature-256': calSignatureOf(booking, bookingSecret) },
        body: booking,
      }),
      { db, secret: bookingSecret, now: clock.now },
    );
    expect(booked.status).toBe(200);
    expect(await worker(clock).runOnce()).toEqual({ delivered: 4, retried: 0, failed: 0 });

    const texts = (path: string) =>
      receiver.received
        .filter((request) => request.path === path)
        .map((request) => JSON.parse(request.body) as Record<string, unknown>)
        .sort((a, b) => String(a.text).localeCompare(String(b.text)));
    const french = texts('/slack-fr');
    const english = texts('/slack-en');
    // Slack's body only: no field of the standard payload beside the text.
    for (const body of [...french, ...english]) expect(Object.keys(body)).toEqual(['text']);
    expect(french.map((body) => body.text)).toEqual([
      'Nouveau rendez-vous : Léa Favre (lea.favre@example.ch) le 3 déc. 2026, 14:30',
      'Nouvelle demande de contact : Amélie Favre (amelie.favre@example.ch) — n8n-automation\n' +
        '>Bonjour &lt;!channel&gt;,\n>devis &amp; suivi ?',
    ]);
    expect(english.map((body) => body.text)).toEqual([
      'New booking: Léa Favre (lea.favre@example.ch) on 3 Dec 2026, 14:30',
      'New contact request: Amélie Favre (amelie.favre@example.ch) — n8n-automation\n' +
        '>Bonjour &lt;!channel&gt;,\n>devis &amp; suivi ?',
    ]);
    // Nothing else of the lead reaches the channel: phone, company, campaign, answers, ids.
    const said = JSON.stringify([...french, ...english]);
    const contact = await db
      .selectFrom('contact')
      .select('id')
      .where('email', '=', 'amelie.favre@example.ch')
      .executeTakeFirstOrThrow();
    for (const kept of [
      '+41 79 123 45 67',
      'Favre Horlogerie',
      'linkedin',
      'automne',
      '10–50 personnes',
      'Europe/Paris',
      'slack-booking',
      contact.id,
      'version',
      'source',
    ])
      expect(said).not.toContain(kept);
  });
});

describe('secret rotation (decision 083)', () => {
  /** The last request `path` received, as the receiver's Standard Webhooks library reads it. */
  function lastTo(path: string) {
    const request = receiver.received.filter((received) => received.path === path).at(-1)!;
    const headers = request.headers as Record<string, string>;
    const verifiedWith = (secret: string) => {
      try {
        new Webhook(secret).verify(request.body, headers);
        return true;
      } catch {
        return false;
      }
    };
    return { signatures: headers['webhook-signature']!.split(' '), verifiedWith };
  }

  async function deliverOne(clock: TestClock) {
    await queueEvents(1, clock.now);
    expect(await worker(clock).runOnce()).toEqual({ delivered: 1, retried: 0, failed: 0 });
  }

  it('signs with the old and the new secret for 24 h, then with the new one only', async () => {
    // The receiver's library holds a request's timestamp to within 5 minutes of the real time: the
    // rotation is put 24 h less 2 minutes ago, so the delivery inside the overlap (now) and the
    // one just after it (in 2 minutes and a second) are both read as fresh.
    const realNow = Date.now();
    const clock = new TestClock(new Date(realNow - secretOverlapMs + 2 * 60_000));
    const { id, secret: oldSecret } = await addEndpoint('/rotated');
    const rotated = await rotateWebhookSecret(db, admin, id, appSecret, clock.now);
    if (!rotated.ok) throw new Error('not rotated');
    const newSecret = rotated.secret;
    expect(newSecret).toMatch(/^whsec_/);
    expect(newSecret).not.toBe(oldSecret);
    expect(rotated.previousUntil).toBe(
      new Date(clock.now.getTime() + secretOverlapMs).toISOString(),
    );

    // Sealed like the first: neither secret is in the row, both open with the app secret.
    const row = await db
      .selectFrom('webhook_endpoint')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    for (const secret of [oldSecret, newSecret])
      expect(JSON.stringify(row)).not.toContain(secret.slice('whsec_'.length));
    expect(openWebhookSecret(appSecret, row.secret_sealed)).toBe(newSecret);
    expect(openWebhookSecret(appSecret, row.previous_secret_sealed!)).toBe(oldSecret);

    // Audited, without either secret.
    const audit = await db.selectFrom('audit_log').selectAll().execute();
    const rotation = audit.filter((line) => line.action === 'webhook.rotate-secret');
    expect(rotation.map((line) => line.target_id)).toEqual([id]);
    expect(rotation[0]!.summary).toContain(`127.0.0.1:${receiver.port}`);
    for (const secret of [oldSecret, newSecret])
      expect(JSON.stringify(audit)).not.toContain(secret.slice('whsec_'.length));

    // Inside the overlap: two signatures, a receiver holding either secret accepts the request.
    clock.set(new Date(realNow));
    await deliverOne(clock);
    const during = lastTo('/rotated');
    expect(during.signatures).toHaveLength(2);
    expect([during.verifiedWith(oldSecret), during.verifiedWith(newSecret)]).toEqual([true, true]);
    const [shownDuring] = await listWebhookEndpoints(db, clock.now);
    expect(shownDuring!.previous_secret_expires_at).toBe(rotated.previousUntil);

    // From the end of the overlap: the new secret's signature only.
    clock.set(new Date(new Date(rotated.previousUntil).getTime() + 1000));
    await deliverOne(clock);
    const after = lastTo('/rotated');
    expect(after.signatures).toHaveLength(1);
    expect([after.verifiedWith(oldSecret), after.verifiedWith(newSecret)]).toEqual([false, true]);
    const [shownAfter] = await listWebhookEndpoints(db, clock.now);
    expect(shownAfter!.previous_secret_expires_at).toBeNull();
  });

  it('forgets the old secret at the first pass of the worker after the overlap, audited once', async () => {
    const clock = new TestClock(new Date());
    const { id } = await addEndpoint('/forgotten');
    const rotated = await rotateWebhookSecret(db, admin, id, appSecret, clock.now);
    if (!rotated.ok) throw new Error('not rotated');
    const sealed = () =>
      db
        .selectFrom('webhook_endpoint')
        .select(['secret_sealed', 'previous_secret_sealed', 'previous_secret_expires_at'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
    const cleared = async () =>
      (await db.selectFrom('audit_log').selectAll().execute()).filter(
        (line) => line.action === 'webhook.previous-secret-cleared',
      );

    // A pass at the last millisecond of the overlap keeps it: the old secret still signs.
    clock.set(new Date(new Date(rotated.previousUntil).getTime() - 1));
    await worker(clock).runOnce();
    expect((await sealed()).previous_secret_sealed).not.toBeNull();
    expect(await cleared()).toEqual([]);

    // The first pass once it is over clears both columns (no event needs delivering for that).
    clock.set(new Date(rotated.previousUntil));
    const before = await sealed();
    expect(await worker(clock, 'other-host:1:pass').runOnce()).toEqual({
      delivered: 0,
      retried: 0,
      failed: 0,
    });
    expect(await sealed()).toEqual({
      secret_sealed: before.secret_sealed,
      previous_secret_sealed: null,
      previous_secret_expires_at: null,
    });
    const [line, ...more] = await cleared();
    expect(more).toEqual([]);
    expect(line).toMatchObject({
      target_type: 'webhook_endpoint',
      target_id: id,
      actor_email: 'webhook-worker@other-host:1:pass',
      created_at: rotated.previousUntil,
    });
    expect(line!.summary).toContain(`127.0.0.1:${receiver.port}`);

    // Later passes find nothing more to clear, and one secret signs.
    clock.advance(60_000);
    await deliverOne(clock);
    expect(await cleared()).toHaveLength(1);
    expect(lastTo('/forgotten').signatures).toHaveLength(1);
  });

  it('ends the overlap of an earlier rotation: the oldest secret signs no more', async () => {
    const clock = new TestClock(new Date());
    const { id, secret: first } = await addEndpoint('/twice');
    const second = await rotateWebhookSecret(db, admin, id, appSecret, clock.now);
    clock.advance(60_000);
    const third = await rotateWebhookSecret(db, admin, id, appSecret, clock.now);
    if (!second.ok || !third.ok) throw new Error('not rotated');
    clock.advance(60_000);
    await deliverOne(clock);
    const delivered = lastTo('/twice');
    expect(delivered.signatures).toHaveLength(2);
    expect([first, second.secret, third.secret].map(delivered.verifiedWith)).toEqual([
      false,
      true,
      true,
    ]);
    expect(await rotateWebhookSecret(db, admin, 'no-such-endpoint', appSecret)).toEqual({
      ok: false,
      reason: 'not-found',
    });
  });
});
