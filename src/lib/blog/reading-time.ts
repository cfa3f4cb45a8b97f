/** Words per minute of the spec's reading time (§9). */
const wordsPerMinute = 200;

/**
 * Minutes to read a markdown text: its words / 200, rounded up, at least one. Words are
 * counted on the visible text (link targets, code fences' language and markup dropped), as
 * runs separated by whitespace that hold a letter or digit of any script.
 */
export function readingMinutes(markdown: string): number {
  return Math.max(1, Math.ceil(countWords(markdownText(markdown)) / wordsPerMinute));
}

export function countWords(text: string): number {
  return text.split(/\s+/u).filter((token) => /[\p{L}\p{N}]/u.test(token)).length;
}

function markdownText(markdown: string): string {
  return markdown
    .replace(/^```.*$/gm, ' ')
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, ' ')
    .replace(/[#>*_`|~-]+/g, ' ');
}
