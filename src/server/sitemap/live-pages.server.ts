import 'server-only';
import type { Kysely } from 'kysely';
import { staticPagePaths } from '@/content/public-pages';
import { defaultLocale, type Locale } from '@/i18n/locales';
import { articlePath } from '@/lib/blog/article-paths';
import type { PageDefinition } from '@/lib/page-sections/section-definition';
import { currentArticleSlugs, routeArticle } from '@/server/blog/article-slugs.server';
import { listPublishedPosts } from '@/server/blog/posts.server';
import { getDb } from '@/server/db/connection.server';
import type { Database } from '@/server/db/schema';
import { landingPageLives } from '@/server/landing-pages/landing-pages.server';
import { findService, listServices } from '@/server/services/service-pages.server';

/** Pages of their own that are not in the sitemap (reached by links in mails). */
const linkPages = ['/newsletter/confirm', '/newsletter/unsubscribe'];

/**
 * Whether a page answers `path` in `locale` today (a redirect from it would never be served:
 * decision 023). Read from the database, not from the pages' caches, so a change just committed
 * counts.
 */
export async function isLivePage(
  path: string,
  locale: Locale,
  db: Kysely<Database> = getDb(),
): Promise<boolean> {
  if ((staticPagePaths as readonly string[]).includes(path) || linkPages.includes(path))
    return true;
  const service = /^\/services\/([^/]+)$/.exec(path)?.[1];
  if (service)
    return (await landingPageLives(service, db)) || Boolean(await findService(service, locale, db));
  const slug = /^\/blog\/([^/]+)$/.exec(path)?.[1];
  if (slug) return routeArticle(await currentArticleSlugs(db), slug, locale) !== undefined;
  return false;
}

/**
 * Where the admin's view link of a page of sections leads: its path; for words shared by every
 * service or article, the example while it is live, else the first service or the newest
 * article (undefined when there is none), so the link never opens a page that is gone.
 */
export async function sectionPageViewPath(
  { path, sharedBy }: Pick<PageDefinition, 'path' | 'sharedBy'>,
  db: Kysely<Database> = getDb(),
): Promise<string | undefined> {
  // Words no page shows (the mails') have none.
  if (!path || !sharedBy || (await isLivePage(path, defaultLocale, db))) return path;
  if (sharedBy === 'services') {
    const [first] = await listServices(defaultLocale, db);
    return first && `/services/${first.id}`;
  }
  const [newest] = await listPublishedPosts(defaultLocale, db, new Date(), { offset: 0, limit: 1 });
  return newest && articlePath(newest.slug);
}
