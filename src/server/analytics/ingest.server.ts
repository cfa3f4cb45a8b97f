import 'server-only';
import { registerProcessState } from '@/config/process-state.mjs';
import type { Kysely } from 'kysely';
import { settings } from '@/config/settings';
import { addressBucket } from '@/lib/net/address-bucket';
import { userAgentFamily } from '@/lib/net/user-agent-family';
import { zurichDate } from '@/lib/time/zurich-time';
import { getAuth } from '@/server/auth/auth.server';
import { staffOfRequest } from '@/server/auth/session-staff.server';
import { getDb } from '@/server/db/connection.server';
import type { Database } from '@/server/db/schema';
import { windowCounter, type WindowCounter } from '@/server/rate-limit/window-counter.server';
import { clientAddress } from '@/server/security/client-address.server';
import { isCrossOrigin } from '@/server/security/same-origin.server';
import type { AnalyticsEventRow } from './analytics-store.server';
import { dailySalt } from './daily-salt.server';
import { deviceClass } from './device-class';
import {
  beaconEventSchema,
  maxBeaconBytes,
  type BeaconEvent,
  type Goal,
  type serverGoals,
} from './event-shape';
import { queueEvent } from './event-queue.server';
import { publicPage } from './public-page';
import {
  campaignTags,
  followsCampaignLink,
  referrerDomain,
  type CampaignTags,
} from './traffic-source';
import { uncountedByHeaders, uncountedReason, type IsStaffSession } from './uncounted.server';
import { visitHash } from './visit-hash.server';
import { visitColumnsOf } from './visit-columns.server';

/** One page view or goal as the request reports it, before it is counted. */
export interface Hit {
  headers: Headers;
  /** The page's address as the browser shows it: path and query. */
  page: string;
  referrer?: string;
  kind: 'pageview' | Goal;
  now: Date;
}

/** The site's own host: part of the visit hash, and no referrer when a visitor moves within it. */
export function siteHost(): string {
  return new URL(settings().SITE_URL).host;
}

/** The visit a request belongs to: its Swiss day and that day's hash of who sent it. */
export async function visitOfRequest(
  db: Kysely<Database>,
  headers: Headers,
  now: Date,
): Promise<{ day: string; visit: string }> {
  const visit = visitHash(await dailySalt(db, now), {
    address: clientAddress(headers),
    userAgent: headers.get('user-agent') ?? '',
    host: siteHost(),
  });
  return { day: zurichDate(now), visit };
}

/** A hit that counts: its event, and the UTM tags of its own page's address. */
interface CountedHit {
  event: AnalyticsEventRow;
  /** This page's tags, which the event keeps only in part (its visit's come from its entry). */
  tags: CampaignTags;
}

/**
 * A hit as it counts, or undefined when it is not counted: not a public page, a robot, a visitor
 * who opted out, staff (see uncountedReason). The address only enters the hash. The page's
 * address is parsed once, for the event and for the tags the caller may need beside it.
 */
async function countHit(
  db: Kysely<Database>,
  hit: Hit,
  isStaffSession: IsStaffSession,
): Promise<CountedHit | undefined> {
  const page = publicPage(hit.page);
  if (!page || (await uncountedReason(hit.headers, isStaffSession))) return undefined;
  const userAgent = hit.headers.get('user-agent') ?? '';
  const host = siteHost();
  const { day, visit } = await visitOfRequest(db, hit.headers, hit.now);
  const tags = campaignTags(page.query);
  const visitColumns = await visitColumnsOf(db, day, visit, {
    entry_page: page.path,
    entry_locale: page.locale,
    referrer: referrerDomain(hit.referrer, host),
    utm_source: tags.utm_source,
    utm_medium: tags.utm_medium,
    utm_campaign: tags.utm_campaign,
    device: deviceClass(userAgent),
    browser: userAgentFamily(userAgent),
  });
  const event = {
    occurred_at: hit.now.toISOString(),
    day,
    visit,
    kind: hit.kind,
    path: page.path,
    locale: page.locale,
    ...visitColumns,
    utm_term: tags.utm_term,
    utm_content: tags.utm_content,
  };
  return { event, tags };
}

/** The event a hit is counted as, or undefined when it is not counted (see countHit). */
export async function eventOfHit(
  db: Kysely<Database>,
  hit: Hit,
  isStaffSession: IsStaffSession,
): Promise<AnalyticsEventRow | undefined> {
  return (await countHit(db, hit, isStaffSession))?.event;
}

/** A staff session, read from the database like every admin request does. */
const isStaffSession: IsStaffSession = async (headers) =>
  (await staffOfRequest({ db: getDb(), auth: await getAuth(), headers, now: new Date() })) !== null;

// One limiter per process, on globalThis like the queue (route handlers are bundled apart).
const held = globalThis as unknown as { analyticsLimiter?: WindowCounter };
registerProcessState(() => {
  held.analyticsLimiter = undefined;
});

function limiter(): WindowCounter {
  return (held.analyticsLimiter ??= windowCounter({
    limit: settings().ANALYTICS_EVENTS_PER_MINUTE,
    windowMs: 60_000,
    maxBuckets: 100_000,
  }));
}

const answer = (status: number) =>
  new Response(null, { status, headers: { 'cache-control': 'no-store' } });

async function readBeacon(request: Request): Promise<BeaconEvent | 400 | 413> {
  const declared = request.headers.get('content-length');
  if (declared === null || Number(declared) > maxBeaconBytes) return 413;
  const text = await request.text();
  if (Buffer.byteLength(text) > maxBeaconBytes) return 413;
  try {
    const parsed = beaconEventSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : 400;
  } catch {
    return 400;
  }
}

/**
 * POST /api/event, the beacon's endpoint: only our event shape, a few hundred bytes, from this
 * site's pages; rate-limited per address bucket in this instance's memory; queued, never written
 * while the visitor waits. Junk gets 400, 413 or 429, never a 5xx; what is not counted (robots,
 * staff, GPC, pages that are not public) gets 204 like what is.
 */
export async function ingestBeacon(request: Request): Promise<Response> {
  if (isCrossOrigin(request.headers)) return answer(403);
  const event = await readBeacon(request);
  if (typeof event === 'number') return answer(event);
  if (uncountedByHeaders(request.headers)) return answer(204);
  if (!limiter().allow(addressBucket(clientAddress(request.headers)), Date.now())) {
    return answer(429);
  }
  const { page, referrer, goal } = event;
  const db = getDb();
  const counted = await countHit(
    db,
    { headers: request.headers, page, referrer, kind: goal ?? 'pageview', now: new Date() },
    isStaffSession,
  );
  if (!counted) return answer(204);
  queueEvent(db, counted.event);
  // A page opened from a newsletter's link: the goal is reached as the page is viewed.
  if (!goal && followsCampaignLink(counted.tags)) {
    queueEvent(db, { ...counted.event, kind: 'campaign_link' });
  }
  return answer(204);
}

/**
 * Counts a goal the server itself saw reached (a contact request stored, a newsletter sign-up
 * confirmed, a campaign link followed), in the visit of the request that reached it: the form
 * posted from `page` carries the same address and User-Agent as the page views before it.
 */
export async function recordGoal(
  headers: Headers,
  goal: (typeof serverGoals)[number],
  page: string,
): Promise<void> {
  const db = getDb();
  const row = await eventOfHit(db, { headers, page, kind: goal, now: new Date() }, isStaffSession);
  if (row) queueEvent(db, row);
}
