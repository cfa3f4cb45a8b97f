/*
 * Counting characters as a person sees them. No schema library here: the contact form's script
 * counts with it on every keystroke, while the schema itself loads only on first use.
 */

// One segmenter for the process (or the page): building one is the costly part.
const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/**
 * How many characters a person sees in `text`: grapheme clusters, so an emoji, a flag, a letter
 * with its accents or an Arabic letter with its vowel marks counts once (issue 17). JavaScript's
 * `length` counts UTF-16 units (an emoji is 2, a family emoji 11).
 */
export function graphemeCount(text: string): number {
  let count = 0;
  for (const _ of segmenter.segment(text)) count += 1;
  return count;
}

/** Whether `text` has at most `max` characters as a person counts them. */
export function withinGraphemes(text: string, max: number): boolean {
  // A grapheme is at least one UTF-16 unit: a short text needs no counting, a long one is
  // counted only up to the limit (a hostile 60 000-character message costs no more than it).
  if (text.length <= max) return true;
  let count = 0;
  for (const _ of segmenter.segment(text)) if (++count > max) return false;
  return true;
}
