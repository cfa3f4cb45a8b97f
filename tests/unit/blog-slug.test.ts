import { describe, expect, it } from 'vitest';
import { isSlug, slugify, uniqueSlug } from '@/lib/blog/slug';

/** The slug rule of spec §3, with the accent folding and Arabic letters kept. */
describe('slugify', () => {
  it('lower-cases', () => {
    expect(slugify('Guide N8N')).toBe('guide-n8n');
    expect(slugify('WhatsApp')).toBe('whatsapp');
  });

  it('drops punctuation and symbols', () => {
    expect(slugify('ROI : 300 % en 2026 !')).toBe('roi-300-en-2026');
    expect(slugify('Hello, world? (yes) [no] {maybe} / ok & co. @home #1 +2 = 3')).toBe(
      'hello-world-yes-no-maybe-ok-co-home-1-2-3',
    );
    expect(slugify('« Guillemets » “curly” ‘quotes’ — tiret')).toBe(
      'guillemets-curly-quotes-tiret',
    );
  });

  it('drops an apostrophe without splitting the word', () => {
    expect(slugify("L'automatisation d'une PME")).toBe('lautomatisation-dune-pme');
    expect(slugify('C’est l’été')).toBe('cest-lete');
  });

  it('turns every whitespace run into one hyphen', () => {
    expect(slugify('a   b')).toBe('a-b');
    expect(slugify('a\tb\nc \u00a0 d')).toBe('a-b-c-d');
  });

  it('collapses repeated hyphens, also those left by dropped punctuation', () => {
    expect(slugify('a--b---c')).toBe('a-b-c');
    expect(slugify('a - b')).toBe('a-b');
    expect(slugify('n8n : le guide')).toBe('n8n-le-guide');
    expect(slugify('a -!- b')).toBe('a-b');
  });

  it('never starts or ends with a hyphen', () => {
    expect(slugify('  --Hello   World--  ')).toBe('hello-world');
    expect(slugify('-a-')).toBe('a');
    expect(slugify('!Bonjour!')).toBe('bonjour');
    expect(slugify('... points ...')).toBe('points');
  });

  it('folds the accents of Latin letters', () => {
    expect(slugify("Château-d'Oex")).toBe('chateau-doex');
    expect(slugify('Genève Zürich')).toBe('geneve-zurich');
    expect(slugify('Ça déménage à Neuchâtel')).toBe('ca-demenage-a-neuchatel');
    expect(slugify('ÀÉÎÕÜ ñ ç')).toBe('aeiou-n-c');
    expect(slugify('İstanbul')).toBe('istanbul');
  });

  it('folds accents whether the text is composed or decomposed', () => {
    const composed = 'Genève'.normalize('NFC');
    const decomposed = 'Genève'.normalize('NFD');
    expect(composed).not.toBe(decomposed);
    expect(slugify(composed)).toBe('geneve');
    expect(slugify(decomposed)).toBe('geneve');
  });

  it('spells out Latin ligatures and letters without a decomposition', () => {
    expect(slugify('Straße')).toBe('strasse');
    expect(slugify('Œuvre cœur')).toBe('oeuvre-coeur');
    expect(slugify('Æther ærø')).toBe('aether-aero');
    expect(slugify('Łódź Øresund')).toBe('lodz-oresund');
  });

  it('keeps Arabic letters and their order', () => {
    expect(slugify('دليل أتمتة n8n!')).toBe('دليل-أتمتة-n8n');
    expect(slugify('روبوت محادثة واتساب للشركات')).toBe('روبوت-محادثة-واتساب-للشركات');
    expect(slugify('كيفاش تحسب المردودية ديال الأتمتة؟')).toBe('كيفاش-تحسب-المردودية-ديال-الأتمتة');
  });

  it('drops Arabic punctuation like Latin punctuation', () => {
    expect(slugify('أولاً، ثانياً؛ ثالثاً؟')).toBe('أولا-ثانيا-ثالثا');
  });

  it('keeps digits (also Arabic-Indic ones) and underscores', () => {
    expect(slugify('Top 10 outils 2026')).toBe('top-10-outils-2026');
    expect(slugify('snake_case _x_')).toBe('snake_case-_x_');
    expect(slugify('الدليل ٢٠٢٦')).toBe('الدليل-٢٠٢٦');
  });

  it('gives an empty slug for a text with nothing to keep', () => {
    expect(slugify('')).toBe('');
    expect(slugify('   ')).toBe('');
    expect(slugify('?!… — !!')).toBe('');
  });

  it('is idempotent', () => {
    for (const text of ["Château-d'Oex", 'دليل أتمتة n8n!', '  --Hello   World--  ', 'Straße']) {
      const once = slugify(text);
      expect(slugify(once), text).toBe(once);
    }
  });
});

describe('isSlug', () => {
  it('accepts what the rule produces unchanged', () => {
    for (const slug of ['guide-n8n', 'chateau-doex', 'دليل-أتمتة-n8n', 'a_b-12', 'x', '2026']) {
      expect(isSlug(slug), slug).toBe(true);
    }
  });

  it('refuses empty text, capitals, accents, spaces, punctuation and stray hyphens', () => {
    for (const text of [
      '',
      'Guide-n8n',
      'genève',
      'two words',
      'a--b',
      '-a',
      'a-',
      'why?',
      'a/b',
      "d'oex",
    ]) {
      expect(isSlug(text), JSON.stringify(text)).toBe(false);
    }
  });
});

describe('uniqueSlug', () => {
  const takenIn = (taken: string[]) => (slug: string) => taken.includes(slug);

  it('keeps the base when it is free', async () => {
    expect(await uniqueSlug('guide-n8n', takenIn([]))).toBe('guide-n8n');
  });

  it('adds -2, then -3… until a slug is free', async () => {
    expect(await uniqueSlug('guide', takenIn(['guide']))).toBe('guide-2');
    expect(await uniqueSlug('guide', takenIn(['guide', 'guide-2']))).toBe('guide-3');
    expect(await uniqueSlug('guide', takenIn(['guide', 'guide-2', 'guide-3', 'guide-4']))).toBe(
      'guide-5',
    );
  });

  it('fills the first free number, counting from the base', async () => {
    expect(await uniqueSlug('guide', takenIn(['guide', 'guide-3']))).toBe('guide-2');
  });

  it('works with an asynchronous check and Arabic slugs', async () => {
    const taken = new Set(['دليل', 'دليل-2']);
    const isTaken = async (slug: string) => {
      await Promise.resolve();
      return taken.has(slug);
    };
    expect(await uniqueSlug('دليل', isTaken)).toBe('دليل-3');
  });

  it('asks about each candidate in order and stops at the first free one', async () => {
    const asked: string[] = [];
    await uniqueSlug('a', (slug) => {
      asked.push(slug);
      return slug !== 'a-3';
    });
    expect(asked).toEqual(['a', 'a-2', 'a-3']);
  });

  it('falls back to a non-empty slug when the base is empty', async () => {
    const slug = await uniqueSlug('', takenIn([]));
    expect(isSlug(slug)).toBe(true);
    expect(await uniqueSlug('', takenIn([slug]))).toBe(`${slug}-2`);
  });
});
