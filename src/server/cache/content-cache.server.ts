import 'server-only';
import type { Kysely } from 'kysely';
import { revalidateTag } from 'next/cache';
import type { Database } from '../db/schema';
import { recordChange } from './freshness-state.mjs';

/*
 * The one place that refreshes the public site's caches (decision 011). Pages and cached reads
 * are tagged with the kind of content they show; a committed change expires every entry of its
 * kind, so the next request renders from the database.
 */

/** The kinds of content pages are tagged with. */
export type ContentKind = 'blog' | 'services' | 'testimonials';

/**
 * After a change is committed (an admin action): the next request to any page, feed or cached
 * read showing these kinds renders anew. Needs a request context (Next's rule).
 */
export function refreshContent(...kinds: ContentKind[]): void {
  for (const kind of kinds) revalidateTag(kind, { expire: 0 });
}

/**
 * A change that takes effect later: a post scheduled for `at` appears on every page that shows
 * posts at that time, without anyone touching it again.
 */
export function refreshContentAt(kind: ContentKind, at: string | Date): void {
  recordChange(kind, new Date(at).getTime());
}

/** At start-up: the scheduled publications already in the database. */
export async function noteScheduledPublications(db: Kysely<Database>, now = new Date()) {
  const scheduled = await db
    .selectFrom('post')
    .select('published_at')
    .where('status', '=', 'published')
    .where('published_at', '>', now.toISOString())
    .execute();
  for (const { published_at } of scheduled)
    if (published_at) refreshContentAt('blog', published_at);
}
