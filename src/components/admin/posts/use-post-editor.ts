'use client';
/**
 * The article editor's state: the values as typed (every language), the post as last saved,
 * the language shown, unsaved changes (leaving asks first: `confirmation` is the question to
 * render), and the two things it sends: a
 * save with its publication intent, and deletion. Saves go through the admin form hook, so the
 * browser checks with the server's schema first; the server answers the post as saved (slugs
 * and excerpts it made included), which the editor then shows.
 */
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useTranslatedEditor } from '@/components/admin/forms/use-translated-editor';
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

export interface PostEditorActions {
  save: (input: PostEditorInput) => Promise<ActionResult<EditorPost | undefined>>;
  /** `gone`: its old public addresses answer 410 instead of leading to the blog. */
  remove: (id: string, gone: boolean) => Promise<ActionResult>;
  preview: (markdown: string, locale: string) => Promise<string>;
}

export type PostField = Exclude<keyof PostEditorInput, 'translations' | 'id' | 'intent'>;

export function usePostEditor(initial: EditorPost, actions: PostEditorActions) {
  const t = useTranslations();
  const runWithToast = useRunWithToast();
  const router = useRouter();
  const { values, setValues, language, setLanguage, form, confirmation, markChanged, markSaved } =
    useTranslatedEditor(initial.values, {
      errorMessages: 'posts.errors',
      knownErrors: postErrorKeys,
      refusalToast: 'posts.results.invalid',
    });
  const [row, setRow] = useState(initial.row);
  const [deleting, setDeleting] = useState(false);

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
    const input: PostEditorInput = { ...values, intent };
    const result = await form.submit(postEditorSchema, input, () => actions.save(input), intent);
    if (!result?.ok) return;
    markSaved(result.data?.values);
    if (result.data) setRow(result.data.row);
  };

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
    /** What is running: a publication intent, 'delete', or nothing. */
    pending: deleting ? 'delete' : (form.pending as PublicationIntent | null),
    setPostField,
    setText,
    clearLanguage,
    save,
    remove,
    confirmation,
  };
}
