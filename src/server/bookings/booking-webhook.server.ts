import 'server-only';
import { registerProcessState } from '@/config/process-state.mjs';
import type { Kysely } from 'kysely';
import { settings } from '@/config/settings';
import { log as serverLog, type Logger } from '@/lib/log/logger.mjs';
import { recordBookingGoal } from '@/server/analytics/booking-goal.server';
import { getDb } from '@/server/db/connection.server';
import type { Database } from '@/server/db/schema';
import { windowCounter, type WindowCounter } from '@/server/rate-limit/window-counter.server';
import { clientAddress } from '@/server/security/client-address.server';
import { readLimitedBody } from '@/server/uploads/limited-body.server';
import { recordBookingChange } from './booking-leads.server';
import { readCalWebhook } from './cal-payload';
import { calSignatureHeader, verifyCalSignature } from './cal-signature.server';

/** A booking webhook is a few KB; more is refused unread (Cal.com's payloads stay far below). */
export const maxBookingWebhookBytes = 256 * 1024;

/** Webhooks one address may post an instance per minute: Cal.com sends one per booking change. */
const perMinute = 60;

// One limiter per process, on globalThis (route handlers are bundled apart).
const held = globalThis as unknown as { bookingWebhookLimiter?: WindowCounter };
registerProcessState(() => {
  held.bookingWebhookLimiter = undefined;
});

function limiter(): WindowCounter {
  return (held.bookingWebhookLimiter ??= windowCounter({
    limit: perMinute,
    windowMs: 60_000,
    maxBuckets: 10_000,
  }));
}

type Refusal =
  | 'not-configured'
  | 'rate-limited'
  | 'too-large'
  | 'unsigned'
  | 'bad-signature'
  | 'malformed'
  | 'replayed';

/** The answer of each refusal (docs/integrations.md): Cal.com retries none but the 429 and 503. */
const refusalStatus: Record<Refusal, number> = {
  'not-configured': 503,
  'rate-limited': 429,
  'too-large': 413,
  unsigned: 401,
  'bad-signature': 401,
  malformed: 400,
  replayed: 409,
};

function answer(status: number, body: Record<string, unknown>): Response {
  return Response.json(body, { status, headers: { 'cache-control': 'no-store' } });
}

type BookingLog = Pick<Logger, 'info' | 'warn'>;

/** A refused webhook: logged once (never its body: it holds a person's name and address). */
function refuse(reason: Refusal, request: Request, log: BookingLog): Response {
  log.warn(
    { event: 'booking.webhook-refused', reason, address: clientAddress(request.headers) },
    'a booking webhook was refused',
  );
  return answer(refusalStatus[reason], { error: reason });
}

/** The raw body, or 'too-large' as soon as it passes the limit: a chunked body is not read on. */
async function readBody(request: Request): Promise<Buffer | 'too-large'> {
  const declared = Number(request.headers.get('content-length') ?? 0);
  if (declared > maxBookingWebhookBytes) return 'too-large';
  const body = await readLimitedBody(request, maxBookingWebhookBytes);
  return body ? Buffer.from(body) : 'too-large';
}

/**
 * POST /api/webhooks/booking: Cal.com's booking webhooks (issue 32, decision 079). Refused
 * before anything is written: without BOOKING_WEBHOOK_SECRET (503), past the rate limit (429),
 * too large (413), unsigned or wrongly signed (401: `x-cal-signature-256`, the hex HMAC-SHA256 of
 * the raw body), malformed (400), a booking uid and trigger already applied (409). Other triggers
 * (Cal.com's PING, meetings…) are acknowledged and left.
 */
export async function handleBookingWebhook(
  request: Request,
  {
    db,
    secret,
    now = new Date(),
    log = serverLog,
  }: { db: Kysely<Database>; secret: string | undefined; now?: Date; log?: BookingLog },
): Promise<Response> {
  if (!secret) return refuse('not-configured', request, log);
  if (!limiter().allow(clientAddress(request.headers), now.getTime()))
    return refuse('rate-limited', request, log);
  const body = await readBody(request);
  if (body === 'too-large') return refuse('too-large', request, log);
  const signature = request.headers.get(calSignatureHeader);
  if (!signature) return refuse('unsigned', request, log);
  if (!verifyCalSignature(body, signature, secret)) return refuse('bad-signature', request, log);
  const read = readCalWebhook(body.toString('utf8'));
  if (read.outcome === 'malformed') return refuse('malformed', request, log);
  if (read.outcome === 'ignored') return answer(200, { ignored: read.trigger });
  const stored = await recordBookingChange(db, read.change, now);
  if (stored.outcome === 'replayed') return refuse('replayed', request, log);
  // A booking made now is a goal of the audience screen, counted once its lead is committed.
  if (stored.created && stored.trigger === 'BOOKING_CREATED')
    recordBookingGoal(db, read.change, now);
  log.info(
    { event: 'booking.webhook-stored', trigger: stored.trigger, contactId: stored.contactId },
    'a booking webhook reached its lead',
  );
  return answer(200, { stored: stored.trigger });
}

/** The route's handler: this process's database and setting. */
export function receiveBookingWebhook(request: Request): Promise<Response> {
  return handleBookingWebhook(request, { db: getDb(), secret: settings().BOOKING_WEBHOOK_SECRET });
}
