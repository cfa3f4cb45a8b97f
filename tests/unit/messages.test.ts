import { readFileSync } from 'node:fs';
import path from 'node:path';
import { IntlMessageFormat } from 'intl-messageformat';
import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import { adminLocales, type AdminLocale } from '@/i18n/admin-messages';
import { localeInfo, locales, type Locale } from '@/i18n/locales';
import { typesetMessages } from '@/i18n/typography';

/**
 * The text-set completeness test (issue §3): the four languages have exactly the same keys,
 * every message is valid ICU using the same placeholders everywhere, and Moroccan Arabic is
 * its own text, not a copy of the Arabic set.
 */

type Tree = { [key: string]: unknown };

// Read from disk on every run (not imported) so the test sees the files other work just merged.
const textSets = Object.fromEntries(
  locales.map((locale) => [
    locale,
    JSON.parse(readFileSync(path.resolve('messages', `${locale}.json`), 'utf8')) as Tree,
  ]),
) as Record<Locale, Tree>;

/** Every leaf of a text set by its dotted path; array items get their index as a key. */
function leaves(tree: unknown, prefix = '', out = new Map<string, unknown>()) {
  if (tree !== null && typeof tree === 'object') {
    for (const [key, value] of Object.entries(tree)) {
      leaves(value, prefix ? `${prefix}.${key}` : key, out);
    }
  } else {
    out.set(prefix, tree);
  }
  return out;
}

const leavesOf = Object.fromEntries(
  locales.map((locale) => [locale, leaves(textSets[locale])]),
) as Record<Locale, Map<string, unknown>>;

interface AstNode {
  type: number;
  value?: unknown;
  options?: Record<string, { value: AstNode[] }>;
  children?: AstNode[];
}

// @formatjs/icu-messageformat-parser element types.
const argumentTypes = new Set([1, 2, 3, 4, 5, 6]); // argument, number, date, time, select, plural
const tagType = 8;
const valueKinds: Record<number, 'text' | 'number' | 'date'> = {
  1: 'text',
  2: 'number',
  3: 'date',
  4: 'date',
  5: 'text',
  6: 'number',
};

/** The placeholders ({name}, <tag>) a message uses, with the kind of value each needs. */
function placeholders(
  nodes: AstNode[],
  found = new Map<string, 'text' | 'number' | 'date' | 'tag'>(),
) {
  for (const node of nodes) {
    if (argumentTypes.has(node.type)) found.set(`{${String(node.value)}}`, valueKinds[node.type]!);
    if (node.type === tagType) found.set(`<${String(node.value)}>`, 'tag');
    for (const option of Object.values(node.options ?? {})) placeholders(option.value, found);
    if (node.children) placeholders(node.children, found);
  }
  return found;
}

function parseMessage(message: string, locale: Locale) {
  return new IntlMessageFormat(message, localeInfo[locale].tag).getAst() as unknown as AstNode[];
}

describe('text sets', () => {
  it('are not empty', () => {
    for (const locale of locales) expect(leavesOf[locale].size, locale).toBeGreaterThan(0);
  });

  const frenchKeys = [...leavesOf.fr.keys()];
  for (const locale of locales.filter((l) => l !== 'fr')) {
    it(`${locale} has exactly the French keys (none missing, none extra)`, () => {
      const keys = new Set(leavesOf[locale].keys());
      const missing = frenchKeys.filter((key) => !keys.has(key));
      const extra = [...keys].filter((key) => !leavesOf.fr.has(key));
      expect({ locale, missing, extra }).toEqual({ locale, missing: [], extra: [] });
    });
  }

  it('hold only non-empty strings', () => {
    const problems = locales.flatMap((locale) =>
      [...leavesOf[locale]]
        .filter(([, value]) => typeof value !== 'string' || value.trim() === '')
        .map(([key, value]) => `${locale} ${key}: ${JSON.stringify(value)}`),
    );
    expect(problems).toEqual([]);
  });

  it('are valid ICU messages', () => {
    const problems: string[] = [];
    for (const locale of locales) {
      for (const [key, value] of leavesOf[locale]) {
        if (typeof value !== 'string') continue;
        try {
          parseMessage(value, locale);
        } catch (error) {
          problems.push(
            `${locale} ${key}: ${(error as Error).message} in ${JSON.stringify(value)}`,
          );
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('use the same placeholders in every language', () => {
    const problems: string[] = [];
    for (const [key, french] of leavesOf.fr) {
      if (typeof french !== 'string') continue;
      let expected: string[];
      try {
        expected = [...placeholders(parseMessage(french, 'fr')).keys()].sort();
      } catch {
        continue; // reported by the ICU test
      }
      for (const locale of locales.filter((l) => l !== 'fr')) {
        const value = leavesOf[locale].get(key);
        if (typeof value !== 'string') continue;
        try {
          const actual = [...placeholders(parseMessage(value, locale)).keys()].sort();
          if (actual.join() !== expected.join()) {
            problems.push(`${locale} ${key}: ${actual.join(' ')} (French: ${expected.join(' ')})`);
          }
        } catch {
          // reported by the ICU test
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('format through next-intl in every language without an error', () => {
    const problems = locales.flatMap(
      (locale) => renderEveryMessage(locale, textSets[locale], 'x').problems,
    );
    expect(problems).toEqual([]);
  });
});

/**
 * Every message of a text set formatted by next-intl, each placeholder given a sample: `text` for
 * a text value, 3 for a number, a date, and a tag keeping its content.
 */
function renderEveryMessage(locale: Locale, messages: Tree, text: string) {
  const problems: string[] = [];
  const rendered = new Map<string, string>();
  const t = createTranslator({
    locale,
    messages,
    timeZone: 'Europe/Zurich',
    onError: (error) => problems.push(`${locale}: ${error.message}`),
  });
  for (const [key, value] of leaves(messages)) {
    if (typeof value !== 'string') continue;
    let needed: Map<string, string>;
    try {
      needed = placeholders(parseMessage(value, locale));
    } catch {
      continue; // reported by the ICU test
    }
    const values: Record<string, string | number | Date | ((chunks: string) => string)> = {};
    for (const [placeholder, kind] of needed) {
      const name = placeholder.slice(1, -1);
      values[name] =
        kind === 'number' ? 3 : kind === 'date' ? new Date(0) : kind === 'tag' ? (c) => c : text;
    }
    // Dynamic keys and values: the translator's static key types cannot apply here.
    const translate = t.markup as unknown as (key: string, values: object) => string;
    const output = translate(key, values);
    if (typeof output !== 'string' || output === key) {
      problems.push(`${locale} ${key}: formatted to ${JSON.stringify(output)}`);
    } else {
      rendered.set(key, output);
    }
  }
  return { problems, rendered };
}

// The admin's two sets (its texts and the mails it sends from there), read like the public ones.
const adminTextSets = Object.fromEntries(
  adminLocales.map((locale) => [
    locale,
    JSON.parse(readFileSync(path.resolve('messages/admin', `${locale}.json`), 'utf8')) as Tree,
  ]),
) as Record<AdminLocale, Tree>;

describe('every message as printed, placeholders filled (issue 36)', () => {
  // Every text placeholder gets the site's name: one that French elides before, one it does not.
  for (const siteName of ['Automatia', 'Bolt']) {
    const printed = [
      ...locales.map((locale) => ({
        set: locale,
        ...renderEveryMessage(
          locale,
          typesetMessages(textSets[locale], locale, siteName),
          siteName,
        ),
      })),
      ...adminLocales.map((locale) => ({
        set: `admin ${locale}`,
        ...renderEveryMessage(locale, adminTextSets[locale], siteName),
      })),
    ];

    it(`leaves no placeholder unfilled, public, admin and mails (site ${siteName})`, () => {
      const problems = printed.flatMap(({ set, problems, rendered }) => [
        ...problems,
        ...[...rendered]
          .filter(([, output]) => /[{}]/.test(output))
          .map(([key, output]) => `${set} ${key}: ${output}`),
      ]);
      expect(problems).toEqual([]);
    });
  }

  it('elides before a name that starts with a vowel, and only then', () => {
    const french = (siteName: string) =>
      renderEveryMessage('fr', typesetMessages(textSets.fr, 'fr', siteName), siteName).rendered;
    const elidedBolt = [...french('Bolt')].filter(([, output]) =>
      /(^|[^\p{L}])(d|l|qu|jusqu|lorsqu|puisqu|n|s)['’]Bolt/u.test(output),
    );
    expect(elidedBolt).toEqual([]);
    // No message says "de {name}" any more (that copy moved to the database, decisions 056 and
    // 061): the rule is checked on a text of its own, as a future message would meet it.
    const sample = { line: 'Les guides de {siteName}, le site de {name}' };
    expect(typesetMessages(sample, 'fr', 'Automatia').line).toBe(
      'Les guides d’{siteName}, le site d’{name}',
    );
    expect(typesetMessages(sample, 'fr', 'Bolt')).toEqual(sample);
  });
});

describe('Moroccan Arabic (ar-ma)', () => {
  it('is written in its own words, not a copy of the Arabic set', () => {
    // Only strings that are really translated count (not '404', brand names, shared symbols).
    const translated = [...leavesOf.ar].filter(
      ([key, arabic]) => typeof arabic === 'string' && arabic !== leavesOf.fr.get(key),
    );
    const different = translated.filter(([key, arabic]) => leavesOf['ar-ma'].get(key) !== arabic);
    expect(translated.length).toBeGreaterThan(0);
    const share = different.length / translated.length;
    expect(
      share,
      `${different.length} of ${translated.length} Arabic strings differ in ar-ma`,
    ).toBeGreaterThanOrEqual(0.6);
  });

  it('reads as Darija: common Darija words appear in the set', () => {
    const text = [...leavesOf['ar-ma'].values()].filter((v) => typeof v === 'string').join(' ');
    const darijaWords = ['ديال', 'كاين', 'بزاف', 'دابا', 'واش', 'غادي', 'ديالنا', 'حنا', 'ماشي'];
    const used = darijaWords.filter((word) => text.includes(word));
    expect(used.length, `Darija words used: ${used.join(', ')}`).toBeGreaterThanOrEqual(3);
  });
});

describe('the translation layer', () => {
  it('does not HTML-escape interpolated values (React escapes them when rendering)', () => {
    const t = createTranslator({ locale: 'fr', messages: { greeting: '{name}' } });
    expect(t('greeting', { name: '<b>&</b>' })).toBe('<b>&</b>');
  });

  it('formats ICU plurals per language', () => {
    const messages = { posts: '{count, plural, one {# article} other {# articles}}' };
    const t = createTranslator({ locale: 'fr', messages });
    expect(t('posts', { count: 1 })).toBe('1 article');
    expect(t('posts', { count: 5 })).toBe('5 articles');
  });
});
