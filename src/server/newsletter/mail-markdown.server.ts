import 'server-only';
import type { Element, ElementContent, Root, RootContent, Text } from 'hast';
import rehypeStringify from 'rehype-stringify';
import { unified } from 'unified';
import { absoluteUrl } from '@/i18n/href';
import type { Locale } from '@/i18n/locales';
import { newsletterCampaignTags } from '@/server/analytics/traffic-source';
import { sanitizedMarkdownTree } from '@/server/blog/markdown.server';

/**
 * A newsletter's Markdown as a mail carries it (issue 15 §2): the HTML and the plain text both
 * come from the same sanitised tree as an article's (so the same things are dropped), then:
 * every link and image points at an absolute URL (a mail has no page to be relative to; site
 * links keep the reader's language), and each element carries its style inline, since mail
 * clients ignore style sheets. Links are the editor's own; a campaign's links to the site's
 * pages gain its UTM tags, the same for every reader (nothing tells one reader from another).
 * Images are the site's own (its uploads): one loaded from elsewhere could tell a third party
 * who opened the mail, so it is replaced by its alternative text.
 */
export async function renderMailMarkdown(
  markdown: string,
  locale: Locale,
  siteUrl: string,
  campaignSlug?: string,
): Promise<{ html: string; text: string }> {
  const tree = await sanitizedMarkdownTree(markdown);
  // A campaign's links to the site's pages say they come from it (the goal "campaign link
  // followed", decision 077); an image's address, or a link elsewhere, stays as written.
  const resolve = (value: string, attribute: 'href' | 'src') => {
    const url = absolute(value, locale, siteUrl);
    return attribute === 'href' && campaignSlug !== undefined
      ? withCampaignTags(url, siteUrl, campaignSlug)
      : url;
  };
  tree.children = tree.children.map((node) => forMail(node, resolve) as RootContent);
  const html = unified().use(rehypeStringify).stringify(tree);
  return { html, text: treeText(tree) };
}

const styles: Record<string, string> = {
  h1: 'margin:24px 0 12px;font-size:22px;line-height:1.3;color:#070b16',
  h2: 'margin:24px 0 12px;font-size:20px;line-height:1.3;color:#070b16',
  h3: 'margin:20px 0 10px;font-size:17px;line-height:1.35;color:#070b16',
  h4: 'margin:16px 0 8px;font-size:15px;color:#070b16',
  h5: 'margin:16px 0 8px;font-size:15px;color:#070b16',
  h6: 'margin:16px 0 8px;font-size:15px;color:#070b16',
  p: 'margin:0 0 16px',
  ul: 'margin:0 0 16px;padding-inline-start:24px',
  ol: 'margin:0 0 16px;padding-inline-start:24px',
  li: 'margin:0 0 6px',
  a: 'color:#0e7490;text-decoration:underline',
  img: 'display:block;max-width:100%;height:auto;border-radius:8px',
  blockquote:
    'margin:0 0 16px;padding:8px 16px;border-inline-start:4px solid #38d5f5;background:#f3f5f9',
  pre: 'margin:0 0 16px;padding:12px;background:#f3f5f9;border-radius:6px;white-space:pre-wrap;font-size:13px',
  code: 'font-family:Menlo,Consolas,monospace;font-size:13px',
  table: 'margin:0 0 16px;border-collapse:collapse',
  th: 'padding:6px 10px;border:1px solid #e2e6ee;text-align:start',
  td: 'padding:6px 10px;border:1px solid #e2e6ee',
  hr: 'margin:24px 0;border:0;border-top:1px solid #e2e6ee',
};

function forMail<T extends RootContent | ElementContent>(
  node: T,
  resolve: (value: string, attribute: 'href' | 'src') => string,
): T | Text {
  if (node.type !== 'element') return node;
  if (node.tagName === 'img' && !isSitePath(node.properties.src)) {
    const alt = node.properties.alt;
    return { type: 'text', value: typeof alt === 'string' ? alt : '' };
  }
  node.children = node.children.map((child) => forMail(child, resolve) as ElementContent);
  const style = styles[node.tagName];
  if (style) node.properties.style = style;
  for (const attribute of ['href', 'src'] as const) {
    const value = node.properties[attribute];
    if (typeof value === 'string') node.properties[attribute] = resolve(value, attribute);
  }
  return node;
}

function isSitePath(value: unknown): boolean {
  return typeof value === 'string' && value.startsWith('/') && !value.startsWith('//');
}

/** Files (uploads, images) end in an extension; pages do not. */
function isFilePath(path: string): boolean {
  return /\.[a-z0-9]{2,5}$/i.test(path);
}

/** A site path as the absolute URL of its page in `locale`; any other link as it is. */
function absolute(link: string, locale: Locale, siteUrl: string): string {
  if (!link.startsWith('/') || link.startsWith('//')) return link;
  // Files (uploads, images) have no language; pages keep the reader's.
  return isFilePath(link.split(/[?#]/)[0] ?? '')
    ? new URL(link, siteUrl).toString()
    : absoluteUrl(siteUrl, link, locale);
}

/**
 * A link to one of the site's pages (not a file) with the campaign's tags added, unless the editor
 * gave it tags of their own; any other link as it is.
 */
function withCampaignTags(link: string, siteUrl: string, campaignSlug: string): string {
  if (!URL.canParse(link)) return link;
  const url = new URL(link);
  const isSitePage = url.origin === new URL(siteUrl).origin && !isFilePath(url.pathname);
  if (!isSitePage || [...url.searchParams.keys()].some((key) => key.startsWith('utm_')))
    return link;
  for (const [name, value] of Object.entries(newsletterCampaignTags(campaignSlug)))
    url.searchParams.set(name, value);
  return url.toString();
}

const blockTags = new Set([
  'p',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'ul',
  'ol',
  'blockquote',
  'pre',
  'table',
  'hr',
  'section',
  'div',
]);

/** The plain-text body: one paragraph per block, links as "label (URL)", lists with markers. */
function treeText(tree: Root): string {
  return blocksText(tree.children).join('\n\n');
}

function blocksText(nodes: readonly (RootContent | ElementContent)[]): string[] {
  const blocks: string[] = [];
  let inline = '';
  const flush = () => {
    if (inline.trim() !== '') blocks.push(inline.trim());
    inline = '';
  };
  for (const node of nodes) {
    if (node.type === 'element' && blockTags.has(node.tagName)) {
      flush();
      blocks.push(...blockText(node));
    } else inline += inlineText(node);
  }
  flush();
  return blocks.filter((block) => block !== '');
}

function blockText(element: Element): string[] {
  switch (element.tagName) {
    case 'ul':
    case 'ol':
      return [listText(element)];
    case 'blockquote':
      return [
        blocksText(element.children)
          .join('\n\n')
          .split('\n')
          .map((line) => `> ${line}`)
          .join('\n'),
      ];
    case 'pre':
      return [inlineText(element).replace(/\n$/, '')];
    case 'hr':
      return ['---'];
    case 'table':
      return [rowsOf(element).join('\n')];
    case 'section':
    case 'div':
      return blocksText(element.children);
    default:
      return [inlineOf(element.children).trim()];
  }
}

function listText(list: Element): string {
  const items = list.children.filter(
    (child): child is Element => child.type === 'element' && child.tagName === 'li',
  );
  return items
    .map((item, index) => {
      const marker = list.tagName === 'ol' ? `${index + 1}. ` : '- ';
      const [first = '', ...rest] = blocksText(item.children).join('\n').split('\n');
      return [marker + first, ...rest.map((line) => `  ${line}`)].join('\n');
    })
    .join('\n');
}

function rowsOf(table: Element): string[] {
  const rows: string[] = [];
  const visit = (node: ElementContent) => {
    if (node.type !== 'element') return;
    if (node.tagName === 'tr')
      rows.push(
        node.children
          .filter((cell): cell is Element => cell.type === 'element')
          .map((cell) => inlineOf(cell.children).trim())
          .join(' | '),
      );
    else node.children.forEach(visit);
  };
  table.children.forEach(visit);
  return rows;
}

function inlineOf(nodes: readonly (RootContent | ElementContent)[]): string {
  return nodes.map(inlineText).join('');
}

function inlineText(node: RootContent | ElementContent): string {
  if (node.type === 'text') return node.value;
  if (node.type !== 'element') return '';
  switch (node.tagName) {
    case 'br':
      return '\n';
    case 'img':
      return typeof node.properties.alt === 'string' ? node.properties.alt : '';
    case 'a': {
      const label = inlineOf(node.children);
      const href = typeof node.properties.href === 'string' ? node.properties.href : '';
      if (href === '' || href.startsWith('#') || href === label) return label || href;
      return `${label} (${href})`;
    }
    default:
      return inlineOf(node.children);
  }
}
