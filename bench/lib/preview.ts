import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { previewPollMilliseconds } from '../../src/lib/admin/page-preview';
import { openDatabase } from '../../src/server/db/connection.server';
import type { Kysely } from 'kysely';
import { localizedHref } from '../../src/i18n/href';
import type { AuditActor } from '../../src/server/audit/audit-log.server';
import { articleViewPaths } from '../../src/server/blog/article-preview.server';
import { getPostForEditor, type PostActor } from '../../src/server/blog/post-admin.server';
import { savePostDraft } from '../../src/server/blog/post-drafts.server';
import type { Database } from '../../src/server/db/schema';
import { saveDraftField, type DraftFieldEdit } from '../../scripts/lib/section-draft-edit';
import { startBenchServer } from './server';
import { signedInEditor } from './staff-session';
import { median } from './stats';

/*
 * The preview's refresh (issue 30, decision 069): an editor's save of a draft, then the time until
 * the preview's HTML shows it, for a page made of sections and for a published article. The saves
 * go through saveSectionDraft and savePostDraft, as the editors' do; the preview screen is played
 * as it runs in the browser: it asks for the document's stamp every previewPollMilliseconds, and
 * on a change loads the page again in draft mode with the staff session. Loopback only, on an
 * instance and a database of its own, bounded in edits and time.
 */

/** One document's edits: their count and times, from the save to the preview showing it. */
export interface PreviewRefresh {
  document: 'page' | 'article';
  edits: number;
  p50Ms: number;
  p95Ms: number;
  maxMs: number;
}

export interface PreviewMeasurement {
  pollMs: number;
  targetMs: number;
  documents: PreviewRefresh[];
}

export const previewTargetMs = 800;
const previewDatabaseUrl = './data/bench-preview.db';
/** An edit not shown within this is a failure, not a slow sample. */
const editTimeoutMs = 10_000;
const edited = { page: 'about', section: 'hero', locale: 'ar', field: 'eyebrow' } as const;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function percentile(sorted: number[], share: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? 0;
}

/** What the bench edits in one document, and where the preview screen looks for it. */
interface PreviewedDocument {
  document: PreviewRefresh['document'];
  /** /api/admin/preview's query naming the document and the language. */
  previewQuery: string;
  stampPath: string;
  /** The public page's path in that language. */
  pagePath: string;
  /** Saves the document's draft with `text` in one of its fields, as the editor's save does. */
  save: (text: string) => Promise<void>;
}

/** The Cookie header of a browser that signed in and turned the preview on. */
async function previewCookies(origin: string, cookie: string, query: string): Promise<string> {
  const response = await fetch(`${origin}/api/admin/preview?${query}`, {
    headers: { cookie },
    redirect: 'manual',
  });
  const bypass = response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0] ?? '')
    .find((pair) => pair.startsWith('__prerender_bypass='));
  if (response.status !== 307 || !bypass)
    throw new Error(`turning the preview on answered ${response.status}, without its cookie`);
  return `${cookie}; ${bypass}`;
}

/** `edits` saves of the document's draft, each timed until the preview's HTML shows it. */
async function measureRefresh(
  origin: string,
  session: string,
  previewed: PreviewedDocument,
  edits: number,
): Promise<PreviewRefresh> {
  const cookie = await previewCookies(origin, session, previewed.previewQuery);
  const askStamp = async () =>
    (
      (await (await fetch(`${origin}${previewed.stampPath}`, { headers: { cookie } })).json()) as {
        stamp: string;
      }
    ).stamp;
  const samples: number[] = [];
  for (let i = 0; i < edits; i++) {
    const text = `bench ${i} ${randomUUID().slice(0, 8)}`;
    let stamp = await askStamp();
    const started = performance.now();
    await previewed.save(text);
    // The screen asks on its own beat: its next ask comes anywhere within one beat of the save.
    await pause(Math.random() * previewPollMilliseconds);
    for (;;) {
      if (performance.now() - started > editTimeoutMs)
        throw new Error(
          `${previewed.document} edit ${i} not shown in the preview within ${editTimeoutMs} ms`,
        );
      const current = await askStamp();
      if (current !== stamp) {
        stamp = current;
        const html = await (
          await fetch(`${origin}${previewed.pagePath}`, { headers: { cookie } })
        ).text();
        if (html.includes(text)) break;
      }
      await pause(previewPollMilliseconds);
    }
    samples.push(performance.now() - started);
  }
  const sorted = samples.sort((a, b) => a - b);
  return {
    document: previewed.document,
    edits,
    p50Ms: median(sorted) ?? 0,
    p95Ms: percentile(sorted, 0.95),
    maxMs: sorted.at(-1) ?? 0,
  };
}

/** The about page's Arabic hero, its draft saved through saveSectionDraft. */
function aboutPage(db: Kysely<Database>, actor: AuditActor): PreviewedDocument {
  return {
    document: 'page',
    previewQuery: `page=${edited.page}&lang=${edited.locale}`,
    stampPath: `/api/admin/preview/stamp?page=${edited.page}`,
    pagePath: localizedHref('/about', edited.locale),
    save: (text) => saveDraftField(db, actor, { ...edited, text } satisfies DraftFieldEdit),
  };
}

/** A published article's French title, its draft saved through savePostDraft. */
async function publishedArticle(
  db: Kysely<Database>,
  actor: PostActor,
): Promise<PreviewedDocument> {
  const posts = await db
    .selectFrom('post')
    .select('id')
    .where('status', '=', 'published')
    .where('published_at', '<=', new Date().toISOString())
    .orderBy('id')
    .execute();
  for (const { id } of posts) {
    const path = (await articleViewPaths(db, id))?.fr;
    if (!path) continue;
    const encoded = encodeURIComponent(id);
    return {
      document: 'article',
      previewQuery: `post=${encoded}&lang=fr`,
      stampPath: `/api/admin/preview/stamp?post=${encoded}`,
      pagePath: localizedHref(encodeURI(path), 'fr'),
      save: async (text) => {
        const opened = await getPostForEditor(db, id);
        const post = await db
          .selectFrom('post')
          .select('updated_at')
          .where('id', '=', id)
          .executeTakeFirstOrThrow();
        if (!opened) throw new Error(`no post ${id}`);
        const values = structuredClone(opened.values);
        values.translations.fr.title = text;
        const drawnFrom = { revision: opened.draft?.revision ?? 0, base: post.updated_at };
        const saved = await savePostDraft(db, actor, id, drawnFrom, values);
        if (typeof saved === 'string') throw new Error(`draft of post ${id}: ${saved}`);
      },
    };
  }
  throw new Error('the preview bench needs a published article in its database');
}

export async function measurePreview(
  port: number,
  edits: number,
  log: (line: string) => void,
): Promise<PreviewMeasurement> {
  for (const suffix of ['', '-wal', '-shm'])
    rmSync(`${previewDatabaseUrl}${suffix}`, { force: true });
  const { prepareDatabase } = await import('../../scripts/lib/database');
  await prepareDatabase(previewDatabaseUrl, log);
  const db = openDatabase(previewDatabaseUrl);
  const instance = await startBenchServer(port, log, {
    label: 'Preview instance',
    env: { DATABASE_URL: previewDatabaseUrl },
  });
  try {
    const { member, cookie: session } = await signedInEditor(db);
    const actor = { ...member, name: 'Bench' };
    const documents: PreviewRefresh[] = [];
    for (const previewed of [aboutPage(db, actor), await publishedArticle(db, actor)]) {
      const refresh = await measureRefresh(instance.origin, session, previewed, edits);
      log(
        `  ${previewed.document}, ${edits} edits: p50 ${Math.round(refresh.p50Ms)} ms, p95 ${Math.round(refresh.p95Ms)} ms (target ≤ ${previewTargetMs} ms)`,
      );
      documents.push(refresh);
    }
    return { pollMs: previewPollMilliseconds, targetMs: previewTargetMs, documents };
  } finally {
    await instance.stop();
    await db.destroy();
  }
}
