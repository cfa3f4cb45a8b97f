// Temporary (not committed): where renderMarkdown spends its time.
import { openDatabase } from '../src/server/db/connection.server';
import { findPublishedPost } from '../src/server/blog/posts.server';
import { renderMarkdown, sanitizedMarkdownTree } from '../src/server/blog/markdown.server';
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkGfm from 'remark-gfm';
import remarkRehype from 'remark-rehype';

const db = openDatabase('./data/bench.db');
async function time<T>(label: string, run: () => Promise<T> | T, times = 6): Promise<T> {
  let result!: T;
  const samples: number[] = [];
  for (let i = 0; i < times; i++) {
    const start = performance.now();
    result = await run();
    samples.push(performance.now() - start);
  }
  console.log(label.padEnd(28), samples.map((ms) => ms.toFixed(1)).join(' '));
  return result;
}
const found = await findPublishedPost('calculer-roi-automatisation-ia', 'fr', db);
if (found?.kind !== 'found') throw new Error();
const md = found.post.content;
const plain = unified().use(remarkParse);
const gfm = unified().use(remarkParse).use(remarkGfm);
await time('parse', () => plain.parse(md));
await time('parse+gfm', () => gfm.runSync(gfm.parse(md)));
const toHast = unified().use(remarkParse).use(remarkGfm).use(remarkRehype);
await time('to hast', () => toHast.run(toHast.parse(md)));
await time('sanitized tree', () => sanitizedMarkdownTree(md));
await time('renderMarkdown', () => renderMarkdown(md, 'fr', 'fr', {}));
await db.destroy();
