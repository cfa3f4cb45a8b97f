import { firstParagraphText } from './plain-text';

/** The longest excerpt made from an article's text, in characters. */
const excerptLength = 200;

/**
 * The first paragraph of the markdown as plain text, cut on a word near 200 characters: the
 * excerpt when none was written.
 */
export function excerptFromMarkdown(markdown: string): string {
  const plain = firstParagraphText(markdown);
  if (plain.length <= excerptLength) return plain;
  const cut = plain.slice(0, excerptLength);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > excerptLength / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,;:.]+$/, '')}…`;
}
