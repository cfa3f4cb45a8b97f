import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { locales, type Locale } from '@/i18n/locales';
import {
  parsePostEditor,
  type PostEditorInput,
  type TranslationInput,
} from '@/lib/admin/post-schema';
import { allCategories } from '@/lib/blog/search';
import { createStaffMember } from '@/server/auth/auth-setup.server';
import {
  adminPostPage,
  createPostFromModal,
  getPostForEditor,
  listPostVersions,
  restorePostVersion,
  savePost,
  type PostActor,
} from '@/server/blog/post-admin.server';
import {
  articlePreviewStamp,
  articleViewPaths,
  findArticleWithDraft,
} from '@/server/blog/article-preview.server';
import {
  discardPostDraft,
  keepPostDraft,
  publishPostDraft,
  savePostDraft,
} from '@/server/blog/post-drafts.server';
import {
  blogTotals,
  findPublishedPost,
  listBlogPage,
  listPublishedPosts,
  listRelatedPosts,
  listSitemapPosts,
  publishedPostBatches,
} from '@/server/blog/posts.server';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

/*
 * The edits of a published article kept as its draft (decision 071) on a real database of the
 * lane: nothing of the draft reaches a public read (the list, the article, the feeds' latest,
 * the sitemap, the JSON's batches, the search, the social card's lookup), "Publier les
 * modifications" makes it live through the post's own save and drops it, a draft drawn before
 * another save is refused as stale until kept, and a save from an older revision is a conflict.
 */

let database: TestDatabase;
let editor: PostActor;

beforeAll(async () => {
  database = await createTestDatabase();
  const member = await createStaffMember(database.db, database.dialect, {
    email: 'brouillons@automatia.ch',
    password: 'editor-password-for-tests-42',
    role: 'editor',
    name: 'Brouillons',
  });
  editor = { ...member, name: 'Brouillons' };
});

afterAll(async () => {
  await database?.destroy();
});

beforeEach(async () => {
  const { db } = database;
  await db.deleteFrom('document_draft').execute();
  await db.deleteFrom('content_version').execute();
  await db.deleteFrom('post_translation').execute();
  await db.deleteFrom('post').execute();
  await db.deleteFrom('audit_log').execute();
});

const start = new Date(Math.floor(Date.now() / 60_000) * 60_000);
const later = (minutes: number) => new Date(start.getTime() + minutes * 60_000);

const liveTitle = { fr: 'Automatiser la relance des devis', ar: 'أتمتة متابعة عروض الأسعار' };
const draftTitle = { fr: 'BROUILLON relance', ar: 'مسودة سرية للمتابعة' };
const draftWords = [draftTitle.fr, draftTitle.ar, 'BROUILLON'];

/** The editor's form as it opens now, with some texts changed. */
async function editorForm(
  id: string,
  translations: Partial<Record<Locale, Partial<TranslationInput>>>,
  now = later(1),
): Promise<PostEditorInput> {
  const opened = await getPostForEditor(database.db, id, now);
  if (!opened) throw new Error(`no post ${id}`);
  return {
    ...opened.values,
    translations: Object.fromEntries(
      locales.map((locale) => [
        locale,
        { ...opened.values.translations[locale], ...translations[locale] },
      ]),
    ) as PostEditorInput['translations'],
  };
}

/** A post online in French and Arabic, sharing a keyword with a second one (related posts). */
async function publishedPost(): Promise<{ id: string; base: string }> {
  const created = await createPostFromModal(
    database.db,
    editor,
    { title: liveTitle.fr, content: 'Relancer un devis sans y penser.', status: 'published' },
    start,
  );
  const id = created.post.id;
  const form = await editorForm(
    id,
    {
      fr: { targetKeywords: 'relance devis' },
      ar: { title: liveTitle.ar, content: 'نص المقال المنشور.', targetKeywords: 'relance devis' },
    },
    start,
  );
  const parsed = parsePostEditor(form);
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.fieldErrors));
  const saved = await savePost(database.db, editor, parsed.data, start);
  if (!saved.ok) throw new Error(saved.reason);
  const other = await createPostFromModal(
    database.db,
    editor,
    { title: 'Un autre article', content: 'Texte.', status: 'published' },
    start,
  );
  const otherForm = parsePostEditor(
    await editorForm(other.post.id, { fr: { targetKeywords: 'relance devis' } }, start),
  );
  if (!otherForm.ok) throw new Error('other post refused');
  await savePost(database.db, editor, otherForm.data, start);
  return { id, base: saved.post.updatedAt };
}

/** The draft's form: both titles changed, the French body too. */
async function draftForm(id: string): Promise<PostEditorInput> {
  return editorForm(id, {
    fr: { title: draftTitle.fr, content: 'BROUILLON : un corps nouveau.' },
    ar: { title: draftTitle.ar },
  });
}

/** Everything the public site reads of the blog, in every language, at one time. */
async function publicReads(id: string) {
  const { db } = database;
  const now = later(5);
  const reads: unknown[] = [];
  for (const locale of locales) {
    const listed = await listPublishedPosts(locale, db, now);
    const post = listed.find((candidate) => candidate.id === id)!;
    const batches: unknown[] = [];
    for await (const batch of publishedPostBatches(locale, 10, db, now)) batches.push(batch);
    reads.push(
      listed,
      batches,
      // The article page, its JSON and its social card read the post by its slug.
      await findPublishedPost(post.slug, locale, db, now),
      await listBlogPage(
        locale,
        { filters: { query: '', category: allCategories }, page: 1 },
        db,
        now,
      ),
      // The search, for the published words and for the draft's.
      await listBlogPage(
        locale,
        { filters: { query: 'relance', category: allCategories }, page: 1 },
        db,
        now,
      ),
      await listBlogPage(
        locale,
        { filters: { query: 'BROUILLON', category: allCategories }, page: 1 },
        db,
        now,
      ),
      await listSitemapPosts(locale, db, now),
      await listRelatedPosts({ id: 'none', targetKeywords: ['relance devis'] }, locale, db, now),
    );
  }
  reads.push(await blogTotals(db, later(5)));
  return JSON.parse(JSON.stringify(reads)) as unknown;
}

/** The public article's title in a language, as visitors read it. */
async function publicTitle(id: string, locale: Locale, now = later(10)) {
  const listed = await listPublishedPosts(locale, database.db, now);
  return listed.find((post) => post.id === id)?.title;
}

describe("a published article's draft", () => {
  it('stays out of every public read, and the editor and the table see it', async () => {
    const { id, base } = await publishedPost();
    const before = await publicReads(id);

    const saved = await savePostDraft(
      database.db,
      editor,
      id,
      { revision: 0, base },
      await draftForm(id),
      later(2),
    );
    expect(saved).toMatchObject({ revision: 1, savedBy: editor.email });

    const after = await publicReads(id);
    expect(after).toEqual(before);
    for (const word of draftWords) expect(JSON.stringify(after)).not.toContain(word);

    // The preview's read (only for staff in draft mode: the article page asks previewsDrafts).
    const listed = await listPublishedPosts('ar', database.db, later(3));
    const arabicSlug = listed.find((post) => post.id === id)!.slug;
    const previewed = await findArticleWithDraft(arabicSlug, 'ar', database.db);
    expect(previewed).toMatchObject({ kind: 'found', post: { id, title: draftTitle.ar } });

    const opened = await getPostForEditor(database.db, id, later(3));
    expect(opened?.values.translations.ar.title).toBe(draftTitle.ar);
    expect(opened?.draft).toMatchObject({ revision: 1, stale: false, savedBy: editor.email });
    expect(opened?.draft?.published.translations.ar.title).toBe(liveTitle.ar);
    expect((await adminPostPage(database.db, '', 1, { now: later(3) })).drafted).toEqual([id]);
    // The post itself did not move: no version, no audit line for a draft's save.
    expect(await listPostVersions(database.db, id)).toHaveLength(2);
  });

  it('moves the preview screen’s stamp at each save, publish and discard; its addresses are the post’s slugs', async () => {
    const { id, base } = await publishedPost();
    const { db } = database;
    const stamps = [await articlePreviewStamp(db, id)];
    await savePostDraft(db, editor, id, { revision: 0, base }, await draftForm(id), later(2));
    stamps.push(await articlePreviewStamp(db, id));
    await savePostDraft(db, editor, id, { revision: 1, base }, await draftForm(id), later(3));
    stamps.push(await articlePreviewStamp(db, id));
    expect(await discardPostDraft(db, editor, id, 2, later(4))).toBe(true);
    stamps.push(await articlePreviewStamp(db, id));
    await savePostDraft(db, editor, id, { revision: 0, base }, await draftForm(id), later(5));
    stamps.push(await articlePreviewStamp(db, id));
    expect(await publishPostDraft(db, editor, id, 1, later(6))).toMatchObject({ ok: true });
    stamps.push(await articlePreviewStamp(db, id));
    // Every step moved it (a discard back to the published post's own): the screen, which
    // compares each stamp with the one before, reloads its frames each time, and only then.
    for (const [step, stamp] of stamps.entries())
      if (step > 0) expect(stamp).not.toBe(stamps[step - 1]);
    expect(stamps[3]).toBe(stamps[0]);
    expect(await articlePreviewStamp(db, id)).toBe(stamps.at(-1));
    expect(await articlePreviewStamp(db, 'unknown')).toBeUndefined();

    const listed = await listPublishedPosts('ar', db, later(7));
    const paths = await articleViewPaths(db, id, later(7));
    expect(paths?.ar).toBe(`/blog/${listed.find((post) => post.id === id)!.slug}`);
    expect(paths?.fr).toMatch(/^\/blog\//);
    expect(paths?.fr).not.toBe(paths?.ar);
  });

  it('goes live through the post’s save: a version kept, the draft dropped, audited', async () => {
    const { id, base } = await publishedPost();
    await savePostDraft(database.db, editor, id, { revision: 0, base }, await draftForm(id));
    expect(await publicTitle(id, 'ar')).toBe(liveTitle.ar);

    const published = await publishPostDraft(database.db, editor, id, 1, later(4));
    expect(published).toMatchObject({ ok: true, post: { state: 'published' } });
    expect(await publicTitle(id, 'ar')).toBe(draftTitle.ar);
    expect(await publicTitle(id, 'fr')).toBe(draftTitle.fr);

    expect((await getPostForEditor(database.db, id, later(5)))?.draft).toBeNull();
    expect(await database.db.selectFrom('document_draft').select('document').execute()).toEqual([]);
    const versions = await listPostVersions(database.db, id);
    expect(versions[0]?.input.translations.ar.title).toBe(draftTitle.ar);
    const audit = await database.db
      .selectFrom('audit_log')
      .select('action')
      .where('target_id', '=', id)
      .orderBy('created_at', 'desc')
      .executeTakeFirstOrThrow();
    expect(audit.action).toBe('post.publish-draft');
    // Published once: a second publish of the same revision finds no draft.
    expect(await publishPostDraft(database.db, editor, id, 1, later(6))).toEqual({
      ok: false,
      reason: 'conflict',
    });
  });

  it('is refused as stale after another save of the post, kept, then published over it', async () => {
    const { id, base } = await publishedPost();
    await savePostDraft(database.db, editor, id, { revision: 0, base }, await draftForm(id));
    // Another editor brings the first version back meanwhile (the history's restore).
    const current = (await getPostForEditor(database.db, id))!.row.updatedAt;
    expect(
      await restorePostVersion(database.db, editor, { id, updatedAt: current }, 1, later(3)),
    ).toMatchObject({ outcome: 'saved' });

    expect(await publishPostDraft(database.db, editor, id, 1, later(4))).toEqual({
      ok: false,
      reason: 'stale',
    });
    expect(await publicTitle(id, 'fr')).toBe(liveTitle.fr);
    const opened = await getPostForEditor(database.db, id, later(4));
    expect(opened?.draft).toMatchObject({ revision: 1, stale: true });

    expect(await keepPostDraft(database.db, editor, id, 1, later(5))).toMatchObject({
      revision: 2,
    });
    expect((await getPostForEditor(database.db, id, later(5)))?.draft?.stale).toBe(false);
    expect(await publishPostDraft(database.db, editor, id, 2, later(6))).toMatchObject({
      ok: true,
    });
    expect(await publicTitle(id, 'ar')).toBe(draftTitle.ar);
  });

  it('refuses a save, publish, discard or keep from an older revision', async () => {
    const { id, base } = await publishedPost();
    const form = await draftForm(id);
    expect(await savePostDraft(database.db, editor, id, { revision: 0, base }, form)).toMatchObject(
      { revision: 1 },
    );
    // A second tab that opened the post before the first save.
    expect(await savePostDraft(database.db, editor, id, { revision: 0, base }, form)).toBe(
      'conflict',
    );
    expect(await savePostDraft(database.db, editor, id, { revision: 1, base }, form)).toMatchObject(
      { revision: 2 },
    );
    expect(await savePostDraft(database.db, editor, id, { revision: 1, base }, form)).toBe(
      'conflict',
    );
    expect(await publishPostDraft(database.db, editor, id, 1)).toEqual({
      ok: false,
      reason: 'conflict',
    });
    expect(await discardPostDraft(database.db, editor, id, 1)).toBe(false);
    expect(await keepPostDraft(database.db, editor, id, 1)).toBe('conflict');
    expect(await publicTitle(id, 'ar')).toBe(liveTitle.ar);

    expect(await discardPostDraft(database.db, editor, id, 2)).toBe(true);
    expect((await getPostForEditor(database.db, id))?.draft).toBeNull();
    expect(await publicTitle(id, 'ar')).toBe(liveTitle.ar);
  });

  it('keeps half-done work and refuses its publish beside the field, the draft kept', async () => {
    const { id, base } = await publishedPost();
    const emptied = await editorForm(id, { fr: { title: '' } });
    await savePostDraft(database.db, editor, id, { revision: 0, base }, emptied);
    expect((await getPostForEditor(database.db, id))?.values.translations.fr.title).toBe('');
    const refused = await publishPostDraft(database.db, editor, id, 1);
    expect(refused).toMatchObject({ ok: false, reason: 'invalid' });
    if (refused.ok || refused.reason !== 'invalid') return;
    expect(refused.fieldErrors['translations.fr.title']).toBeDefined();
    expect((await getPostForEditor(database.db, id))?.draft?.revision).toBe(1);
    expect(await publicTitle(id, 'fr')).toBe(liveTitle.fr);
  });

  it('is only begun for a post online: an unpublished one is saved as before', async () => {
    const created = await createPostFromModal(
      database.db,
      editor,
      { title: 'Pas encore en ligne', content: 'Texte.', status: 'draft' },
      start,
    );
    const form = await editorForm(created.post.id, { fr: { title: 'Changé' } });
    expect(
      await savePostDraft(
        database.db,
        editor,
        created.post.id,
        { revision: 0, base: created.post.updatedAt },
        form,
      ),
    ).toBe('not-published');
    expect(await database.db.selectFrom('document_draft').select('document').execute()).toEqual([]);
  });

  it('goes with its post when the post is deleted or unpublished from the editor', async () => {
    const { id, base } = await publishedPost();
    await savePostDraft(database.db, editor, id, { revision: 0, base }, await draftForm(id));
    const unpublish = parsePostEditor({ ...(await draftForm(id)), intent: 'unpublish' });
    if (!unpublish.ok) throw new Error('unpublish refused');
    expect(await savePost(database.db, editor, unpublish.data, later(3))).toMatchObject({
      ok: true,
      post: { state: 'draft', title: draftTitle.fr },
    });
    expect((await getPostForEditor(database.db, id))?.draft).toBeNull();
  });
});
