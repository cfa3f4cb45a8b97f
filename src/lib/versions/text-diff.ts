import { diffWords } from 'diff';

/*
 * The comparison of two versions of any document (decision 064): each kind lays a version's
 * texts out as "path → text" (a section by its fields, a service by its columns and its text
 * fields) and this compares the two maps word by word.
 */

/** A run of words of a field's text: in both versions, or only in one. */
export interface DiffPart {
  text: string;
  change?: 'added' | 'removed';
}

/** One field that differs between two versions, in one language. */
export interface TextDiff<Path> {
  /** What the field is, for its label. */
  path: Path;
  /** The older text, its removed words marked. */
  before: DiffPart[];
  /** The newer text, its added words marked. */
  after: DiffPart[];
  /** The sides that show the French text because the language compared has none. */
  frenchFallback?: { before: boolean; after: boolean };
}

/**
 * A version's texts in one language, by a key unique in the document, in display order;
 * `frenchFallback` marks a French text shown where the language has none (read with French's
 * direction, and said to be untranslated).
 */
export type DocumentTexts<Path> = Map<
  string,
  { path: Path; text: string; frenchFallback?: boolean }
>;

/**
 * The fields that differ between two versions, in display order (a field only one version has
 * compares with the empty text), each compared word by word: jsdiff's `diffWords`, its words cut
 * by the language's `Intl.Segmenter` (its own rules take Arabic letters one by one).
 */
export function textsDiff<Path>(
  locale: string,
  older: DocumentTexts<Path>,
  newer: DocumentTexts<Path>,
): TextDiff<Path>[] {
  const intlSegmenter = new Intl.Segmenter(locale, { granularity: 'word' });
  const keys = [...new Set([...older.keys(), ...newer.keys()])];
  return keys.flatMap((key) => {
    const from = older.get(key)?.text ?? '';
    const to = newer.get(key)?.text ?? '';
    const fallback = {
      before: older.get(key)?.frenchFallback ?? false,
      after: newer.get(key)?.frenchFallback ?? false,
    };
    // A translation written since, even in the French words, is a change.
    if (from === to && fallback.before === fallback.after) return [];
    const parts = diffWords(from, to, { intlSegmenter });
    return [
      {
        path: (newer.get(key) ?? older.get(key))!.path,
        before: parts
          .filter((part) => !part.added)
          .map((part) => ({ text: part.value, ...(part.removed ? { change: 'removed' } : {}) })),
        after: parts
          .filter((part) => !part.removed)
          .map((part) => ({ text: part.value, ...(part.added ? { change: 'added' } : {}) })),
        ...(fallback.before || fallback.after ? { frenchFallback: fallback } : {}),
      } satisfies TextDiff<Path>,
    ];
  });
}
