import { describe, expect, it } from 'vitest';
import {
  allCategories,
  filterPosts,
  filtersFromParams,
  isFiltering,
  normalizeForSearch,
  searchColumns,
  searchKeywords,
  searchRank,
} from '@/lib/blog/search';
import { searchKey, viewFromSearchKey } from '@/lib/blog/search-key';

interface TestPost {
  id: string;
  title: string;
  excerpt: string;
  targetKeywords: string[];
  category: string;
  tags: string[];
  content: string;
}

function post(id: string, fields: Partial<TestPost>): TestPost {
  return {
    id,
    title: `Titre ${id}`,
    excerpt: `Résumé ${id}`,
    targetKeywords: [],
    category: 'Automatisation IA',
    tags: [],
    content: '',
    ...fields,
  };
}

const posts: TestPost[] = [
  post('n8n', {
    title: 'Guide complet de l’automatisation n8n',
    excerpt: 'Tout pour démarrer avec les workflows.',
    targetKeywords: ['workflow n8n', 'automatisation PME'],
  }),
  post('whatsapp', {
    title: 'Chatbot WhatsApp pour PME',
    excerpt: 'Répondre aux clients 24h/24 à Genève.',
    targetKeywords: ['service client automatisé'],
    category: 'Chatbots',
    tags: ['tagseulement'],
    content: 'contenuseulement',
  }),
  post('alpine', {
    title: 'Les stations alpines',
    excerpt: 'Hôtellerie et réservation.',
    targetKeywords: ['ÉVOLUTION hôtelière'],
    category: 'Guides régionaux',
  }),
  post('arabic', {
    title: 'دليل الأتمتة',
    excerpt: 'مُحَمَّد يشرح سير العمل',
    targetKeywords: ['روبوت محادثة WhatsApp'],
    category: 'Chatbots',
  }),
];

const search = (query: string, category: string = allCategories) =>
  filterPosts(posts, { query, category }).map((item) => item.id);

describe('normalizeForSearch', () => {
  it('lower-cases, removes marks and trims', () => {
    expect(normalizeForSearch('  Évolution À Genève ')).toBe('evolution a geneve');
    expect(normalizeForSearch('ÇA')).toBe('ca');
  });

  it('removes Arabic diacritics and the tatweel but keeps the letters', () => {
    expect(normalizeForSearch('مُحَمَّد')).toBe('محمد');
    expect(normalizeForSearch('أتمتة')).toBe(normalizeForSearch('أتمتة'.normalize('NFD')));
    expect(normalizeForSearch('تـــمـويل')).toBe('تمويل');
  });

  it('reads compatibility forms as their letters and any run of spaces as one space', () => {
    expect(normalizeForSearch('ﬁnance')).toBe('finance');
    expect(normalizeForSearch('ﻻ')).toBe(normalizeForSearch('لا'));
    expect(normalizeForSearch('agent\t\n  IA')).toBe('agent ia');
  });
});

describe('searchColumns', () => {
  it('folds the title, the excerpt and the keywords, one keyword per line, no repeats', () => {
    expect(
      searchColumns({
        title: 'Évolution',
        excerpt: ' Résumé  court ',
        targetKeywords: ['Mot-Clé', 'mot-cle', '  ', 'n8n'],
      }),
    ).toEqual({
      search_title: 'evolution',
      search_excerpt: 'resume court',
      search_keywords: 'mot-cle\nn8n',
    });
    expect(searchKeywords(['WhatsApp ', 'whatsapp', ''])).toEqual(['whatsapp']);
  });
});

describe('searchRank', () => {
  const text = { title: 'Chatbot WhatsApp', excerpt: 'Un chatbot.', targetKeywords: ['bot'] };
  it('weighs a title match over a keyword match over an excerpt match', () => {
    expect(searchRank(text, 'whatsapp')).toBe(4);
    expect(searchRank(text, 'bot')).toBe(7);
    expect(searchRank(text, 'un chat')).toBe(1);
    expect(searchRank(text, 'absent')).toBe(0);
  });
});

describe('search', () => {
  it('finds everything with an empty or blank query', () => {
    expect(search('')).toEqual(['n8n', 'whatsapp', 'alpine', 'arabic']);
    expect(search('   ')).toEqual(['n8n', 'whatsapp', 'alpine', 'arabic']);
  });

  it('is a case-insensitive substring match', () => {
    expect(search('WHATSAPP')).toEqual(['whatsapp', 'arabic']);
    expect(search('chatb')).toEqual(['whatsapp']);
    expect(search('N8N')).toEqual(['n8n']);
  });

  it('ignores accents on either side', () => {
    expect(search('geneve')).toEqual(['whatsapp']);
    expect(search('GENÈVE')).toEqual(['whatsapp']);
    expect(search('evolution')).toEqual(['alpine']);
    expect(search('hotellerie')).toEqual(['alpine']);
    expect(search('demarrer')).toEqual(['n8n']);
    expect(search('résumé')).toEqual([]);
  });

  it('matches accents typed where the text has none', () => {
    expect(search('autômatisation')).toEqual(['n8n']);
  });

  it('looks in the title, the excerpt and the target keywords', () => {
    expect(search('guide complet')).toEqual(['n8n']);
    expect(search('24h/24')).toEqual(['whatsapp']);
    expect(search('automatisation pme')).toEqual(['n8n']);
    expect(search('client automatis')).toEqual(['whatsapp']);
  });

  it('does not look in the category, tags or content', () => {
    expect(search('régionaux')).toEqual([]);
    expect(search('tagseulement')).toEqual([]);
    expect(search('contenuseulement')).toEqual([]);
  });

  it('does not match across two fields', () => {
    // 'PME' ends the title, 'Répondre' starts the excerpt.
    expect(search('pme répondre')).toEqual([]);
  });

  it('ignores Arabic diacritics in the text and in the query', () => {
    expect(search('محمد')).toEqual(['arabic']);
    expect(search('مُحَمَّد')).toEqual(['arabic']);
    expect(search('دليل')).toEqual(['arabic']);
    expect(search('روبوت محادثة')).toEqual(['arabic']);
  });

  it('trims the query', () => {
    expect(search('  chatbot  ')).toEqual(['whatsapp']);
  });

  it('puts title matches first, then keyword matches, then excerpt matches', () => {
    // 'PME' is in the titles of whatsapp, in a keyword of n8n.
    expect(search('pme')).toEqual(['whatsapp', 'n8n']);
    expect(search('hôtel')).toEqual(['alpine']);
  });

  it('keeps the list order between equal matches', () => {
    expect(search('a')).toEqual(['n8n', 'whatsapp', 'alpine', 'arabic']);
  });
});

describe('category filter', () => {
  it("lets every category through with 'all'", () => {
    expect(allCategories).toBe('all');
    expect(search('', 'all')).toHaveLength(posts.length);
  });

  it('keeps only the posts of the chosen category (exact stored name)', () => {
    expect(search('', 'Chatbots')).toEqual(['whatsapp', 'arabic']);
    expect(search('', 'Guides régionaux')).toEqual(['alpine']);
    expect(search('', 'chatbots')).toEqual([]);
    expect(search('', 'Inconnue')).toEqual([]);
  });

  it('combines with the search', () => {
    expect(search('whatsapp', 'Chatbots')).toEqual(['whatsapp', 'arabic']);
    expect(search('whatsapp', 'Automatisation IA')).toEqual([]);
    expect(search('دليل', 'Chatbots')).toEqual(['arabic']);
  });
});

describe('filtersFromParams', () => {
  it('reads q and category', () => {
    expect(filtersFromParams({ q: 'n8n', category: 'Chatbots' })).toEqual({
      query: 'n8n',
      category: 'Chatbots',
    });
  });

  it('means "no filter" when a parameter is missing or blank', () => {
    expect(filtersFromParams({})).toEqual({ query: '', category: allCategories });
    expect(filtersFromParams({ q: '', category: '' })).toEqual({
      query: '',
      category: allCategories,
    });
    expect(filtersFromParams({ q: '   ', category: '  ' })).toEqual({
      query: '',
      category: allCategories,
    });
    expect(filtersFromParams({ q: [], category: [] })).toEqual({
      query: '',
      category: allCategories,
    });
  });

  it('trims the values', () => {
    expect(filtersFromParams({ q: '  chatbot ', category: ' Chatbots ' })).toEqual({
      query: 'chatbot',
      category: 'Chatbots',
    });
  });

  it('takes the first value of a repeated parameter', () => {
    expect(filtersFromParams({ q: ['one', 'two'], category: ['Chatbots', 'Marketing'] })).toEqual({
      query: 'one',
      category: 'Chatbots',
    });
  });

  it('keeps an explicit all', () => {
    expect(filtersFromParams({ category: 'all' }).category).toBe(allCategories);
  });

  it('caps a very long query', () => {
    const { query } = filtersFromParams({ q: 'a'.repeat(10_000) });
    expect(query.length).toBeLessThanOrEqual(200);
    expect(query.length).toBeGreaterThan(0);
  });

  it('counts a run of spaces, of any kind, as one', () => {
    expect(filtersFromParams({ q: 'agent \t  IA\n whatsapp' }).query).toBe('agent IA whatsapp');
  });

  it('keeps Arabic and accented values as given', () => {
    expect(filtersFromParams({ q: ' أتمتة ', category: 'Guides régionaux' })).toEqual({
      query: 'أتمتة',
      category: 'Guides régionaux',
    });
  });
});

describe('isFiltering', () => {
  it('is false with no query and every category', () => {
    expect(isFiltering({ query: '', category: allCategories })).toBe(false);
    expect(isFiltering(filtersFromParams({ q: '  ' }))).toBe(false);
  });

  it('is true with a query, a category, or both', () => {
    expect(isFiltering({ query: 'n8n', category: allCategories })).toBe(true);
    expect(isFiltering({ query: '', category: 'Chatbots' })).toBe(true);
    expect(isFiltering({ query: 'n8n', category: 'Chatbots' })).toBe(true);
  });
});

describe('searchKey (one cached page per view of the list)', () => {
  it('gives back the view it was made of, in any script', () => {
    for (const view of [
      { filters: { query: 'n8n', category: allCategories }, page: 1 },
      { filters: { query: '', category: 'Chatbots' }, page: 3 },
      { filters: { query: '', category: allCategories }, page: 2 },
      { filters: { query: 'أتمتة « n8n » / ? # % &', category: 'Guides régionaux' }, page: 12 },
    ]) {
      const key = searchKey(view);
      expect(key).toMatch(/^[A-Za-z0-9_-]+$/);
      expect(viewFromSearchKey(key)).toEqual(view);
    }
  });

  it('is one key for two spellings of one search', () => {
    const spaced = filtersFromParams({ q: '  agent   IA ' });
    expect(searchKey({ filters: spaced, page: 1 })).toBe(
      searchKey({ filters: { query: 'agent IA', category: allCategories }, page: 1 }),
    );
  });

  it('refuses a segment that is not the canonical key of some view', () => {
    const key = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    for (const segment of [
      '',
      'not-base64!',
      'bnVsbA',
      'WzEsMl0',
      'not-a-page',
      key(['all', ' n8n ', 1]),
      key(['all', 'n8n']),
      key(['all', 'n8n', 0]),
      key(['all', 'n8n', 1.5]),
      key(['all', 'n8n', '2']),
    ])
      expect(viewFromSearchKey(segment), segment).toBeUndefined();
  });
});
