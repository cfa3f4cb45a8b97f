/**
 * An image of the media library written into a Markdown text (a post's or a letter's body):
 * `![alt](/uploads/….webp)` as a paragraph of its own, put where the caret is.
 */

/** `[`, `]` and `\` would end or escape the alt text early: they are escaped. */
function escapedAlt(alt: string): string {
  return alt
    .replace(/[\\[\]]/g, (character) => `\\${character}`)
    .replace(/\s+/g, ' ')
    .trim();
}

export function markdownImage(alt: string, path: string): string {
  return `![${escapedAlt(alt)}](${path})`;
}

/**
 * `text` with the image in place of the selection from `start` to `end`, a blank line on each
 * side unless one is there already; and where the caret goes after it.
 */
export function insertMarkdownImage(
  text: string,
  start: number,
  end: number,
  image: string,
): { text: string; caret: number } {
  const before = text.slice(0, start);
  const after = text.slice(end);
  const lead =
    before === '' || before.endsWith('\n\n') ? '' : before.endsWith('\n') ? '\n' : '\n\n';
  const trail =
    after === '' ? '\n' : after.startsWith('\n\n') ? '' : after.startsWith('\n') ? '\n' : '\n\n';
  const inserted = `${lead}${image}${trail}`;
  return { text: `${before}${inserted}${after}`, caret: before.length + inserted.length };
}
