import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { NextRequest } from 'next/server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { locales, type Locale } from '@/i18n/locales';
import {
  emptyTranslationInput,
  parsePostEditor,
  parsePostModal,
  type PostEditorInput,
} from '@/lib/admin/post-schema';
import {
  createPostFromModal,
  deletePost,
  getPostForEditor,
  savePost,
  type PostActor,
} from '@/server/blog/post-admin.server';
import { listDeletedPosts, restorePost } from '@/server/blog/post-bin.server';
import { findPublishedPost } from '@/server/blog/posts.server';
import { purgeExpiredData } from '@/server/retention/purge.server';
import { createStaffMember } from '@/server/auth/auth-setup.server';
import { redirectArticleUrl } from '@/server/blog/article-redirect.server';
import type { Database } from '@/server/db/schema';
import { seed } from '@/server/seed/seed.server';
import { deleteService } from '@/server/services/service-admin.server';
import { recordChange } from '@/server/cache/freshness-state.mjs';
import { isLivePage } from '@/server/sitemap/live-pages.server';
import {
  addManualRedirect,
  countRedirectHit,
  deleteRedirect,
  findRedirect,
  listRedirects,
} from '@/server/redirects/redirects.server';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

/*
 * Old public URLs kept alive (issue 14 §1, decision 023) on a real database of the lane: what
 * the editor's saves and deletions record, chains collapsed to one hop, slugs given back, manual
 * redirects and their refusals, the audit lines, and what an unknown path then answers.
 */

let database: TestDatabase;
let editor: PostActor;

/** The process's shared connection (getDb), which the request path uses. */
const processDb = globalThis as unknown as { siteDb?: Kysely<Database> };

beforeAll(async () => {
  database = await createTestDatabase();
  const member = await createStaffMember(database.db, database.dialect, {
    email: 'redirections@automatia.ch',
    password: 'editor-password-for-tests-42',
    role: 'editor',
    name: 'Redirections',
  });
  editor = { ...member, name: 'Redirections' };
  processDb.siteDb = database.db;
});

afterAll(async () => {
  processDb.siteDb = undefined;
  await database?.destroy();
});

beforeEach(async () => {
  const { db } = database;
  await db.deleteFrom('post_translation').execute();
  await db.deleteFrom('post').execute();
  await db.deleteFrom('redirect').execute();
  await db.deleteFrom('bin').execute();
  await db.deleteFrom('audit_log').execute();
  await db.deleteFrom('service_translation').execute();
  await db.deleteFrom('service').execute();
  await db.deleteFrom('testimonial_translation').execute();
  await db.deleteFrom('testimonial').execute();
  await db.deleteFrom('seed_removed').execute();
  changed();
});

/** What an admin action's refresh does: every in-memory table reads the database again. */
function changed() {
  recordChange('redirects', Date.now());
  recordChange('blog', Date.now());
}

const start = new Date(Math.floor(Date.now() / 60_000) * 60_000);
const later = (minutes: number) => new Date(start.getTime() + minutes * 60_000);

/** A post published at `start` with a title in each language given. */
async function publishedPost(titles: Partial<Record<Locale, string>>) {
  const created = parsePostModal({ title: titles.fr, content: 'Un texte.', status: 'draft' });
  if (!created.ok) throw new Error('modal refused');
  const result = await createPostFromModal(database.db, editor, created.data, start);
  if (!result.ok) throw new Error('creation refused');
  await save(result.post.id, { intent: 'publish' }, titles);
  return result.post.id;
}

/** The editor's save with some fields and titles/slugs changed. */
async function save(
  id: string,
  change: Partial<Omit<PostEditorInput, 'translations'>>,
  /** A title (its slug made from it), a slug or title to change, or null: the language removed. */
  texts: Partial<Record<Locale, string | { title?: string; slug?: string } | null>> = {},
  now = start,
) {
  const opened = await getPostForEditor(database.db, id, now);
  if (!opened) throw new Error(`no post ${id}`);
  const translations = Object.fromEntries(
    locales.map((locale) => {
      const current = opened.values.translations[locale];
      const text = texts[locale];
      if (text === null) return [locale, emptyTranslationInput()];
      const given = typeof text === 'string' ? { title: text, slug: '' } : (text ?? {});
      const filled = given.title !== undefined && current.content === '' ? 'Un texte.' : undefined;
      return [locale, { ...current, ...given, ...(filled ? { content: filled } : {}) }];
    }),
  ) as PostEditorInput['translations'];
  const parsed = parsePostEditor({ ...opened.values, ...change, translations });
  if (!parsed.ok) throw new Error(`editor refused: ${JSON.stringify(parsed)}`);
  const saved = await savePost(database.db, editor, parsed.data, now);
  if (!saved.ok) throw new Error(`save refused: ${JSON.stringify(saved)}`);
  changed();
  return saved;
}

async function answer(path: string, locale: Locale) {
  const found = await findRedirect(path, locale, database.db);
  return found && { status: found.status, to: found.toPath };
}

async function redirectRows() {
  const rows = await database.db
    .selectFrom('redirect')
    .select(['from_path', 'locale', 'to_path', 'status', 'reason', 'created_by'])
    .orderBy('from_path')
    .orderBy('locale')
    .execute();
  for (const row of rows) expect(row.created_by).toBe(editor.email);
  return rows.map(({ created_by: _by, ...row }) => row);
}

describe('a published post’s changed slug', () => {
  it('leaves a 308 from the old address of every language whose page moved', async () => {
    const id = await publishedPost({ fr: 'Guide des robots', en: 'Robots guide' });
    await save(
      id,
      {},
      { fr: { slug: 'guide-complet-des-robots' }, en: { slug: 'full-robots-guide' } },
    );
    const moved = (from: string, locale: Locale, to: string) => ({
      from_path: from,
      locale,
      to_path: to,
      status: 308,
      reason: 'slug-change',
    });
    expect(await redirectRows()).toEqual([
      // Arabic and Moroccan Arabic had no translation: their page showed the French version.
      moved('/blog/guide-des-robots', 'ar', '/blog/guide-complet-des-robots'),
      moved('/blog/guide-des-robots', 'ar-ma', '/blog/guide-complet-des-robots'),
      moved('/blog/guide-des-robots', 'fr', '/blog/guide-complet-des-robots'),
      moved('/blog/robots-guide', 'en', '/blog/full-robots-guide'),
    ]);
    expect(await answer('/blog/guide-des-robots', 'fr')).toEqual({
      status: 308,
      to: '/blog/guide-complet-des-robots',
    });
    // Per language: the English old slug has no redirect in French (it was no French page).
    expect(await answer('/blog/robots-guide', 'fr')).toBeUndefined();
    const audit = await database.db.selectFrom('audit_log').select('action').execute();
    expect(audit.map((row) => row.action)).toContain('redirect.create');
  });

  it('collapses a chain to one hop, and a slug given back is a page again', async () => {
    const id = await publishedPost({ fr: 'Première adresse' });
    await save(id, {}, { fr: { slug: 'deuxieme-adresse' } });
    await save(id, {}, { fr: { slug: 'troisieme-adresse' } });
    expect((await redirectRows()).filter((row) => row.locale === 'fr')).toEqual([
      expect.objectContaining({
        from_path: '/blog/deuxieme-adresse',
        to_path: '/blog/troisieme-adresse',
      }),
      expect.objectContaining({
        from_path: '/blog/premiere-adresse',
        to_path: '/blog/troisieme-adresse',
      }),
    ]);
    // Back to the first slug: no redirect from it any more, and none loops.
    await save(id, {}, { fr: { slug: 'premiere-adresse' } });
    expect((await redirectRows()).filter((row) => row.locale === 'fr')).toEqual([
      expect.objectContaining({
        from_path: '/blog/deuxieme-adresse',
        to_path: '/blog/premiere-adresse',
      }),
      expect.objectContaining({
        from_path: '/blog/troisieme-adresse',
        to_path: '/blog/premiere-adresse',
      }),
    ]);
    expect(await answer('/blog/premiere-adresse', 'fr')).toBeUndefined();
    expect(await isLivePage('/blog/premiere-adresse', 'fr', database.db)).toBe(true);
  });

  it('records nothing for a draft or a post scheduled for later (they have no address yet)', async () => {
    const created = parsePostModal({ title: 'Brouillon', content: 'Texte.', status: 'draft' });
    if (!created.ok) throw new Error('refused');
    const draft = await createPostFromModal(database.db, editor, created.data, start);
    if (!draft.ok) throw new Error('refused');
    await save(draft.post.id, {}, { fr: { slug: 'brouillon-renomme' } });
    expect(await redirectRows()).toEqual([]);
  });

  it('sends a removed language to the post in French, which the blog shows with a note', async () => {
    const id = await publishedPost({ fr: 'Article bilingue', en: 'Bilingual article' });
    await save(id, {}, { en: null });
    const opened = await getPostForEditor(database.db, id, later(2));
    expect(opened?.values.translations.en.title).toBe('');
    expect(await redirectRows()).toEqual([
      {
        from_path: '/blog/bilingual-article',
        locale: 'en',
        to_path: '/blog/article-bilingue',
        status: 308,
        reason: 'translation-removed',
      },
    ]);
  });
});

describe('a deleted published post', () => {
  it('leads each language’s old address to the blog, or answers 410 when gone for good', async () => {
    const kept = await publishedPost({ fr: 'Vers le blog', ar: 'نحو المدونة' });
    const gone = await publishedPost({ fr: 'Disparu' });
    // A redirect that led to the post gone for good says gone too (never a 308 to a 410).
    await save(gone, {}, { fr: { slug: 'disparu-pour-de-bon' } });
    const { slug: arabicSlug } = await database.db
      .selectFrom('post_translation')
      .select('slug')
      .where('post_id', '=', kept)
      .where('locale', '=', 'ar')
      .executeTakeFirstOrThrow();
    await deletePost(database.db, editor, kept, later(2));
    await deletePost(database.db, editor, gone, later(2), { gone: true });
    changed();
    // Every language's page of it: its own translation's, or the French one shown there.
    expect(await answer('/blog/vers-le-blog', 'fr')).toEqual({ status: 308, to: '/blog' });
    expect(await answer('/blog/vers-le-blog', 'en')).toEqual({ status: 308, to: '/blog' });
    expect(await answer(`/blog/${arabicSlug}`, 'ar')).toEqual({ status: 308, to: '/blog' });
    expect(await answer('/blog/disparu-pour-de-bon', 'fr')).toEqual({ status: 410, to: null });
    expect(await answer('/blog/disparu', 'fr')).toEqual({ status: 410, to: null });
  });
});

describe('the bin of deleted posts (decision 065)', () => {
  it('restores a deleted post exactly: editor, keywords, public page, redirects gone', async () => {
    const id = await publishedPost({ fr: 'Remis en place', en: 'Put back' });
    await save(
      id,
      { category: 'Conseil' },
      {
        fr: { title: 'Remis en place' },
        en: { title: 'Put back' },
      },
    );
    await database.db
      .updateTable('post_translation')
      .set({ target_keywords: JSON.stringify(['corbeille']) })
      .where('post_id', '=', id)
      .execute();
    const before = await getPostForEditor(database.db, id, later(3));
    const keywordsBefore = await database.db
      .selectFrom('post_keyword')
      .selectAll()
      .where('post_id', '=', id)
      .orderBy('locale')
      .orderBy('keyword')
      .execute();

    await deletePost(database.db, editor, id, later(2), { gone: true });
    changed();
    expect(await answer('/blog/remis-en-place', 'fr')).toEqual({ status: 410, to: null });
    expect(await listDeletedPosts(database.db, later(2))).toEqual([
      {
        id,
        title: 'Remis en place',
        deletedAt: later(2).toISOString(),
        actorEmail: editor.email,
        daysLeft: 30,
      },
    ]);

    expect(await restorePost(database.db, editor, id, later(3))).toEqual({
      ok: true,
      title: 'Remis en place',
    });
    changed();
    expect(await getPostForEditor(database.db, id, later(3))).toEqual(before);
    expect(
      await database.db
        .selectFrom('post_keyword')
        .selectAll()
        .where('post_id', '=', id)
        .orderBy('locale')
        .orderBy('keyword')
        .execute(),
    ).toEqual(keywordsBefore);
    expect(await answer('/blog/remis-en-place', 'fr')).toBeUndefined();
    expect(await answer('/blog/put-back', 'en')).toBeUndefined();
    expect(await answer('/blog/remis-en-place', 'ar')).toBeUndefined();
    expect(await findPublishedPost('remis-en-place', 'fr', database.db, later(3))).toMatchObject({
      kind: 'found',
      post: { id },
    });
    expect(await listDeletedPosts(database.db)).toEqual([]);
    const audit = await database.db
      .selectFrom('audit_log')
      .select('action')
      .where('target_id', '=', id)
      .execute();
    expect(audit.map((line) => line.action)).toContain('post.restore');
  });

  it('refuses to restore a post whose slug another post now holds, writing nothing', async () => {
    const id = await publishedPost({ fr: 'Place prise' });
    await deletePost(database.db, editor, id, later(2));
    changed();
    const other = await publishedPost({ fr: 'Place prise' });
    const redirects = await redirectRows();
    expect(await restorePost(database.db, editor, id, later(3))).toEqual({
      ok: false,
      reason: 'slug-taken',
      slug: 'place-prise',
      locale: 'fr',
    });
    expect(await getPostForEditor(database.db, id)).toBeUndefined();
    expect((await listDeletedPosts(database.db)).map((entry) => entry.id)).toEqual([id]);
    expect(await redirectRows()).toEqual(redirects);
    expect((await getPostForEditor(database.db, other))?.row.title).toBe('Place prise');
  });

  it('is purged 30 days after the deletion', async () => {
    const id = await publishedPost({ fr: 'Bientôt purgé' });
    await deletePost(database.db, editor, id, later(2));
    const purgeAt = (days: number) =>
      purgeExpiredData(database.db, new Date(later(2).getTime() + days * 86_400_000), 600_000);
    expect((await purgeAt(29.9)).binRows).toBe(0);
    expect(await listDeletedPosts(database.db)).toHaveLength(1);
    expect((await purgeAt(30.1)).binRows).toBe(1);
    expect(await listDeletedPosts(database.db)).toEqual([]);
    expect(await restorePost(database.db, editor, id, later(3))).toEqual({
      ok: false,
      reason: 'not-found',
    });
  });
});

describe('a deleted service', () => {
  it('leads its page to the list of services in every language', async () => {
    await seed(database.db);
    expect(await deleteService(database.db, editor, 'agents-ia', later(1))).toBe(true);
    changed();
    for (const locale of locales)
      expect(await answer('/services/agents-ia', locale)).toEqual({ status: 308, to: '/services' });
  });
});

describe('manual redirects', () => {
  const live = (path: string, locale: Locale) => isLivePage(path, locale, database.db);

  it('refuses a live page, the same path, a taken source and a loop; collapses an onward one', async () => {
    const id = await publishedPost({ fr: 'Cible vivante' });
    const add = (fromPath: string, toPath: string, locale: Locale = 'fr') =>
      addManualRedirect(database.db, editor, { fromPath, toPath, locale }, live, later(3));

    expect(await add('/services', '/contact')).toEqual({ ok: false, reason: 'fromIsLive' });
    expect(await add('/blog/cible-vivante', '/blog')).toEqual({ ok: false, reason: 'fromIsLive' });
    expect(await add('/vieille-page', '/vieille-page?x=1')).toEqual({
      ok: false,
      reason: 'samePath',
    });

    expect(await add('/vieille-page', '/blog/cible-vivante')).toMatchObject({ ok: true });
    expect(await add('/vieille-page', '/services')).toEqual({ ok: false, reason: 'fromTaken' });
    // Another old page to the first one: stored with the first one's target, one hop.
    expect(await add('/tres-vieille-page', '/vieille-page')).toMatchObject({ ok: true });
    // Back to where it came from: a loop.
    expect(await add('/blog/autre', '/tres-vieille-page')).toMatchObject({ ok: true });
    const loop = await addManualRedirect(
      database.db,
      editor,
      { fromPath: '/encore-une', toPath: '/encore-une-autre', locale: 'fr' },
      live,
    );
    expect(loop).toMatchObject({ ok: true });
    expect(await add('/encore-une-autre', '/encore-une')).toEqual({ ok: false, reason: 'loop' });
    changed();
    expect(await answer('/tres-vieille-page', 'fr')).toEqual({
      status: 308,
      to: '/blog/cible-vivante',
    });
    expect(await answer('/blog/autre', 'fr')).toEqual({ status: 308, to: '/blog/cible-vivante' });
    // The language is the redirect's own.
    expect(await answer('/vieille-page', 'en')).toBeUndefined();
    expect(id).toBeTruthy();
  });

  it('lists, searches, counts hits and deletes, each change audited', async () => {
    const live = (path: string, locale: Locale) => isLivePage(path, locale, database.db);
    const added = await addManualRedirect(
      database.db,
      editor,
      { fromPath: '/ancienne-offre', toPath: '/services?ref=offre', locale: 'en' },
      live,
    );
    if (!added.ok) throw new Error('refused');
    await addManualRedirect(
      database.db,
      editor,
      { fromPath: '/promo-ete', toPath: '/contact', locale: 'fr' },
      live,
    );
    const all = await listRedirects(database.db, { limit: 10, offset: 0 });
    expect(all.total).toBe(2);
    const found = await listRedirects(database.db, { limit: 10, offset: 0, query: 'OFFRE' });
    expect(found.rows.map((row) => row.from_path)).toEqual(['/ancienne-offre']);

    countRedirectHit(added.id, database.db);
    countRedirectHit(added.id, database.db);
    await expect
      .poll(async () => {
        const row = await database.db
          .selectFrom('redirect')
          .select('hits')
          .where('id', '=', added.id)
          .executeTakeFirstOrThrow();
        return Number(row.hits);
      })
      .toBe(2);

    expect(await deleteRedirect(database.db, editor, added.id)).toEqual({ ok: true });
    expect(await deleteRedirect(database.db, editor, added.id)).toEqual({
      ok: false,
      reason: 'not-found',
    });
    changed();
    expect(await answer('/ancienne-offre', 'en')).toBeUndefined();
    const audit = await database.db
      .selectFrom('audit_log')
      .select(['action', 'target_type'])
      .where('target_type', '=', 'redirect')
      .execute();
    expect(audit.map((row) => row.action).sort()).toEqual([
      'redirect.create',
      'redirect.create',
      'redirect.delete',
    ]);
  });
});

describe('a stored target that leaves the site (issue 34 §1)', () => {
  it('is not served, though a row written before the check holds it', async () => {
    const stored = (fromPath: string, toPath: string) =>
      database.db
        .insertInto('redirect')
        .values({
          id: randomUUID(),
          from_path: fromPath,
          locale: 'fr',
          to_path: toPath,
          status: 308,
          reason: 'manual',
          created_by: editor.email,
          created_at: start.toISOString(),
        })
        .execute();
    await stored('/blog/ancienne-adresse', '/blog');
    await stored('/blog/piege', '//evil.example/x');
    await stored('/blog/piege-oblique', '/\\evil.example/x');
    await stored('/blog/piege-tab', '/\t/evil.example/x');
    changed();
    const serve = async (path: string) =>
      (await redirectArticleUrl(new NextRequest(`https://automatia.test${path}`)))?.headers.get(
        'location',
      );

    expect(await serve('/blog/ancienne-adresse')).toBe('https://automatia.test/blog');
    for (const path of ['/blog/piege', '/blog/piege-oblique', '/blog/piege-tab'])
      expect(await serve(path), path).toBeUndefined();
  });
});
