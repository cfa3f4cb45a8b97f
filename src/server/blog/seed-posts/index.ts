import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import * as z from 'zod/mini';
import { locales, type Locale } from '@/i18n/locales';
import type { PostSeed, PostTextSeed } from './types';

/*
 * The spec's five sample articles, one folder each with a Markdown file per language
 * (`n8n-guide/fr.md`): the text's fields in its front matter (YAML), the article below it. The
 * French file's front matter also holds the post's own settings (category, traffic, dates…).
 * Read from disk when the seed runs, never when a module is imported.
 */

/** The samples' ids, oldest first: also their folder names. */
export const postSeedIds = [
  'n8n-guide',
  'whatsapp-chatbot',
  'ai-roi',
  'lead-generation',
  'alpine-resorts-guide',
] as const;

const folder = path.join(process.cwd(), 'src/server/blog/seed-posts');

const line = z.string().check(z.minLength(1));
const textFields = z.object({
  title: line,
  slug: z.optional(line),
  excerpt: line,
  metaTitle: z.string().check(z.maxLength(60)),
  metaDescription: z.string().check(z.maxLength(160)),
  altText: line,
  targetKeywords: z.array(line),
  tags: z.array(line),
});
const postSettings = z.object({
  category: line,
  expectedTraffic: z.number(),
  searchIntent: z.enum(['informational', 'commercial', 'transactional', 'navigational']),
  competitionLevel: z.enum(['low', 'medium', 'high']),
  schemaType: z.enum(['Article', 'BlogPosting', 'HowTo']),
  image: line,
  author: line,
  publishedAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});

/** A Markdown file's front matter (parsed) and body. */
function readMarkdown(file: string): { front: unknown; body: string } {
  const source = readFileSync(file, 'utf8');
  const match = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(source);
  if (!match) throw new Error(`${file}: no front matter between '---' lines`);
  return { front: parse(match[1]!), body: match[2]!.trim() };
}

function readPost(id: string): PostSeed {
  const files = Object.fromEntries(
    locales.map((locale) => [locale, readMarkdown(path.join(folder, id, `${locale}.md`))]),
  ) as Record<Locale, { front: unknown; body: string }>;
  const settings = z.parse(postSettings, files.fr.front);
  const text = Object.fromEntries(
    locales.map((locale) => {
      const fields = z.parse(textFields, files[locale].front);
      const seed: PostTextSeed = { ...fields, content: files[locale].body };
      return [locale, seed];
    }),
  ) as Record<Locale, PostTextSeed>;
  return { id, ...settings, text };
}

let loaded: PostSeed[] | undefined;

/** The five sample articles in every language, oldest first (read once, then kept). */
export function postSeeds(): PostSeed[] {
  loaded ??= postSeedIds.map(readPost);
  return loaded;
}
