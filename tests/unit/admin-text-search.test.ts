import { describe, expect, it } from 'vitest';
import { globPattern, regexPattern, searchTerms } from '@/server/db/text-search.server';

/** The patterns the admin's search sends to SQLite (GLOB) and PostgreSQL (~). */

function matchesGlob(pattern: string, text: string): boolean {
  // GLOB as SQLite reads it, translated to a JavaScript regular expression for the test.
  let source = '';
  for (let index = 0; index < pattern.length; index++) {
    const character = pattern[index]!;
    if (character === '*') source += '[^]*';
    else if (character === '?') source += '.';
    else if (character === '[') {
      const end = pattern.indexOf(']', index + 2);
      source += `[${pattern.slice(index + 1, end).replace(/[\\\]^-]/g, '\\$&')}]`;
      index = end;
    } else source += character.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  }
  return new RegExp(`^${source}$`, 'u').test(text);
}

describe('search terms', () => {
  it('splits on spaces, NFC, at most five words', () => {
    expect(searchTerms('  Ame\u0301lie   Favre ')).toEqual(['Amélie', 'Favre']);
    expect(searchTerms('a b c d e f g')).toHaveLength(5);
    expect(searchTerms('   ')).toEqual([]);
  });
});

describe.each([
  ['glob', (term: string, text: string) => matchesGlob(globPattern(term), text)],
  ['regex', (term: string, text: string) => new RegExp(regexPattern(term), 'u').test(text)],
])('%s pattern', (_name, matches) => {
  it.each([
    ['amelie', 'Amélie Favre'],
    ['AMÉLIE', 'Amélie Favre'],
    ['amélie', 'AMELIE FAVRE'],
    ['zurich', 'Bäckerei Zürich AG'],
    ['MULLER', 'Jörg Müller'],
    ['francois', 'François'],
    ['ИВАН', 'Иван Петров'],
    ['istanbul', 'İstanbul'],
    ['100%', 'un budget à 100% automatisé'],
    ['a.b', 'mail a.b@example.ch'],
    ['(1)', 'option (1)'],
  ])('%j finds %j', (term, text) => {
    expect(matches(term, text)).toBe(true);
  });

  it.each([
    ['amelia', 'Amélie'],
    ['*', 'Amélie'],
    ['?', 'Amélie'],
    ['[a-z]', 'Amélie'],
    ['.*', 'Amélie'],
    ['a.b', 'axb'],
    ['strasse', 'Straße'],
  ])('%j does not find %j', (term, text) => {
    expect(matches(term, text)).toBe(false);
  });
});
