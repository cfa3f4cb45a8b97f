import 'server-only';
import { registerProcessState } from '@/config/process-state.mjs';
import type { Kysely } from 'kysely';
import type { AnalyticsVisitColumns, Database } from '@/server/db/schema';
import { readVisitColumns } from './analytics-store.server';

/** Visits remembered per process: past this many in one day, the oldest are asked again. */
const maxRemembered = 100_000;

// One map per process (route handlers are bundled apart from instrumentation, decision 077).
const held = globalThis as unknown as {
  analyticsVisits?: { day: string; visits: Map<string, Promise<AnalyticsVisitColumns>> };
};
registerProcessState(() => {
  held.analyticsVisits = undefined;
});

/**
 * What a visit is known by: from its first event, remembered by this instance, else read once
 * from the database (another instance saw it first, or this one restarted), else `first` — this
 * event begins the visit. The map is today's only and bounded, so it never outgrows memory; a
 * failed read is forgotten, to be tried again.
 */
export async function visitColumnsOf(
  db: Kysely<Database>,
  day: string,
  visit: string,
  first: AnalyticsVisitColumns,
): Promise<AnalyticsVisitColumns> {
  if (held.analyticsVisits?.day !== day) held.analyticsVisits = { day, visits: new Map() };
  const visits = held.analyticsVisits.visits;
  const remembered = visits.get(visit);
  if (remembered) return remembered;
  if (visits.size >= maxRemembered) visits.delete(visits.keys().next().value!);
  // The promise is remembered at once: two page views racing in agree on the visit's entry.
  const known = readVisitColumns(db, visit).then((row) => row ?? first);
  visits.set(visit, known);
  known.catch(() => visits.delete(visit));
  return known;
}
