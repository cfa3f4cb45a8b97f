// Newsletter campaigns (issue 15 §2, §4): sending to every confirmed subscriber once, in their
// language, through the outbox's campaign lane, against a real SMTP server on loopback and a
// real database (both lanes). The crash of a sending process is in newsletter-campaign-crash.
import { hostname } from 'node:os';
import { sql, type Kysely } from 'kysely';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { localeInfo } from '@/i18n/locales';
import {
  cancelCampaign,
  campaignFromPost,
  campaignLeavers,
  deleteCampaign,
  failedCampaignMails,
  getCampaign,
  listCampaignVersions,
  listCampaigns,
  queueCampaignTest,
  restoreCampaignVersion,
  retryFailedMails,
  saveCampaign,
  scheduleCampaign,
  sendCampaignNow,
} from '@/server/newsletter/campaign-admin.server';
import { createPostFromModal } from '@/server/blog/post-admin.server';
import type { Database } from '@/server/db/schema';
import { paceIntervalMs, takeSlot } from '@/server/mail/mail-pace.server';
import { claimNextMail, enqueueMails, releaseDeadClaims } from '@/server/mail/outbox.server';
import { workerIdentity } from '@/server/mail/outbox-worker.server';
import { advanceCampaigns } from '@/server/newsletter/campaign-sending.server';
import { subscriberByToken, unsubscribe } from '@/server/newsletter/subscription.server';
import { subscriberToken } from '@/server/newsletter/tokens.server';
import { seedPageSections } from '@/server/page-sections/page-sections.server';
import {
  campaignActor,
  campaignOptions,
  insertConfirmedSubscribers,
  textsInEveryLanguage,
  writeCampaign,
} from '../support/campaign-fixtures';
import {
  clearPipelineTables,
  TestClock,
  testMail,
  testSecret,
  testWorker,
  type TestWorker,
} from '../support/form-fixtures';
import {
  headerOf,
  startSmtpSink,
  type SinkMessage,
  type SmtpSink,
} from '../../scripts/lib/smtp-sink';
import { createTestDatabase, lane, type TestDatabase } from '../support/test-database';

let database: TestDatabase;
let db: Kysely<Database>;
let sink: SmtpSink;
const workers: TestWorker[] = [];

const t0 = new Date('2026-05-04T07:00:00.000Z');
const site = testMail.site.siteUrl;

/** The process's shared connection (getDb), which route handlers use. */
const processDb = globalThis as unknown as { siteDb?: Kysely<Database> };

beforeAll(async () => {
  // The one-click endpoint is called as a mail client calls it, in this process: it reads the
  // secret from the settings (read once, first thing) and the database from the process's
  // shared connection, which is this test's database.
  vi.stubEnv('APP_SECRET', testSecret);
  sink = await startSmtpSink();
  database = await createTestDatabase();
  db = database.db;
  processDb.siteDb = db;
  // A letter's frame and its link to an article are the `mail` page's words (decision 062).
  await seedPageSections(db, t0.toISOString());
});

afterAll(async () => {
  processDb.siteDb = undefined;
  vi.unstubAllEnvs();
  await sink?.stop();
  await database?.destroy();
});

beforeEach(async () => {
  await clearPipelineTables(db);
  await db.deleteFrom('audit_log').execute();
  sink.clear();
});

afterEach(async () => {
  for (const worker of workers.splice(0)) await worker.close();
});

/** A worker of the campaign lane only (unpaced unless told), like the server's second one. */
function campaignWorker(clock: TestClock, senders = 4, perMinute?: number): TestWorker {
  const worker = testWorker(db, sink.url, clock, 1, {
    lanes: ['campaign'],
    campaignSenders: senders,
    perMinute,
  });
  workers.push(worker);
  return worker;
}

/**
 * A round of one campaign sender, held by the mail server at the first mail it hands over: the
 * send is under way until `release`.
 */
async function sendingHeld(id: string, clock: TestClock) {
  const release = sink.holdRecipients(() => true);
  const round = campaignWorker(clock, 1).worker.runOnce();
  await expect
    .poll(async () => (await mailsOf(id)).some((mail) => mail.status === 'sending'))
    .toBe(true);
  return { release, round };
}

/** Starts a campaign now and queues its mails, as "Send now" and the next pass do. */
async function sendNow(id: string, clock: TestClock) {
  expect(await sendCampaignNow(db, campaignActor, id, clock.now, campaignOptions)).toBe('done');
  return advanceCampaigns(db, clock.now, campaignOptions);
}

const campaignRow = (id: string) =>
  db.selectFrom('newsletter_campaign').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

const subscriberRow = (email: string) =>
  db
    .selectFrom('newsletter_subscriber')
    .selectAll()
    .where('email', '=', email)
    .executeTakeFirstOrThrow();

const mailsOf = (id: string) =>
  db.selectFrom('outbox').selectAll().where('campaign_id', '=', id).execute();

function received(to: string): SinkMessage[] {
  return sink.messages.filter((message) => message.recipients.includes(to));
}

/** Each received Message-ID with how many times it came. */
function deliveriesById(messages: SinkMessage[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const message of messages) {
    const id = message.mail.messageId ?? '';
    counts.set(id, (counts.get(id) ?? 0) + 1);
  }
  return counts;
}

describe(`a campaign to every confirmed subscriber (${lane})`, () => {
  it('delivers 2 000 mails, each once, in each subscriber’s language, each with a working one-click unsubscribe', async () => {
    const clock = new TestClock(t0);
    const subscribers = await insertConfirmedSubscribers(db, 2000);
    const id = await writeCampaign(db, textsInEveryLanguage('Guide'), {
      image: '/uploads/0123456789abcdef0123456789abcdef.webp',
    });
    const { queued } = await sendNow(id, clock);
    expect(queued).toHaveLength(2000);

    const result = await campaignWorker(clock, 6).drain();
    expect(result).toEqual({ sent: 2000, retried: 0, failed: 0, deferred: 0 });
    expect(sink.messages).toHaveLength(2000);
    const byId = deliveriesById(sink.messages);
    expect(byId.size).toBe(2000);
    expect([...byId.values()].every((count) => count === 1)).toBe(true);

    const byEmail = new Map(sink.messages.map((message) => [message.recipients[0]!, message]));
    expect(byEmail.size).toBe(2000);
    for (const subscriber of subscribers) {
      const message = byEmail.get(subscriber.email)!;
      const { mail } = message;
      expect(mail.messageId).toBe(`<campaign-${id}-${subscriber.id}@automatia.test>`);
      expect(mail.subject).toBe(`Guide ${subscriber.locale}`);
      expect(headerOf(mail, 'content-language')).toBe(subscriber.locale);
      const { tag, dir } = localeInfo[subscriber.locale];
      expect(mail.html).toContain(`<html lang="${tag}" dir="${dir}">`);
      expect(mail.text).toContain(`Texte en ${subscriber.locale}`);
      expect(headerOf(mail, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
      expect(headerOf(mail, 'list-unsubscribe')).toMatch(
        new RegExp(`^<${site}/api/newsletter/unsubscribe\\?token=${subscriber.id}\\.[^>]+>$`),
      );
    }
    const campaign = await campaignRow(id);
    expect(campaign).toMatchObject({
      status: 'sending',
      recipient_count: 2000,
      delivered_count: 2000,
      failed_count: 0,
    });
    expect((await advanceCampaigns(db, clock.now, campaignOptions)).finished).toEqual([id]);
    expect((await campaignRow(id)).status).toBe('sent');

    // One reader per language: the visible link opens the unsubscribe page for their address…
    for (const subscriber of subscribers.slice(0, 4)) {
      const { mail } = byEmail.get(subscriber.email)!;
      const page = mail.text?.match(new RegExp(`${site}/newsletter/unsubscribe\\?\\S+`))?.[0];
      expect(page, subscriber.locale).toBeDefined();
      const pageUrl = new URL(page!);
      expect(pageUrl.searchParams.get('lang')).toBe(
        subscriber.locale === 'fr' ? null : subscriber.locale,
      );
      expect(mail.html).toContain(`href="${pageUrl.toString().replace('&', '&amp;')}"`);
      const named = await subscriberByToken(
        db,
        testSecret,
        'unsubscribe',
        pageUrl.searchParams.get('token')!,
      );
      expect(named?.email).toBe(subscriber.email);

      // …and the header's URL, POSTed as a mail client does (RFC 8058), unsubscribes at once.
      const oneClick = headerOf(mail, 'list-unsubscribe')!.replace(/^<|>$/g, '');
      const { POST } = await import('@/app/api/newsletter/unsubscribe/route');
      const answer = await POST(
        new Request(oneClick, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: 'List-Unsubscribe=One-Click',
        }),
      );
      expect(answer.status).toBe(204);
      expect((await subscriberRow(subscriber.email)).status).toBe('unsubscribed');
    }
    expect((await campaignRow(id)).unsubscribed_count).toBe(4);
    expect((await campaignLeavers(db, id)).map((row) => row.email).sort()).toEqual(
      subscribers
        .slice(0, 4)
        .map((subscriber) => subscriber.email)
        .sort(),
    );
  }, 120_000);

  it('writes what the editor wrote: sanitised HTML and plain text from the Markdown, no pixel, links untouched', async () => {
    const clock = new TestClock(t0);
    const [reader] = await insertConfirmedSubscribers(db, 1, { locale: 'ar' });
    const id = await writeCampaign(db, {
      fr: { subject: 'Guide', body: 'Bonjour' },
      ar: {
        subject: 'دليل الأتمتة',
        preheader: 'ما الجديد هذا الشهر',
        body: '## العنوان\n\nنص مع [رابط](https://example.org/page?ref=a&b=c).\n\n- أولا\n- ثانيا\n\n<script>alert(1)</script><img src="https://tracker.example/p.gif">',
      },
    });
    await sendNow(id, clock);
    await campaignWorker(clock).drain();
    const [message] = received(reader!.email);
    const { html = '', text = '' } = message!.mail;
    expect(message!.mail.subject).toBe('دليل الأتمتة');
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain('ما الجديد هذا الشهر');
    expect(html).toContain('href="https://example.org/page?ref=a&#x26;b=c"');
    expect(html).not.toMatch(/<script|tracker\.example|alert\(1\)/);
    // The only images are the editor's: none here.
    expect(html).not.toContain('<img');
    expect(text).toContain('العنوان');
    expect(text).toContain('رابط (https://example.org/page?ref=a&b=c)');
    expect(text).toContain('- أولا\n- ثانيا');
    // The web version, in the reader's language.
    expect(text).toMatch(new RegExp(`${site}/newsletter/guide\\?lang=ar`));
  });

  it('gives a subscriber whose language is not written the French version', async () => {
    const clock = new TestClock(t0);
    const readers = await insertConfirmedSubscribers(db, 4);
    const id = await writeCampaign(db, {
      fr: { subject: 'Lettre', body: 'Bonjour' },
      ar: { subject: 'رسالة', body: 'مرحبا' },
    });
    await sendNow(id, clock);
    await campaignWorker(clock).drain();
    const subjects = Object.fromEntries(
      readers.map((reader) => [reader.locale, received(reader.email)[0]?.mail.subject]),
    );
    expect(subjects).toEqual({ fr: 'Lettre', en: 'Lettre', ar: 'رسالة', 'ar-ma': 'Lettre' });
  });
});

describe(`while a campaign is being sent (${lane})`, () => {
  it('sends nothing more to an address that unsubscribes during the send', async () => {
    const clock = new TestClock(t0);
    const readers = await insertConfirmedSubscribers(db, 6, { locale: 'fr' });
    const id = await writeCampaign(db, { fr: { subject: 'Lettre', body: 'Bonjour' } });
    await sendNow(id, clock);
    const { release, round } = await sendingHeld(id, clock);
    const inFlight = (await mailsOf(id)).find((mail) => mail.status === 'sending')!;
    const leaving = readers.find((reader) => reader.email !== inFlight.recipient)!;
    expect(
      await unsubscribe(
        db,
        testSecret,
        subscriberToken(testSecret, 'unsubscribe', leaving),
        clock.now,
      ),
    ).toBe('unsubscribed');
    release();
    expect(await round).toEqual({ sent: 5, retried: 0, failed: 0, deferred: 0 });

    expect(received(leaving.email)).toEqual([]);
    expect(sink.messages).toHaveLength(5);
    expect(await campaignRow(id)).toMatchObject({ recipient_count: 5, delivered_count: 5 });
    expect((await mailsOf(id)).map((mail) => mail.recipient)).not.toContain(leaving.email);
    // Finishing does not queue the address again.
    expect((await advanceCampaigns(db, clock.now, campaignOptions)).queued).toEqual([]);
    expect((await campaignRow(id)).status).toBe('sent');
  });

  it('marks an address the mail server refuses for good (5xx) as bounced, and never tries it again', async () => {
    const clock = new TestClock(t0);
    const [kept, refused] = await insertConfirmedSubscribers(db, 2, { locale: 'fr' });
    sink.refuseRecipient(refused!.email, 550);
    const id = await writeCampaign(db, { fr: { subject: 'Lettre', body: 'Bonjour' } });
    await sendNow(id, clock);
    expect(await campaignWorker(clock).drain()).toEqual({
      sent: 1,
      retried: 0,
      failed: 1,
      deferred: 0,
    });
    const [failure] = await failedCampaignMails(db, id);
    expect(failure).toMatchObject({ recipient: refused!.email, attempts: 1 });
    expect(failure!.error).toMatch(/550/);
    expect(await subscriberRow(refused!.email)).toMatchObject({
      status: 'bounced',
      bounced_at: clock.now.toISOString(),
    });
    expect((await subscriberRow(refused!.email)).bounce_reason).toMatch(/550/);
    expect(await campaignRow(id)).toMatchObject({ delivered_count: 1, failed_count: 1 });

    // Days later nothing is tried again, and the next campaign leaves the address out.
    clock.advance(3 * 24 * 3_600_000);
    expect(await campaignWorker(clock).drain()).toMatchObject({ sent: 0, retried: 0, failed: 0 });
    const next = await writeCampaign(db, { fr: { subject: 'Suite', body: 'Encore' } });
    const { queued } = await sendNow(next, clock);
    expect(queued.map((mail) => mail.recipient)).toEqual([kept!.email]);
    expect(received(refused!.email)).toEqual([]);
  });

  it('retries an address refused for a while (4xx) with back-off, and delivers it once', async () => {
    const clock = new TestClock(t0);
    const [busy] = await insertConfirmedSubscribers(db, 1, { locale: 'en' });
    sink.refuseRecipient(busy!.email, 451);
    const id = await writeCampaign(db, textsInEveryLanguage());
    await sendNow(id, clock);
    expect(await campaignWorker(clock).drain()).toEqual({
      sent: 0,
      retried: 1,
      failed: 0,
      deferred: 0,
    });
    const [waiting] = await mailsOf(id);
    expect(waiting).toMatchObject({ status: 'pending', attempts: 1 });
    expect(waiting!.next_attempt_at).toBe(new Date(t0.getTime() + 30_000).toISOString());
    expect((await subscriberRow(busy!.email)).status).toBe('confirmed');

    sink.acceptRecipient(busy!.email);
    clock.advance(29_999);
    expect((await campaignWorker(clock).drain()).sent).toBe(0);
    clock.advance(1);
    expect((await campaignWorker(clock).drain()).sent).toBe(1);
    expect(received(busy!.email)).toHaveLength(1);
    expect(await campaignRow(id)).toMatchObject({ delivered_count: 1, failed_count: 0 });
  });

  it('lists failed mails, and a retry puts a bounced address back and delivers it', async () => {
    const clock = new TestClock(t0);
    const [reader] = await insertConfirmedSubscribers(db, 1, { locale: 'fr' });
    sink.refuseRecipient(reader!.email, 554);
    const id = await writeCampaign(db, { fr: { subject: 'Lettre', body: 'Bonjour' } });
    await sendNow(id, clock);
    await campaignWorker(clock).drain();
    await advanceCampaigns(db, clock.now, campaignOptions);
    expect((await campaignRow(id)).status).toBe('sent');

    sink.acceptRecipient(reader!.email);
    clock.advance(60_000);
    expect(await retryFailedMails(db, campaignActor, id, clock.now)).toEqual({
      outcome: 'done',
      retried: 1,
    });
    expect((await subscriberRow(reader!.email)).status).toBe('confirmed');
    expect(await campaignRow(id)).toMatchObject({ status: 'sending', failed_count: 0 });
    await campaignWorker(clock).drain();
    expect(received(reader!.email)).toHaveLength(1);
    expect(await failedCampaignMails(db, id)).toEqual([]);
    await advanceCampaigns(db, clock.now, campaignOptions);
    expect(await campaignRow(id)).toMatchObject({
      status: 'sent',
      delivered_count: 1,
      failed_count: 0,
    });
  });

  it('adds an address confirmed during the send, and no one once the campaign is sent', async () => {
    const clock = new TestClock(t0);
    await insertConfirmedSubscribers(db, 2, { locale: 'fr' });
    const id = await writeCampaign(db, { fr: { subject: 'Lettre', body: 'Bonjour' } });
    await sendNow(id, clock);
    const [late] = await insertConfirmedSubscribers(db, 1, { locale: 'fr' });
    await campaignWorker(clock).drain();
    expect((await advanceCampaigns(db, clock.now, campaignOptions)).queued).toHaveLength(1);
    await campaignWorker(clock).drain();
    expect(received(late!.email)).toHaveLength(1);
    await advanceCampaigns(db, clock.now, campaignOptions);
    expect((await campaignRow(id)).status).toBe('sent');
    const [tooLate] = await insertConfirmedSubscribers(db, 1, { locale: 'fr' });
    expect((await advanceCampaigns(db, clock.now, campaignOptions)).queued).toEqual([]);
    expect(received(tooLate!.email)).toEqual([]);
    expect((await campaignRow(id)).recipient_count).toBe(3);
  });

  it('never queues one subscriber twice for one campaign: the database refuses it', async () => {
    const clock = new TestClock(t0);
    const [reader] = await insertConfirmedSubscribers(db, 1, { locale: 'fr' });
    const id = await writeCampaign(db, { fr: { subject: 'Lettre', body: 'Bonjour' } });
    await sendNow(id, clock);
    // Two instances' passes at once queue nothing more.
    const passes = await Promise.all([
      advanceCampaigns(db, clock.now, campaignOptions),
      advanceCampaigns(db, clock.now, campaignOptions),
    ]);
    expect(passes.flatMap((pass) => pass.queued)).toEqual([]);
    const again = await enqueueMails(
      db,
      [
        {
          kind: 'newsletter-campaign',
          to: reader!.email,
          locale: 'fr',
          subject: 'x',
          text: '',
          html: '',
          subscriberId: reader!.id,
          campaign: {
            id,
            messageId: '<another@automatia.test>',
            bodyValues: { unsubscribeUrl: '' },
          },
        },
      ],
      testMail.messageIdDomain,
      clock.now,
    );
    expect(again).toEqual([]);
    expect(await mailsOf(id)).toHaveLength(1);
    expect((await campaignRow(id)).recipient_count).toBe(1);
  });
});

describe(`scheduling and cancelling (${lane})`, () => {
  it('sends a scheduled campaign at its time, not before', async () => {
    const clock = new TestClock(t0);
    const [reader] = await insertConfirmedSubscribers(db, 1, { locale: 'fr' });
    const id = await writeCampaign(db, { fr: { subject: 'Plus tard', body: 'Bonjour' } });
    const at = new Date(t0.getTime() + 3_600_000).toISOString();
    expect(await scheduleCampaign(db, campaignActor, id, at, clock.now)).toBe('done');
    expect((await getCampaign(db, id))?.values.scheduleAt).toBe('2026-05-04T10:00');

    clock.advance(3_600_000 - 1);
    const before = await advanceCampaigns(db, clock.now, campaignOptions);
    expect(before).toMatchObject({ started: [], queued: [], nextStart: at });
    expect(await campaignWorker(clock).drain()).toMatchObject({ sent: 0 });

    clock.advance(1);
    const due = await advanceCampaigns(db, clock.now, campaignOptions);
    expect(due.started).toEqual([id]);
    expect(due.queued).toHaveLength(1);
    expect(due.nextStart).toBeUndefined();
    await campaignWorker(clock).drain();
    expect(received(reader!.email).map((message) => message.mail.subject)).toEqual(['Plus tard']);
    expect(await campaignRow(id)).toMatchObject({ started_at: at, slug: 'plus-tard' });
  });

  it('sends nothing more of a cancelled campaign; what was handed over stays sent', async () => {
    const clock = new TestClock(t0);
    await insertConfirmedSubscribers(db, 8, { locale: 'fr' });
    const id = await writeCampaign(db, { fr: { subject: 'Lettre', body: 'Bonjour' } });
    await sendNow(id, clock);
    const { release, round } = await sendingHeld(id, clock);
    expect(await cancelCampaign(db, campaignActor, id, clock.now)).toBe('done');
    release();
    expect(await round).toEqual({ sent: 1, retried: 0, failed: 0, deferred: 0 });
    expect(sink.messages).toHaveLength(1);
    expect(await campaignRow(id)).toMatchObject({
      status: 'cancelled',
      recipient_count: 1,
      delivered_count: 1,
    });
    // Nothing brings it back: no pass queues it, a worker finds nothing.
    expect((await advanceCampaigns(db, clock.now, campaignOptions)).queued).toEqual([]);
    expect(await campaignWorker(clock).drain()).toMatchObject({ sent: 0 });
    expect(await cancelCampaign(db, campaignActor, id, clock.now)).toBe('locked');
  });

  it('cancels a scheduled campaign before it starts', async () => {
    const clock = new TestClock(t0);
    await insertConfirmedSubscribers(db, 2, { locale: 'fr' });
    const id = await writeCampaign(db, { fr: { subject: 'Lettre', body: 'Bonjour' } });
    await scheduleCampaign(db, campaignActor, id, new Date(t0.getTime() + 60_000).toISOString());
    expect(await cancelCampaign(db, campaignActor, id, clock.now)).toBe('done');
    clock.advance(120_000);
    expect(await advanceCampaigns(db, clock.now, campaignOptions)).toMatchObject({
      started: [],
      queued: [],
    });
    expect(await mailsOf(id)).toEqual([]);
  });
});

describe(`every instance hears a campaign go public (${lane})`, () => {
  it('is announced on PostgreSQL when its state changes, not when its counters move', async () => {
    const id = await writeCampaign(db, { fr: { subject: 'Lettre', body: 'Bonjour' } });
    const setCampaign = (values: { status?: 'sending'; delivered_count?: number }) =>
      db.updateTable('newsletter_campaign').set(values).where('id', '=', id).execute();
    if (lane === 'sqlite') {
      // One instance records its own changes (the background pass does): nothing to announce
      // (the only triggers keep the blog's search index).
      const { rows } = await sql<{
        name: string;
      }>`select name from sqlite_master where type = 'trigger' and name not like 'post_search_%'`.execute(
        db,
      );
      expect(rows).toEqual([]);
      return;
    }
    const ear = new pg.Client({ connectionString: database.url });
    await ear.connect();
    try {
      const heard: string[] = [];
      ear.on('notification', (notification) => heard.push(notification.payload ?? ''));
      await ear.query('listen content_change');
      await setCampaign({ delivered_count: 1 });
      await setCampaign({ status: 'sending' });
      // A change of another kind last: notifications arrive in commit order, so once it is
      // heard, everything the campaign's changes announced has been heard before it.
      const at = new Date().toISOString();
      await db
        .insertInto('service')
        .values({ id: `marker-${id}`, sort_order: 99, icon: 'bot', created_at: at, updated_at: at })
        .execute();
      await expect.poll(() => heard.at(-1)).toBe('{"kind": "services"}');
      expect(heard).toEqual(['{"kind": "newsletter"}', '{"kind": "services"}']);
    } finally {
      await ear.end();
    }
  });
});

describe(`the editor's data (${lane})`, () => {
  it('keeps what was sent: texts change while a draft or scheduled, never after', async () => {
    const clock = new TestClock(t0);
    const id = await writeCampaign(db, { fr: { subject: 'Lettre', body: 'Bonjour' } });
    const editor = await getCampaign(db, id);
    expect(editor).toMatchObject({ editable: true, row: { status: 'draft', locales: ['fr'] } });
    await sendNow(id, clock);
    const sent = await getCampaign(db, id);
    expect(sent?.editable).toBe(false);
    const { parseCampaignEditor } = await import('@/lib/admin/campaign-schema');
    const changed = parseCampaignEditor({ ...sent!.values, image: '' });
    expect(changed.ok && (await saveCampaign(db, campaignActor, changed.data))).toBe('locked');
    expect(await deleteCampaign(db, campaignActor, id)).toBe('locked');
    expect(await scheduleCampaign(db, campaignActor, id, t0.toISOString())).toBe('locked');
    const [row] = await listCampaigns(db);
    // Nobody to send to: queued nothing, delivered everything, sent at once.
    expect(row).toMatchObject({
      id,
      status: 'sent',
      subject: 'Lettre',
      publicPath: '/newsletter/lettre',
      counts: { recipients: 0, delivered: 0, waiting: 0 },
    });
    const audit = await db.selectFrom('audit_log').select('action').orderBy('created_at').execute();
    expect(audit.map((line) => line.action)).toEqual(
      expect.arrayContaining(['campaign.create', 'campaign.update', 'campaign.send']),
    );
  });

  it('refuses a save drawn from an older save of the letter, writing nothing', async () => {
    const id = await writeCampaign(db, { fr: { subject: 'Lettre', body: 'Bonjour' } }, { now: t0 });
    const { parseCampaignEditor } = await import('@/lib/admin/campaign-schema');
    const opened = (await getCampaign(db, id))!.values;
    const withSubject = (subject: string) => {
      const parsed = parseCampaignEditor({
        ...opened,
        translations: { ...opened.translations, fr: { ...opened.translations.fr, subject } },
      });
      if (!parsed.ok) throw new Error('the letter should parse');
      return parsed.data;
    };
    // Two tabs opened on the same save: the first save wins, the second is told so.
    const t1 = new Date(t0.getTime() + 60_000);
    expect(await saveCampaign(db, campaignActor, withSubject('Premier onglet'), t1)).toBe('done');
    expect(await saveCampaign(db, campaignActor, withSubject('Second onglet'), t1)).toBe(
      'conflict',
    );
    const kept = (await getCampaign(db, id))!;
    expect(kept.values.translations.fr.subject).toBe('Premier onglet');
    expect(kept.values.savedAt).toBe(t1.toISOString());
  });

  it('keeps a version of each changing save, restores one while unsent, audited, and none once sent', async () => {
    const id = await writeCampaign(db, { fr: { subject: 'Lettre', body: 'Bonjour' } }, { now: t0 });
    const { parseCampaignEditor } = await import('@/lib/admin/campaign-schema');
    const saveArabic = async (subject: string, now: Date) => {
      const { values } = (await getCampaign(db, id))!;
      const ar = { subject, preheader: '', body: 'مرحبا' };
      const parsed = parseCampaignEditor({
        ...values,
        translations: { ...values.translations, ar },
      });
      return parsed.ok && saveCampaign(db, campaignActor, parsed.data, now);
    };
    const t1 = new Date(t0.getTime() + 60_000);
    expect(await saveArabic('رسالة', t1)).toBe('done');
    // The same texts again change nothing: no version.
    expect(await saveArabic('رسالة', t1)).toBe('done');
    const versions = await listCampaignVersions(db, id);
    // A letter created by its first save has no state before it worth keeping.
    expect(versions.map((version) => [version.number, version.action])).toEqual([
      [2, 'save'],
      [1, 'save'],
    ]);
    expect(versions[0]!.input.translations.ar.subject).toBe('رسالة');
    expect(versions[1]!.input.translations.ar.subject).toBe('');

    const stale = { id, updatedAt: t0.toISOString() };
    const current = { id, updatedAt: t1.toISOString() };
    expect(await restoreCampaignVersion(db, campaignActor, stale, 1)).toBe('conflict');
    expect(await restoreCampaignVersion(db, campaignActor, current, 9)).toBe('missing');
    expect(await restoreCampaignVersion(db, campaignActor, current, 1)).toBe('saved');
    const restored = (await getCampaign(db, id))!;
    expect(restored.row.locales).toEqual(['fr']);
    const [latest] = await listCampaignVersions(db, id);
    expect([latest!.number, latest!.action]).toEqual([3, 'restore']);
    const audit = await db
      .selectFrom('audit_log')
      .select('summary')
      .where('action', '=', 'campaign.restore')
      .execute();
    expect(audit).toEqual([{ summary: 'Lettre · version 1' }]);

    // Once sent, what went is what it shows: no restore.
    await sendNow(id, new TestClock(t1));
    const sent = { id, updatedAt: (await getCampaign(db, id))!.row.updatedAt };
    expect(await restoreCampaignVersion(db, campaignActor, sent, 2)).toBe('locked');
  });

  it('deletes a draft', async () => {
    const id = await writeCampaign(db, { fr: { subject: 'Brouillon', body: 'x' } });
    expect(await deleteCampaign(db, campaignActor, id)).toBe('done');
    expect(await getCampaign(db, id)).toBeUndefined();
  });

  it('makes a draft of a published article: title, excerpt, image and link in each language', async () => {
    const { post } = await createPostFromModal(
      db,
      { id: 'editor-1', email: 'editor@automatia.test', name: 'Éditrice' },
      {
        title: 'Automatiser les devis',
        content: 'Premier paragraphe du guide.\n\nSuite.',
        status: 'published',
      },
      new Date(t0.getTime() - 60_000),
    );
    const id = await campaignFromPost(db, campaignActor, post.id, t0);
    const campaign = await getCampaign(db, id!);
    const slug = (
      await db
        .selectFrom('post_translation')
        .select('slug')
        .where('post_id', '=', post.id)
        .executeTakeFirstOrThrow()
    ).slug;
    expect(campaign?.values.translations.fr).toEqual({
      subject: 'Automatiser les devis',
      preheader: 'Premier paragraphe du guide.',
      body: `Premier paragraphe du guide.\n\n[Lire l’article](/blog/${slug})`,
    });
    expect(campaign?.row.locales).toEqual(['fr']);
    const { image } = await campaignRow(id!);
    expect(image).toBe(
      (
        await db
          .selectFrom('post')
          .select('image')
          .where('id', '=', post.id)
          .executeTakeFirstOrThrow()
      ).image,
    );

    // Its mail links to the article, absolute, in the reader's language, tagged as the
    // campaign's link (the same tags for every reader).
    const clock = new TestClock(t0);
    const [reader] = await insertConfirmedSubscribers(db, 1, { locale: 'fr' });
    await sendNow(id!, clock);
    await campaignWorker(clock).drain();
    const { slug: campaignSlug } = await db
      .selectFrom('newsletter_campaign')
      .select('slug')
      .where('id', '=', id!)
      .executeTakeFirstOrThrow();
    expect(received(reader!.email)[0]?.mail.html).toContain(
      `href="${site}/blog/${slug}?utm_source=newsletter&#x26;utm_medium=email&#x26;utm_campaign=${campaignSlug}"`,
    );
    expect(await campaignFromPost(db, campaignActor, 'no-such-post', t0)).toBeUndefined();
  });

  it('sends a test to the member of staff only, marked as one, a few times per ten minutes', async () => {
    const clock = new TestClock(t0);
    await insertConfirmedSubscribers(db, 3);
    const id = await writeCampaign(db, textsInEveryLanguage('Essai'));
    for (let test = 0; test < 5; test++) {
      const queued = await queueCampaignTest(
        db,
        campaignActor,
        id,
        'ar',
        clock.now,
        campaignOptions,
      );
      expect(queued.outcome).toBe('queued');
    }
    expect(
      (await queueCampaignTest(db, campaignActor, id, 'ar', clock.now, campaignOptions)).outcome,
    ).toBe('rate-limited');
    await testWorker(db, sink.url, clock)
      .drain()
      .then(() => undefined);
    expect(sink.messages.every((message) => message.recipients[0] === campaignActor.email)).toBe(
      true,
    );
    expect(sink.messages[0]?.mail.subject).toBe('[تجربة] Essai ar');
    expect((await campaignRow(id)).status).toBe('draft');
    clock.advance(10 * 60_000 + 1);
    expect(
      (await queueCampaignTest(db, campaignActor, id, 'fr', clock.now, campaignOptions)).outcome,
    ).toBe('queued');
  });
});

describe(`the campaign lane (${lane})`, () => {
  it('waits while authentication and form mail are being sent', async () => {
    const clock = new TestClock(t0);
    await enqueueMails(
      db,
      [
        {
          kind: 'contact-acknowledgement',
          to: 'visitor@example.ch',
          locale: 'fr',
          subject: 's',
          text: 't',
          html: 'h',
        },
      ],
      testMail.messageIdDomain,
      clock.now,
    );
    const [reader] = await insertConfirmedSubscribers(db, 1, { locale: 'fr' });
    const id = await writeCampaign(db, { fr: { subject: 'Lettre', body: 'Bonjour' } });
    await sendNow(id, clock);
    const releaseForm = sink.holdRecipients((address) => address === 'visitor@example.ch');
    const urgent = testWorker(db, sink.url, clock);
    workers.push(urgent);
    const formRound = urgent.worker.runOnce();
    const campaign = testWorker(db, sink.url, clock, 1, {
      lanes: ['campaign'],
      behind: urgent.worker,
    });
    workers.push(campaign);
    const campaignRound = campaign.worker.runOnce();
    await expect.poll(async () => (await mailsOf(id))[0]?.status).toBe('pending');
    expect(sink.messages).toHaveLength(0);
    releaseForm();
    await formRound;
    expect(await campaignRound).toMatchObject({ sent: 1 });
    expect(sink.messages.map((message) => message.recipients[0])).toEqual([
      'visitor@example.ch',
      reader!.email,
    ]);
  });

  it('keeps the pace of NEWSLETTER_PER_MINUTE across workers: one slot per interval', async () => {
    const start = t0.getTime();
    const perMinute = 600;
    const interval = paceIntervalMs(perMinute);
    expect(interval).toBe(100);
    expect(await takeSlot(db, 'campaign', perMinute, start)).toBe(0);
    // Two workers asking at once: one more slot, for one of them.
    const racing = await Promise.all([
      takeSlot(db, 'campaign', perMinute, start + interval),
      takeSlot(db, 'campaign', perMinute, start + interval),
    ]);
    expect(racing.sort((a, b) => a - b)).toEqual([0, interval]);
    expect(await takeSlot(db, 'campaign', perMinute, start + interval + 40)).toBe(60);
    // After a pause the pace resumes: it does not burst to catch up.
    expect(await takeSlot(db, 'campaign', perMinute, start + 60_000)).toBe(0);
    expect(await takeSlot(db, 'campaign', perMinute, start + 60_000)).toBe(interval);
  });

  it('a restarted instance takes back at once the claims its killed predecessor left', async () => {
    const clock = new TestClock(t0);
    await insertConfirmedSubscribers(db, 3, { locale: 'fr' });
    const id = await writeCampaign(db, { fr: { subject: 'Lettre', body: 'Bonjour' } });
    await sendNow(id, clock);
    const self = workerIdentity();
    const [host, pid] = self.split(':');
    // A dead process of this machine, this process in an earlier life, a live other process.
    const holders = [
      `${host}:999999999:dead`,
      `${host}:${pid}:earlier`,
      `${host}:${process.ppid}:alive`,
    ];
    for (const holder of holders) await claimNextMail(db, 'campaign', clock.now, holder);
    expect(await releaseDeadClaims(db, self, (checked) => checked === process.ppid)).toBe(2);
    const rows = await mailsOf(id);
    expect(rows.filter((row) => row.status === 'pending')).toHaveLength(2);
    expect(rows.find((row) => row.status === 'sending')?.claimed_by).toBe(holders[2]);
    expect(rows.every((row) => row.attempts === (row.status === 'sending' ? 1 : 0))).toBe(true);
    expect(hostname()).toBe(host);
  });
});
