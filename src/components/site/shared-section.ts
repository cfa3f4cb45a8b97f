import type { PageCopy } from '@/components/site/page-copy';
import type { ShownSection } from '@/server/page-sections/page-sections-pages.server';

/**
 * A section of words shared by many pages (the landing pages', the whole site's: decision 055).
 * Each is always shown, so a page cannot lack it; an empty one stands in if the seed has not
 * run yet.
 */
export function sharedSection(copy: PageCopy, id: string): ShownSection {
  return copy[id] ?? { id, fields: {}, lists: {} };
}
