import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { landingSeeds } from '@/server/landing-pages/landing-seeds';
import { homeAnchorOf, serviceIds } from '@/content/service-ids';
import { locales, type Locale } from '@/i18n/locales';
import { countWords } from '@/lib/blog/reading-time';
import { isSlug, slugify } from '@/lib/blog/slug';
import { pillarPosts, relatedPosts } from '@/lib/blog/selection';
import { postSeeds } from '@/server/blog/seed-posts';
import type { PostSeed } from '@/server/blog/seed-posts/types';

/** The five sample articles of the spec, as the seed writes them (issue §1, Seed). */

const otherLocales = locales.filter((locale) => locale !== 'fr');

/** The slug the seed stores: the given one, or the title through the slug rule. */
const slugOf = (post: PostSeed, locale: Locale) =>
  post.text[locale].slug ?? slugify(post.text[locale].title);

const sectionCount = (markdown: string) => (markdown.match(/^## /gm) ?? []).length;

/** Every markdown link target of a text, e.g. '/contact' or 'https://…'. */
const linkTargets = (markdown: string) =>
  [...markdown.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)].map((match) => match[1] ?? '');

const byId = (id: string) => {
  const post = postSeeds().find((seed) => seed.id === id);
  if (!post) throw new Error(`no seed ${id}`);
  return post;
};

describe('the blog seed', () => {
  it('has the spec’s five articles, with distinct ids', () => {
    expect(postSeeds().map((post) => post.id)).toEqual([
      'n8n-guide',
      'whatsapp-chatbot',
      'ai-roi',
      'lead-generation',
      'alpine-resorts-guide',
    ]);
  });

  it('is written in every language', () => {
    for (const post of postSeeds()) {
      expect(Object.keys(post.text).sort(), post.id).toEqual([...locales].sort());
    }
  });

  it('has substantial French content: at least 800 words per article', () => {
    for (const post of postSeeds()) {
      expect(countWords(post.text.fr.content), post.id).toBeGreaterThanOrEqual(800);
    }
  });

  it('is fully translated: at least 600 words and as many sections as French in each language', () => {
    for (const post of postSeeds()) {
      const frenchSections = sectionCount(post.text.fr.content);
      expect(frenchSections, `${post.id} fr sections`).toBeGreaterThanOrEqual(3);
      for (const locale of otherLocales) {
        const { content } = post.text[locale];
        expect(countWords(content), `${post.id} ${locale}`).toBeGreaterThanOrEqual(600);
        expect(sectionCount(content), `${post.id} ${locale} sections`).toBe(frenchSections);
      }
    }
  });

  it('writes Arabic and Darija in Arabic script and Darija differs from Arabic', () => {
    for (const post of postSeeds()) {
      for (const locale of ['ar', 'ar-ma'] as const) {
        const { title, content } = post.text[locale];
        expect(title, `${post.id} ${locale}`).toMatch(/\p{Script=Arabic}/u);
        const arabicLetters = content.match(/\p{Script=Arabic}/gu)?.length ?? 0;
        const latinLetters = content.match(/\p{Script=Latin}/gu)?.length ?? 0;
        expect(arabicLetters, `${post.id} ${locale}`).toBeGreaterThan(latinLetters * 3);
      }
      expect(post.text['ar-ma'].content, post.id).not.toBe(post.text.ar.content);
      expect(post.text['ar-ma'].title, post.id).not.toBe(post.text.ar.title);
    }
  });

  it('has no h1 in the body (the page shows the title)', () => {
    for (const post of postSeeds()) {
      for (const locale of locales) {
        expect(post.text[locale].content, `${post.id} ${locale}`).not.toMatch(/^# /m);
      }
    }
  });

  it('has slugs that follow the slug rule and are unique per language', () => {
    for (const locale of locales) {
      const slugs = postSeeds().map((post) => slugOf(post, locale));
      for (const slug of slugs) expect(isSlug(slug), `${locale} ${slug}`).toBe(true);
      expect(new Set(slugs).size, locale).toBe(slugs.length);
    }
  });

  it('keeps titles within 70 characters, meta titles within 60, meta descriptions within 160', () => {
    for (const post of postSeeds()) {
      for (const locale of locales) {
        const text = post.text[locale];
        const where = `${post.id} ${locale}`;
        expect(text.title.length, `${where} title`).toBeLessThanOrEqual(70);
        expect(text.metaTitle.length, `${where} metaTitle`).toBeLessThanOrEqual(60);
        expect(text.metaDescription.length, `${where} metaDescription`).toBeLessThanOrEqual(160);
        for (const field of [
          'title',
          'excerpt',
          'metaTitle',
          'metaDescription',
          'altText',
        ] as const) {
          expect(text[field].trim(), `${where} ${field}`).not.toBe('');
        }
      }
    }
  });

  it('gives every language target keywords and tags, without duplicates', () => {
    for (const post of postSeeds()) {
      for (const locale of locales) {
        const { targetKeywords, tags } = post.text[locale];
        const where = `${post.id} ${locale}`;
        expect(targetKeywords.length, where).toBeGreaterThan(0);
        expect(tags.length, where).toBeGreaterThan(0);
        const lowered = targetKeywords.map((keyword) => keyword.trim().toLowerCase());
        expect(new Set(lowered).size, where).toBe(lowered.length);
        for (const keyword of lowered) expect(keyword, where).not.toBe('');
      }
    }
  });

  it('has meaningful categories and the spec’s enumerated values', () => {
    const categories = new Set(postSeeds().map((post) => post.category.trim()));
    expect(categories.size).toBeGreaterThanOrEqual(2);
    for (const category of categories) expect(category).not.toBe('');
    for (const post of postSeeds()) {
      expect(['informational', 'commercial', 'transactional', 'navigational']).toContain(
        post.searchIntent,
      );
      expect(['low', 'medium', 'high']).toContain(post.competitionLevel);
      expect(post.author.trim()).not.toBe('');
      expect(Number.isInteger(post.expectedTraffic) && post.expectedTraffic >= 0).toBe(true);
    }
  });

  it('has publication times in the past, as exact ISO UTC times, updated no earlier', () => {
    for (const post of postSeeds()) {
      expect(new Date(post.publishedAt).toISOString(), post.id).toBe(post.publishedAt);
      expect(new Date(post.updatedAt).toISOString(), post.id).toBe(post.updatedAt);
      expect(Date.parse(post.publishedAt), post.id).toBeLessThanOrEqual(Date.now());
      expect(post.updatedAt >= post.publishedAt, post.id).toBe(true);
    }
  });

  it('has expected traffic values that make the pillar rule select exactly two', () => {
    const pillars = pillarPosts(postSeeds());
    expect(pillars).toHaveLength(2);
    // Only the two pillars can be the highest: the choice does not hinge on a tie.
    const rest = postSeeds().filter((post) => !pillars.includes(post));
    const lowestPillar = Math.min(...pillars.map((post) => post.expectedTraffic));
    for (const post of rest) expect(post.expectedTraffic, post.id).toBeLessThan(lowestPillar);
  });

  it('gives every article at least one related article in every language', () => {
    for (const locale of locales) {
      const inLocale = postSeeds().map((post) => ({
        id: post.id,
        targetKeywords: post.text[locale].targetKeywords,
      }));
      for (const post of inLocale) {
        expect(relatedPosts(post, inLocale).length, `${post.id} ${locale}`).toBeGreaterThan(0);
      }
    }
  });

  it('links the alpine guide to /contact, /services/leysin and /services/montreux in every language', () => {
    const alpine = byId('alpine-resorts-guide');
    for (const locale of locales) {
      const paths = linkTargets(alpine.text[locale].content).map(
        (target) => target.split(/[?#]/)[0],
      );
      for (const wanted of ['/contact', '/services/leysin', '/services/montreux']) {
        expect(paths, `${locale} ${wanted}`).toContain(wanted);
      }
    }
  });

  it('links only to pages that exist, with bare paths (the renderer adds ?lang=)', () => {
    const servicePaths = serviceIds.map((id) => `/services/${id}`);
    const landingPaths = landingSeeds.map((page) => `/services/${page.slug}`);
    const pages = new Set([
      '/',
      '/about',
      '/blog',
      '/contact',
      '/services',
      ...servicePaths,
      ...landingPaths,
    ]);
    const serviceAnchors = new Set(serviceIds.flatMap((id) => [id, homeAnchorOf(id)]));
    for (const post of postSeeds()) {
      for (const locale of locales) {
        for (const target of linkTargets(post.text[locale].content)) {
          const where = `${post.id} ${locale} ${target}`;
          if (/^https?:\/\//.test(target)) continue;
          expect(target.startsWith('/'), where).toBe(true);
          expect(target, where).not.toContain('lang=');
          const [pathname = '', anchor] = target.split('#');
          if (pathname.startsWith('/blog/')) continue;
          expect(pages.has(pathname), where).toBe(true);
          if (pathname === '/services' && anchor)
            expect(serviceAnchors.has(anchor), where).toBe(true);
        }
      }
    }
  });

  it('links to internal pages identically in every language', () => {
    for (const post of postSeeds()) {
      const internal = (locale: Locale) =>
        linkTargets(post.text[locale].content)
          .filter((target) => target.startsWith('/'))
          .sort();
      for (const locale of otherLocales) {
        expect(internal(locale), `${post.id} ${locale}`).toEqual(internal('fr'));
      }
    }
  });

  it('has its own hero image file under public/ for each article', () => {
    const images = postSeeds().map((post) => post.image);
    expect(new Set(images).size).toBe(images.length);
    for (const post of postSeeds()) {
      expect(post.image, post.id).toMatch(/^\/images\/blog\/[\w-]+\.(jpe?g|png|webp|avif)$/);
      expect(post.image, post.id).not.toContain('placeholder');
      const file = path.join('public', post.image);
      expect(existsSync(file), file).toBe(true);
      expect(statSync(file).size, file).toBeGreaterThan(10_000);
      if (/\.jpe?g$/.test(file)) {
        // A real JPEG, not a renamed placeholder: starts with the SOI marker.
        expect([...readFileSync(file).subarray(0, 3)], file).toEqual([0xff, 0xd8, 0xff]);
      }
    }
  });

  it('has the default placeholder image the database falls back to', () => {
    expect(existsSync(path.join('public', 'images', 'blog', 'placeholder.jpg'))).toBe(true);
  });
});
