import 'server-only';
import type { Kysely } from 'kysely';
import { revalidatePath, revalidateTag, unstable_cache } from 'next/cache';
import type { Database } from '../db/schema';
import { recordChange } from './freshness-state.mjs';

/*
 * The one place that caches content and refreshes caches (decision 011): no other module calls
 * revalidate…. Pages and cached reads are tagged with the kind of content they show; a committed
 * change expires every entry of its kind, so the next request renders from the database.
 */

/**
 * The kinds of content pages are tagged with, and `redirects`, which no page shows but which the
 * redirect table every instance holds in memory is reloaded after (decision 023).
 */
export const contentKinds = [
  'blog',
  'services',
  'testimonials',
  'contact-services',
  'newsletter',
  'redirects',
] as const;
export type ContentKind = (typeof contentKinds)[number];

/**
 * A read as pages share it across requests, tagged with its kind of content: kept until a change
 * of that kind (refreshContent) or `revalidateSeconds`, a safety net rather than the way changes
 * show. A failing read throws, so Next keeps serving the last good page.
 */
export function cachedContent<Args extends unknown[], Result>(
  kind: ContentKind,
  key: string,
  read: (...args: Args) => Promise<Result>,
  revalidateSeconds = 86_400,
): (...args: Args) => Promise<Result> {
  return unstable_cache(read, [key], { tags: [kind], revalidate: revalidateSeconds });
}

/**
 * After a change is committed (an admin action): the next request to any page, feed or cached
 * read showing these kinds renders anew. Needs a request context (Next's rule).
 */
export function refreshContent(...kinds: ContentKind[]): void {
  for (const kind of kinds) revalidateTag(kind, { expire: 0 });
}

/**
 * After an admin change: every admin screen is rendered anew on its next visit, and the
 * browser's router forgets its copies (admin pages are per request; lists and counts changed).
 */
export function refreshAdminScreens(): void {
  revalidatePath('/admin', 'layout');
}

/**
 * A change that takes effect later: a post scheduled for `at` appears on every page that shows
 * posts at that time, without anyone touching it again.
 */
export function refreshContentAt(kind: ContentKind, at: string | Date): void {
  recordChange(kind, new Date(at).getTime());
}

/**
 * At start-up: pages cached on disk before this process started (by the build, or by an earlier
 * run) may predate changes made meanwhile (another instance, a restored database), so each is
 * rendered anew on its first request.
 */
export function refreshContentCachedBeforeStart(now = Date.now()): void {
  for (const kind of contentKinds) recordChange(kind, now);
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
