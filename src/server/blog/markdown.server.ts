import 'server-only';
import type { Element, ElementContent, Root, RootContent } from 'hast';
import rehypeSanitize, { defaultSchema } from 'rehype-sanitize';
import rehypeSlug from 'rehype-slug';
import rehypeStringify from 'rehype-stringify';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { localizedHref } from '@/i18n/href';
import type { Locale } from '@/i18n/locales';
import { typesetFor } from '@/i18n/typography';

const sanitizer = unified()
  .use(remarkParse)
  .use(remarkGfm)
  .use(remarkRehype)
  // remark-rehype already prefixes footnote ids and their links; a second prefix would break them.
  .use(rehypeSanitize, { ...defaultSchema, clobberPrefix: '' });

/**
 * Markdown (GFM) as a sanitised HTML tree: raw HTML in the markdown is dropped and what is left
 * keeps only safe elements and attributes. Articles and newsletter mails both start here.
 */
export async function sanitizedMarkdownTree(markdown: string): Promise<Root> {
  return (await sanitizer.run(sanitizer.parse(markdown))) as Root;
}

/**
 * Article markdown (GFM) to HTML, on the server only: raw HTML in the markdown is dropped and
 * the result sanitized, headings get ids and become links to themselves, internal links keep
 * the reader's language, outside links open in a new tab, and wide tables scroll. The text is
 * typeset in `textLocale`, the reader's language unless the text is another's (a French text
 * shown while its translation is missing).
 */
export async function renderMarkdown(
  markdown: string,
  locale: Locale,
  textLocale: Locale = locale,
): Promise<string> {
  const finisher = unified()
    // Ids are added after sanitizing, which would otherwise prefix them with 'user-content-'.
    .use(rehypeSlug)
    .use(() => (tree: Root) => finishTree(tree, locale, textLocale))
    .use(rehypeStringify);
  const tree = await finisher.run(await sanitizedMarkdownTree(markdown));
  return finisher.stringify(tree as Root);
}

function finishTree(tree: Root, locale: Locale, textLocale: Locale): void {
  tree.children = tree.children.map((node) => finishNode(node, locale, textLocale));
}

/** Elements whose text is shown exactly as written (code): no typography there. */
const verbatim = new Set(['code', 'pre', 'kbd', 'samp']);

function finishNode<T extends RootContent | ElementContent>(
  node: T,
  locale: Locale,
  textLocale: Locale,
): T {
  if (node.type !== 'element') return node;
  node.children = node.children.map((child) => {
    if (child.type === 'text' && !verbatim.has(node.tagName))
      child.value = typesetFor(textLocale, child.value);
    return finishNode(child, locale, textLocale);
  });
  if (/^h[2-6]$/.test(node.tagName) && typeof node.properties.id === 'string') {
    return selfLinkedHeading(node, node.properties.id) as T;
  }
  if (node.tagName === 'a') localizeLink(node, locale);
  if (node.tagName === 'table') return scrollable(node) as T;
  return node;
}

function selfLinkedHeading(heading: Element, id: string): Element {
  const link: Element = {
    type: 'element',
    tagName: 'a',
    properties: { href: `#${id}`, className: ['heading-anchor'] },
    // A link inside a heading would nest in the self link: its text stays, the link goes.
    children: heading.children.flatMap((child) =>
      child.type === 'element' && child.tagName === 'a' ? child.children : [child],
    ),
  };
  return { ...heading, children: [link] };
}

function localizeLink(link: Element, locale: Locale): void {
  const href = link.properties.href;
  if (typeof href !== 'string') return;
  if (href.startsWith('/') && !href.startsWith('//')) {
    link.properties.href = localizedHref(href, locale);
  } else if (/^https?:\/\//.test(href)) {
    link.properties.target = '_blank';
    link.properties.rel = ['noopener', 'noreferrer'];
  }
}

// Focusable so keyboard users can scroll a table wider than the screen.
function scrollable(table: Element): Element {
  return {
    type: 'element',
    tagName: 'div',
    properties: { className: ['table-scroll'], tabIndex: 0 },
    children: [table],
  };
}
