import { describe, expect, it } from 'vitest';
import { atomFeed, rssFeed } from '@/lib/blog/feeds';
import type { PostSummary } from '@/lib/blog/types';
import { newestModification, sitemapIndexXml, urlsetXml } from '@/lib/sitemap-xml';

function post(id: string, fields: Partial<PostSummary> = {}): PostSummary {
  return {
    id,
    slug: `article-${id}`,
    contentLocale: 'fr',
    title: `Titre ${id} <&>`,
    excerpt: `Résumé ${id}`,
    imageUrl: '/images/blog/n8n-guide.webp',
    altText: '',
    category: 'Automatisation IA',
    tags: [],
    targetKeywords: [],
    metaTitle: '',
    metaDescription: '',
    searchIntent: 'informational',
    competitionLevel: 'medium',
    schemaType: 'Article',
    expectedTraffic: 0,
    author: 'Équipe',
    publishedAt: '2026-03-10T08:00:00.000Z',
    updatedAt: '2026-03-11T08:00:00.000Z',
    readingMinutes: 3,
    translations: [],
    ...fields,
  };
}

const input = {
  siteUrl: 'https://agence.example',
  locale: 'ar' as const,
  title: 'Le blog',
  description: 'Les guides',
  posts: [post('b', { updatedAt: '2026-09-01T08:00:00.000Z', contentLocale: 'ar' }), post('a')],
};

describe('atomFeed', () => {
  const xml = atomFeed(input);

  it('is an Atom feed in the language, updated when its newest post was', () => {
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<feed xmlns="http:\/\/www.w3.org\/2005\/Atom" xml:lang="ar">/,
    );
    expect(xml).toContain('<updated>2026-09-01T08:00:00.000Z</updated>');
    expect(xml).toContain(
      '<link rel="self" type="application/atom+xml" href="https://agence.example/blog/atom.xml?lang=ar"/>',
    );
    expect(xml.trimEnd().endsWith('</feed>')).toBe(true);
  });

  it('has one entry per post, each with its id, link, dates, author and escaped text', () => {
    expect(xml.match(/<entry /g)).toHaveLength(2);
    expect(xml).toContain('<id>https://agence.example/blog/article-b?lang=ar</id>');
    expect(xml).toContain('<entry xml:lang="fr"><id>https://agence.example/blog/article-a</id>');
    expect(xml).toContain('<title>Titre a &lt;&amp;&gt;</title>');
    expect(xml).toContain('<published>2026-03-10T08:00:00.000Z</published>');
    expect(xml).toContain('<author><name>Équipe</name></author>');
    expect(xml).toContain('type="image/webp"');
  });
});

describe('rssFeed', () => {
  it('has one item per post given', () => {
    expect(rssFeed(input).match(/<item>/g)).toHaveLength(2);
  });
});

describe('sitemaps', () => {
  const entries = [
    {
      url: 'https://agence.example/blog/a?lang=en&x=1',
      lastModified: '2026-03-01T00:00:00.000Z',
      alternates: { en: 'https://agence.example/blog/a?lang=en&x=1' },
    },
    { url: 'https://agence.example/about', changeFrequency: 'monthly' as const, priority: 0.7 },
  ];

  it('writes a urlset with escaped URLs, alternates, and only the fields known', () => {
    const xml = urlsetXml(entries);
    expect(xml.match(/<url>/g)).toHaveLength(2);
    expect(xml).toContain('<loc>https://agence.example/blog/a?lang=en&amp;x=1</loc>');
    expect(xml).toContain(
      '<xhtml:link rel="alternate" hreflang="en" href="https://agence.example/blog/a?lang=en&amp;x=1"/>',
    );
    expect(xml).toContain(
      '<url><loc>https://agence.example/about</loc><changefreq>monthly</changefreq><priority>0.7</priority></url>',
    );
  });

  it('writes an index of children with their newest change', () => {
    expect(newestModification(entries)).toBe('2026-03-01T00:00:00.000Z');
    expect(newestModification([entries[1]!])).toBeUndefined();
    const xml = sitemapIndexXml([
      { url: 'https://agence.example/sitemaps/pages.xml' },
      {
        url: 'https://agence.example/sitemaps/posts-fr.xml',
        lastModified: '2026-03-01T00:00:00.000Z',
      },
    ]);
    expect(xml).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toContain(
      '<sitemap><loc>https://agence.example/sitemaps/pages.xml</loc></sitemap>',
    );
    expect(xml).toContain(
      '<sitemap><loc>https://agence.example/sitemaps/posts-fr.xml</loc><lastmod>2026-03-01T00:00:00.000Z</lastmod></sitemap>',
    );
  });
});
