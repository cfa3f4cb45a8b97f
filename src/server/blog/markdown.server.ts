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
import { inlineImageAlt, langWithin, type ImagePresentations } from '@/lib/media/image-text';
import { BoundedMemoryStore } from '@/server/cache/bounded-memory-store.mjs';

const sanitizer = unified()
  .use(remarkParse)
  .use(remarkGfm)
  .use(remarkRehype)
  // remark-rehype already prefixes footnote ids and their links; a second prefix would break them.
  .use(rehypeSanitize, { ...defaultSchema, clobberPrefix: '' });

/**
 * The sanitised trees of the texts rendered last, by their markdown. Parsing (micromark and GFM)
 * is the largest part of an article's render of our own, a quarter of its preview's
 * (docs/performance.md, "Preview refresh"), and a preview renders the same body again after each
 * save of its title, its excerpt or another language. A tree weighs some tens of bytes a
 * character of its text: the bound is an estimate, ample for every article and FAQ answer.
 */
const parsedTrees = new BoundedMemoryStore<Root>({
  maxBytes: 32 * 1024 * 1024,
  maxEntries: 500,
  sizeOf: (_tree, markdown) => 64 * markdown.length,
});

/**
 * Markdown (GFM) as a sanitised HTML tree: raw HTML in the markdown is dropped and what is left
 * keeps only safe elements and attributes. Articles and newsletter mails both start here. Each
 * caller gets its own copy, to change as it likes.
 */
export async function sanitizedMarkdownTree(markdown: string): Promise<Root> {
  let tree = parsedTrees.get(markdown)?.value;
  if (!tree) {
    tree = (await sanitizer.run(sanitizer.parse(markdown))) as Root;
    parsedTrees.set(markdown, tree);
  }
  return structuredClone(tree);
}

/**
 * Article markdown (GFM) to HTML, on the server only: raw HTML in the markdown is dropped and
 * the result sanitized, headings get ids and become links to themselves, internal links keep
 * the reader's language, outside links open in a new tab, and wide tables scroll. The text is
 * typeset in `textLocale`, the reader's language unless the text is another's (a French text
 * shown while its translation is missing). Library images among `images` get their alt text in
 * the reader's language where the editor did not write one of their own (decision 073).
 */
export async function renderMarkdown(
  markdown: string,
  locale: Locale,
  textLocale: Locale = locale,
  images: ImagePresentations = {},
): Promise<string> {
  const finisher = unified()
    // Ids are added after sanitizing, which would otherwise prefix them with 'user-content-'.
    .use(rehypeSlug)
    .use(() => (tree: Root) => finishTree(tree, { locale, textLocale, images }))
    .use(rehypeStringify);
  const tree = await finisher.run(await sanitizedMarkdownTree(markdown));
  return finisher.stringify(tree as Root);
}

interface Finishing {
  locale: Locale;
  textLocale: Locale;
  images: ImagePresentations;
}

function finishTree(tree: Root, finishing: Finishing): void {
  tree.children = tree.children.map((node) => finishNode(node, finishing));
}

/** Elements whose text is shown exactly as written (code): no typography there. */
const verbatim = new Set(['code', 'pre', 'kbd', 'samp']);

function finishNode<T extends RootContent | ElementContent>(node: T, finishing: Finishing): T {
  if (node.type !== 'element') return node;
  const { locale, textLocale } = finishing;
  node.children = node.children.map((child) => {
    if (child.type === 'text' && !verbatim.has(node.tagName))
      child.value = typesetFor(textLocale, child.value);
    return finishNode(child, finishing);
  });
  if (/^h[2-6]$/.test(node.tagName) && typeof node.properties.id === 'string') {
    return selfLinkedHeading(node, node.properties.id) as T;
  }
  if (node.tagName === 'a') localizeLink(node, locale);
  if (node.tagName === 'table') return scrollable(node) as T;
  if (node.tagName === 'img') describeImage(node, finishing);
  return node;
}

/** A library image's alt in the reader's language, marked with its own where it is French. */
function describeImage(image: Element, { textLocale, images }: Finishing): void {
  const { src, alt } = image.properties;
  if (typeof src !== 'string') return;
  const shown = inlineImageAlt(typeof alt === 'string' ? alt : '', images[src]);
  if (!shown) return;
  image.properties.alt = shown.text;
  const lang = langWithin(shown, textLocale);
  if (lang) image.properties.lang = lang;
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
