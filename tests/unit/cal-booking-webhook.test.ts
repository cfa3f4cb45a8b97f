// Issue 32, bookings in: Cal.com's signature (x-cal-signature-256, hex HMAC-SHA256 of the raw
// body) checked in constant time, and a webhook's body read into the lead's fields.
import { describe, expect, it } from 'vitest';
import { readCalWebhook } from '@/server/bookings/cal-payload';
import { calSignature, verifyCalSignature } from '@/server/bookings/cal-signature.server';
import { calBookingWebhook, calSignatureOf } from '../support/cal-booking-fixtures';

const secret = 'whsec-test-0123456789abcdef';
const body = JSON.stringify(calBookingWebhook());

describe('Cal.com signature verification', () => {
  it('accepts the signature Cal.com computes over the raw body', () => {
    const signature = calSignatureOf(body, secret);
    expect(calSignature(body, secret)).toBe(signature);
    expect(verifyCalSignature(body, signature, secret)).toBe(true);
    expect(verifyCalSignature(Buffer.from(body), signature.toUpperCase(), secret)).toBe(true);
  });

  it('refuses a missing or empty signature', () => {
    expect(verifyCalSignature(body, null, secret)).toBe(false);
    expect(verifyCalSignature(body, '', secret)).toBe(false);
  });

  it('refuses a signature made with another secret', () => {
    expect(verifyCalSignature(body, calSignatureOf(body, `${secret}x`), secret)).toBe(false);
  });

  it('refuses a body changed after signing, even by one byte or by reformatting', () => {
    const signature = calSignatureOf(body, secret);
    expect(verifyCalSignature(body.replace('Léa', 'Lea'), signature, secret)).toBe(false);
    const reformatted = JSON.stringify(JSON.parse(body), null, 2);
    expect(verifyCalSignature(reformatted, signature, secret)).toBe(false);
  });

  it('compares only well-formed digests, without throwing on any other length or alphabet', () => {
    const signature = calSignatureOf(body, secret);
    // One hex digit off, at the end: refused by the full comparison, not by an early exit.
    const lastOff = signature.slice(0, -1) + (signature.endsWith('0') ? '1' : '0');
    expect(verifyCalSignature(body, lastOff, secret)).toBe(false);
    for (const wrong of [
      signature.slice(0, -2),
      `${signature}00`,
      `sha256=${signature}`,
      'z'.repeat(64),
      signature.replace(/./g, 'é'),
    ]) {
      expect(() => verifyCalSignature(body, wrong, secret)).not.toThrow();
      expect(verifyCalSignature(body, wrong, secret)).toBe(false);
    }
  });
});

describe('a Cal.com booking webhook, read', () => {
  it('gives the attendee, the time in UTC, the answers and the booking link’s campaign', () => {
    const read = readCalWebhook(body);
    expect(read.outcome).toBe('booking');
    if (read.outcome !== 'booking') return;
    expect(read.change).toMatchObject({
      trigger: 'BOOKING_CREATED',
      uid: 'bFJeNb2uX8ANpT3JL5EfXw',
      replacesUid: null,
      start: '2026-12-03T13:30:00.000Z',
      end: '2026-12-03T13:45:00.000Z',
      name: 'Léa Favre',
      email: 'lea.favre@example.ch',
      timeZone: 'Europe/Paris',
      locale: 'fr',
      notes: 'Nous voulons automatiser nos devis.',
      utm: { utm_source: 'linkedin', utm_medium: 'social', utm_campaign: 'automne', utm_term: '' },
    });
    // The lead's own fields and the campaign are not listed again among the answers.
    expect(read.change.answers).toEqual([
      { label: 'Lieu', value: 'integrations:daily' },
      { label: 'Taille de l’entreprise', value: '10–50 personnes' },
    ]);
  });

  it('takes Cal.com’s own UTM tracking first', () => {
    const webhook = calBookingWebhook();
    const tracked = {
      ...webhook,
      payload: { ...webhook.payload, tracking: { utm_source: 'google' } },
    };
    const read = readCalWebhook(JSON.stringify(tracked));
    expect(read.outcome === 'booking' && read.change.utm.utm_source).toBe('google');
  });

  it('names the booking a reschedule replaces', () => {
    const read = readCalWebhook(
      JSON.stringify(
        calBookingWebhook({ trigger: 'BOOKING_RESCHEDULED', uid: 'new', rescheduleUid: 'old' }),
      ),
    );
    expect(read.outcome === 'booking' && read.change.replacesUid).toBe('old');
  });

  it('lets other triggers by and refuses what is not a booking webhook', () => {
    expect(
      readCalWebhook(JSON.stringify({ ...calBookingWebhook(), triggerEvent: 'PING' })),
    ).toEqual({
      outcome: 'ignored',
      trigger: 'PING',
    });
    const webhook = calBookingWebhook();
    for (const malformed of [
      'not json',
      '[]',
      JSON.stringify({ ...webhook, createdAt: 'yesterday' }),
      JSON.stringify({ ...webhook, payload: { ...webhook.payload, attendees: [] } }),
      JSON.stringify({ ...webhook, payload: { ...webhook.payload, startTime: '3 décembre' } }),
      JSON.stringify({ ...webhook, payload: { ...webhook.payload, uid: undefined } }),
    ])
      expect(readCalWebhook(malformed)).toEqual({ outcome: 'malformed' });
  });
});
