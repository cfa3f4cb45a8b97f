import 'server-only';
import type { Kysely } from 'kysely';
import type { Database, LeadSourceColumns } from '@/server/db/schema';
import { readVisitEvents, type AnalyticsEventRow } from './analytics-store.server';
import { queuedEventsOf } from './event-queue.server';
import { siteHost, visitOfRequest } from './ingest.server';
import { publicPage } from './public-page';
import { campaignTags, referrerDomain } from './traffic-source';

/** Where a lead came from, as its row stores it (migration 0037). */
export type LeadSource = { [Column in keyof LeadSourceColumns]: string };

/** The paths kept of the pages seen before a form: the last ones, enough to read a journey. */
export const maxPagesSeen = 20;

/** A lead whose request says nothing usable (no Referer, not a public page). */
const unknownSource: LeadSource = {
  source_origin: '',
  source_entry_page: '',
  source_locale: '',
  source_referrer: '',
  utm_source: '',
  utm_medium: '',
  utm_campaign: '',
  utm_term: '',
  utm_content: '',
  source_pages: '[]',
};

/** The pages a visit viewed, in order, a page reloaded counted once, the last `maxPagesSeen`. */
function pagesSeen(events: readonly AnalyticsEventRow[]): string[] {
  const paths: string[] = [];
  for (const event of events)
    if (event.kind === 'pageview' && paths.at(-1) !== event.path) paths.push(event.path);
  return paths.slice(-maxPagesSeen);
}

/** The source the visit's first event tells: it carries the visit's columns (decision 077). */
function sourceOfVisit(first: AnalyticsEventRow, events: readonly AnalyticsEventRow[]): LeadSource {
  return {
    source_origin: 'visit',
    source_entry_page: first.entry_page,
    source_locale: first.entry_locale,
    source_referrer: first.referrer,
    utm_source: first.utm_source,
    utm_medium: first.utm_medium,
    utm_campaign: first.utm_campaign,
    // Only the visit's columns are on every event: term and content are the entry page's own.
    utm_term: first.path === first.entry_page ? first.utm_term : '',
    utm_content: first.path === first.entry_page ? first.utm_content : '',
    source_pages: JSON.stringify(pagesSeen(events)),
  };
}

/**
 * What the form's own request tells, when no event of its visit is known (JavaScript off, the
 * beacon blocked or opted out, a visit begun another day): the page the form was posted from
 * (the `Referer` of the post, with its `?lang=` and UTM values) is the entry; a `Referer` from
 * another site is the referrer.
 */
function sourceOfRequest(headers: Headers): LeadSource {
  const referer = headers.get('referer') ?? '';
  let posted: URL;
  try {
    posted = new URL(referer);
  } catch {
    return unknownSource;
  }
  const host = siteHost();
  const page = posted.host === host ? publicPage(posted.pathname + posted.search) : undefined;
  return {
    ...unknownSource,
    source_origin: 'request',
    source_referrer: referrerDomain(referer, host),
    ...(page && {
      source_entry_page: page.path,
      source_locale: page.locale,
      ...campaignTags(page.query),
      source_pages: JSON.stringify([page.path]),
    }),
  };
}

/**
 * The source of a lead posted with `headers`: the events of the same visit — hashed as the
 * beacon's are, the same Swiss day; those still queued in this instance included — else what
 * the request itself tells (sourceOfRequest).
 */
export async function leadSourceOf(
  db: Kysely<Database>,
  headers: Headers,
  now: Date,
): Promise<LeadSource> {
  const { day, visit } = await visitOfRequest(db, headers, now);
  const events = [
    ...(await readVisitEvents(db, visit, day)),
    ...queuedEventsOf(visit).filter((event) => event.day === day),
  ].sort((a, b) => a.occurred_at.localeCompare(b.occurred_at));
  const [first] = events;
  return first ? sourceOfVisit(first, events) : sourceOfRequest(headers);
}
