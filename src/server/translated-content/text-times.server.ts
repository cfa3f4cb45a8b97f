import 'server-only';

/**
 * The time a language's text is saved with: the save's own when the save changes that text, the
 * stored one when it leaves it as it was. A form saves every language at once, so without this an
 * edit of the French alone would make every translation look as new as its source, and the
 * translation status screen could never say "older than the French".
 */
export function textChangedAt(
  stored: Readonly<Record<string, unknown>> | undefined,
  text: Readonly<Record<string, unknown>>,
  now: string,
): string {
  if (!stored || typeof stored.updated_at !== 'string' || stored.updated_at === '') return now;
  const unchanged = Object.entries(text).every(([column, value]) => stored[column] === value);
  return unchanged ? stored.updated_at : now;
}
