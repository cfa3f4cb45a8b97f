// Temporary: times the reads of an article's preview render (not committed).
import { openDatabase } from '../src/server/db/connection.server';
import { findArticleWithDraft, articleViewPaths } from '../src/server/blog/article-preview.server';
import { findPublishedPost, listRelatedPosts } from '../src/server/blog/posts.server';
import { renderMarkdown } from '../src/server/blog/markdown.server';
import { getPostForEditor } from '../src/server/blog/post-admin.server';
import { uploadPathsIn } from '../src/lib/media/upload-paths';

const db = openDatabase('./data/bench.db');
async function time<T>(label: string, run: () => Promise<T>, times = 5): Promise<T> {
  let result!: T;
  const samples: number[] = [];
  for (let i = 0; i < times; i++) {
    const start = performance.now();
    result = await run();
    samples.push(performance.now() - start);
  }
  console.log(label.padEnd(32), samples.map((ms) => ms.toFixed(1)).join(' '));
  return result;
}
const posts = await db.selectFrom('post').select('id').where('status', '=', 'published').orderBy('id').execute();
const id = posts[0]!.id;
const path = (await articleViewPaths(db, id))!.fr;
const slug = decodeURIComponent(path.split('/').at(-1)!);
console.log(id, slug);
const found = await time('findPublishedPost', () => findPublishedPost(slug, 'fr', db));
await time('findArticleWithDraft', () => findArticleWithDraft(slug, 'fr', db));
if (found?.kind !== 'found') throw new Error('not found');
const post = found.post;
console.log('content length', post.content.length);
await time('listRelatedPosts', () => listRelatedPosts(post, 'fr', db));
await time('renderMarkdown', () => renderMarkdown(post.content, 'fr', 'fr', {}));
await time('getPostForEditor', () => getPostForEditor(db, id));
console.log(uploadPathsIn(post.content).length);
await db.destroy();
