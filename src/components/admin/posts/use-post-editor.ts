'use client';
/**
 * The article editor's state: the values as typed (every language), the post as last saved,
 * the language shown, unsaved changes (leaving asks first: `confirmation` is the question to
 * render), and the things it sends: a save with its publication intent, and deletion. Saves go
 * through the admin form hook, so the browser checks with the server's schema first; the server
 * answers the post as saved (slugs and excerpts it made included), which the editor then shows.
 *
 * A published article's edits are its draft instead (decision 071): the save and the autosave
 * (use-draft-editing.ts) keep them while the post stays online as it is, "Publier les
 * modifications" keeps what is on screen and makes it live, and the draft can be discarded or,
 * when the post was saved since it was drawn, kept over that save.
 */
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState, type RefObject } from 'react';
import * as z from 'zod/mini';
import {
  useDraftEditing,
  type DraftAnswer,
  type FormDraft,
} from '@/components/admin/drafts/use-draft-editing';
import { useTranslatedEditor } from '@/components/admin/forms/use-translated-editor';
import type { MissingAltCheck } from '@/components/admin/media/missing-alt-warning';
import { useRunWithToast } from '@/components/admin/ui/action-toast';
import type { Locale } from '@/i18n/locales';
import type { ActionResult } from '@/lib/admin/action-result';
import {
  emptyTranslationInput,
  postEditorSchema,
  postErrorKeys,
  type PostEditorInput,
  type PublicationIntent,
  type TranslationInput,
} from '@/lib/admin/post-schema';
import type { EditorPost } from '@/server/blog/post-admin.server';

/** A published article's draft (decision 071), each action bound to the post by its page. */
export interface PostDraftActions {
  /** From the draft's revision, or for the first the post's last change the editor showed. */
  save: (from: { base: string; revision: number }, input: PostEditorInput) => Promise<DraftAnswer>;
  publish: (revision: number) => Promise<ActionResult>;
  discard: (revision: number) => Promise<ActionResult>;
  /** Keeps a stale draft over the save made since it was drawn. */
  keep: (revision: number) => Promise<ActionResult>;
}

export interface PostEditorActions {
  save: (input: PostEditorInput) => Promise<ActionResult<EditorPost | undefined>>;
  /** `gone`: its old public addresses answer 410 instead of leading to the blog. */
  remove: (id: string, gone: boolean) => Promise<ActionResult>;
  preview: (markdown: string, locale: string) => Promise<string>;
  drafts: PostDraftActions;
  /** Which images the publish would show without an alt text in their language. */
  missingAlt: MissingAltCheck;
}

/** A draft is kept as typed, half-done work included: only its publish is checked. */
const draftInput = z.unknown();

export type PostField = Exclude<keyof PostEditorInput, 'translations' | 'id' | 'intent'>;

/**
 * `formRef`: the editor's form, whose typing starts the autosave's wait; `restart`: draws the
 * editor anew from the server's post (after a draft is published, discarded or kept).
 */
export function usePostEditor(
  initial: EditorPost,
  actions: PostEditorActions,
  formRef: RefObject<HTMLFormElement | null>,
  restart: () => void,
) {
  const t = useTranslations();
  const runWithToast = useRunWithToast();
  const router = useRouter();
  const translated = useTranslatedEditor(initial.values, {
    errorMessages: 'posts.errors',
    knownErrors: postErrorKeys,
    refusalToast: 'posts.results.invalid',
  });
  const { values, setValues, language, setLanguage, form, confirmation } = translated;
  const { markChanged, markSaved } = translated;
  const [row, setRow] = useState(initial.row);
  const [deleting, setDeleting] = useState(false);
  const [drafting, setDrafting] = useState<'discard' | 'keep' | null>(null);
  // Only a post online keeps its edits apart; the others are saved as they are.
  const editsDraft = row.state === 'published';
  const draftValues = (): PostEditorInput => ({ ...values, intent: 'save', scheduleAt: '' });
  const draft = useDraftEditing({
    formRef,
    changes: { hasChanges: translated.hasChanges, markSaved: () => markSaved() },
    draft: initial.draft satisfies FormDraft | null,
    // The form's controls are React's: the values sent are the editor's, not the form data.
    saveDraft: (revision) => actions.drafts.save({ base: row.updatedAt, revision }, draftValues()),
    canAutosave: () => editsDraft,
  });

  const setPostField = (field: PostField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    form.clearError(field);
    markChanged();
  };

  const setText = (locale: Locale, field: keyof TranslationInput, value: string) => {
    setValues((current) => ({
      ...current,
      translations: {
        ...current.translations,
        [locale]: { ...current.translations[locale], [field]: value },
      },
    }));
    form.clearError(`translations.${locale}.${field}`);
    markChanged();
  };

  const clearLanguage = (locale: Locale) => {
    if (!window.confirm(t('posts.editor.clearLanguageConfirm'))) return;
    setValues((current) => ({
      ...current,
      translations: { ...current.translations, [locale]: emptyTranslationInput() },
    }));
    form.setErrors((current) =>
      Object.fromEntries(
        Object.entries(current).filter(([path]) => !path.startsWith(`translations.${locale}.`)),
      ),
    );
    markChanged();
  };

  const save = async (intent: PublicationIntent) => {
    if (editsDraft && intent === 'save') return saveDraft();
    const input: PostEditorInput = { ...values, intent };
    const result = await form.submit(postEditorSchema, input, () => actions.save(input), intent);
    if (!result?.ok) return;
    markSaved(result.data?.values);
    if (result.data) setRow(result.data.row);
    // Unpublished, the post's draft went with the save: the editor starts again without it.
    if (intent === 'unpublish' && draft.savedDraft) {
      draft.stop();
      restart();
    }
  };

  const saveDraft = async () => {
    const input = draftValues();
    const result = await form.submit(
      draftInput,
      input,
      () =>
        draft.queued((revision) => actions.drafts.save({ base: row.updatedAt, revision }, input)),
      'save',
    );
    draft.refused(result);
    draft.keptDraft(result);
  };

  /** Keeps what is on screen as the draft, then makes that draft live. */
  const publishDraft = async () => {
    const input = draftValues();
    const result = await form.submit(
      postEditorSchema,
      input,
      () =>
        draft.queued(async (revision) => {
          const saved = await actions.drafts.save({ base: row.updatedAt, revision }, input);
          if (!saved.ok || !saved.data) return saved;
          draft.keptDraft(saved);
          return actions.drafts.publish(saved.data.revision);
        }),
      'publish',
    );
    draft.refused(result);
    if (!result) return;
    // Published, or refused as stale: the editor starts again from the post as saved (with what
    // differs from the draft, when stale). Refused beside a field or as a conflict: it stays.
    if (result.ok || (!result.conflict && !result.fieldErrors)) {
      draft.stop();
      restart();
    }
  };

  /** Discarding or keeping the draft: the editor then starts again from the server's post. */
  const changeDraft = async (
    kind: 'discard' | 'keep',
    change: (revision: number) => Promise<ActionResult>,
  ) => {
    setDrafting(kind);
    const result = await runWithToast(() => draft.queued(change));
    setDrafting(null);
    draft.refused(result);
    if (!result.ok) return;
    draft.stop();
    restart();
  };

  const discardDraft = () => {
    if (window.confirm(t('posts.drafts.discardConfirm')))
      void changeDraft('discard', actions.drafts.discard);
  };

  const keepDraft = () => void changeDraft('keep', actions.drafts.keep);

  const remove = async (gone: boolean) => {
    const title = values.translations.fr.title || row.title;
    if (!window.confirm(t('posts.editor.deleteConfirm', { title }))) return;
    setDeleting(true);
    const result = await runWithToast(() => actions.remove(values.id, gone));
    if (!result.ok) return setDeleting(false);
    markSaved();
    router.push('/admin/posts');
  };

  return {
    values,
    row,
    language,
    setLanguage,
    form,
    /** What is running: a publication intent, 'delete', a draft's discard or keep, or nothing. */
    pending: deleting ? 'delete' : (drafting ?? (form.pending as PublicationIntent | null)),
    /** Whether saves keep a draft (the post is online). */
    editsDraft,
    /** The draft as last saved (null: none), when this screen saved it, a refusal's message. */
    draft: draft.savedDraft,
    draftSavedAt: draft.draftSavedAt,
    conflict: draft.conflict,
    publishDraft,
    discardDraft,
    keepDraft,
    setPostField,
    setText,
    clearLanguage,
    save,
    remove,
    confirmation,
  };
}
