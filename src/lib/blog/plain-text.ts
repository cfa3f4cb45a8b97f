import type { Nodes, Paragraph } from 'mdast';
import { toString } from 'mdast-util-to-string';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';

/*
 * Article markdown as the reader sees its words, read by the same parser that renders it
 * (remark with GFM), not by patterns: link targets, markup and raw HTML are not words; an
 * image counts by its alternative text. Used when a text is saved (its excerpt and reading
 * time are stored with it), never on a page view.
 */

const markdownParser = unified().use(remarkParse).use(remarkGfm);

/** Blocks whose content is running text: each is read on its own so blocks never run together. */
const textBlockTypes = new Set(['paragraph', 'heading', 'tableCell', 'code']);

function textBlocks(node: Nodes): string[] {
  if (textBlockTypes.has(node.type)) return [toString(node, { includeHtml: false })];
  return 'children' in node ? node.children.flatMap((child) => textBlocks(child)) : [];
}

/** Every visible word of the markdown, blocks separated by a line break. */
export function markdownPlainText(markdown: string): string {
  return textBlocks(markdownParser.parse(markdown)).join('\n');
}

/**
 * The first paragraph of running text (not a heading, list, quote, table or lone image), as
 * plain text with its spaces collapsed; '' when there is none.
 */
export function firstParagraphText(markdown: string): string {
  const paragraphs = markdownParser
    .parse(markdown)
    .children.filter((node): node is Paragraph => node.type === 'paragraph');
  for (const paragraph of paragraphs) {
    const text = toString(paragraph, { includeHtml: false, includeImageAlt: false })
      .replace(/\s+/g, ' ')
      .trim();
    if (text !== '') return text;
  }
  return '';
}
