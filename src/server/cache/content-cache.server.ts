import 'server-only';
import { sql, type Kysely, type Transaction } from 'kysely';
import { revalidatePath, revalidateTag, unstable_cache } from 'next/cache';
import type { Database } from '@/server/db/schema';
import { speaksPostgres } from '@/server/db/speaks-postgres';
import { contentChangeChannel } from './content-change-listener.server';
import { recordChange } from './freshness-state.mjs';

/*
 * The one place that caches content and refreshes caches (decision 011): no other module calls
 * revalidate…. Pages and cached reads are tagged with the kind of content they show; a committed
 * change expires every entry of its kind, so the next request renders from the database.
 */

/**
 * The kinds of content pages are tagged with, `redirects`, which no page shows but which the
 * redirect table every instance holds in memory is reloaded after (decision 023), and `media`,
 * which no page is tagged with but after which every instance drops the images next/image
 * optimized (a replaced image's old name shows other bytes, decision 074).
 */
export const contentKinds = [
  'blog',
  'services',
  'testimonials',
  'contact-services',
  'faq',
  'landing',
  'newsletter',
  'redirects',
  'settings',
  'pages',
  'media', // the library's images as pages show them: focal points and alt texts (decision 073)
  // An image's bytes, which every optimized image depends on: only a replaced file drops them,
  // an alt text or focal point edit leaves them encoded (decision 074).
  'media-file',
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
function refreshContent(...kinds: ContentKind[]): void {
  for (const kind of kinds) revalidateTag(kind, { expire: 0 });
}

/**
 * After an admin change: every admin screen is rendered anew on its next visit, and the
 * browser's router forgets its copies (admin pages are per request; lists and counts changed).
 */
function refreshAdminScreens(): void {
  revalidatePath('/admin', 'layout');
}

/**
 * What each kind of admin change makes stale, declared once: the cached content kinds the
 * public pages show it in, and whether the admin's own lists and counts change with it (a
 * content kind edited in a form keeps its screen as it is; the form shows the saved record).
 */
const staleAfter = {
  post: { content: ['blog', 'redirects'], adminScreens: true }, // its pages, lists, feeds; old addresses
  service: { content: ['services'], adminScreens: false },
  testimonial: { content: ['testimonials'], adminScreens: false },
  'contact-service': { content: ['contact-services'], adminScreens: false },
  faq: { content: ['faq'], adminScreens: true }, // the list's order and pages change with a save
  redirect: { content: ['redirects'], adminScreens: true },
  // Its page, the services page's links, sitemap and hreflang; a rename or delete leaves redirects.
  'landing-page': { content: ['landing', 'redirects'], adminScreens: true },
  campaign: { content: [], adminScreens: true }, // a draft or a schedule: nothing public yet
  'campaign-archive': { content: ['newsletter'], adminScreens: true }, // started or cancelled
  contact: { content: [], adminScreens: true },
  subscriber: { content: [], adminScreens: true },
  'staff-account': { content: [], adminScreens: true },
  'personal-data': { content: [], adminScreens: true },
  webhook: { content: [], adminScreens: true }, // the Integrations screen and its delivery logs
  settings: { content: ['settings'], adminScreens: false }, // every public page prints them
  'page-section': { content: ['pages'], adminScreens: true }, // the pages list shows the last save
  schedule: { content: [], adminScreens: true }, // nothing public until the pass publishes it
  media: { content: ['media'], adminScreens: true }, // crops and alt texts; the library's grid
  // A replaced image's file: the texts that showed it (posts, pages, letters, testimonials, the
  // default social image), its crops and social cards, and its optimized images (decision 074).
  'media-file': {
    content: ['blog', 'pages', 'newsletter', 'testimonials', 'settings', 'media', 'media-file'],
    adminScreens: true,
  },
} as const satisfies Record<string, { content: readonly ContentKind[]; adminScreens: boolean }>;

export type AdminChange = keyof typeof staleAfter;

/**
 * After an admin change is committed (its action, which has the request context Next needs):
 * what it made stale renders anew on its next request, on this instance and, through the
 * change listener, on every other (decision 020).
 */
export function refreshAfter(change: AdminChange): void {
  const stale = staleAfter[change];
  refreshContent(...stale.content);
  if (stale.adminScreens) refreshAdminScreens();
}

/**
 * Inside the transaction of a change to tables no trigger announces (decision 020 has the
 * content tables' triggers do it): on PostgreSQL, every instance hears `kind` changed when the
 * transaction commits, as a trigger would have said; on SQLite there is one instance, which
 * refreshAfter() tells.
 */
export async function announceContentChange(
  trx: Transaction<Database>,
  kind: ContentKind,
): Promise<void> {
  if (!speaksPostgres(trx as Kysely<Database>)) return;
  await sql`select pg_notify(${contentChangeChannel}, ${JSON.stringify({ kind })})`.execute(trx);
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
