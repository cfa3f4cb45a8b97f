import { sql, type Kysely } from 'kysely';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { localeInfo, locales } from '@/i18n/locales';
import { loadMessages } from '@/i18n/messages';
import { submitContact } from '@/server/contact/submit-contact.server';
import type { Database } from '@/server/db/schema';
import {
  claimLeaseMs,
  claimNextMail,
  enqueueMails,
  maxAttempts,
} from '@/server/mail/outbox.server';
import {
  clearPipelineTables,
  formOptions,
  outboxRows,
  secondConnection,
  submissionContext,
  TestClock,
  testMail,
  testSender,
  testWorker,
  validContact,
  type TestWorker,
} from '../support/form-fixtures';
import { smtpTransport } from '@/server/mail/transport.server';
import { seedPageSections } from '@/server/page-sections/page-sections.server';
import { mailSectionSeeds } from '@/server/page-sections/mail-section-seeds';
import { seedContactServices } from '@/server/seed/seed.server';
import {
  headerOf,
  startSmtpSink,
  type SinkMessage,
  type SmtpSink,
} from '../../scripts/lib/smtp-sink';
import { createTestDatabase, lane, type TestDatabase } from '../support/test-database';

/**
 * The contact pipeline from submission to delivered mail (issue 4 §2, §3, §5), on a real
 * database and a real SMTP server on loopback. Time only moves when a test moves the clock.
 */

let database: TestDatabase;
let db: Kysely<Database>;
let sink: SmtpSink;
const workers: TestWorker[] = [];
const extraConnections: Kysely<Database>[] = [];

const t0 = new Date('2026-03-02T09:00:00.000Z');

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
  await seedContactServices(db);
  // The acknowledgement's words are the `mail` page's (decision 062).
  await seedPageSections(db, t0.toISOString());
  sink = await startSmtpSink();
});

afterAll(async () => {
  await sink?.stop();
  await database?.destroy();
});

beforeEach(async () => {
  await clearPipelineTables(db);
  sink.failWith(null);
  await sink.restart();
  sink.clear();
});

afterEach(async () => {
  for (const worker of workers.splice(0)) await worker.close();
  for (const connection of extraConnections.splice(0)) await connection.destroy();
});

function worker(clock: TestClock, on = db): TestWorker {
  const created = testWorker(on, sink.url, clock);
  workers.push(created);
  return created;
}

/** Submits a valid request from its own IP and address, so the rate limit stays out of the way. */
async function submitDistinct(index: number, clock: TestClock) {
  return submitContact(
    db,
    validContact({ email: `visitor${index}@example.ch`, name: `Visitor ${index}` }),
    submissionContext(clock.now, `198.51.100.${index + 1}`),
    formOptions(),
  );
}

/** The text body quotes the visitor's message line by line, e-mail style. */
function quoted(message: string): string {
  return message
    .split('\n')
    .map((line) => `> ${line}`)
    .join('\n');
}

function messageIdCounts(messages: SinkMessage[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const { mail } of messages)
    counts.set(String(mail.messageId), (counts.get(String(mail.messageId)) ?? 0) + 1);
  return counts;
}

/** Every outbox row reached the sink exactly once, under its own Message-ID. */
async function expectEachMailDeliveredOnce(expectedCount: number) {
  const rows = await outboxRows(db);
  expect(rows).toHaveLength(expectedCount);
  expect(sink.messages).toHaveLength(expectedCount);
  const counts = messageIdCounts(sink.messages);
  for (const row of rows) {
    expect(counts.get(row.message_id), row.message_id).toBe(1);
    expect(row.status).toBe('sent');
  }
}

describe(`contact submission to delivered mail (${lane})`, () => {
  it('stores one request and queues two mails in one go', async () => {
    const input = validContact();
    const ip = '203.0.113.77';
    const result = await submitContact(db, input, submissionContext(t0, ip, 'ar'), formOptions());

    expect(result.outcome).toEqual({ status: 'accepted' });
    expect(result.mails).toHaveLength(2);
    const rows = await db.selectFrom('contact').selectAll().execute();
    expect(rows).toHaveLength(1);
    const [row] = rows;
    expect(row).toMatchObject({
      name: input.name,
      email: input.email,
      phone: input.phone,
      company: input.company,
      service: input.service,
      message: input.message,
      locale: 'ar',
      status: 'new',
      received_at: t0.toISOString(),
      updated_at: t0.toISOString(),
    });
    expect(row?.ip_hash).toBeTruthy();
    expect(row?.ip_hash).not.toContain(ip);

    const queued = await outboxRows(db);
    expect(queued.map((mail) => mail.kind).sort()).toEqual([
      'contact-acknowledgement',
      'contact-notification',
    ]);
    for (const mail of queued) {
      expect(mail).toMatchObject({ status: 'pending', attempts: 0, contact_id: row?.id });
      expect(mail.message_id).toMatch(/^<[0-9a-f-]{36}@automatia\.test>$/);
    }
  });

  it('stores the same message from the same address once within ten minutes, even sent twice at once', async () => {
    const input = validContact();
    const context = submissionContext(t0, '203.0.113.78', 'fr');
    const twice = await Promise.all([
      submitContact(db, input, context, formOptions()),
      submitContact(db, input, context, formOptions()),
    ]);
    // Both senders are told it arrived; one request, two mails.
    expect(twice.map((result) => result.outcome)).toEqual([
      { status: 'accepted' },
      { status: 'accepted' },
    ]);
    expect(twice.flatMap((result) => result.mails)).toHaveLength(2);
    const later = new Date(t0.getTime() + 9 * 60_000);
    await submitContact(db, input, submissionContext(later, '203.0.113.78', 'fr'), formOptions());
    expect(await db.selectFrom('contact').select('id').execute()).toHaveLength(1);
    // Another message, or the same one after the window, is a new request.
    await submitContact(
      db,
      { ...input, message: `${input.message} (bis)` },
      context,
      formOptions(),
    );
    const afterWindow = new Date(t0.getTime() + 11 * 60_000);
    await submitContact(
      db,
      input,
      submissionContext(afterWindow, '203.0.113.78', 'fr'),
      formOptions(),
    );
    expect(await db.selectFrom('contact').select('id').execute()).toHaveLength(3);
    expect(await outboxRows(db)).toHaveLength(6);
  });

  it('stores optional fields left empty as null', async () => {
    await submitContact(
      db,
      validContact({ phone: '', company: undefined }),
      submissionContext(t0),
      formOptions(),
    );
    const row = await db.selectFrom('contact').selectAll().executeTakeFirstOrThrow();
    expect(row.phone).toBeNull();
    expect(row.company).toBeNull();
  });

  it('delivers exactly two mails: the agency notification and the visitor acknowledgement', async () => {
    const clock = new TestClock(t0);
    const input = validContact({ email: 'nadia@example.ma', name: 'Nadia Benali' });
    await submitContact(db, input, submissionContext(t0, '203.0.113.5', 'ar'), formOptions());

    const result = await worker(clock).drain();
    expect(result).toEqual({ sent: 2, retried: 0, failed: 0, deferred: 0 });
    expect(sink.messages).toHaveLength(2);

    const rows = await outboxRows(db);
    const notificationRow = rows.find((row) => row.kind === 'contact-notification');
    const acknowledgementRow = rows.find((row) => row.kind === 'contact-acknowledgement');
    const notification = sink.messages.find((m) => m.recipients.includes(testMail.contactTo));
    const acknowledgement = sink.messages.find((m) => m.recipients.includes(input.email));

    // The agency's copy: to the inbox, in French, answering goes to the visitor.
    expect(notification?.recipients).toEqual([testMail.contactTo]);
    expect(notification?.mail.replyTo?.[0]).toMatchObject({ address: input.email });
    expect(notification?.mail.from).toMatchObject({ address: 'site@automatia.test' });
    expect(headerOf(notification!.mail, 'Content-Language')).toBe('fr');
    expect(notification?.mail.html).toContain('<html lang="fr" dir="ltr">');
    expect(notification?.mail.subject).toContain(input.name);
    expect(notification?.mail.text).toContain(quoted(input.message));
    expect(notification?.mail.text).toContain(input.phone);
    expect(notification?.mail.messageId).toBe(notificationRow?.message_id);

    // The visitor's copy: in the language of the page they wrote from, right to left.
    expect(acknowledgement?.recipients).toEqual([input.email]);
    expect(acknowledgement?.mail.subject).toBe(mailSectionSeeds.ar.contactAcknowledgement.subject);
    expect(acknowledgement?.mail.html).toContain('<html lang="ar" dir="rtl">');
    expect(headerOf(acknowledgement!.mail, 'Content-Language')).toBe('ar');
    expect(headerOf(acknowledgement!.mail, 'Auto-Submitted')).toBe('auto-replied');
    // It echoes nothing typed but the first name: not the message, the company or the phone.
    for (const part of [...input.message.split('\n'), input.company!, input.phone!])
      expect(`${acknowledgement?.mail.text}${acknowledgement?.mail.html}`).not.toContain(part);
    expect(acknowledgement?.mail.text).toContain(input.name.split(' ')[0]);
    expect(acknowledgement?.mail.messageId).toBe(acknowledgementRow?.message_id);

    for (const row of await outboxRows(db)) {
      expect(row).toMatchObject({
        status: 'sent',
        sent_at: t0.toISOString(),
        attempts: 1,
        locked_until: null,
        last_error: null,
      });
    }
  });

  it('acknowledges in each of the four languages; the agency always reads French', async () => {
    const clock = new TestClock(t0);
    for (const [index, locale] of locales.entries()) {
      await submitContact(
        db,
        validContact({ email: `lang-${locale}@example.ch` }),
        submissionContext(t0, `192.0.2.${index + 1}`, locale),
        formOptions(),
      );
    }
    await worker(clock).drain();
    expect(sink.messages).toHaveLength(locales.length * 2);
    const fr = await loadMessages('fr');
    for (const locale of locales) {
      const { tag, dir } = localeInfo[locale];
      const acknowledgement = sink.messages.find((m) =>
        m.recipients.includes(`lang-${locale}@example.ch`),
      );
      expect(acknowledgement?.mail.subject, locale).toBe(
        mailSectionSeeds[locale].contactAcknowledgement.subject,
      );
      expect(acknowledgement?.mail.html, locale).toContain(`<html lang="${tag}" dir="${dir}">`);
      expect(headerOf(acknowledgement!.mail, 'Content-Language')?.toLowerCase(), locale).toBe(
        tag.toLowerCase(),
      );
    }
    const notifications = sink.messages.filter((m) => m.recipients.includes(testMail.contactTo));
    expect(notifications).toHaveLength(locales.length);
    for (const { mail } of notifications) {
      expect(mail.html).toContain('<html lang="fr" dir="ltr">');
      expect(mail.text).toContain(fr.mail.contactNotification.intro);
    }
  });

  it('stores script payloads verbatim and delivers them escaped in HTML, verbatim in text', async () => {
    const clock = new TestClock(t0);
    const name = '<script>alert(1)</script>';
    const message = `"><img src=x onerror=alert(1)>\n<script>alert(1)</script> & 'quotes'`;
    const company = `"><img src=x onerror=alert(1)>`;
    await submitContact(
      db,
      validContact({ name, message, company }),
      submissionContext(t0, '203.0.113.66', 'en'),
      formOptions(),
    );

    const row = await db.selectFrom('contact').selectAll().executeTakeFirstOrThrow();
    expect(row.name).toBe(name);
    expect(row.message).toBe(message);
    expect(row.company).toBe(company);

    await worker(clock).drain();
    expect(sink.messages).toHaveLength(2);
    for (const { mail } of sink.messages) {
      const html = mail.html ?? '';
      // The templates use neither tag: any of them would come from the visitor.
      expect(html).not.toMatch(/<script/i);
      expect(html).not.toMatch(/<img/i);
      expect(html).not.toContain('onerror=alert(1)>');
    }
    const notification = sink.messages.find((m) => m.recipients.includes(testMail.contactTo));
    const notificationHtml = notification?.mail.html ?? '';
    expect(notificationHtml).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(notificationHtml).toContain('&quot;&gt;&lt;img src=x onerror=alert(1)&gt;');
    expect(notification?.mail.text).toContain(quoted(message));
    // The visitor's copy greets anonymously: the name is no name, and nothing typed is echoed.
    const acknowledgement = sink.messages.find((m) => m.recipients.includes(validContact().email));
    expect(acknowledgement?.mail.text).not.toContain('alert(1)');
    expect(notification?.mail.text).toContain(`${company}`);
    expect(notification?.mail.text).toContain(name);
    expect(notification?.mail.subject).toContain(name);
    // A quote in the display name cannot break the Reply-To header out of its address.
    expect(notification?.mail.replyTo?.[0]).toMatchObject({ address: validContact().email });
  });

  it('a display name cannot add addresses to the Reply-To header', async () => {
    const clock = new TestClock(t0);
    const names = [
      'Eve <eve@evil.example>, x',
      'Eve\\" <eve@evil.example>',
      'a, eve@evil.example',
      'Eve (note) <eve@evil.example>;',
      '=?utf-8?B?PGV2ZUBldmlsLmV4YW1wbGU+?=',
    ];
    for (const [index, name] of names.entries()) {
      await submitContact(
        db,
        validContact({ name, email: `reply-${index}@example.ch` }),
        submissionContext(t0, `192.0.2.${index + 10}`),
        formOptions(),
      );
    }
    await worker(clock).drain();
    const notifications = sink.messages.filter((m) => m.recipients.includes(testMail.contactTo));
    expect(notifications).toHaveLength(names.length);
    for (const { mail } of notifications) {
      expect(mail.replyTo).toHaveLength(1);
      expect(mail.replyTo?.[0]?.address).toMatch(/^reply-\d@example\.ch$/);
    }
  });
});

describe(`delivery while the mail server is down or refusing (${lane})`, () => {
  it('a server that cannot be reached costs no attempt: after any outage every mail goes out at the first look', async () => {
    const clock = new TestClock(t0);
    await sink.stop();
    for (let index = 0; index < 3; index++) await submitDistinct(index, clock);
    const queued = await outboxRows(db);
    const { drain, log } = worker(clock);

    // Each sender tries once, gives its mail back and waits for the next look.
    const firstRound = await drain();
    expect(firstRound).toMatchObject({ sent: 0, retried: 0, failed: 0 });
    expect(firstRound.deferred).toBeGreaterThan(0);
    for (const row of await outboxRows(db)) {
      const before = queued.find((mail) => mail.id === row.id);
      expect(row).toMatchObject({
        status: 'pending',
        attempts: 0,
        locked_until: null,
        next_attempt_at: before?.next_attempt_at,
      });
    }
    // The senders that had claimed a mail before one of them found the server gone gave theirs
    // back (a mail given back as another sender was claiming may have been tried twice); the
    // others claimed nothing more this round.
    const tried = (await outboxRows(db)).filter((row) => row.last_error !== null);
    expect(tried.length).toBeGreaterThan(0);
    expect(tried.length).toBeLessThanOrEqual(firstRound.deferred);
    expect(firstRound.deferred).toBeLessThanOrEqual(4); // the form lane's senders
    for (const row of tried) expect(row.last_error).toMatch(/ECONNREFUSED/);

    // A month of looks at a dead server gives nothing up.
    for (let look = 0; look < 20; look++) {
      clock.advance(36 * 3_600_000);
      expect(await drain()).toMatchObject({ sent: 0, retried: 0, failed: 0 });
    }
    expect((await outboxRows(db)).every((row) => row.attempts === 0)).toBe(true);

    await sink.restart();
    expect(await drain()).toEqual({ sent: 6, retried: 0, failed: 0, deferred: 0 });
    await expectEachMailDeliveredOnce(6);
    for (const row of await outboxRows(db))
      expect(row).toMatchObject({ attempts: 1, last_error: null });
    // The log says it once when the server goes, once when it is back.
    const events = log.map((line) => (JSON.parse(line) as { event: string }).event);
    expect(events.filter((event) => event === 'mail.server-unreachable')).toHaveLength(1);
    expect(events.filter((event) => event === 'mail.server-back')).toHaveLength(1);
  });

  const failures = [
    { label: 'answering 451', apply: async () => sink.failWith(451), error: /451/ },
    { label: 'answering 550', apply: async () => sink.failWith(550), error: /550/ },
    {
      label: 'answering 451 after DATA',
      apply: async () => sink.failWith(451, 'data'),
      error: /451/,
    },
  ];

  for (const failure of failures) {
    it(`keeps every request and delivers each mail once after recovery (server ${failure.label})`, async () => {
      const clock = new TestClock(t0);
      await failure.apply();
      for (let index = 0; index < 3; index++) {
        const result = await submitDistinct(index, clock);
        expect(result.outcome).toEqual({ status: 'accepted' });
      }
      expect(await db.selectFrom('contact').select('id').execute()).toHaveLength(3);

      const { drain } = worker(clock);
      const firstRound = await drain();
      expect(firstRound).toEqual({ sent: 0, retried: 6, failed: 0, deferred: 0 });
      expect(sink.messages).toHaveLength(0);
      for (const row of await outboxRows(db)) {
        expect(row.status).toBe('pending');
        expect(row.attempts).toBe(1);
        expect(row.last_error).toMatch(failure.error);
        expect(row.locked_until).toBeNull();
        expect(row.next_attempt_at).toBe(new Date(t0.getTime() + 30_000).toISOString());
      }

      // Still failing at the next attempt: the wait doubles.
      clock.advance(30_000);
      expect(await drain()).toEqual({ sent: 0, retried: 6, failed: 0, deferred: 0 });
      for (const row of await outboxRows(db)) {
        expect(row.attempts).toBe(2);
        expect(row.next_attempt_at).toBe(new Date(clock.now.getTime() + 60_000).toISOString());
      }

      // Back up: nothing moves before the retry time, then each mail goes out once.
      sink.failWith(null);
      await sink.restart();
      clock.advance(59_999);
      expect(await drain()).toEqual({ sent: 0, retried: 0, failed: 0, deferred: 0 });
      clock.advance(1);
      expect(await drain()).toEqual({ sent: 6, retried: 0, failed: 0, deferred: 0 });
      await expectEachMailDeliveredOnce(6);
      for (const row of await outboxRows(db)) {
        expect(row).toMatchObject({ attempts: 3, sent_at: clock.now.toISOString() });
        expect(row.last_error).toBeNull();
      }
      // Another round sends nothing again.
      clock.advance(24 * 3_600_000);
      expect(await drain()).toEqual({ sent: 0, retried: 0, failed: 0, deferred: 0 });
      expect(sink.messages).toHaveLength(6);
    });
  }

  it(`gives a mail up as failed after ${maxAttempts} attempts`, async () => {
    const clock = new TestClock(t0);
    sink.failWith(451);
    await submitDistinct(0, clock);
    const { drain } = worker(clock);
    for (let attempt = 1; attempt <= maxAttempts; attempt++) {
      const result = await drain();
      const last = attempt === maxAttempts;
      expect(result, `attempt ${attempt}`).toEqual({
        sent: 0,
        retried: last ? 0 : 2,
        failed: last ? 2 : 0,
        deferred: 0,
      });
      const rows = await outboxRows(db);
      for (const row of rows) {
        expect(row.attempts).toBe(attempt);
        expect(row.status).toBe(last ? 'failed' : 'pending');
      }
      const due = Math.max(...rows.map((row) => Date.parse(row.next_attempt_at)));
      clock.set(new Date(due));
    }
    // Given up for good: a healthy server later receives nothing.
    sink.failWith(null);
    clock.advance(7 * 24 * 3_600_000);
    expect(await drain()).toEqual({ sent: 0, retried: 0, failed: 0, deferred: 0 });
    expect(sink.messages).toHaveLength(0);
    const rows = await outboxRows(db);
    expect(rows.every((row) => row.status === 'failed' && row.last_error?.includes('451'))).toBe(
      true,
    );
  });
});

describe(`mail lanes (${lane})`, () => {
  /** Queues `count` mails of `kind` to addresses made by `to`, due now. */
  async function queue(kind: string, count: number, to: (index: number) => string, now: Date) {
    const mails = Array.from({ length: count }, (_, index) => ({
      kind,
      to: to(index),
      locale: 'fr' as const,
      subject: `${kind} ${index}`,
      text: 'Bonjour',
      html: '<p>Bonjour</p>',
    }));
    return enqueueMails(db, mails, 'lanes.test', now);
  }

  it('a password reset goes out while a flood of form mail is stuck at the mail server', async () => {
    const clock = new TestClock(t0);
    await queue('contact-notification', 40, (index) => `flood${index}@example.ch`, t0);
    const [reset] = await queue('password-reset', 1, () => 'admin@example.ch', t0);
    // The server takes no form mail for now: every form sender is stuck at its first mail.
    const releaseFlood = sink.holdRecipients((address) => address.startsWith('flood'));
    const { worker: running } = worker(clock);
    const round = running.runOnce();
    const [delivered] = await sink.waitFor(1, 30_000);
    expect(delivered!.mail.messageId).toBe(reset!.message_id);
    expect(sink.messages).toHaveLength(1);
    releaseFlood();
    expect(await round).toEqual({ sent: 41, retried: 0, failed: 0, deferred: 0 });
  });

  it('a lane held up by the mail server keeps none of the connections another lane needs', async () => {
    const flood = await queue('contact-notification', 6, (index) => `flood${index}@example.ch`, t0);
    const [reset] = await queue('password-reset', 1, () => 'admin@example.ch', t0);
    const releaseFlood = sink.holdRecipients((address) => address.startsWith('flood'));
    const transport = smtpTransport(sink.url, testSender, { requireTls: false });
    try {
      const stuck = flood.map((mail) => transport.send(mail));
      // Every connection the form lane may open is held up by the server.
      await expect.poll(() => sink.heldRecipients()).toBe(4);
      await transport.send(reset!);
      expect(sink.messages.map((message) => message.mail.messageId)).toEqual([reset!.message_id]);
      releaseFlood();
      await Promise.all(stuck);
      expect(sink.messages).toHaveLength(7);
    } finally {
      releaseFlood();
      transport.close();
    }
  });

  it('one refused recipient does not stop its lane: the mails after it still go out', async () => {
    const clock = new TestClock(t0);
    sink.refuseRecipient('no-such-person@example.ch');
    // First in line, for the lane's one sender.
    const earlier = new Date(t0.getTime() - 1000);
    await queue('contact-acknowledgement', 1, () => 'no-such-person@example.ch', earlier);
    await queue('contact-acknowledgement', 3, (index) => `visitor${index}@example.ch`, t0);
    const oneSender = testWorker(db, sink.url, clock, 1);
    workers.push(oneSender);
    const { worker: running, log } = oneSender;
    expect(await running.runOnce()).toEqual({ sent: 3, retried: 1, failed: 0, deferred: 0 });
    const refused = (await outboxRows(db)).find((row) => row.status === 'pending');
    expect(refused).toMatchObject({ recipient: 'no-such-person@example.ch', attempts: 1 });
    expect(refused?.last_error).toMatch(/550/);
    // The log names the mail and the domain, never the person.
    const failures = log
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((entry) => entry.event === 'mail.send-failed');
    expect(failures).toEqual([
      expect.objectContaining({
        level: 'warn',
        mailId: refused?.id,
        to: '…@example.ch',
        attempt: 1,
        outcome: 'retry',
      }),
    ]);
    expect(log.join('\n')).not.toContain('no-such-person');
  });

  it('files reset links in the authentication lane and everything else in the form lane', async () => {
    await queue('password-reset', 1, () => 'staff@example.ch', t0);
    await queue('contact-notification', 1, () => 'agency@example.ch', t0);
    const lanes = await db.selectFrom('outbox').select(['kind', 'lane']).orderBy('kind').execute();
    expect(lanes).toEqual([
      { kind: 'contact-notification', lane: 'form' },
      { kind: 'password-reset', lane: 'auth' },
    ]);
  });
});

describe(`several workers and crashes (${lane})`, () => {
  it('two workers racing on one outbox deliver each mail exactly once', async () => {
    const clock = new TestClock(t0);
    const requests = 12;
    for (let index = 0; index < requests; index++) await submitDistinct(index, clock);

    const other = await secondConnection(database);
    extraConnections.push(other);
    const first = worker(clock);
    const second = worker(clock, other);
    const [a, b] = await Promise.all([first.drain(), second.drain()]);
    // A lane that loses a race may stop early; whatever is left is drained by a last round.
    const rest = await first.drain();

    expect(a.sent + b.sent + rest.sent).toBe(requests * 2);
    expect(a.retried + b.retried + a.failed + b.failed).toBe(0);
    await expectEachMailDeliveredOnce(requests * 2);
    for (const row of await outboxRows(db)) expect(row.attempts).toBe(1);
  });

  it('senders claiming at the same moment each take a different mail, and none comes back empty', async () => {
    const clock = new TestClock(t0);
    for (let index = 0; index < 4; index++) await submitDistinct(index, clock);
    const others = await Promise.all([1, 2, 3].map(() => secondConnection(database)));
    extraConnections.push(...others);
    // Connected beforehand, so that the claims reach the database together.
    for (const other of others) await sql`select 1`.execute(other);
    const claimed = await Promise.all(
      [db, ...others].map((connection) => claimNextMail(connection, 'form', t0)),
    );
    expect(claimed.every((mail) => mail !== undefined)).toBe(true);
    expect(new Set(claimed.map((mail) => mail?.id)).size).toBe(4);
  });

  it('a mail left "sending" by a crashed worker is sent again, with the same Message-ID, once its lease ends', async () => {
    const clock = new TestClock(t0);
    await submitDistinct(0, clock);
    // A worker claims a mail and dies before sending it or recording anything.
    const abandoned = await claimNextMail(db, 'form', t0);
    expect(abandoned).toMatchObject({ status: 'sending', attempts: 1 });
    const lease = new Date(t0.getTime() + claimLeaseMs).toISOString();
    expect(abandoned?.locked_until).toBe(lease);

    // While the lease runs, another worker leaves it alone and sends the other mail.
    clock.set(new Date(t0.getTime() + claimLeaseMs - 1));
    const { drain } = worker(clock);
    expect(await drain()).toEqual({ sent: 1, retried: 0, failed: 0, deferred: 0 });
    expect(sink.withMessageId(abandoned!.message_id)).toHaveLength(0);
    const untouched = await db
      .selectFrom('outbox')
      .selectAll()
      .where('id', '=', abandoned!.id)
      .executeTakeFirstOrThrow();
    expect(untouched).toMatchObject({ status: 'sending', attempts: 1, locked_until: lease });

    // Once it has expired, the mail is claimed again and sent under its original Message-ID.
    clock.set(new Date(t0.getTime() + claimLeaseMs + 1));
    expect(await drain()).toEqual({ sent: 1, retried: 0, failed: 0, deferred: 0 });
    expect(sink.withMessageId(abandoned!.message_id)).toHaveLength(1);
    const recovered = await db
      .selectFrom('outbox')
      .selectAll()
      .where('id', '=', abandoned!.id)
      .executeTakeFirstOrThrow();
    expect(recovered).toMatchObject({
      status: 'sent',
      attempts: 2,
      message_id: abandoned!.message_id,
    });
    await expectEachMailDeliveredOnce(2);
  });
});

describe(`spam protection (${lane})`, () => {
  it('a filled honeypot is answered as accepted, kept as spam and never mailed', async () => {
    const clock = new TestClock(t0);
    const result = await submitContact(
      db,
      { ...validContact(), website: 'https://cheap-pills.example' },
      submissionContext(t0),
      formOptions(),
    );
    expect(result).toEqual({ outcome: { status: 'accepted' }, mails: [] });
    const rows = await db.selectFrom('contact').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.status).toBe('spam');
    expect(await outboxRows(db)).toHaveLength(0);
    expect(await worker(clock).drain()).toEqual({ sent: 0, retried: 0, failed: 0, deferred: 0 });
    expect(sink.messages).toHaveLength(0);
  });

  it('a filled honeypot with invalid fields is answered as accepted and stores nothing', async () => {
    const result = await submitContact(
      db,
      { name: '', email: 'nope', website: 'x' },
      submissionContext(t0),
      formOptions(),
    );
    expect(result).toEqual({ outcome: { status: 'accepted' }, mails: [] });
    expect(await db.selectFrom('contact').select('id').execute()).toHaveLength(0);
    expect(await outboxRows(db)).toHaveLength(0);
  });

  it('an invalid request is refused with field keys and stores nothing', async () => {
    const result = await submitContact(
      db,
      validContact({ name: ' ', email: 'not-an-address', service: 'SEO audit' }),
      submissionContext(t0),
      formOptions(),
    );
    expect(result).toEqual({
      outcome: {
        status: 'invalid',
        errors: { name: 'nameRequired', email: 'emailInvalid', service: 'serviceInvalid' },
      },
      mails: [],
    });
    expect(await db.selectFrom('contact').select('id').execute()).toHaveLength(0);
    expect(await db.selectFrom('rate_limit_hit').select('id').execute()).toHaveLength(0);
  });

  it('refuses the 6th request from one IP within 10 minutes and stores nothing for it', async () => {
    const ip = '203.0.113.200';
    for (let index = 0; index < 5; index++) {
      const result = await submitContact(
        db,
        validContact({ email: `ip-limit-${index}@example.ch` }),
        submissionContext(new Date(t0.getTime() + index * 1000), ip),
        formOptions(),
      );
      expect(result.outcome, `request ${index + 1}`).toEqual({ status: 'accepted' });
    }
    const refused = await submitContact(
      db,
      validContact({ email: 'ip-limit-6@example.ch' }),
      submissionContext(new Date(t0.getTime() + 5000), ip),
      formOptions(),
    );
    expect(refused).toEqual({ outcome: { status: 'rate-limited' }, mails: [] });
    expect(await db.selectFrom('contact').select('id').execute()).toHaveLength(5);
    expect(await outboxRows(db)).toHaveLength(10);

    // Another client is not affected.
    const other = await submitContact(
      db,
      validContact({ email: 'someone-else@example.ch' }),
      submissionContext(new Date(t0.getTime() + 6000), '203.0.113.201'),
      formOptions(),
    );
    expect(other.outcome).toEqual({ status: 'accepted' });
  });

  it('limits an IPv6 client by its /64, whichever of its addresses it writes from', async () => {
    for (let index = 0; index < 5; index++) {
      const result = await submitContact(
        db,
        validContact({ email: `v6-${index}@example.ch` }),
        submissionContext(t0, `2001:db8:5:6::${index + 1}`),
        formOptions(),
      );
      expect(result.outcome).toEqual({ status: 'accepted' });
    }
    const refused = await submitContact(
      db,
      validContact({ email: 'v6-last@example.ch' }),
      submissionContext(t0, '2001:db8:5:6:ffff::1'),
      formOptions(),
    );
    expect(refused.outcome).toEqual({ status: 'rate-limited' });
  });

  it('limits one e-mail address across IPs (any letter case)', async () => {
    for (let index = 0; index < 5; index++) {
      const result = await submitContact(
        db,
        validContact({
          email: index % 2 ? 'Same.Person@Example.ch' : 'same.person@example.ch',
          // Five different requests (the same one twice would be stored once).
          message: `Demande numéro ${index + 1}.`,
        }),
        submissionContext(t0, `198.51.100.${index + 1}`),
        formOptions(),
      );
      expect(result.outcome).toEqual({ status: 'accepted' });
    }
    const refused = await submitContact(
      db,
      validContact({ email: 'same.person@example.ch' }),
      submissionContext(t0, '198.51.100.99'),
      formOptions(),
    );
    expect(refused.outcome).toEqual({ status: 'rate-limited' });
    expect(await db.selectFrom('contact').select('id').execute()).toHaveLength(5);
  });

  it('lets the client in again once the window has passed; refused attempts do not extend the block', async () => {
    const ip = '203.0.113.150';
    const minute = 60_000;
    const submitAt = (minutes: number, index: number) =>
      submitContact(
        db,
        validContact({ email: `window-${index}@example.ch` }),
        submissionContext(new Date(t0.getTime() + minutes * minute), ip),
        formOptions(),
      );
    for (let index = 0; index < 5; index++) {
      expect((await submitAt(index, index)).outcome).toEqual({ status: 'accepted' });
    }
    // Refused over and over while blocked.
    for (const [index, minutes] of [5, 7, 9.9].entries()) {
      expect((await submitAt(minutes, 10 + index)).outcome).toEqual({ status: 'rate-limited' });
    }
    // Ten minutes after the first request it has left the window: one place is free again.
    expect((await submitAt(10.01, 20)).outcome).toEqual({ status: 'accepted' });
    expect((await submitAt(10.02, 21)).outcome).toEqual({ status: 'rate-limited' });
    expect(await db.selectFrom('contact').select('id').execute()).toHaveLength(6);
  });
});
