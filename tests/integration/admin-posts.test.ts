import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { searchColumns } from '@/lib/blog/search';
import { locales, type Locale } from '@/i18n/locales';
import {
  emptyTranslationInput,
  parsePostEditor,
  parsePostModal,
  type PostEditorInput,
  type TranslationInput,
} from '@/lib/admin/post-schema';
import { excerptFromMarkdown } from '@/lib/blog/excerpt';
import { isoToZurichLocal, zurichLocalToIso } from '@/lib/time/zurich-time';
import {
  createPostFromModal,
  deletePost,
  getPostForEditor,
  listAdminPosts,
  listPostVersions,
  restorePostVersion,
  savePost,
  type PostActor,
} from '@/server/blog/post-admin.server';
import { createStaffMember } from '@/server/auth/auth-setup.server';
import { findPublishedPost, listPublishedPosts } from '@/server/blog/posts.server';
import { seed } from '@/server/seed/seed.server';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

/*
 * The admin's posts data module on a real database of the lane: the modal, the editor's
 * translations and publication buttons, deletion of seeded samples, audit lines, refusals.
 * Visibility is checked through the public blog's own read functions at explicit times.
 */

let database: TestDatabase;
let editor: PostActor;

beforeAll(async () => {
  database = await createTestDatabase();
  const member = await createStaffMember(database.db, database.dialect, {
    email: 'redaction@automatia.ch',
    password: 'editor-password-for-tests-42',
    role: 'editor',
    name: 'Rédaction',
  });
  editor = { ...member, name: 'Rédaction' };
});

afterAll(async () => {
  await database?.destroy();
});

beforeEach(async () => {
  const { db } = database;
  await db.deleteFrom('post_translation').execute();
  await db.deleteFrom('post').execute();
  await db.deleteFrom('seed_removed').execute();
  await db.deleteFrom('audit_log').execute();
});

/** Minutes are the editor's precision: times are whole minutes so typed times round-trip. */
const start = new Date(Math.floor(Date.now() / 60_000) * 60_000);
const later = (minutes: number) => new Date(start.getTime() + minutes * 60_000);

async function auditActions(): Promise<string[]> {
  const rows = await database.db
    .selectFrom('audit_log')
    .select(['action', 'actor_email', 'target_id', 'created_at'])
    .orderBy('created_at')
    .execute();
  for (const row of rows) expect(row.actor_email).toBe(editor.email);
  return rows.map((row) => row.action);
}

/** What the modal's action does: read the form with its schema, then create. */
async function createFromModal(input: unknown, now: Date) {
  const parsed = parsePostModal(input);
  return parsed.ok ? createPostFromModal(database.db, editor, parsed.data, now) : parsed;
}

/** What the editor's action does: read the form with its schema, then save. */
async function saveEditorForm(input: unknown, now: Date) {
  const parsed = parsePostEditor(input);
  return parsed.ok ? savePost(database.db, editor, parsed.data, now) : parsed;
}

async function createDraft(title: string, content = 'Un **premier** paragraphe.') {
  const result = await createFromModal({ title, content, status: 'draft' }, start);
  if (!result.ok) throw new Error(`creation refused: ${JSON.stringify(result)}`);
  return result.post;
}

/** The editor's form for a post as getPostForEditor opens it, with some fields changed. */
async function editorForm(
  id: string,
  change: Partial<Omit<PostEditorInput, 'translations'>> & {
    translations?: Partial<Record<Locale, Partial<TranslationInput>>>;
  } = {},
): Promise<PostEditorInput> {
  const opened = await getPostForEditor(database.db, id, start);
  if (!opened) throw new Error(`no post ${id}`);
  const { translations = {}, ...fields } = change;
  return {
    ...opened.values,
    ...fields,
    translations: Object.fromEntries(
      locales.map((locale) => [
        locale,
        { ...opened.values.translations[locale], ...translations[locale] },
      ]),
    ) as PostEditorInput['translations'],
  };
}

describe('the new-article modal', () => {
  it('creates a French draft whose slug follows the spec rule, at the top of the table', async () => {
    const older = await createDraft('Un article plus ancien');
    const result = await createFromModal(
      { title: "  Éléments d'Automatisation : 2026 !  ", content: 'Texte.', status: 'draft' },
      later(1),
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.post).toMatchObject({
      title: "Éléments d'Automatisation : 2026 !",
      titleLocale: 'fr',
      state: 'draft',
      publishedAt: null,
      locales: ['fr'],
      publicPath: null,
    });
    const stored = await database.db
      .selectFrom('post_translation')
      .selectAll()
      .where('post_id', '=', result.post.id)
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({
      locale: 'fr',
      slug: 'elements-dautomatisation-2026',
      content: 'Texte.',
      excerpt: 'Texte.',
    });
    const table = await listAdminPosts(database.db, { now: later(1) });
    expect(table.map((row) => row.id)).toEqual([result.post.id, older.id]);
    expect(await listPublishedPosts('fr', database.db, later(2))).toEqual([]);
    expect(await auditActions()).toEqual(['post.create', 'post.create']);
  });

  it('publishes at once when the status is Publié', async () => {
    const result = await createFromModal(
      { title: 'Publié tout de suite', content: 'Corps du texte.', status: 'published' },
      start,
    );
    if (!result.ok) throw new Error('refused');
    expect(result.post).toMatchObject({
      state: 'published',
      publishedAt: start.toISOString(),
      publicPath: '/blog/publie-tout-de-suite',
    });
    const visible = await listPublishedPosts('fr', database.db, later(1));
    expect(visible.map((post) => post.title)).toEqual(['Publié tout de suite']);
    // Other languages read it in French until it is translated.
    expect((await listPublishedPosts('en', database.db, later(1)))[0]?.contentLocale).toBe('fr');
  });

  it('gives a second post with the same title the next free slug', async () => {
    await createDraft('Même titre');
    const second = await createDraft('Même titre');
    const third = await createDraft('Même titre');
    const slugs = await database.db
      .selectFrom('post_translation')
      .select('slug')
      .where('post_id', 'in', [second.id, third.id])
      .orderBy('slug')
      .execute();
    expect(slugs.map((row) => row.slug)).toEqual(['meme-titre-2', 'meme-titre-3']);
  });

  it('refuses invalid input, writes nothing and keeps no audit line', async () => {
    const cases = [
      [{ title: '   ', content: 'x', status: 'draft' }, { title: 'titleRequired' }],
      [{ title: 'x'.repeat(201), content: '', status: 'draft' }, { title: 'titleTooLong' }],
      [{ title: 'Vide', content: '', status: 'published' }, { content: 'contentRequired' }],
      [{ title: 'Statut', content: 'x', status: 'archived' }, { status: 'statusInvalid' }],
    ] as const;
    for (const [input, fieldErrors] of cases) {
      const result = await createFromModal(input, start);
      expect(result).toEqual({ ok: false, reason: 'invalid', fieldErrors });
    }
    expect(await listAdminPosts(database.db)).toEqual([]);
    expect(await auditActions()).toEqual([]);
  });
});

describe('the editor', () => {
  it('writes translations in every language, with slugs from their titles', async () => {
    const post = await createDraft('Automatiser la facturation');
    const result = await saveEditorForm(
      await editorForm(post.id, {
        intent: 'publish',
        category: 'Marketing',
        expectedTraffic: '1500',
        searchIntent: 'commercial',
        image: '/uploads/facture.webp',
        translations: {
          fr: { tags: 'factures, n8n, factures', targetKeywords: 'facturation automatique' },
          en: {
            title: 'Automating invoicing',
            content: 'Invoices, **automated**.',
            targetKeywords: 'invoice automation, n8n',
            altText: 'An invoice on a screen',
          },
          // 401 words: a reading time of three minutes, stored when the text is saved.
          ar: { title: 'أتمتة الفواتير', content: `الفواتير بشكل آلي.\n\n${'كلمة '.repeat(398)}` },
          'ar-ma': { title: 'أوطوماتيزاسيون ديال الفاكتورات', content: 'الفاكتورات بوحدهم.' },
        },
      }),
      start,
    );
    expect(result).toMatchObject({
      ok: true,
      action: 'post.publish',
      post: { state: 'published', locales: ['fr', 'en', 'ar', 'ar-ma'] },
    });
    const [english] = await listPublishedPosts('en', database.db, later(1));
    expect(english).toMatchObject({
      title: 'Automating invoicing',
      slug: 'automating-invoicing',
      contentLocale: 'en',
      excerpt: 'Invoices, automated.',
      targetKeywords: ['invoice automation', 'n8n'],
      altText: 'An invoice on a screen',
      category: 'Marketing',
      expectedTraffic: 1500,
      searchIntent: 'commercial',
      imageUrl: '/uploads/facture.webp',
    });
    const [french] = await listPublishedPosts('fr', database.db, later(1));
    expect(french?.tags).toEqual(['factures', 'n8n']);
    const arabic = await findPublishedPost('أتمتة-الفواتير', 'ar', database.db, later(1));
    expect(arabic).toMatchObject({
      kind: 'found',
      post: { title: 'أتمتة الفواتير', readingMinutes: 3 },
    });
    expect(english?.readingMinutes).toBe(1);
    const darija = await findPublishedPost(
      'أوطوماتيزاسيون-ديال-الفاكتورات',
      'ar-ma',
      database.db,
      later(1),
    );
    expect(darija?.kind).toBe('found');

    // The editor opens what was saved.
    const reopened = await getPostForEditor(database.db, post.id, later(1));
    expect(reopened?.values.translations.fr.tags).toBe('factures, n8n');
    expect(reopened?.values.translations.en.slug).toBe('automating-invoicing');
    expect(reopened?.values.expectedTraffic).toBe('1500');
    expect(await auditActions()).toEqual(['post.create', 'post.publish']);
  });

  it('puts a typed slug through the spec rule and refuses one another post holds', async () => {
    const first = await createDraft('Premier');
    const second = await createDraft('Second');
    const typed = await saveEditorForm(
      await editorForm(first.id, { translations: { fr: { slug: '  Mon Slug -- Perso! ' } } }),
      start,
    );
    expect(typed.ok).toBe(true);
    const firstSlug = await database.db
      .selectFrom('post_translation')
      .select('slug')
      .where('post_id', '=', first.id)
      .executeTakeFirstOrThrow();
    expect(firstSlug.slug).toBe('mon-slug-perso');

    const clash = await saveEditorForm(
      await editorForm(second.id, {
        translations: { fr: { title: 'Second modifié', slug: 'mon-slug-perso' } },
      }),
      start,
    );
    expect(clash).toEqual({
      ok: false,
      reason: 'invalid',
      fieldErrors: { 'translations.fr.slug': 'slugTaken' },
    });
    // Nothing of the refused save was written.
    const secondText = await database.db
      .selectFrom('post_translation')
      .select(['title', 'slug'])
      .where('post_id', '=', second.id)
      .executeTakeFirstOrThrow();
    expect(secondText).toEqual({ title: 'Second', slug: 'second' });

    // An emptied slug is made again from the title.
    const regenerated = await saveEditorForm(
      await editorForm(second.id, { translations: { fr: { title: 'Mon slug perso', slug: '' } } }),
      start,
    );
    expect(regenerated.ok).toBe(true);
    const again = await database.db
      .selectFrom('post_translation')
      .select('slug')
      .where('post_id', '=', second.id)
      .executeTakeFirstOrThrow();
    expect(again.slug).toBe('mon-slug-perso-2');
  });

  it('removes a language left empty and refuses text without a title', async () => {
    const post = await createDraft('Billet bilingue');
    await saveEditorForm(
      await editorForm(post.id, { translations: { en: { title: 'Bilingual post' } } }),
      start,
    );
    expect((await getPostForEditor(database.db, post.id))?.row.locales).toEqual(['fr', 'en']);

    const untitled = await saveEditorForm(
      await editorForm(post.id, { translations: { en: { title: '', content: 'Orphan text' } } }),
      start,
    );
    expect(untitled).toEqual({
      ok: false,
      reason: 'invalid',
      fieldErrors: { 'translations.en.title': 'titleRequired' },
    });

    const removed = await saveEditorForm(
      await editorForm(post.id, { translations: { en: emptyTranslationInput() } }),
      start,
    );
    expect(removed).toMatchObject({ ok: true, post: { locales: ['fr'] } });
    const frenchRequired = await saveEditorForm(
      await editorForm(post.id, { translations: { fr: emptyTranslationInput() } }),
      start,
    );
    expect(frenchRequired).toMatchObject({
      ok: false,
      fieldErrors: { 'translations.fr.title': 'titleRequired' },
    });
  });

  it('refuses invalid fields with their keys', async () => {
    const post = await createDraft('Champs');
    const result = await saveEditorForm(
      await editorForm(post.id, {
        category: '',
        expectedTraffic: '-3',
        image: 'javascript:alert(1)',
        searchIntent: 'whatever' as PostEditorInput['searchIntent'],
        translations: {
          fr: { tags: Array.from({ length: 21 }, (_, index) => `tag${index}`).join(',') },
          en: { title: 'x'.repeat(201) },
        },
      }),
      start,
    );
    expect(result).toEqual({
      ok: false,
      reason: 'invalid',
      fieldErrors: {
        category: 'categoryRequired',
        expectedTraffic: 'trafficInvalid',
        image: 'imageInvalid',
        searchIntent: 'choiceInvalid',
        'translations.fr.tags': 'tooManyItems',
        'translations.en.title': 'titleTooLong',
      },
    });
    const missing = await saveEditorForm(
      { ...(await editorForm(post.id)), id: 'no-such-post' },
      start,
    );
    expect(missing).toEqual({ ok: false, reason: 'not-found' });
  });

  it('schedules a post: invisible before its time, visible after', async () => {
    const post = await createDraft('Programmé pour plus tard', 'Bientôt en ligne.');
    const inPast = await saveEditorForm(
      await editorForm(post.id, {
        intent: 'schedule',
        scheduleAt: isoToZurichLocal(later(-5).toISOString()),
      }),
      start,
    );
    expect(inPast).toMatchObject({ ok: false, fieldErrors: { scheduleAt: 'scheduleInPast' } });

    // An endpoint hears of the publication (issue 32): at its time, or at once when published now.
    await database.db
      .insertInto('webhook_endpoint')
      .values({
        id: 'posts-endpoint',
        url: 'https://hooks.example.com/posts',
        events: JSON.stringify(['post.published']),
        preset: 'standard',
        secret_sealed: 'not-read-here',
        locale: 'fr',
        failing_since: null,
        switched_off_at: null,
        created_by: editor.email,
        created_at: start.toISOString(),
        updated_at: start.toISOString(),
      })
      .execute();
    const publishedEvents = () =>
      database.db
        .selectFrom('webhook_delivery')
        .select(['event_type', 'status', 'next_attempt_at', 'payload'])
        .execute();
    expect(await publishedEvents()).toEqual([]);

    const at = later(60);
    const scheduled = await saveEditorForm(
      await editorForm(post.id, {
        intent: 'schedule',
        scheduleAt: isoToZurichLocal(at.toISOString()),
      }),
      start,
    );
    expect(scheduled).toMatchObject({
      ok: true,
      action: 'post.schedule',
      post: { state: 'scheduled', publishedAt: at.toISOString(), publicPath: null },
    });
    expect(await listPublishedPosts('fr', database.db, later(59))).toEqual([]);
    expect(
      await findPublishedPost('programme-pour-plus-tard', 'fr', database.db, later(59)),
    ).toBeUndefined();
    expect((await listPublishedPosts('fr', database.db, at)).map((p) => p.id)).toEqual([post.id]);
    expect((await listAdminPosts(database.db, { now: at }))[0]?.state).toBe('published');
    const [waiting] = await publishedEvents();
    expect(waiting).toMatchObject({ event_type: 'post.published', status: 'pending' });
    expect(waiting!.next_attempt_at).toBe(at.toISOString());
    expect(JSON.parse(waiting!.payload)).toMatchObject({
      type: 'post.published',
      timestamp: at.toISOString(),
      data: { id: post.id, title: 'Programmé pour plus tard', publishedAt: at.toISOString() },
    });

    // Publishing now instead brings it out at once.
    const now = await saveEditorForm(await editorForm(post.id, { intent: 'publish' }), later(1));
    expect(now).toMatchObject({
      post: { state: 'published', publishedAt: later(1).toISOString() },
    });
    expect(await auditActions()).toEqual(['post.create', 'post.schedule', 'post.publish']);
    // The event waiting for the old time is withdrawn: one event, due now.
    const events = await publishedEvents();
    expect(events.map((event) => event.next_attempt_at)).toEqual([later(1).toISOString()]);
    await database.db.deleteFrom('webhook_delivery').execute();
    await database.db.deleteFrom('webhook_endpoint').execute();
  });

  it('unpublishes back to draft, keeping the last publication time', async () => {
    const created = await createFromModal(
      { title: 'À retirer', content: 'Texte.', status: 'published' },
      start,
    );
    if (!created.ok) throw new Error('refused');
    const result = await saveEditorForm(
      await editorForm(created.post.id, { intent: 'unpublish' }),
      later(5),
    );
    expect(result).toMatchObject({
      ok: true,
      action: 'post.unpublish',
      post: { state: 'draft', publishedAt: start.toISOString(), publicPath: null },
    });
    expect(await listPublishedPosts('fr', database.db, later(6))).toEqual([]);
    // Saving a published post keeps its date; publishing it again sets a new one.
    const republished = await saveEditorForm(
      await editorForm(created.post.id, { intent: 'publish' }),
      later(10),
    );
    expect(republished).toMatchObject({ post: { publishedAt: later(10).toISOString() } });
    const saved = await saveEditorForm(
      await editorForm(created.post.id, { intent: 'publish' }),
      later(20),
    );
    expect(saved).toMatchObject({
      action: 'post.update',
      post: { publishedAt: later(10).toISOString() },
    });
    // A published post keeps a French body.
    const emptied = await saveEditorForm(
      await editorForm(created.post.id, { translations: { fr: { content: '' } } }),
      later(30),
    );
    expect(emptied).toEqual({
      ok: false,
      reason: 'invalid',
      fieldErrors: { 'translations.fr.content': 'contentRequired' },
    });
  });
});

describe('versions', () => {
  const versionsOf = async (id: string) =>
    (await listPostVersions(database.db, id)).map((version) => [version.number, version.action]);

  it('keeps a version of each changing save and restores an earlier one, audited, keeping the publication', async () => {
    const post = await createDraft('Automatiser la facturation');
    // A post written before versions existed: its first change keeps what it replaced.
    await database.db.deleteFrom('content_version').where('document', '=', post.id).execute();
    const arabic = { title: 'أتمتة الفواتير', content: 'فقرة أولى.' };
    await saveEditorForm(await editorForm(post.id, { translations: { ar: arabic } }), later(1));
    // The same form again changes nothing: no version.
    await saveEditorForm(await editorForm(post.id), later(2));
    const published = await saveEditorForm(
      await editorForm(post.id, {
        intent: 'publish',
        translations: { ar: { title: 'أتمتة الفواتير بالذكاء الاصطناعي' } },
      }),
      later(3),
    );
    expect(published.ok).toBe(true);
    expect(await versionsOf(post.id)).toEqual([
      [3, 'save'],
      [2, 'save'],
      [1, 'before'],
    ]);
    const [latest, , before] = await listPostVersions(database.db, post.id);
    expect(before!.input.translations.ar.title).toBe('');
    expect([latest!.input.status, latest!.input.translations.ar.title]).toEqual([
      'published',
      'أتمتة الفواتير بالذكاء الاصطناعي',
    ]);

    // From a screen drawn before the last save: a conflict; a version that is not kept: gone.
    const stale = { id: post.id, updatedAt: later(2).toISOString() };
    const current = { id: post.id, updatedAt: later(3).toISOString() };
    expect(await restorePostVersion(database.db, editor, stale, 2)).toEqual({
      outcome: 'conflict',
    });
    expect(await restorePostVersion(database.db, editor, current, 9)).toEqual({
      outcome: 'missing',
    });
    const restored = await restorePostVersion(database.db, editor, current, 2, later(4));
    expect(restored.outcome).toBe('saved');
    const opened = (await getPostForEditor(database.db, post.id, later(4)))!;
    expect(opened.values.translations.ar.title).toBe('أتمتة الفواتير');
    // Version 2 was a draft: the restore brings its texts back, not its publication.
    expect(opened.row.state).toBe('published');
    expect(await versionsOf(post.id)).toEqual([
      [4, 'restore'],
      [3, 'save'],
      [2, 'save'],
      [1, 'before'],
    ]);
    const audit = await database.db
      .selectFrom('audit_log')
      .select(['actor_email', 'summary'])
      .where('action', '=', 'post.restore')
      .execute();
    expect(audit).toEqual([
      { actor_email: editor.email, summary: 'Automatiser la facturation · version 2' },
    ]);
  });

  it('refuses to restore a slug another post has taken since, naming it, writing nothing', async () => {
    const first = await createDraft('Premier');
    await saveEditorForm(
      await editorForm(first.id, { translations: { fr: { slug: 'nouveau-premier' } } }),
      later(1),
    );
    await createDraft('Premier');
    const target = { id: first.id, updatedAt: later(1).toISOString() };
    expect(await restorePostVersion(database.db, editor, target, 1, later(2))).toEqual({
      outcome: 'slug-taken',
      locale: 'fr',
      slug: 'premier',
    });
    expect(await versionsOf(first.id)).toEqual([
      [2, 'save'],
      [1, 'save'],
    ]);
  });
});

describe('deleting', () => {
  it('keeps a deleted seeded sample deleted when the seed runs again', async () => {
    await seed(database.db);
    const before = await listAdminPosts(database.db);
    expect(before.map((row) => row.id)).toContain('n8n-guide');

    const result = await deletePost(database.db, editor, 'n8n-guide', start);
    expect(result).toMatchObject({ ok: true });
    await seed(database.db);

    const after = await listAdminPosts(database.db);
    expect(after.map((row) => row.id)).not.toContain('n8n-guide');
    expect(after).toHaveLength(before.length - 1);
    const texts = await database.db
      .selectFrom('post_translation')
      .select('locale')
      .where('post_id', '=', 'n8n-guide')
      .execute();
    expect(texts).toEqual([]);
    const tombstone = await database.db
      .selectFrom('seed_removed')
      .selectAll()
      .where('id', '=', 'n8n-guide')
      .executeTakeFirst();
    expect(tombstone).toMatchObject({ kind: 'post', removed_at: start.toISOString() });
    // Its page of each language now leads to the blog (decision 023).
    // (One time for all of them: compared in any order.)
    expect((await auditActions()).sort()).toEqual([
      'post.delete',
      ...locales.map(() => 'redirect.create'),
    ]);
  });

  it('deletes a written post without a tombstone, and answers not-found twice', async () => {
    const post = await createDraft('Éphémère');
    expect(await deletePost(database.db, editor, post.id, start)).toEqual({
      ok: true,
      title: 'Éphémère',
    });
    expect(await deletePost(database.db, editor, post.id, start)).toEqual({
      ok: false,
      reason: 'not-found',
    });
    expect(await database.db.selectFrom('seed_removed').selectAll().execute()).toEqual([]);
    expect(await auditActions()).toEqual(['post.create', 'post.delete']);
  });

  it('remembers a removed language of a seeded sample', async () => {
    await seed(database.db);
    const result = await saveEditorForm(
      await editorForm('ai-roi', { translations: { 'ar-ma': emptyTranslationInput() } }),
      start,
    );
    expect(result).toMatchObject({ ok: true, post: { locales: ['fr', 'en', 'ar'] } });
    const tombstone = await database.db.selectFrom('seed_removed').select(['kind', 'id']).execute();
    expect(tombstone).toEqual([{ kind: 'post', id: 'ai-roi:ar-ma' }]);
  });
});

describe('the table', () => {
  it('titles a post in French, else in its first language, and labels its state', async () => {
    const time = start.toISOString();
    await database.db
      .insertInto('post')
      .values({
        id: 'english-only',
        status: 'published',
        published_at: later(30).toISOString(),
        author: 'Team',
        created_at: time,
        updated_at: time,
      })
      .execute();
    await database.db
      .insertInto('post_translation')
      .values({
        post_id: 'english-only',
        locale: 'en',
        slug: 'english-only',
        title: 'Only in English',
        reading_minutes: 1,
        updated_at: time,
        ...searchColumns({ title: 'Only in English', excerpt: '', targetKeywords: [] }),
      })
      .execute();
    const [row] = await listAdminPosts(database.db, { now: start });
    expect(row).toMatchObject({
      title: 'Only in English',
      titleLocale: 'en',
      state: 'scheduled',
      publishedAt: later(30).toISOString(),
    });
    const [published] = await listAdminPosts(database.db, { now: later(30) });
    expect(published?.publicPath).toBe('/blog/english-only?lang=en');
  });
});

describe('helpers', () => {
  it('reads typed times as Swiss time, summer and winter', () => {
    expect(zurichLocalToIso('2026-07-01T14:30')).toBe('2026-07-01T12:30:00.000Z');
    expect(zurichLocalToIso('2026-01-15T09:00')).toBe('2026-01-15T08:00:00.000Z');
    expect(isoToZurichLocal('2026-07-01T12:30:00.000Z')).toBe('2026-07-01T14:30');
    expect(zurichLocalToIso('2026-07-01T14:30:05')).toBe('2026-07-01T12:30:05.000Z');
    expect(isoToZurichLocal('2026-07-01T12:30:05.000Z', true)).toBe('2026-07-01T14:30:05');
    // The night the clocks go back, and the one they go forward.
    expect(zurichLocalToIso('2026-10-25T01:30')).toBe('2026-10-24T23:30:00.000Z');
    expect(zurichLocalToIso('2026-03-29T03:30')).toBe('2026-03-29T01:30:00.000Z');
    // 02:30 does not exist that night: it is read as the same time after the change (03:30).
    expect(zurichLocalToIso('2026-03-29T02:30')).toBe('2026-03-29T01:30:00.000Z');
    expect(zurichLocalToIso('2026-06-01T24:00')).toBeUndefined();
    expect(zurichLocalToIso('2026-02-31T10:00')).toBeUndefined();
    expect(zurichLocalToIso('demain')).toBeUndefined();
  });

  it('takes an excerpt from the first paragraph of the content', () => {
    expect(
      excerptFromMarkdown('## Titre\n\nUn [lien](https://x.ch) et du **gras**.\n\nSuite.'),
    ).toBe('Un lien et du gras.');
    const long = excerptFromMarkdown('mot '.repeat(100));
    expect(long.length).toBeLessThanOrEqual(201);
    expect(long.endsWith('…')).toBe(true);
  });
});
