import { z } from 'zod';
import { defaultLocale, isLocale, type Locale } from '@/i18n/locales';
import { utmParameters } from '@/server/analytics/public-page';
import type { BookingStatus, BookingTrigger } from '@/server/db/schema';

/**
 * A Cal.com booking webhook as the site reads it (docs/integrations.md, "Bookings from Cal.com"):
 * `{ triggerEvent, createdAt, payload }`, the payload the booking (uid, start and end in UTC,
 * attendees, the booking form's responses, metadata). Only the fields used are checked; Cal.com's
 * many others pass unread.
 */

export const bookingTriggers = [
  'BOOKING_CREATED',
  'BOOKING_RESCHEDULED',
  'BOOKING_CANCELLED',
] as const satisfies readonly BookingTrigger[];

/** What each trigger makes of the booking. */
export const statusOfTrigger: Record<BookingTrigger, BookingStatus> = {
  BOOKING_CREATED: 'booked',
  BOOKING_RESCHEDULED: 'rescheduled',
  BOOKING_CANCELLED: 'cancelled',
};

const instant = z.iso.datetime({ offset: true });
const shortText = z.string().trim().max(500);

/** The envelope every Cal.com webhook has: other triggers (PING, MEETING_ENDED…) are let by. */
const envelopeSchema = z.object({
  triggerEvent: z.string().max(100),
  createdAt: instant,
  payload: z.unknown(),
});

const attendeeSchema = z.object({
  name: z.string().trim().min(1).max(200),
  email: z.email().max(254),
  timeZone: z.string().trim().min(1).max(100),
  language: z.object({ locale: z.string().max(20).optional() }).optional(),
});

const bookingSchema = z.object({
  uid: z.string().trim().min(1).max(200),
  startTime: instant,
  endTime: instant,
  title: shortText.optional(),
  /** The first is the person who booked. */
  attendees: z.tuple([attendeeSchema], attendeeSchema),
  /** The booking form's answers, `{ identifier: { label, value } }` (or the bare value). */
  responses: z.record(z.string(), z.unknown()).optional(),
  metadata: z.record(z.string(), z.unknown()).nullish(),
  /** The five standard UTM values Cal.com tracks from the booking link (newer versions). */
  tracking: z.record(z.string(), z.unknown()).nullish(),
  /** On a reschedule, the uid of the booking it replaces. */
  rescheduleUid: z.string().max(200).nullish(),
  additionalNotes: z.string().max(10_000).nullish(),
});

export interface BookingAnswer {
  label: string;
  value: string;
}

/** One booking webhook, read: what its lead and history are written from. */
export interface BookingChange {
  trigger: BookingTrigger;
  occurredAt: string;
  uid: string;
  /** The uid of the booking a reschedule replaces; null otherwise. */
  replacesUid: string | null;
  start: string;
  end: string;
  name: string;
  email: string;
  timeZone: string;
  locale: Locale;
  phone: string | null;
  notes: string;
  answers: BookingAnswer[];
  utm: Record<(typeof utmParameters)[number], string>;
}

export type ReadWebhook =
  | { outcome: 'booking'; change: BookingChange }
  | { outcome: 'ignored'; trigger: string }
  | { outcome: 'malformed' };

/** The booking form's fields that are the lead's own columns, not answers to list. */
const ownFields = new Set([
  'name',
  'email',
  'notes',
  'attendeePhoneNumber',
  'guests',
  ...utmParameters,
]);

/** A response as text: Cal.com sends strings, lists, `{ value }` objects (location), names. */
function answerText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return value.map(answerText).filter(Boolean).join(', ');
  if (typeof value === 'object') {
    const record = value as Record<string, unknown>;
    if ('value' in record) return answerText(record.value);
    if ('firstName' in record) return [record.firstName, record.lastName].map(answerText).join(' ');
    return JSON.stringify(value);
  }
  return '';
}

/** A response's `{ label, value }`, or the bare value Cal.com sends in some versions. */
function responseOf(raw: unknown): { label?: string; value: unknown } {
  if (raw && typeof raw === 'object' && !Array.isArray(raw) && 'value' in raw) {
    const { label, value } = raw as { label?: unknown; value: unknown };
    return { label: typeof label === 'string' ? label : undefined, value };
  }
  return { value: raw };
}

const maxAnswers = 50;
const maxAnswerLength = 2000;

function answersOf(responses: Record<string, unknown>): BookingAnswer[] {
  return Object.entries(responses)
    .filter(([key]) => !ownFields.has(key))
    .map(([key, raw]) => {
      const { label, value } = responseOf(raw);
      return {
        label: (label || key).slice(0, 200),
        value: answerText(value).slice(0, maxAnswerLength),
      };
    })
    .filter((answer) => answer.value !== '')
    .slice(0, maxAnswers);
}

/**
 * The campaign of the booking link (public/a.js puts the entry page's UTM on it): Cal.com's own
 * tracking first, then a hidden booking question named after the value, then the metadata.
 */
function utmOf(booking: z.infer<typeof bookingSchema>): BookingChange['utm'] {
  const sources = [booking.tracking ?? {}, booking.responses ?? {}, booking.metadata ?? {}];
  return Object.fromEntries(
    utmParameters.map((key) => {
      const found = sources
        .map((source) => answerText(responseOf(source[key]).value).trim())
        .find(Boolean);
      return [key, (found ?? '').slice(0, 200)];
    }),
  ) as BookingChange['utm'];
}

/** A webhook's body, parsed: a booking change, another trigger to let by, or malformed. */
export function readCalWebhook(body: string): ReadWebhook {
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return { outcome: 'malformed' };
  }
  const envelope = envelopeSchema.safeParse(json);
  if (!envelope.success) return { outcome: 'malformed' };
  const { triggerEvent, createdAt, payload } = envelope.data;
  const trigger = bookingTriggers.find((known) => known === triggerEvent);
  if (!trigger) return { outcome: 'ignored', trigger: triggerEvent };
  const parsed = bookingSchema.safeParse(payload);
  if (!parsed.success) return { outcome: 'malformed' };
  const booking = parsed.data;
  const [attendee] = booking.attendees;
  const responses = booking.responses ?? {};
  const language = attendee.language?.locale?.toLowerCase();
  const phone = answerText(responseOf(responses.attendeePhoneNumber).value).trim();
  const notes = booking.additionalNotes ?? answerText(responseOf(responses.notes).value);
  return {
    outcome: 'booking',
    change: {
      trigger,
      occurredAt: new Date(createdAt).toISOString(),
      uid: booking.uid,
      replacesUid: trigger === 'BOOKING_RESCHEDULED' ? (booking.rescheduleUid ?? null) : null,
      start: new Date(booking.startTime).toISOString(),
      end: new Date(booking.endTime).toISOString(),
      name: attendee.name,
      email: attendee.email,
      timeZone: attendee.timeZone,
      locale: isLocale(language) ? language : defaultLocale,
      phone: phone ? phone.slice(0, 50) : null,
      notes: notes.slice(0, 10_000),
      answers: answersOf(responses),
      utm: utmOf(booking),
    },
  };
}
