import type { PageCopy } from '@/components/site/page-copy';
import type { ShownSection } from '@/server/page-sections/page-sections-pages.server';

/**
 * A section of the landing pages' shared words (decision 055). Every one of them is always
 * shown, so the page cannot lack it; an empty section stands in if the seed has not run yet.
 */
export function sharedSection(copy: PageCopy, id: string): ShownSection {
  return copy[id] ?? { id, fields: {}, lists: {} };
}
