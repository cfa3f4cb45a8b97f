import { describe, expect, it } from 'vitest';
import {
  homePostCount,
  isHighTraffic,
  maxKeywordChips,
  maxPillarPosts,
  maxRelatedPosts,
  pillarPosts,
  relatedPosts,
} from '@/lib/blog/selection';

const ranked = (id: string, expectedTraffic: number) => ({ id, expectedTraffic });
const keyed = (id: string, ...targetKeywords: string[]) => ({ id, targetKeywords });
const ids = (items: { id: string }[]) => items.map((item) => item.id);

describe('spec numbers (§9)', () => {
  it('are 2 pillars, 3 related posts, 3 chips and 3 posts on the home page', () => {
    expect(maxPillarPosts).toBe(2);
    expect(maxRelatedPosts).toBe(3);
    expect(maxKeywordChips).toBe(3);
    expect(homePostCount).toBe(3);
  });
});

describe('isHighTraffic', () => {
  it('is true strictly above 1000', () => {
    expect(isHighTraffic({ expectedTraffic: 1001 })).toBe(true);
    expect(isHighTraffic({ expectedTraffic: 2400 })).toBe(true);
    expect(isHighTraffic({ expectedTraffic: 1000 })).toBe(false);
    expect(isHighTraffic({ expectedTraffic: 999 })).toBe(false);
    expect(isHighTraffic({ expectedTraffic: 0 })).toBe(false);
  });
});

describe('pillarPosts', () => {
  it('keeps only posts above 1000, strictly', () => {
    expect(ids(pillarPosts([ranked('a', 1000), ranked('b', 1001), ranked('c', 500)]))).toEqual([
      'b',
    ]);
  });

  it('orders by expected traffic, highest first', () => {
    expect(ids(pillarPosts([ranked('low', 1200), ranked('high', 2400)]))).toEqual(['high', 'low']);
  });

  it('keeps at most two', () => {
    const posts = [
      ranked('a', 1200),
      ranked('b', 5000),
      ranked('c', 1800),
      ranked('d', 3000),
      ranked('e', 900),
    ];
    expect(ids(pillarPosts(posts))).toEqual(['b', 'd']);
  });

  it('is empty when no post is above 1000', () => {
    expect(pillarPosts([ranked('a', 1000), ranked('b', 10)])).toEqual([]);
    expect(pillarPosts([])).toEqual([]);
  });

  it('keeps list order between posts of equal traffic, and does not change the input', () => {
    const posts = [ranked('first', 1500), ranked('top', 1600), ranked('second', 1500)];
    const copy = structuredClone(posts);
    expect(ids(pillarPosts(posts))).toEqual(['top', 'first']);
    expect(posts).toEqual(copy);
  });

  it('returns the posts themselves with all their fields', () => {
    const post = { id: 'a', expectedTraffic: 2000, title: 'Titre' };
    expect(pillarPosts([post])[0]).toBe(post);
  });
});

describe('relatedPosts', () => {
  it('finds posts sharing a keyword, ignoring case', () => {
    const current = keyed('me', 'Chatbot WhatsApp');
    const candidates = [keyed('a', 'chatbot whatsapp'), keyed('b', 'CRM')];
    expect(ids(relatedPosts(current, candidates))).toEqual(['a']);
  });

  it('matches partly in both directions', () => {
    const current = keyed('me', 'automatisation');
    // the candidate's keyword contains ours
    expect(ids(relatedPosts(current, [keyed('a', 'automatisation PME')]))).toEqual(['a']);
    // ours contains the candidate's
    expect(ids(relatedPosts(keyed('me', 'Automatisation PME'), [keyed('b', 'pme')]))).toEqual([
      'b',
    ]);
  });

  it('compares every keyword with every keyword', () => {
    const current = keyed('me', 'stations alpines', 'réservation automatisée');
    const candidates = [keyed('a', 'SEO', 'Réservation'), keyed('b', 'SEO', 'CRM')];
    expect(ids(relatedPosts(current, candidates))).toEqual(['a']);
  });

  it('matches Arabic keywords', () => {
    const current = keyed('me', 'روبوت محادثة WhatsApp');
    const candidates = [keyed('a', 'روبوت محادثة'), keyed('b', 'أتمتة التسويق')];
    expect(ids(relatedPosts(current, candidates))).toEqual(['a']);
  });

  it('leaves out the current post', () => {
    const current = keyed('me', 'n8n');
    expect(ids(relatedPosts(current, [keyed('me', 'n8n'), keyed('a', 'n8n')]))).toEqual(['a']);
  });

  it('keeps at most three, in list order', () => {
    const current = keyed('me', 'n8n');
    const candidates = ['e', 'd', 'c', 'b', 'a'].map((id) => keyed(id, `workflow n8n ${id}`));
    expect(ids(relatedPosts(current, candidates))).toEqual(['e', 'd', 'c']);
  });

  it('finds nothing without a shared keyword', () => {
    expect(relatedPosts(keyed('me', 'n8n'), [keyed('a', 'CRM'), keyed('b')])).toEqual([]);
    expect(relatedPosts(keyed('me'), [keyed('a', 'n8n')])).toEqual([]);
  });

  it('does not let an empty or blank keyword match everything', () => {
    expect(relatedPosts(keyed('me', '', '  '), [keyed('a', 'n8n')])).toEqual([]);
    expect(relatedPosts(keyed('me', 'n8n'), [keyed('a', '', ' ')])).toEqual([]);
  });

  it('ignores surrounding spaces', () => {
    expect(ids(relatedPosts(keyed('me', ' n8n '), [keyed('a', 'N8N')]))).toEqual(['a']);
  });
});
