// Issue 32, bookings in (decision 079): Cal.com's signed booking webhooks become one lead of the
// contact inbox per booking, brought up to date by a reschedule and a cancellation, each change
// in the lead's history; unsigned, wrongly signed, malformed and replayed webhooks are refused
// and leave nothing behind.
import type { Kysely } from 'kysely';
import { createLogger } from '@/lib/log/logger.mjs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { defaultContactFilters } from '@/lib/admin/contact-filters';
import { dashboardCounts } from '@/server/admin/stats.server';
import { parseAudienceQuery } from '@/server/analytics/audience-query';
import { audienceReport } from '@/server/analytics/audience-report.server';
import { flushEvents } from '@/server/analytics/event-queue.server';
import { bookingHistory } from '@/server/bookings/booking-leads.server';
import { exportContacts, listContacts } from '@/server/contact/contact-admin.server';
import { contactsCsv } from '@/server/contact/contacts-csv.server';
import { findPersonalData } from '@/server/privacy/personal-data.server';
import {
  handleBookingWebhook,
  maxBookingWebhookBytes,
} from '@/server/bookings/booking-webhook.server';
import type { Database } from '@/server/db/schema';
import { parseAllowList } from '@/config/webhook-allow-list';
import { createWebhookEndpoint } from '@/server/webhooks/webhook-endpoints.server';
import {
  calBookingWebhook,
  calSignatureOf,
  type CalBookingOptions,
} from '../support/cal-booking-fixtures';
import { streamedText } from '../support/csv-reading';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

let database: TestDatabase;
let db: Kysely<Database>;

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
});

afterAll(async () => {
  await database?.destroy();
});

beforeEach(async () => {
  await db.deleteFrom('contact').execute();
});

const secret = 'cal-test-secret-0123456789';

function post(body: string, signature: string | null = calSignatureOf(body, secret)) {
  return new Request('http://127.0.0.1/api/webhooks/booking', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(signature !== null && { 'x-cal-signature-256': signature }),
    },
    body,
  });
}

/** The server log's lines as a test reads them back (the real logger, writing here). */
function logLines() {
  const lines: string[] = [];
  const log = createLogger({ write: (line: string) => void lines.push(line) });
  const read = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>);
  return { log, lines, read };
}

async function send(
  options: CalBookingOptions,
  now = new Date('2026-11-29T18:05:00Z'),
  log = logLines().log,
) {
  const body = JSON.stringify(calBookingWebhook(options));
  return handleBookingWebhook(post(body), { db, secret, now, log });
}

async function stored() {
  const [contacts, events] = await Promise.all([
    db.selectFrom('contact').selectAll().execute(),
    db.selectFrom('booking_event').selectAll().execute(),
  ]);
  return { contacts, events };
}

describe('a Cal.com booking', () => {
  it('becomes a lead of kind booking, with its time, answers and the booking link’s campaign', async () => {
    const answer = await send({});
    expect(answer.status).toBe(200);
    const { contacts } = await stored();
    expect(contacts).toHaveLength(1);
    expect(contacts[0]).toMatchObject({
      kind: 'booking',
      name: 'Léa Favre',
      email: 'lea.favre@example.ch',
      status: 'new',
      booking_uid: 'bFJeNb2uX8ANpT3JL5EfXw',
      booking_start: '2026-12-03T13:30:00.000Z',
      booking_end: '2026-12-03T13:45:00.000Z',
      booking_time_zone: 'Europe/Paris',
      booking_status: 'booked',
      message: 'Nous voulons automatiser nos devis.',
      source_origin: 'booking',
      utm_source: 'linkedin',
      utm_medium: 'social',
      utm_campaign: 'automne',
      received_at: '2026-11-29T18:05:00.000Z',
    });
    expect(JSON.parse(contacts[0]!.booking_answers)).toContainEqual({
      label: 'Taille de l’entreprise',
      value: '10–50 personnes',
    });
  });

  it('counts as the audience screen’s goal “booking made” once, by the booking link’s campaign', async () => {
    // The earlier tests' bookings were counted too: written, then cleared.
    await flushEvents();
    await db.deleteFrom('analytics_event').execute();
    expect((await send({ uid: 'counted' })).status).toBe(200);
    // Replayed, then rescheduled: the same booking, not another one made.
    expect((await send({ uid: 'counted' })).status).toBe(409);
    const later = new Date('2026-11-29T19:00:00Z');
    const reschedule = {
      trigger: 'BOOKING_RESCHEDULED',
      uid: 'moved',
      rescheduleUid: 'counted',
    } as const;
    expect((await send({ ...reschedule, createdAt: later.toISOString() }, later)).status).toBe(200);
    await flushEvents();
    const query = parseAudienceQuery({ period: 'today', utm_source: 'linkedin' }, '2026-11-29');
    const report = await audienceReport(db, query, later);
    expect(report.figures.conversions).toBe(1);
    expect(report.goals.find((goal) => goal.goal === 'booking_made')).toMatchObject({
      completions: 1,
      visitors: 1,
    });
    expect(report.tables.utm_campaign).toEqual([]);
    expect(report.conversions).toEqual([
      expect.objectContaining({ entry_page: '', source: 'linkedin', leads: 1, visits: 0 }),
    ]);
    // Nothing of the visitor: no address, page or browser, and no way back to the lead.
    const [event] = await db.selectFrom('analytics_event').selectAll().execute();
    expect(event).toMatchObject({
      kind: 'booking_made',
      path: '',
      entry_page: '',
      referrer: '',
      device: '',
      browser: '',
      utm_source: 'linkedin',
      utm_medium: 'social',
      utm_campaign: 'automne',
    });
    expect(event?.visit).toMatch(/^[0-9a-f]{32}$/);
  });

  it('is rescheduled and cancelled on the same lead, each change in its history', async () => {
    await send({ uid: 'first', createdAt: '2026-11-29T18:00:00Z' });
    const rescheduled = await send(
      {
        trigger: 'BOOKING_RESCHEDULED',
        uid: 'second',
        rescheduleUid: 'first',
        startTime: '2026-12-04T08:00:00Z',
        endTime: '2026-12-04T08:15:00Z',
        createdAt: '2026-11-30T09:00:00Z',
      },
      new Date('2026-11-30T09:00:01Z'),
    );
    expect(rescheduled.status).toBe(200);
    const cancelled = await send(
      {
        trigger: 'BOOKING_CANCELLED',
        uid: 'second',
        startTime: '2026-12-04T08:00:00Z',
        endTime: '2026-12-04T08:15:00Z',
        createdAt: '2026-12-01T10:00:00Z',
      },
      new Date('2026-12-01T10:00:01Z'),
    );
    expect(cancelled.status).toBe(200);
    const { contacts } = await stored();
    expect(contacts).toHaveLength(1);
    expect(contacts[0]).toMatchObject({
      booking_uid: 'second',
      booking_start: '2026-12-04T08:00:00.000Z',
      booking_status: 'cancelled',
      received_at: '2026-11-29T18:05:00.000Z',
      updated_at: '2026-12-01T10:00:01.000Z',
    });
    const history = await bookingHistory(db, contacts[0]!.id);
    expect(history.map((event) => [event.trigger, event.start_time])).toEqual([
      ['BOOKING_CREATED', '2026-12-03T13:30:00.000Z'],
      ['BOOKING_RESCHEDULED', '2026-12-04T08:00:00.000Z'],
      ['BOOKING_CANCELLED', '2026-12-04T08:00:00.000Z'],
    ]);
  });

  it('sends each change on to the agency’s tools as a signed booking event (decision 078)', async () => {
    const endpoint = await createWebhookEndpoint(
      db,
      { id: 'admin-bookings', email: 'admin@automatia.test' },
      {
        url: 'https://crm.example/hooks',
        events: ['booking.created', 'booking.rescheduled', 'booking.cancelled'],
        preset: 'standard',
      },
      {
        appSecret: 'a'.repeat(64),
        deployed: true,
        allowList: parseAllowList(undefined),
        locale: 'fr',
      },
    );
    expect(endpoint.ok).toBe(true);
    try {
      await send({ uid: 'sent-on', createdAt: '2026-11-29T18:00:00Z' });
      await send({
        trigger: 'BOOKING_RESCHEDULED',
        uid: 'sent-on-2',
        rescheduleUid: 'sent-on',
        startTime: '2026-12-04T08:00:00Z',
        endTime: '2026-12-04T08:15:00Z',
        createdAt: '2026-11-30T09:00:00Z',
      });
      await send({
        trigger: 'BOOKING_CANCELLED',
        uid: 'sent-on-2',
        createdAt: '2026-12-01T10:00:00Z',
      });
      const deliveries = await db
        .selectFrom('webhook_delivery')
        .select(['event_type', 'payload'])
        .orderBy('created_at')
        .orderBy('event_type', 'desc')
        .execute();
      expect(deliveries.map((delivery) => delivery.event_type).sort()).toEqual([
        'booking.cancelled',
        'booking.created',
        'booking.rescheduled',
      ]);
      const bodies = new Map(
        deliveries.map((delivery) => [
          delivery.event_type,
          JSON.parse(delivery.payload) as {
            type: string;
            data: Record<string, unknown> & { booking?: Record<string, unknown> };
          },
        ]),
      );
      expect(bodies.get('booking.created')?.data).toMatchObject({
        name: 'Léa Favre',
        email: 'lea.favre@example.ch',
        source: { origin: 'booking', utmSource: 'linkedin', utmCampaign: 'automne' },
        booking: { uid: 'sent-on', start: '2026-12-03T13:30:00.000Z', status: 'booked' },
      });
      expect(bodies.get('booking.rescheduled')?.data.booking).toMatchObject({
        uid: 'sent-on-2',
        start: '2026-12-04T08:00:00.000Z',
      });
      expect(bodies.get('booking.cancelled')?.data.booking).toMatchObject({ status: 'cancelled' });
    } finally {
      await db.deleteFrom('webhook_delivery').execute();
      await db.deleteFrom('webhook_endpoint').execute();
    }
  });

  it('keeps the latest state when Cal.com’s deliveries cross', async () => {
    await send({ trigger: 'BOOKING_CANCELLED', uid: 'crossed', createdAt: '2026-11-29T19:00:00Z' });
    await send({ trigger: 'BOOKING_CREATED', uid: 'crossed', createdAt: '2026-11-29T18:00:00Z' });
    const { contacts, events } = await stored();
    expect(contacts).toHaveLength(1);
    expect(contacts[0]!.booking_status).toBe('cancelled');
    expect(events).toHaveLength(2);
  });

  it('refuses a replay (the same uid and trigger again) with 409, writing nothing', async () => {
    expect((await send({ uid: 'twice' })).status).toBe(200);
    const before = await stored();
    // Cal.com's signature has no timestamp: the uid and trigger are what make a copy a replay.
    const { log, read } = logLines();
    const again = await send({ uid: 'twice', createdAt: '2026-11-29T18:03:00Z' }, undefined, log);
    expect(again.status).toBe(409);
    expect(await stored()).toEqual(before);
    expect(read().map((line) => [line.event, line.reason])).toEqual([
      ['booking.webhook-refused', 'replayed'],
    ]);
  });

  it('stores the copies of one webhook arriving together once', async () => {
    const answers = await Promise.all([send({ uid: 'race' }), send({ uid: 'race' })]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const { contacts, events } = await stored();
    expect([contacts.length, events.length]).toEqual([1, 1]);
  });
});

describe('a refused webhook', () => {
  const body = JSON.stringify(calBookingWebhook());

  it.each([
    ['unsigned', () => post(body, null), 401],
    ['signed with another secret', () => post(body, calSignatureOf(body, `${secret}!`)), 401],
    [
      'signed for another body',
      () => post(body.replace('Léa', 'Zoé'), calSignatureOf(body, secret)),
      401,
    ],
    ['not a signature', () => post(body, 'sha256=abc'), 401],
    ['not JSON', () => post('{"triggerEvent":'), 400],
    [
      'without attendees',
      () => {
        const webhook = calBookingWebhook();
        return post(JSON.stringify({ ...webhook, payload: { ...webhook.payload, attendees: [] } }));
      },
      400,
    ],
  ])('%s is answered %i, logged once and stores nothing', async (_, request, status) => {
    const { log, lines, read } = logLines();
    const answer = await handleBookingWebhook(request(), { db, secret, log });
    expect(answer.status).toBe(status);
    expect(await stored()).toEqual({ contacts: [], events: [] });
    expect(read().map((line) => [line.level, line.event])).toEqual([
      ['warn', 'booking.webhook-refused'],
    ]);
    // Its reason, never the body: it names a person.
    expect(read()[0]!.reason).toEqual(
      expect.stringMatching(/^(unsigned|bad-signature|malformed)$/),
    );
    expect(lines.join('')).not.toMatch(/Léa|lea\.favre|Zoé/);
  });

  it('is a body over 256 KB (413), declared or streamed without a length, read no further', async () => {
    const declared = new Request('http://127.0.0.1/api/webhooks/booking', {
      method: 'POST',
      headers: { 'content-length': String(maxBookingWebhookBytes + 1) },
      body: 'x',
    });
    expect((await handleBookingWebhook(declared, { db, secret })).status).toBe(413);

    // A chunked body that never ends: refused once past the limit, not read to its end.
    const chunk = new Uint8Array(16 * 1024);
    let pulled = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += chunk.byteLength;
        controller.enqueue(chunk);
      },
    });
    const streamed = new Request('http://127.0.0.1/api/webhooks/booking', {
      method: 'POST',
      body: endless,
      duplex: 'half',
    } as RequestInit);
    const { log, read } = logLines();
    expect((await handleBookingWebhook(streamed, { db, secret, log })).status).toBe(413);
    expect(pulled).toBeLessThan(maxBookingWebhookBytes + 4 * chunk.byteLength);
    expect(read().map((line) => line.reason)).toEqual(['too-large']);
  });

  it('is the 61st webhook of a minute from one address (429), another address still heard', async () => {
    // Its own minute and addresses: the limiter is the process's.
    const now = new Date('2031-01-01T00:00:10Z');
    const from = (address: string) =>
      new Request('http://127.0.0.1/api/webhooks/booking', {
        method: 'POST',
        headers: { 'x-forwarded-for': address },
        body,
      });
    const answers = [];
    for (let index = 0; index < 61; index++)
      answers.push((await handleBookingWebhook(from('198.51.100.7'), { db, secret, now })).status);
    // Unsigned, so each of the first 60 is a 401; the 61st is not even read.
    expect(answers.slice(0, 60).every((status) => status === 401)).toBe(true);
    expect(answers[60]).toBe(429);
    expect((await handleBookingWebhook(from('198.51.100.8'), { db, secret, now })).status).toBe(
      401,
    );
    const nextMinute = new Date(now.getTime() + 60_000);
    expect(
      (await handleBookingWebhook(from('198.51.100.7'), { db, secret, now: nextMinute })).status,
    ).toBe(401);
  });

  it('is every webhook while no secret is set (503)', async () => {
    const answer = await handleBookingWebhook(post(body), { db, secret: undefined });
    expect(answer.status).toBe(503);
    expect(await stored()).toEqual({ contacts: [], events: [] });
  });

  it('is not a trigger the site reads (Cal.com’s PING): acknowledged, nothing stored', async () => {
    const ping = JSON.stringify({
      triggerEvent: 'PING',
      createdAt: '2026-11-29T18:00:00Z',
      payload: {},
    });
    const answer = await handleBookingWebhook(post(ping), { db, secret });
    expect(answer.status).toBe(200);
    expect(await stored()).toEqual({ contacts: [], events: [] });
  });
});

describe('the inbox', () => {
  it('lists bookings beside requests, filtered by kind, counted, and exported with their columns', async () => {
    await send({ trigger: 'BOOKING_CANCELLED', uid: 'listed' });
    const now = '2026-11-29T10:00:00.000Z';
    await db
      .insertInto('contact')
      .values({
        id: 'a-request',
        name: 'Marc Request',
        email: 'marc@example.ch',
        phone: null,
        company: null,
        service: 'n8n-automation',
        message: 'Bonjour',
        locale: 'fr',
        status: 'new',
        ip_hash: 'x',
        received_at: now,
        updated_at: now,
      })
      .execute();
    const kinds = async (kind: 'all' | 'contact' | 'booking') =>
      (await listContacts(db, { ...defaultContactFilters, kind })).rows.map((row) => [
        row.kind,
        row.name,
        row.bookingStart,
        row.bookingStatus,
      ]);
    const booking = ['booking', 'Léa Favre', '2026-12-03T13:30:00.000Z', 'cancelled'];
    const request = ['contact', 'Marc Request', null, null];
    expect(await kinds('all')).toEqual([booking, request]);
    expect(await kinds('booking')).toEqual([booking]);
    expect(await kinds('contact')).toEqual([request]);
    expect((await dashboardCounts(db)).contacts).toBe(2);

    const csv = await streamedText(
      await contactsCsv(
        db,
        exportContacts(db, { ...defaultContactFilters, kind: 'booking' }),
        'en',
      ),
    );
    const [header, row, end] = csv.replace('\uFEFF', '').split('\r\n');
    expect(header).toMatch(/,utm_content,language,kind,booking_start,booking_status$/);
    // The start in Swiss time, the campaign of the booking link.
    expect(row).toMatch(/^2026-11-29 19:05,Léa Favre,lea\.favre@example\.ch,/);
    expect(row).toMatch(/,,,linkedin,social,automne,,,,booking,2026-12-03 14:30,cancelled$/);
    expect(end).toBe('');
  });

  it('shows a booking in the person’s data, and its history goes with its lead', async () => {
    await send({ uid: 'personal' });
    const report = await findPersonalData(db, 'lea.favre@example.ch');
    const requests = report.sections.find((section) => section.kind === 'contactRequests');
    expect(requests?.records[0]?.values.booking).toBe(
      'booking_start: 2026-12-03T13:30:00.000Z · booking_end: 2026-12-03T13:45:00.000Z · ' +
        'booking_status: booked · time_zone: Europe/Paris · Lieu: integrations:daily · ' +
        'Taille de l’entreprise: 10–50 personnes',
    );
    await db.deleteFrom('contact').execute();
    expect(await stored()).toEqual({ contacts: [], events: [] });
  });
});
