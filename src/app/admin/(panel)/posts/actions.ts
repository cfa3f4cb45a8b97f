'use server';

import { isLocale } from '@/i18n/locales';
import type { ActionResult } from '@/lib/admin/action-result';
import { formatAdminDate } from '@/lib/admin/format';
import {
  parsePostEditor,
  parsePostModal,
  postLimits,
  type PostEditorInput,
  type PostFieldErrors,
  type PostModalInput,
} from '@/lib/admin/post-schema';
import { fieldMessages } from '@/lib/forms/field-errors';
import { log } from '@/lib/log/logger.mjs';
import {
  adminLocale,
  adminTranslator,
  type AdminTranslator,
} from '@/server/admin/admin-i18n.server';
import {
  createPostFromModal,
  deletePost,
  getPostForEditor,
  restorePostVersion,
  savePost,
  type AdminPostRow,
  type EditorPost,
} from '@/server/blog/post-admin.server';
import { requireStaff } from '@/server/auth/guards.server';
import { renderMarkdown } from '@/server/blog/markdown.server';
import { refreshAfter, refreshContentAt } from '@/server/cache/content-cache.server';
import { getDb } from '@/server/db/connection.server';
import { restoreAnswer, shownDocument } from '@/server/admin/restore-answer.server';
import {
  discardPostDraft,
  editsAreDrafts,
  keepPostDraft,
  publishPostDraft,
  savePostDraft,
} from '@/server/blog/post-drafts.server';
import type { DraftSave } from '@/server/drafts/document-drafts.server';

/*
 * The articles screens' actions. Each checks the session first, then parses the input with the
 * form's own schema (the browser's check is only a courtesy) and hands the data to the data
 * module, which writes and audits in one transaction. After a change the public blog and the
 * admin screens are refreshed here.
 */

function refreshPostScreens(post?: Pick<AdminPostRow, 'id' | 'state' | 'publishedAt'>): void {
  refreshAfter('post');
  // A post scheduled for later appears at its time on every page that lists posts.
  if (post?.state === 'scheduled' && post.publishedAt) refreshContentAt('blog', post.publishedAt);
}

function translatedErrors(t: AdminTranslator, errors: PostFieldErrors): Record<string, string> {
  return fieldMessages(errors, (key) => t(`posts.errors.${key}`));
}

/** '+ Nouvel article': Titre, Contenu, Statut (spec §2); answers the new row of the table. */
export async function createPost(input: PostModalInput): Promise<ActionResult<AdminPostRow>> {
  const staff = await requireStaff();
  const t = await adminTranslator();
  const parsed = parsePostModal(input);
  if (!parsed.ok)
    return {
      ok: false,
      message: t('posts.createFailed'),
      fieldErrors: translatedErrors(t, parsed.fieldErrors),
    };
  try {
    const { post } = await createPostFromModal(getDb(), staff, parsed.data);
    refreshPostScreens(post);
    return { ok: true, message: t('posts.created'), data: post };
  } catch (error) {
    log.error({ event: 'admin.post-create-failed', err: error }, 'post creation failed');
    return { ok: false, message: t('posts.createFailed') };
  }
}

/**
 * The editor: texts of every language, settings, and the publication its button asked for.
 * Answers the post as saved (slugs and excerpts made from titles and content included).
 */
export async function savePostEdits(input: PostEditorInput): Promise<ActionResult<EditorPost>> {
  const staff = await requireStaff();
  const [t, locale] = await Promise.all([adminTranslator(), adminLocale()]);
  const parsed = parsePostEditor(input);
  if (!parsed.ok)
    return {
      ok: false,
      message: t('posts.results.invalid'),
      fieldErrors: translatedErrors(t, parsed.fieldErrors),
    };
  // An editor drawn before the post went online (scheduled, or published elsewhere) would put its
  // edits live at once: they are a draft now (decision 071), kept once the editor is reloaded.
  const { intent } = parsed.data;
  if (
    (intent === 'save' || intent === 'publish') &&
    (await editsAreDrafts(getDb(), parsed.data.id))
  )
    return { ok: false, message: t('posts.drafts.nowOnline'), conflict: true };
  try {
    const result = await savePost(getDb(), staff, parsed.data);
    if (!result.ok)
      return result.reason === 'invalid'
        ? {
            ok: false,
            message: t('posts.results.invalid'),
            fieldErrors: translatedErrors(t, result.fieldErrors),
          }
        : { ok: false, message: t('posts.results.notFound') };
    refreshPostScreens(result.post);
    const message = (() => {
      switch (result.action) {
        case 'post.publish':
          return t('posts.results.published');
        case 'post.schedule':
          return t('posts.results.scheduled', {
            date: formatAdminDate(locale, result.post.publishedAt ?? ''),
          });
        case 'post.unpublish':
          return t('posts.results.unpublished');
        default:
          return t('posts.results.saved');
      }
    })();
    return { ok: true, message, data: await getPostForEditor(getDb(), result.post.id) };
  } catch (error) {
    log.error({ event: 'admin.post-save-failed', err: error }, 'post save failed');
    return { ok: false, message: t('posts.results.saveFailed') };
  }
}

/**
 * A published article's editor keeps its edits as the post's draft (decision 071), from the
 * draft revision its form holds and, for the first, the post's last change it showed (`base`:
 * the editor's, which a "Publier maintenant" on the same screen moves). The post stays online as
 * it is; nothing is refreshed.
 */
export async function savePostDraftAction(
  id: string,
  drawnFrom: { base: string; revision: number },
  input: PostEditorInput,
): Promise<ActionResult<DraftSave>> {
  const staff = await requireStaff();
  const t = await adminTranslator();
  // Read only once the caller is known to be staff: a forged call's arguments may be anything.
  const { base, revision } = drawnFrom ?? { base: '', revision: 0 };
  const values = input && typeof input === 'object' ? input : ({} as PostEditorInput);
  const saved = await savePostDraft(
    getDb(),
    staff,
    String(id),
    { revision: Number(revision), base: String(base ?? '') },
    values,
  );
  switch (saved) {
    case 'conflict':
      return { ok: false, message: t('posts.drafts.conflict'), conflict: true };
    case 'tooLarge':
      return { ok: false, message: t('posts.drafts.tooLarge') };
    case 'not-published':
      return { ok: false, message: t('posts.drafts.notPublished'), conflict: true };
    default:
      return { ok: true, message: t('posts.drafts.saved'), data: saved };
  }
}

/**
 * "Publier les modifications": the draft at `revision` goes live through the article's own save
 * (its schema, its version, the draft dropped); refused when invalid (beside the fields), stale
 * (the post saved since: the draft is kept) or no longer at that revision.
 */
export async function publishPostDraftAction(id: string, revision: number): Promise<ActionResult> {
  const staff = await requireStaff();
  const t = await adminTranslator();
  const result = await publishPostDraft(getDb(), staff, String(id), Number(revision));
  if (result.ok) {
    refreshPostScreens(result.post);
    return { ok: true, message: t('posts.drafts.published') };
  }
  switch (result.reason) {
    case 'invalid':
      return {
        ok: false,
        message: t('posts.results.invalid'),
        fieldErrors: translatedErrors(t, result.fieldErrors),
      };
    case 'stale':
      return { ok: false, message: t('posts.drafts.stale') };
    case 'conflict':
      return { ok: false, message: t('posts.drafts.conflict'), conflict: true };
    default:
      return { ok: false, message: t('posts.results.notFound') };
  }
}

/** "Abandonner le brouillon": the post's draft at `revision` goes, audited; the post is as online. */
export async function discardPostDraftAction(id: string, revision: number): Promise<ActionResult> {
  const staff = await requireStaff();
  const t = await adminTranslator();
  return (await discardPostDraft(getDb(), staff, String(id), Number(revision)))
    ? { ok: true, message: t('posts.drafts.discarded') }
    : { ok: false, message: t('posts.drafts.conflict'), conflict: true };
}

/** "Garder mon brouillon": a stale draft is drawn anew from the post as saved now. */
export async function keepPostDraftAction(id: string, revision: number): Promise<ActionResult> {
  const staff = await requireStaff();
  const t = await adminTranslator();
  return (await keepPostDraft(getDb(), staff, String(id), Number(revision))) === 'conflict'
    ? { ok: false, message: t('posts.drafts.conflict'), conflict: true }
    : { ok: true, message: t('posts.drafts.kept') };
}

/**
 * Brings a kept version of an article back (decision 064), bound by its history screen to the
 * post and the last change it showed (a save since is a conflict). The post keeps its current
 * publication; a slug another article has taken since is refused, naming it and its language.
 */
export async function restorePostVersionAction(
  id: string,
  updatedAt: string,
  number: number,
): Promise<ActionResult> {
  const staff = await requireStaff();
  const target = shownDocument(id, updatedAt);
  const restored = await restorePostVersion(getDb(), staff, target, Number(number));
  if (restored.outcome === 'saved') refreshPostScreens(restored.post);
  if (restored.outcome !== 'slug-taken')
    return restoreAnswer(restored.outcome, number, 'posts.results.notFound');
  const t = await adminTranslator();
  const language = t(`posts.languageNames.${restored.locale}`);
  return { ok: false, message: t('posts.history.slugTaken', { slug: restored.slug, language }) };
}

/**
 * 'Supprimer', after the browser's confirmation. A published article's old addresses lead to the
 * blog, or answer 410 when `gone` (decision 023).
 */
export async function removePost(id: string, gone: boolean): Promise<ActionResult> {
  const staff = await requireStaff();
  const t = await adminTranslator();
  try {
    const result = await deletePost(getDb(), staff, String(id), new Date(), {
      gone: gone === true,
    });
    if (!result.ok) return { ok: false, message: t('posts.results.notFound') };
    refreshPostScreens();
    return { ok: true, message: t('posts.results.deleted') };
  } catch (error) {
    log.error({ event: 'admin.post-delete-failed', err: error }, 'post deletion failed');
    return { ok: false, message: t('posts.results.deleteFailed') };
  }
}

/**
 * The editor's live preview: the markdown through the blog's own renderer (sanitized HTML), so
 * what staff see is what visitors will read.
 */
export async function previewMarkdown(markdown: string, locale: string): Promise<string> {
  await requireStaff();
  const text = typeof markdown === 'string' ? markdown.slice(0, postLimits.content) : '';
  return renderMarkdown(text, isLocale(locale) ? locale : 'fr');
}
