'use client';
/**
 * '+ Nouvel article' and its modal (spec §2): Titre, Contenu, Statut, Annuler and Créer. Checked in
 * the browser with the server's schema. Created: toast 'Succès' / 'Article créé avec succès', the
 * dialog closes (its form starts empty next time) and the table, refreshed by the action, shows the
 * article at the top. Refused or failed: toast 'Erreur' / 'Échec de la création de l'article',
 * errors next to their fields, and what was typed stays.
 */
import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { useAdminForm } from '@/components/admin/forms/use-admin-form';
import { Field, inputClass, selectClass, textareaClass } from '@/components/admin/ui/form-field';
import { ModalButton, ModalFormActions } from '@/components/admin/ui/modal';
import type { ActionResult } from '@/lib/admin/action-result';
import {
  postErrorKeys,
  postLimits,
  postModalSchema,
  postStatuses,
  type PostModalInput,
} from '@/lib/admin/post-schema';

/** The server action that creates the post (app/admin/(panel)/posts/actions.ts). */
export type NewPostAction = (input: PostModalInput) => Promise<ActionResult<unknown>>;

type FieldName = keyof PostModalInput;

const emptyPost: PostModalInput = { title: '', content: '', status: 'draft' };

export function NewPostButton({ action }: { action: NewPostAction }) {
  const t = useTranslations('posts');
  return (
    <ModalButton
      label={t('newPost')}
      title={t('modal.title')}
      description={t('modal.description')}
      closeLabel={t('modal.close')}
      size="lg"
    >
      {(close) => <NewPostForm action={action} onDone={close} />}
    </ModalButton>
  );
}

function NewPostForm({ action, onDone }: { action: NewPostAction; onDone: () => void }) {
  const t = useTranslations('posts');
  const [values, setValues] = useState<PostModalInput>(emptyPost);
  const form = useAdminForm({
    errorMessages: 'posts.errors',
    knownErrors: postErrorKeys,
    refusalToast: 'posts.createFailed',
  });

  const set = <Name extends FieldName>(field: Name, value: PostModalInput[Name]) => {
    setValues((current) => ({ ...current, [field]: value }));
    form.clearError(field);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = await form.submit(postModalSchema, values, () => action(values));
    if (!result?.ok) return;
    setValues(emptyPost);
    onDone();
  };

  const contentHint = t('modal.contentHint');
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <Field id={form.fieldId('title')} label={t('modal.titleLabel')} error={form.errors.title}>
        <input
          {...form.control('title')}
          name="title"
          type="text"
          required
          autoComplete="off"
          maxLength={postLimits.title}
          value={values.title}
          onChange={(event) => set('title', event.target.value)}
          className={inputClass}
        />
      </Field>
      <Field
        id={form.fieldId('content')}
        label={t('modal.content')}
        error={form.errors.content}
        hint={contentHint}
      >
        <textarea
          {...form.control('content', contentHint)}
          name="content"
          rows={10}
          maxLength={postLimits.content}
          value={values.content}
          onChange={(event) => set('content', event.target.value)}
          className={`${textareaClass} font-mono text-[13px]`}
        />
      </Field>
      <Field id={form.fieldId('status')} label={t('modal.status')} error={form.errors.status}>
        <select
          {...form.control('status')}
          name="status"
          value={values.status}
          onChange={(event) => set('status', event.target.value as PostModalInput['status'])}
          className={`${selectClass} sm:max-w-56`}
        >
          {postStatuses.map((status) => (
            <option key={status} value={status}>
              {t(`states.${status}`)}
            </option>
          ))}
        </select>
      </Field>
      <ModalFormActions
        cancelLabel={t('modal.cancel')}
        submitLabel={t('modal.create')}
        pending={form.pending !== null}
      />
    </form>
  );
}
