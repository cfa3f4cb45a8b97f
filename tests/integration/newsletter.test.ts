import type { Kysely } from 'kysely';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Locale } from '@/i18n/locales';
import type { Database } from '@/server/db/schema';
import {
  confirmationResendAfterMs,
  subscribeToNewsletter,
} from '@/server/newsletter/subscribe.server';
import { confirmSubscription, unsubscribe } from '@/server/newsletter/subscription.server';
import { subscriberToken } from '@/server/newsletter/tokens.server';
import { mailSectionSeeds } from '@/server/page-sections/mail-section-seeds';
import { seedPageSections } from '@/server/page-sections/page-sections.server';
import {
  clearPipelineTables,
  formOptions,
  outboxRows,
  submissionContext,
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

/**
 * The newsletter's double opt-in (issue 4 §4): sign-up, confirmation mail, confirmation by
 * token, welcome mail with RFC 8058 unsubscribe headers, unsubscribe, and signing up again.
 */

let database: TestDatabase;
let db: Kysely<Database>;
let sink: SmtpSink;
let worker: TestWorker;
let clock: TestClock;

const t0 = new Date('2026-04-06T08:30:00.000Z');
const site = testMail.site.siteUrl;
// Generous: these tests sign one address up many times; the limit has its own test.
const options = formOptions({ limit: 100, windowMs: 600_000 });

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
  sink = await startSmtpSink();
  // The mails' words are the `mail` page's (decision 062).
  await seedPageSections(db, t0.toISOString());
});

afterAll(async () => {
  await sink?.stop();
  await database?.destroy();
});

beforeEach(async () => {
  await clearPipelineTables(db);
  sink.clear();
  clock = new TestClock(t0);
  worker = testWorker(db, sink.url, clock);
});

afterEach(async () => {
  await worker.close();
});

function signUp(email: string, locale: Locale = 'fr', ip = '203.0.113.20') {
  return subscribeToNewsletter(db, { email }, submissionContext(clock.now, ip, locale), options);
}

function subscriber(email: string) {
  return db
    .selectFrom('newsletter_subscriber')
    .selectAll()
    .where('email', '=', email)
    .executeTakeFirst();
}

/** Delivers what is due and returns the mails that reached the sink during this call. */
async function deliver(): Promise<SinkMessage[]> {
  const before = sink.messages.length;
  await worker.drain();
  return sink.messages.slice(before);
}

/** The single link to `path` in a mail's text body. */
function linkIn(message: SinkMessage | undefined, path: string): URL {
  const pattern = new RegExp(`${site}${path}\\?\\S+`, 'g');
  const links = message?.mail.text?.match(pattern) ?? [];
  expect(links, `links to ${path}`).toHaveLength(1);
  return new URL(links[0]!);
}

function tokenOf(link: URL): string {
  const token = link.searchParams.get('token');
  expect(token).toBeTruthy();
  return token!;
}

/** Signs an address up and returns the token of the confirmation link it was mailed. */
async function signUpAndReadConfirmation(email: string, locale: Locale = 'fr') {
  await signUp(email, locale);
  const [confirmation] = await deliver();
  return tokenOf(linkIn(confirmation, '/newsletter/confirm'));
}

describe(`newsletter sign-up (${lane})`, () => {
  it('stores a pending address and mails one confirmation link to the page that confirms', async () => {
    const result = await signUp('Lea.Muller@Example.ch');
    expect(result.outcome).toEqual({ status: 'accepted' });
    expect(result.mails).toHaveLength(1);

    const row = await subscriber('lea.muller@example.ch');
    expect(row).toMatchObject({
      status: 'pending',
      locale: 'fr',
      created_at: t0.toISOString(),
      confirmation_sent_at: t0.toISOString(),
      confirmed_at: null,
      unsubscribed_at: null,
    });
    expect(row?.ip_hash).not.toContain('203.0.113.20');

    const mails = await deliver();
    expect(mails).toHaveLength(1);
    const [confirmation] = mails;
    expect(confirmation?.recipients).toEqual(['lea.muller@example.ch']);
    expect(confirmation?.mail.subject).toBe(
      mailSectionSeeds.fr.newsletterConfirmation.subject.replace('{name}', testMail.site.siteName),
    );
    const link = linkIn(confirmation, '/newsletter/confirm');
    expect(link.origin + link.pathname).toBe(`${site}/newsletter/confirm`);
    expect([...link.searchParams.keys()]).toEqual(['token']);
    expect(tokenOf(link)).toBe(subscriberToken(testSecret, 'confirm', row!));
    // The same link is the HTML button, escaped as an attribute.
    expect(confirmation?.mail.html).toContain(`href="${link.toString()}"`);
  });

  for (const locale of ['en', 'ar', 'ar-ma'] as const) {
    it(`keeps the language in the confirmation link (${locale})`, async () => {
      await signUp(`reader-${locale}@example.com`, locale);
      const [confirmation] = await deliver();
      const link = linkIn(confirmation, '/newsletter/confirm');
      expect(link.searchParams.get('lang')).toBe(locale);
      expect(link.search).toMatch(new RegExp(`^\\?token=[^&]+&lang=${locale}$`));
      expect(confirmation?.mail.html).toContain(`href="${link.toString().replace('&', '&amp;')}"`);
      expect(headerOf(confirmation!.mail, 'Content-Language')).toBe(locale);
      expect((await subscriber(`reader-${locale}@example.com`))?.locale).toBe(locale);
    });
  }

  it('answers a second sign-up exactly like the first, without a new mail or any change', async () => {
    await signUp('twice@example.ch');
    const before = await subscriber('twice@example.ch');
    clock.advance(5 * 60_000);
    const again = await signUp('TWICE@example.ch', 'en');
    expect(again).toEqual({ outcome: { status: 'accepted' }, mails: [] });
    expect(await subscriber('twice@example.ch')).toEqual(before);
    expect(await outboxRows(db)).toHaveLength(1);
  });

  it('mails a pending address a new confirmation once an hour has passed', async () => {
    const firstToken = await signUpAndReadConfirmation('slow@example.ch');
    clock.advance(confirmationResendAfterMs - 1);
    expect((await signUp('slow@example.ch')).mails).toHaveLength(0);
    clock.advance(1);
    const renewed = await signUp('slow@example.ch', 'en');
    expect(renewed.outcome).toEqual({ status: 'accepted' });
    expect(renewed.mails).toHaveLength(1);
    expect(await subscriber('slow@example.ch')).toMatchObject({
      status: 'pending',
      locale: 'en',
      confirmation_sent_at: clock.now.toISOString(),
      created_at: t0.toISOString(),
    });
    const [resent] = await deliver();
    const link = linkIn(resent, '/newsletter/confirm');
    expect(link.searchParams.get('lang')).toBe('en');
    // Same address, same link: the first mail keeps working.
    expect(tokenOf(link)).toBe(firstToken);
  });

  it('accepts a filled honeypot without storing or sending anything', async () => {
    const result = await subscribeToNewsletter(
      db,
      { email: 'bot@example.com', website: 'https://spam.example' },
      submissionContext(clock.now),
      options,
    );
    expect(result).toEqual({ outcome: { status: 'accepted' }, mails: [] });
    expect(await db.selectFrom('newsletter_subscriber').select('id').execute()).toHaveLength(0);
    expect(await outboxRows(db)).toHaveLength(0);
    expect(await db.selectFrom('rate_limit_hit').select('id').execute()).toHaveLength(0);
  });

  it('refuses an invalid address with the one newsletter message key', async () => {
    for (const email of ['', 'no-at-sign', 'a@b', `${'x'.repeat(250)}@example.ch`]) {
      const result = await signUp(email);
      expect(result, email).toEqual({
        outcome: { status: 'invalid', errors: { email: 'emailInvalid' } },
        mails: [],
      });
    }
    const missing = await subscribeToNewsletter(db, {}, submissionContext(clock.now), options);
    expect(missing.outcome).toEqual({ status: 'invalid', errors: { email: 'emailInvalid' } });
    expect(await db.selectFrom('newsletter_subscriber').select('id').execute()).toHaveLength(0);
  });

  it('rate limits sign-ups per IP like the contact form', async () => {
    const strict = formOptions();
    for (let index = 0; index < 5; index++) {
      const result = await subscribeToNewsletter(
        db,
        { email: `flood-${index}@example.ch` },
        submissionContext(clock.now, '198.51.100.77'),
        strict,
      );
      expect(result.outcome).toEqual({ status: 'accepted' });
    }
    const refused = await subscribeToNewsletter(
      db,
      { email: 'flood-6@example.ch' },
      submissionContext(clock.now, '198.51.100.77'),
      strict,
    );
    expect(refused).toEqual({ outcome: { status: 'rate-limited' }, mails: [] });
    expect(await subscriber('flood-6@example.ch')).toBeUndefined();
  });
});

describe(`newsletter confirmation and unsubscription (${lane})`, () => {
  it('refuses forged tokens and tokens made for something else', async () => {
    const token = await signUpAndReadConfirmation('careful@example.ch');
    await signUp('someone-else@example.ch', 'fr', '203.0.113.21');
    const row = (await subscriber('careful@example.ch'))!;
    const other = (await subscriber('someone-else@example.ch'))!;
    const [id, signature] = token.split('.');
    const flipped = `${signature!.slice(0, -1)}${signature!.endsWith('A') ? 'B' : 'A'}`;

    const refused = [
      '',
      'garbage',
      id!,
      `${id}.`,
      `${id}.${flipped}`,
      `${other.id}.${signature}`,
      `${id}.${subscriberToken(testSecret, 'confirm', other).split('.')[1]}`,
      subscriberToken(testSecret, 'unsubscribe', row),
      subscriberToken('another-secret-of-at-least-32-characters', 'confirm', row),
      `${token}x`,
    ];
    for (const forged of refused) {
      const outcome = await confirmSubscription(db, testSecret, forged, clock.now, testMail);
      expect(outcome, forged).toEqual({ status: 'invalid' });
    }
    expect((await subscriber('careful@example.ch'))?.status).toBe('pending');
    expect(await outboxRows(db)).toHaveLength(2);
  });

  it('confirms with the mailed token and sends one welcome mail with one-click unsubscribe', async () => {
    const token = await signUpAndReadConfirmation('welcome@example.ch', 'en');
    clock.advance(10 * 60_000);
    const confirmed = await confirmSubscription(db, testSecret, token, clock.now, testMail);
    expect(confirmed.status).toBe('confirmed');
    expect(confirmed.status === 'confirmed' && confirmed.mails).toHaveLength(1);
    expect(await subscriber('welcome@example.ch')).toMatchObject({
      status: 'confirmed',
      confirmed_at: clock.now.toISOString(),
    });

    const [welcome] = await deliver();
    expect(welcome?.recipients).toEqual(['welcome@example.ch']);
    expect(welcome?.mail.subject).toBe(mailSectionSeeds.en.newsletterWelcome.subject);
    const listUnsubscribe = headerOf(welcome!.mail, 'List-Unsubscribe');
    expect(listUnsubscribe).toMatch(
      new RegExp(`^<${site}/api/newsletter/unsubscribe\\?token=[^>\\s]+>$`),
    );
    expect(headerOf(welcome!.mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    const oneClick = new URL(listUnsubscribe!.slice(1, -1));
    const page = linkIn(welcome, '/newsletter/unsubscribe');
    expect(page.searchParams.get('lang')).toBe('en');
    expect(tokenOf(page)).toBe(tokenOf(oneClick));
    expect(welcome?.mail.html).toContain(`href="${page.toString().replace('&', '&amp;')}"`);

    // Confirming again is harmless and sends nothing more.
    clock.advance(60_000);
    const again = await confirmSubscription(db, testSecret, token, clock.now, testMail);
    expect(again).toEqual({ status: 'confirmed', mails: [] });
    expect(await deliver()).toHaveLength(0);

    // Signing up a confirmed address changes nothing and says nothing.
    const before = await subscriber('welcome@example.ch');
    clock.advance(2 * confirmationResendAfterMs);
    expect(await signUp('welcome@example.ch')).toEqual({
      outcome: { status: 'accepted' },
      mails: [],
    });
    expect(await subscriber('welcome@example.ch')).toEqual(before);
    expect(await deliver()).toHaveLength(0);
  });

  it('unsubscribes, refuses the old confirmation link, and takes the address back after a new sign-up', async () => {
    // An endpoint hears of the confirmation and of the departure, once each (issue 32).
    await db
      .insertInto('webhook_endpoint')
      .values({
        id: 'newsletter-endpoint',
        url: 'https://hooks.example.com/newsletter',
        events: JSON.stringify(['newsletter.confirmed', 'newsletter.unsubscribed']),
        preset: 'standard',
        secret_sealed: 'not-read-here',
        locale: 'fr',
        failing_since: null,
        switched_off_at: null,
        created_by: 'admin@example.ch',
        created_at: t0.toISOString(),
        updated_at: t0.toISOString(),
      })
      .execute();
    const confirmToken = await signUpAndReadConfirmation('leaving@example.ch');
    await confirmSubscription(db, testSecret, confirmToken, clock.now, testMail);
    const [welcome] = await deliver();
    const oneClick = new URL(headerOf(welcome!.mail, 'List-Unsubscribe')!.slice(1, -1));
    const unsubscribeToken = tokenOf(oneClick);

    expect(await unsubscribe(db, testSecret, confirmToken, clock.now)).toBe('invalid');
    expect(await unsubscribe(db, testSecret, `${unsubscribeToken}0`, clock.now)).toBe('invalid');
    expect((await subscriber('leaving@example.ch'))?.status).toBe('confirmed');

    clock.advance(24 * 3_600_000);
    const leftAt = clock.now.toISOString();
    expect(await unsubscribe(db, testSecret, unsubscribeToken, clock.now)).toBe('unsubscribed');
    expect(await subscriber('leaving@example.ch')).toMatchObject({
      status: 'unsubscribed',
      unsubscribed_at: leftAt,
    });
    // Once more (a second click): the same answer, the first time kept.
    clock.advance(60_000);
    expect(await unsubscribe(db, testSecret, unsubscribeToken, clock.now)).toBe('unsubscribed');
    expect((await subscriber('leaving@example.ch'))?.unsubscribed_at).toBe(leftAt);
    const events = await db
      .selectFrom('webhook_delivery')
      .select(['event_type', 'payload'])
      .orderBy('created_at')
      .execute();
    expect(events.map((event) => event.event_type)).toEqual([
      'newsletter.confirmed',
      'newsletter.unsubscribed',
    ]);
    expect(JSON.parse(events[1]!.payload).data).toMatchObject({
      email: 'leaving@example.ch',
      status: 'unsubscribed',
      unsubscribedAt: leftAt,
    });
    await db.deleteFrom('webhook_delivery').execute();
    await db.deleteFrom('webhook_endpoint').execute();

    // An old confirmation link does not bring the address back.
    expect(await confirmSubscription(db, testSecret, confirmToken, clock.now, testMail)).toEqual({
      status: 'invalid',
    });
    expect((await subscriber('leaving@example.ch'))?.status).toBe('unsubscribed');

    // A new sign-up does, through a new confirmation.
    clock.advance(60_000);
    const renewed = await signUp('leaving@example.ch', 'ar');
    expect(renewed.outcome).toEqual({ status: 'accepted' });
    expect(await subscriber('leaving@example.ch')).toMatchObject({
      status: 'pending',
      locale: 'ar',
      confirmation_sent_at: clock.now.toISOString(),
    });
    const [confirmation] = await deliver();
    const link = linkIn(confirmation, '/newsletter/confirm');
    expect(link.searchParams.get('lang')).toBe('ar');
    const reconfirmed = await confirmSubscription(
      db,
      testSecret,
      tokenOf(link),
      clock.now,
      testMail,
    );
    expect(reconfirmed.status).toBe('confirmed');
    const [secondWelcome] = await deliver();
    expect(secondWelcome?.mail.html).toContain('<html lang="ar" dir="rtl">');
  });
});
