import 'server-only';
import { randomUUID } from 'node:crypto';
import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import { defaultLocale, locales, type Locale } from '@/i18n/locales';
import { localizedHref } from '@/i18n/href';
import {
  emptyTranslationInput,
  postEditorSchema,
  type PostEditorData,
  type PostEditorInput,
  type PostFieldErrors,
  type PostModalData,
  type TranslationInput,
} from '@/lib/admin/post-schema';
import {
  nextPublication,
  publicationOf,
  stateOf,
  type AdminPostState,
  type PostAuditAction,
} from '@/lib/admin/post-publication';
import { parseJsonList } from '@/lib/blog/json-list';
import { isoToZurichLocal } from '@/lib/time/zurich-time';
import { chooseSlugs, slugsOf } from './post-slugs.server';
import { binPost } from './post-bin.server';
import { excerptFromMarkdown } from '@/lib/blog/excerpt';
import { readingMinutes } from '@/lib/blog/reading-time';
import { searchColumns } from '@/lib/blog/search';
import type { Staff } from '@/server/auth/guards.server';
import { writePostKeywords } from '@/server/blog/post-keywords';
import { availableSlug } from '@/server/blog/slugs.server';
import { countRows } from '@/server/db/count-rows.server';
import type { Database, PostTable, PostTranslationTable } from '@/server/db/schema';
import { rememberRemovedSeed } from '@/server/db/seed-ledger.server';
import { postSeedIds } from './seed-posts';
import { articlePath } from '@/lib/blog/article-paths';
import { queuePostPublishedWebhook } from './post-webhook.server';
import { articleMoves, shownSlugs } from '@/lib/blog/post-moves';
import { forgetRedirectFrom, recordGone, recordMoves } from '@/server/redirects/redirects.server';
import { textChangedAt } from '@/server/translated-content/text-times.server';
import { recordAudit } from '@/server/audit/audit-log.server';
import { matchesSearch } from '@/server/db/text-search.server';
import {
  checkedVersion,
  keepWrite,
  listInputVersions,
  type InputVersion,
} from '@/server/versions/content-versions.server';
import type { RestoreOutcome } from '@/server/admin/restore-answer.server';
import {
  draftedDocuments,
  dropDocumentDraft,
  readDocumentDraft,
} from '@/server/drafts/document-drafts.server';

/*
 * Blog posts as the admin reads and writes them (decision 007: a post, one translation per
 * language). Every change is one transaction with its audit line; after the commit the public
 * blog is told to render from the database again by the action (decision 008), so a published
 * change shows at once. Inputs arrive parsed by the forms' own schemas (the actions check them).
 *
 * Rules decided here (the others beside it: publication in lib/admin/post-publication.ts, slugs
 * in post-slugs.server.ts, the excerpt in lib/blog/excerpt.ts):
 * - A language is written when any of its fields is filled (then its title is required); a
 *   language left entirely empty is not written, and emptying an existing one removes it.
 *   French is always required.
 * - An empty excerpt is taken from the start of the content, so cards and meta descriptions are
 *   never blank.
 */

type Executor = Kysely<Database> | Transaction<Database>;
/** Who makes a change: the signed-in member of staff (the audit line and a new post's author). */
export type PostActor = Pick<Staff, 'id' | 'email' | 'name'>;
type PostRow = Selectable<PostTable>;
type TranslationRow = Selectable<PostTranslationTable>;

/** One row of the admin's articles table. */
export interface AdminPostRow {
  id: string;
  /** French title, else the first language present. */
  title: string;
  titleLocale: Locale;
  state: AdminPostState;
  /** ISO; for 'scheduled', the time it goes out. */
  publishedAt: string | null;
  /** ISO: the last change made to the post or one of its texts. */
  updatedAt: string;
  locales: Locale[];
  /** Where visitors read it (the title's language), once it is public. */
  publicPath: string | null;
}

/**
 * The edits of a published post kept apart (decision 071): what the editor's save keeps while
 * the post stays online as it is, until "Publier les modifications".
 */
export interface EditorPostDraft {
  /** The draft's revision: its next save, its publish or its discard names it. */
  revision: number;
  savedAt: string;
  savedBy: string | null;
  /** Drawn from a state of the post saved over since (a restore, another editor): its publish is refused. */
  stale: boolean;
  /** The post as published now, which the draft's values (the editor's) replace on publish. */
  published: PostEditorInput;
}

/** A post as the editor opens it: the form's starting values and what the page shows around it. */
export interface EditorPost {
  row: AdminPostRow;
  /** The draft's values when a published post has one, else the post's. */
  values: PostEditorInput;
  draft: EditorPostDraft | null;
  /** One of the spec's five samples: deleting it is remembered so the seed does not restore it. */
  seeded: boolean;
}

export type PostFailure =
  | { ok: false; reason: 'invalid'; fieldErrors: PostFieldErrors }
  | { ok: false; reason: 'not-found' }
  /** A restore from a screen drawn before the post's last change; a draft saved or dropped since. */
  | { ok: false; reason: 'conflict' }
  /** A draft drawn from a state of the post saved over since. */
  | { ok: false; reason: 'stale' };

export type PostChange = { ok: true; post: AdminPostRow } | PostFailure;

/** The spec's default category (also the column's default). */
const defaultCategory = 'Automatisation IA';

/** The sample articles the seed writes: deleting one (or one of its languages) is remembered. */
const seededPostIds: ReadonlySet<string> = new Set(postSeedIds);

/** Posts whose title or slug, in any language, holds every word of the query (all without one). */
function matchingPosts(db: Kysely<Database>, query = '') {
  const searched = matchesSearch(db, sql<string>`text.title || ' ' || text.slug`, query);
  const posts = db.selectFrom('post');
  if (!searched) return posts;
  return posts.where((eb) =>
    eb.exists(
      eb
        .selectFrom('post_translation as text')
        .select('text.post_id')
        .whereRef('text.post_id', '=', 'post.id')
        .where(searched),
    ),
  );
}

/**
 * Posts, last modified first (the `post_updated` index): those the query finds, `limit` of them
 * from `offset`, or every one.
 */
export async function listAdminPosts(
  db: Kysely<Database>,
  {
    now = new Date(),
    query,
    limit,
    offset = 0,
  }: { now?: Date; query?: string; limit?: number; offset?: number } = {},
): Promise<AdminPostRow[]> {
  let selected = matchingPosts(db, query)
    .selectAll('post')
    .orderBy('updated_at', 'desc')
    .orderBy('id', 'desc');
  if (limit !== undefined) selected = selected.limit(limit).offset(offset);
  const posts = await selected.execute();
  if (posts.length === 0) return [];
  const texts = await db
    .selectFrom('post_translation')
    .select(['post_id', 'locale', 'title', 'slug'])
    .where(
      'post_id',
      'in',
      posts.map((post) => post.id),
    )
    .execute();
  return posts.map((post) =>
    toRow(
      post,
      texts.filter((text) => text.post_id === post.id),
      now,
    ),
  );
}

/** How many posts the query finds (all of them without one). */
export function countAdminPosts(db: Kysely<Database>, query?: string): Promise<number> {
  return countRows(matchingPosts(db, query));
}

export interface AdminPostPage {
  rows: AdminPostRow[];
  /** The published posts of the page with changes kept as a draft (the table's badge). */
  drafted: string[];
  total: number;
  page: number;
  pageCount: number;
}

export const adminPostsPageSize = 25;

/** One page of the articles table, by the search. A page past the end shows the last one. */
export async function adminPostPage(
  db: Kysely<Database>,
  query: string,
  page = 1,
  { now = new Date(), pageSize = adminPostsPageSize }: { now?: Date; pageSize?: number } = {},
): Promise<AdminPostPage> {
  const total = await countAdminPosts(db, query);
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const current = Math.min(Math.max(1, Math.floor(page)), pageCount);
  const [rows, drafts] = await Promise.all([
    listAdminPosts(db, { now, query, limit: pageSize, offset: (current - 1) * pageSize }),
    draftedDocuments(db, postKind),
  ]);
  const drafted = rows.filter((row) => row.state === 'published' && drafts.has(row.id));
  return { rows, drafted: drafted.map((row) => row.id), total, page: current, pageCount };
}

/** The categories posts use, and the spec's default: what the editor's category field offers. */
export async function listPostCategories(db: Kysely<Database>): Promise<string[]> {
  const rows = await db.selectFrom('post').select('category').distinct().execute();
  const categories = new Set([defaultCategory, ...rows.map((row) => row.category)]);
  return [...categories].sort((a, b) => a.localeCompare(b, 'fr'));
}

/** A post's row and its translations' rows; undefined when unknown. */
async function readPost(
  db: Executor,
  id: string,
): Promise<{ post: PostRow; texts: TranslationRow[] } | undefined> {
  const post = await db.selectFrom('post').selectAll().where('id', '=', id).executeTakeFirst();
  if (!post) return undefined;
  const texts = await db
    .selectFrom('post_translation')
    .selectAll()
    .where('post_id', '=', id)
    .execute();
  return { post, texts };
}

/** The editor's fields of a stored post (settings and every language's texts). */
type PostFields = Omit<PostEditorInput, 'id' | 'intent' | 'scheduleAt'>;

function postFields(post: PostRow, texts: TranslationRow[]): PostFields {
  const translations = Object.fromEntries(
    locales.map((locale) => {
      const text = texts.find((candidate) => candidate.locale === locale);
      return [locale, text ? translationInput(text) : emptyTranslationInput()];
    }),
  ) as Record<Locale, TranslationInput>;
  return {
    category: post.category,
    author: post.author,
    expectedTraffic: String(post.expected_traffic),
    searchIntent: post.search_intent as PostEditorInput['searchIntent'],
    competitionLevel: post.competition_level as PostEditorInput['competitionLevel'],
    schemaType: post.schema_type as PostEditorInput['schemaType'],
    image: post.image,
    translations,
  };
}

/** The post with every language's fields as the editor's form holds them; undefined when unknown. */
export async function getPostForEditor(
  db: Executor,
  id: string,
  now = new Date(),
): Promise<EditorPost | undefined> {
  const stored = await readPost(db, id);
  if (!stored) return undefined;
  const { post, texts } = stored;
  const row = toRow(post, texts, now);
  const published: PostEditorInput = {
    id,
    intent: 'save',
    scheduleAt:
      row.state === 'scheduled' && post.published_at ? isoToZurichLocal(post.published_at) : '',
    ...postFields(post, texts),
  };
  const draft = await readDocumentDraft(db, postDocument(id));
  if (!draft) return { row, seeded: seededPostIds.has(id), values: published, draft: null };
  return {
    row,
    seeded: seededPostIds.has(id),
    values: draftInput(published, draft.values),
    draft: {
      revision: draft.revision,
      savedAt: draft.updatedAt,
      savedBy: draft.updatedBy,
      stale: draft.base !== post.updated_at,
      published,
    },
  };
}

/**
 * A draft's values as the editor's form input: the values kept over the published ones field by
 * field (a draft is the form's input as typed, read back whole; nothing else of it is trusted).
 */
export function draftInput(
  published: PostEditorInput,
  values: Record<string, unknown>,
): PostEditorInput {
  const text = (value: unknown, fallback: string) => (typeof value === 'string' ? value : fallback);
  const kept = (values.translations ?? {}) as Partial<Record<Locale, Record<string, unknown>>>;
  const fields = Object.fromEntries(
    Object.entries(published).map(([name, value]) => [
      name,
      typeof value === 'string' ? text(values[name], value) : value,
    ]),
  ) as PostEditorInput;
  return {
    ...fields,
    id: published.id,
    intent: 'save',
    scheduleAt: '',
    translations: Object.fromEntries(
      locales.map((locale) => {
        const shown = published.translations[locale];
        const typed = kept[locale] ?? {};
        return [
          locale,
          Object.fromEntries(
            Object.entries(shown).map(([name, value]) => [name, text(typed[name], value)]),
          ),
        ];
      }),
    ) as PostEditorInput['translations'],
  };
}

/**
 * What a version of an article keeps (decision 064): the editor's fields as stored, and its
 * publication (shown in the comparison; a restore keeps the post's current one).
 */
export type PostSnapshot = PostFields & {
  status: PostRow['status'];
  publishedAt: string | null;
};

/** The posts' kind in the versions and the drafts (decision 064, 071). */
const postKind = 'post';

/** A post as its versions and its draft name it. */
export const postDocument = (id: string) => ({ kind: postKind, document: id });

/** A post's snapshot as stored and the time of its last change; undefined when unknown. */
async function storedSnapshot(
  db: Executor,
  id: string,
): Promise<{ snapshot: PostSnapshot; at: string } | undefined> {
  const stored = await readPost(db, id);
  if (!stored) return undefined;
  const { post, texts } = stored;
  return {
    snapshot: { status: post.status, publishedAt: post.published_at, ...postFields(post, texts) },
    at: post.updated_at,
  };
}

/**
 * Keeps a post's write as a version when it changed anything, in its transaction: `before` is
 * the snapshot read before the write (none for a new post).
 */
async function keepPostVersion(
  trx: Transaction<Database>,
  actor: PostActor,
  id: string,
  write: {
    action: 'save' | 'restore';
    now: Date;
    before?: { snapshot: PostSnapshot; at: string };
  },
): Promise<void> {
  const { action, now, before } = write;
  const after = await storedSnapshot(trx, id);
  await keepWrite(
    trx,
    postDocument(id),
    { actor, action, now },
    before && { snapshot: JSON.stringify(before.snapshot), at: before.at },
    after && { snapshot: JSON.stringify(after.snapshot) },
  );
}

/** An article's kept versions, newest first. */
export function listPostVersions(
  db: Kysely<Database>,
  id: string,
): Promise<InputVersion<PostSnapshot>[]> {
  return listInputVersions<PostSnapshot>(db, postDocument(id));
}

/** A restore's outcome (the post as restored), or the slug of a language taken since. */
export type PostRestore =
  | { outcome: 'saved'; post: AdminPostRow }
  | { outcome: Exclude<RestoreOutcome, 'saved'> }
  | { outcome: 'slug-taken'; locale: Locale; slug: string };

/**
 * Brings a kept version of an article back (decision 064) as a save of its fields that keeps the
 * post's current publication, from the state the history screen showed (`updatedAt`; a save since
 * is a 'conflict'). The fields go through the editor's schema first and the slug rules as any save
 * (a slug another article has taken since is refused on its field, nothing written). Audited
 * `post.restore` with the version's number, and itself a version.
 */
export async function restorePostVersion(
  db: Kysely<Database>,
  actor: PostActor,
  target: { id: string; updatedAt: string },
  number: number,
  now = new Date(),
): Promise<PostRestore> {
  // The editor's schema keeps only the form's fields: the kept publication is not written.
  const kept = await checkedVersion(
    db,
    postDocument(target.id),
    number,
    postEditorSchema,
    (fields) => ({
      ...fields,
      id: target.id,
      intent: 'save',
      scheduleAt: '',
    }),
  );
  if (typeof kept === 'string') return { outcome: kept };
  const saved = await savePost(db, actor, kept.input, now, {
    from: 'restore',
    updatedAt: target.updatedAt,
    number,
  });
  if (saved.ok) return { outcome: 'saved', post: saved.post };
  if (saved.reason !== 'invalid')
    return { outcome: saved.reason === 'not-found' ? 'missing' : 'conflict' };
  const taken = locales.find(
    (locale) => saved.fieldErrors[`translations.${locale}.slug`] === 'slugTaken',
  );
  return taken
    ? { outcome: 'slug-taken', locale: taken, slug: kept.input.translations[taken].slug }
    : { outcome: 'invalid' };
}

/**
 * The '+ Nouvel article' modal: a French post with the typed title and content, as a draft or
 * published now. Answers the new row for the table.
 */
export async function createPostFromModal(
  db: Kysely<Database>,
  actor: PostActor,
  { title, content, status }: PostModalData,
  now = new Date(),
): Promise<{ ok: true; post: AdminPostRow }> {
  const id = randomUUID();
  const time = now.toISOString();
  const post = await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('post')
      .values({
        id,
        status,
        published_at: status === 'published' ? time : null,
        author: actor.name || actor.email,
        created_at: time,
        updated_at: time,
      })
      .execute();
    const excerpt = excerptFromMarkdown(content);
    await trx
      .insertInto('post_translation')
      .values({
        post_id: id,
        locale: defaultLocale,
        slug: await availableSlug(trx, defaultLocale, title, id),
        title,
        content,
        excerpt,
        reading_minutes: readingMinutes(content),
        updated_at: time,
        ...searchColumns({ title, excerpt, targetKeywords: [] }),
      })
      .execute();
    await keepPostVersion(trx, actor, id, { action: 'save', now });
    await queuePostPublishedWebhook(
      trx,
      id,
      { wasVisible: false, status, publishedAt: status === 'published' ? time : null },
      now,
    );
    await recordAudit(
      trx,
      actor,
      { action: 'post.create', targetType: 'post', targetId: id, summary: title },
      now,
    );
    return readRow(trx, id, now);
  });
  if (!post) throw new Error(`The post ${id} just created could not be read back`);
  return { ok: true, post };
}

/**
 * Where a save comes from when not from the editor's form as it stands: a version restored, or
 * a published post's draft (decision 071). Either writes only if the post's last change is still
 * `updatedAt`, the state its screen (or the draft) was drawn from.
 */
export type PostSaveOrigin =
  | { from: 'restore'; updatedAt: string; number: number }
  | { from: 'draft'; updatedAt: string; revision: number };

/**
 * The full editor's save: post fields, every language's texts, and what its button asked for
 * (save as is, publish now, schedule, unpublish); a change keeps a version. A restore is refused
 * as a 'conflict' after a change since and audited as the restore of its version. A draft's
 * publish is refused as 'stale' after a change since and as a 'conflict' when the draft is no
 * longer at its revision; it drops the draft in the same transaction. The editor's own save drops
 * the draft too: its screen showed the draft's values, which it now writes (an unpublish).
 */
export async function savePost(
  db: Kysely<Database>,
  actor: PostActor,
  data: PostEditorData,
  now = new Date(),
  origin?: PostSaveOrigin,
): Promise<PostChange & { action?: PostAuditAction }> {
  const restore = origin?.from === 'restore' ? origin : undefined;
  const publication = publicationOf(data, now);
  if (!publication.ok) return publication;

  const outcome = await db.transaction().execute(async (trx) => {
    const post = await trx
      .selectFrom('post')
      .selectAll()
      .where('id', '=', data.id)
      .executeTakeFirst();
    if (!post) return { ok: false, reason: 'not-found' } as const;
    if (origin && post.updated_at !== origin.updatedAt)
      return { ok: false, reason: origin.from === 'draft' ? 'stale' : 'conflict' } as const;
    const before = await storedSnapshot(trx, data.id);
    const existing = await trx
      .selectFrom('post_translation')
      .selectAll()
      .where('post_id', '=', data.id)
      .execute();

    const slugs = await chooseSlugs(trx, data);
    if (!slugs.ok) return slugs;

    const time = now.toISOString();
    const { status, publishedAt, action } = nextPublication(post, publication.value, now);
    const wasVisible = stateOf(post, now) === 'published';
    const isVisible = stateOf({ status, published_at: publishedAt }, now) === 'published';
    // Saving a published post with its French body emptied would leave an empty public page.
    if (status === 'published' && data.translations.fr.content === '')
      return {
        ok: false,
        reason: 'invalid',
        fieldErrors: { 'translations.fr.content': 'contentRequired' },
      } as const;
    // Last of the refusals, first of the writes: a second publish of this draft waits here.
    if (origin?.from === 'draft') {
      if (!(await dropDocumentDraft(trx, postDocument(data.id), origin.revision)))
        return { ok: false, reason: 'conflict' } as const;
    } else if (!restore) await dropDocumentDraft(trx, postDocument(data.id));
    await trx
      .updateTable('post')
      .set({
        category: data.category,
        author: data.author,
        expected_traffic: data.expectedTraffic,
        search_intent: data.searchIntent,
        competition_level: data.competitionLevel,
        schema_type: data.schemaType,
        image: data.image || '/images/blog/placeholder.jpg',
        status,
        published_at: publishedAt,
        updated_at: time,
      })
      .where('id', '=', data.id)
      .execute();
    for (const locale of locales) {
      const text = data.translations[locale];
      const current = existing.find((row) => row.locale === locale);
      const slug = slugs.value[locale];
      if (slug === undefined) {
        if (current) await removeTranslation(trx, data.id, locale, now);
        continue;
      }
      const excerpt = text.excerpt || excerptFromMarkdown(text.content);
      const written = {
        slug,
        title: text.title,
        excerpt,
        content: text.content,
        meta_title: text.metaTitle,
        meta_description: text.metaDescription,
        alt_text: text.altText,
        tags: JSON.stringify(text.tags),
        target_keywords: JSON.stringify(text.targetKeywords),
      };
      const values = {
        ...written,
        reading_minutes: readingMinutes(text.content),
        updated_at: textChangedAt(current, written, time),
        ...searchColumns({ title: text.title, excerpt, targetKeywords: text.targetKeywords }),
      };
      if (current)
        await trx
          .updateTable('post_translation')
          .set(values)
          .where('post_id', '=', data.id)
          .where('locale', '=', locale)
          .execute();
      else
        await trx
          .insertInto('post_translation')
          .values({ post_id: data.id, locale, ...values })
          .execute();
      await writePostKeywords(trx, data.id, locale, text.targetKeywords);
    }
    // Its old public addresses keep working (decision 023); its current ones are pages again.
    if (wasVisible && isVisible)
      await recordMoves(trx, actor, articleMoves(slugsOf(existing), slugs.value), now);
    if (isVisible)
      for (const [locale, slug] of Object.entries(shownSlugs(slugs.value)))
        await forgetRedirectFrom(trx, actor, articlePath(slug), locale as Locale, now);
    await queuePostPublishedWebhook(trx, data.id, { wasVisible, status, publishedAt }, now);
    await keepPostVersion(trx, actor, data.id, {
      action: restore ? 'restore' : 'save',
      now,
      before,
    });
    const title = data.translations.fr.title;
    await recordAudit(
      trx,
      actor,
      {
        action: restore ? 'post.restore' : origin?.from === 'draft' ? 'post.publish-draft' : action,
        targetType: 'post',
        targetId: data.id,
        summary: restore
          ? `${title} · version ${restore.number}`
          : action === 'post.schedule' && publishedAt
            ? `${title} → ${publishedAt}`
            : title,
      },
      now,
    );
    const saved = await readRow(trx, data.id, now);
    if (!saved) throw new Error(`The post ${data.id} just saved could not be read back`);
    return { ok: true, post: saved, action } as const;
  });
  return outcome;
}

/**
 * Deletes a post and its translations, kept whole in the bin for 30 days (decision 065). A seeded sample gets a `seed_removed` line in the same
 * transaction, so the seed run on the next start leaves it deleted. The public addresses of a
 * visible post keep answering (decision 023): its page's address in each language (its own
 * translation's, or the version shown there) leads to the blog in that language, or answers 410
 * when the editor says the article is gone for good.
 */
export async function deletePost(
  db: Kysely<Database>,
  actor: PostActor,
  id: string,
  now = new Date(),
  { gone = false }: { gone?: boolean } = {},
): Promise<{ ok: true; title: string } | { ok: false; reason: 'not-found' }> {
  const outcome = await db.transaction().execute(async (trx) => {
    const row = await readRow(trx, id, now);
    if (!row) return { ok: false, reason: 'not-found' } as const;
    const texts = await trx
      .selectFrom('post_translation')
      .select(['locale', 'slug'])
      .where('post_id', '=', id)
      .execute();
    await binPost(trx, actor, id, row.title, now);
    await dropDocumentDraft(trx, postDocument(id));
    await trx.deleteFrom('post_translation').where('post_id', '=', id).execute();
    await trx.deleteFrom('post').where('id', '=', id).execute();
    if (row.state === 'published') {
      const addresses = Object.entries(shownSlugs(slugsOf(texts))).map(([locale, slug]) => ({
        fromPath: articlePath(slug),
        locale: locale as Locale,
      }));
      if (gone) await recordGone(trx, actor, addresses, 'post-deleted', now);
      else
        await recordMoves(
          trx,
          actor,
          addresses.map((address) => ({ ...address, toPath: '/blog', reason: 'post-deleted' })),
          now,
        );
    }
    await rememberRemovedSeed(trx, { kind: 'post', id, seededIds: seededPostIds }, now);
    await recordAudit(
      trx,
      actor,
      { action: 'post.delete', targetType: 'post', targetId: id, summary: row.title },
      now,
    );
    return { ok: true, title: row.title } as const;
  });
  return outcome;
}

/**
 * Removes one language of a post. For a seeded sample, `seed_removed` also gets `<id>:<locale>`
 * so the seed (which adds a sample's missing languages) can leave it removed.
 */
async function removeTranslation(
  trx: Transaction<Database>,
  postId: string,
  locale: Locale,
  now: Date,
): Promise<void> {
  await trx
    .deleteFrom('post_translation')
    .where('post_id', '=', postId)
    .where('locale', '=', locale)
    .execute();
  await rememberRemovedSeed(
    trx,
    { kind: 'post', id: postId, locale, seededIds: seededPostIds },
    now,
  );
}

async function readRow(db: Executor, id: string, now: Date): Promise<AdminPostRow | undefined> {
  const post = await db.selectFrom('post').selectAll().where('id', '=', id).executeTakeFirst();
  if (!post) return undefined;
  const texts = await db
    .selectFrom('post_translation')
    .select(['post_id', 'locale', 'title', 'slug'])
    .where('post_id', '=', id)
    .execute();
  return toRow(post, texts, now);
}

function toRow(
  post: PostRow,
  texts: Pick<TranslationRow, 'locale' | 'title' | 'slug'>[],
  now: Date,
): AdminPostRow {
  const present = locales.filter((locale) => texts.some((text) => text.locale === locale));
  const titleLocale = present[0] ?? defaultLocale;
  const text = texts.find((candidate) => candidate.locale === titleLocale);
  const state = stateOf(post, now);
  return {
    id: post.id,
    title: text?.title ?? '',
    titleLocale,
    state,
    publishedAt: post.published_at,
    updatedAt: post.updated_at,
    locales: present,
    publicPath:
      state === 'published' && text
        ? localizedHref(`/blog/${encodeURIComponent(text.slug)}`, titleLocale)
        : null,
  };
}

function translationInput(text: TranslationRow): TranslationInput {
  return {
    title: text.title,
    slug: text.slug,
    excerpt: text.excerpt,
    content: text.content,
    metaTitle: text.meta_title,
    metaDescription: text.meta_description,
    altText: text.alt_text,
    tags: parseJsonList(text.tags).join(', '),
    targetKeywords: parseJsonList(text.target_keywords).join(', '),
  };
}
