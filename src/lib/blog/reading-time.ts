import { markdownPlainText } from './plain-text';

/** Words per minute of the spec's reading time (§9). */
const wordsPerMinute = 200;

/**
 * Minutes to read a markdown text: its visible words / 200, rounded up, at least one. Computed
 * when a text is saved and stored with it (`post_translation.reading_minutes`).
 */
export function readingMinutes(markdown: string): number {
  return Math.max(1, Math.ceil(countWords(markdownPlainText(markdown)) / wordsPerMinute));
}

/** Runs separated by whitespace that hold a letter or digit of any script. */
export function countWords(text: string): number {
  return text.split(/\s+/u).filter((token) => /[\p{L}\p{N}]/u.test(token)).length;
}
