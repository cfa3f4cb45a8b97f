import 'server-only';
import type { Kysely } from 'kysely';
import { parsePostEditor, type PostEditorInput } from '@/lib/admin/post-schema';
import { stateOf } from '@/lib/admin/post-publication';
import type { Database } from '@/server/db/schema';
import {
  discardDocumentDraft,
  rebaseDocumentDraft,
  readDocumentDraft,
  saveDocumentDraft,
  type DraftSave,
} from '@/server/drafts/document-drafts.server';
import { postDocument, savePost, type PostActor, type PostChange } from './post-admin.server';

/*
 * The edits of a published article kept as its draft (issue 30, decision 071) in the drafts'
 * store: the post stays online as it is while the editor's saves (and autosaves) keep the form's
 * values, and "Publier les modifications" posts them through the post's own save (its schema,
 * its slug rules, its version, its audit line), bound to the state the draft was drawn from,
 * dropping the draft in the same transaction. An unpublished post is a draft itself: its editor
 * saves it directly, as before.
 */

/** Whether the post is online, so that its edits are kept as its draft until published. */
export async function editsAreDrafts(
  db: Kysely<Database>,
  id: string,
  now = new Date(),
): Promise<boolean> {
  const post = await db
    .selectFrom('post')
    .select(['status', 'published_at'])
    .where('id', '=', id)
    .executeTakeFirst();
  return post !== undefined && stateOf(post, now) === 'published';
}

/**
 * Saves the editor's values as the post's draft, from the draft revision its form holds (0: none,
 * then drawn from `base`, the post's last change the form showed). Only a published post gets a
 * new draft ('not-published'): the others are saved directly.
 */
export async function savePostDraft(
  db: Kysely<Database>,
  actor: PostActor,
  id: string,
  { revision, base }: { revision: number; base: string },
  values: PostEditorInput,
  now = new Date(),
): Promise<DraftSave | 'conflict' | 'tooLarge' | 'not-published'> {
  if (revision === 0 && !(await editsAreDrafts(db, id, now))) return 'not-published';
  return saveDocumentDraft(db, actor, postDocument(id), { revision, base }, { ...values, id }, now);
}

/**
 * Makes the post's draft live, if it is still at `revision` (another save, a publish or a discard
 * since: 'conflict'): its values through the editor's schema ('invalid', with the fields'
 * errors, the draft kept), then the post's save bound to the draft's base ('stale' when the post
 * changed since, the draft kept), which keeps the version and drops the draft.
 */
export async function publishPostDraft(
  db: Kysely<Database>,
  actor: PostActor,
  id: string,
  revision: number,
  now = new Date(),
): Promise<PostChange> {
  const draft = await readDocumentDraft(db, postDocument(id));
  if (!draft || draft.revision !== revision) return { ok: false, reason: 'conflict' };
  // The publication stays as it is: only the texts and settings of the draft go live.
  const parsed = parsePostEditor({ ...draft.values, id, intent: 'save', scheduleAt: '' });
  if (!parsed.ok) return parsed;
  return savePost(db, actor, parsed.data, now, {
    from: 'draft',
    updatedAt: draft.base,
    revision,
  });
}

/**
 * Keeps a stale draft over what was saved since ("Garder mon brouillon"), once the editor has seen
 * what differs: its base becomes the post's last change, so its publish replaces it.
 */
export async function keepPostDraft(
  db: Kysely<Database>,
  actor: PostActor,
  id: string,
  revision: number,
  now = new Date(),
): Promise<DraftSave | 'conflict'> {
  const post = await db
    .selectFrom('post')
    .select('updated_at')
    .where('id', '=', id)
    .executeTakeFirst();
  if (!post) return 'conflict';
  return rebaseDocumentDraft(db, actor, postDocument(id), revision, post.updated_at, now);
}

/** Discards the post's draft still at `revision`, audited; false after another save since. */
export function discardPostDraft(
  db: Kysely<Database>,
  actor: PostActor,
  id: string,
  revision: number,
  now = new Date(),
): Promise<boolean> {
  return discardDocumentDraft(db, actor, postDocument(id), revision, now);
}
