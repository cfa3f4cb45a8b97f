import { searchKeywords } from './search';

/** Which posts the spec puts forward (§2, §4, §9). */

export const maxPillarPosts = 2;
export const pillarTrafficThreshold = 1000;
export const maxRelatedPosts = 3;
export const maxKeywordChips = 3;
export const homePostCount = 3;

interface Ranked {
  id: string;
  expectedTraffic: number;
}

/** A post whose expected monthly traffic earns the green '+N visites/mois' badge. */
export function isHighTraffic(post: { expectedTraffic: number }): boolean {
  return post.expectedTraffic > pillarTrafficThreshold;
}

/** Pillar articles: expected traffic above 1000, highest first, at most two (the data module's rule). */
export function pillarPosts<T extends Ranked>(posts: T[]): T[] {
  return posts
    .filter(isHighTraffic)
    .sort((a, b) => b.expectedTraffic - a.expectedTraffic)
    .slice(0, maxPillarPosts);
}

/**
 * Related posts: the other posts with a target keyword that partly matches one of the
 * current post's (one contains the other, compared as the search compares texts: case, accents
 * and spacing ignored), at most three, in list order. The data module answers it in SQL;
 * this is the rule it is tested against.
 */
export function relatedPosts<T extends { id: string; targetKeywords: string[] }>(
  current: { id: string; targetKeywords: string[] },
  candidates: T[],
): T[] {
  const own = searchKeywords(current.targetKeywords);
  return candidates
    .filter((post) => post.id !== current.id)
    .filter((post) =>
      searchKeywords(post.targetKeywords).some((keyword) =>
        own.some((mine) => mine.includes(keyword) || keyword.includes(mine)),
      ),
    )
    .slice(0, maxRelatedPosts);
}
