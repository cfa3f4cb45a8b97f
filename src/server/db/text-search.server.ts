import 'server-only';
import { sql, type Expression, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type { Database } from '@/server/db/schema';
import { speaksPostgres } from '@/server/db/speaks-postgres';

/**
 * Search that ignores case and accents, the same on SQLite and PostgreSQL: "amelie" and "AMÉLIE"
 * both find "Amélie", "ИВАН" finds "Иван". Neither database does it alone (SQLite's lower()
 * knows only ASCII, PostgreSQL's depends on the collation, unaccent is an extension), and
 * folding the column in SQL costs a pass over every row per folded letter. So the query is
 * turned into a pattern instead, in JavaScript, where each letter becomes the class of its
 * forms: `amelie` → `[aAàáâ…]m…[eEéèê…]…`. The database then makes one pass per row: GLOB on
 * SQLite, a regular expression (`~`) on PostgreSQL, both case-sensitive, the classes doing the
 * rest. Ligatures (æ, œ, ß) are compared as typed.
 */

const accented: Record<string, string> = {
  a: 'àáâãäåāą',
  c: 'çćč',
  d: 'đď',
  e: 'èéêëēęě',
  g: 'ğ',
  i: 'ìíîïı',
  l: 'ł',
  n: 'ñńň',
  o: 'òóôõöøő',
  r: 'ř',
  s: 'śšşș',
  t: 'ťţț',
  u: 'ùúûüůű',
  y: 'ýÿ',
  z: 'źżž',
};

/** Single code points only: a case mapping that grows (ß → SS) is no form of the letter. */
function caseForms(character: string): string[] {
  return [character, character.toLowerCase(), character.toUpperCase()].filter(
    (form) => [...form].length === 1,
  );
}

/** Each base letter's forms (cases and accents), and each accented form's base letter. */
const formsOfBase = new Map<string, string[]>();
const baseOfForm = new Map<string, string>();
for (const [base, letters] of Object.entries(accented)) {
  const forms = new Set([base, ...caseForms(base), ...[...letters].flatMap(caseForms)]);
  formsOfBase.set(base, [...forms]);
  for (const form of forms) baseOfForm.set(form, base);
}
// Turkish dotted capital I: its lower case is two code points, yet it is an i.
formsOfBase.get('i')?.push('İ');
baseOfForm.set('İ', 'i');

/** Every form that should match this typed character, itself included. */
function formsOf(character: string): string[] {
  const base = baseOfForm.get(character) ?? baseOfForm.get(character.toLowerCase());
  if (base) return formsOfBase.get(base) ?? [character];
  return [...new Set(caseForms(character))];
}

const maxTerms = 5;

/** The words of a query (NFC, as text is stored): each must appear, in any order; five at most. */
export function searchTerms(query: string): string[] {
  return query.normalize('NFC').split(/\s+/).filter(Boolean).slice(0, maxTerms);
}

/** SQLite GLOB, unanchored: `*` and `?` and `[` typed by staff are matched literally. */
export function globPattern(term: string): string {
  const parts = [...term].map((character) => {
    const forms = formsOf(character);
    if (forms.length > 1) return `[${forms.join('')}]`;
    return /[*?[]/.test(character) ? `[${character}]` : character;
  });
  return `*${parts.join('')}*`;
}

/** PostgreSQL regular expression (ARE), unanchored: every other special character escaped. */
export function regexPattern(term: string): string {
  return [...term]
    .map((character) => {
      const forms = formsOf(character);
      if (forms.length > 1) return `[${forms.join('')}]`;
      return /[\\^$.|?*+()[\]{}]/.test(character) ? `\\${character}` : character;
    })
    .join('');
}

/**
 * True when every word of `query` appears in the text expression, case and accents ignored;
 * undefined when the query has no words (no condition to add).
 */
export function matchesSearch(
  db: Kysely<Database>,
  text: Expression<string> | RawBuilder<string>,
  query: string,
): RawBuilder<SqlBool> | undefined {
  const terms = searchTerms(query);
  if (terms.length === 0) return undefined;
  const postgres = speaksPostgres(db);
  const conditions = terms.map((term) =>
    postgres
      ? sql<SqlBool>`${text} ~ ${regexPattern(term)}`
      : sql<SqlBool>`${text} glob ${globPattern(term)}`,
  );
  return sql<SqlBool>`(${sql.join(conditions, sql` and `)})`;
}
