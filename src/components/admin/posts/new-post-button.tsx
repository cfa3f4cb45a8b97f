'use client';
/**
 * '+ Nouvel article' and its modal (spec §2): Titre, Contenu, Statut, Annuler and Créer. Checked in
 * the browser with the server's schema. Created: toast 'Succès' / 'Article créé avec succès', the
 * dialog closes (its form starts empty next time) and the table, refreshed by the action, shows the
 * article at the top. Refused or failed: toast 'Erreur' / 'Échec de la création de l'article',
 * errors next to their fields, and what was typed stays.
 */
import { useId, useState, type FormEvent } from 'react';
import { toastError, toastSuccess } from '@/components/admin/ui/action-toast';
import { Button } from '@/components/admin/ui/button';
import {
  Field,
  fieldDescribedBy,
  inputClass,
  selectClass,
  textareaClass,
} from '@/components/admin/ui/form-field';
import { ModalButton } from '@/components/admin/ui/modal';
import type { ActionResult } from '@/lib/admin/action-result';
import {
  postFieldErrors,
  postLimits,
  postModalSchema,
  postStatuses,
  type PostErrorKey,
  type PostModalInput,
} from '@/lib/admin/post-schema';

/** The server action that creates the post (app/admin/(panel)/posts/actions.ts). */
export type NewPostAction = (input: PostModalInput) => Promise<ActionResult<unknown>>;

export interface NewPostTexts {
  open: string;
  title: string;
  description: string;
  titleLabel: string;
  content: string;
  contentHint: string;
  status: string;
  statuses: Record<PostModalInput['status'], string>;
  cancel: string;
  create: string;
  close: string;
  successTitle: string;
  errorTitle: string;
  failed: string;
  errors: Record<PostErrorKey, string>;
}

type Field = keyof PostModalInput;
type Errors = Partial<Record<Field, string>>;

const emptyPost: PostModalInput = { title: '', content: '', status: 'draft' };

export function NewPostButton({ action, texts }: { action: NewPostAction; texts: NewPostTexts }) {
  return (
    <ModalButton
      label={texts.open}
      title={texts.title}
      description={texts.description}
      closeLabel={texts.close}
      size="lg"
    >
      {(close) => <NewPostForm action={action} texts={texts} onDone={close} />}
    </ModalButton>
  );
}

function NewPostForm({
  action,
  texts,
  onDone,
}: {
  action: NewPostAction;
  texts: NewPostTexts;
  onDone: () => void;
}) {
  const id = useId();
  const [values, setValues] = useState<PostModalInput>(emptyPost);
  const [errors, setErrors] = useState<Errors>({});
  const [pending, setPending] = useState(false);

  const set = <Name extends Field>(field: Name, value: PostModalInput[Name]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const fail = (found: Errors) => {
    setErrors(found);
    toastError(texts.errorTitle, texts.failed);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    // Handled here rather than as a form action: React resets a form after its action, and a
    // refused article must keep what was typed.
    event.preventDefault();
    const checked = postModalSchema.safeParse(values);
    if (!checked.success) {
      fail(translate(postFieldErrors(checked.error), texts.errors));
      return;
    }
    setPending(true);
    try {
      const result = await action(values);
      if (result.ok) {
        toastSuccess(texts.successTitle, result.message);
        setValues(emptyPost);
        setErrors({});
        onDone();
      } else {
        fail((result.fieldErrors ?? {}) as Errors);
      }
    } catch {
      // The network or the server failed outright: same answer, the text stays.
      fail({});
    } finally {
      setPending(false);
    }
  };

  const controlProps = (field: Field, hint?: string) => ({
    id: `${id}-${field}`,
    name: field,
    'aria-invalid': Boolean(errors[field]),
    'aria-describedby': fieldDescribedBy(`${id}-${field}`, { error: errors[field], hint }),
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <Field id={`${id}-title`} label={texts.titleLabel} error={errors.title}>
        <input
          {...controlProps('title')}
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
        id={`${id}-content`}
        label={texts.content}
        error={errors.content}
        hint={texts.contentHint}
      >
        <textarea
          {...controlProps('content', texts.contentHint)}
          rows={10}
          maxLength={postLimits.content}
          value={values.content}
          onChange={(event) => set('content', event.target.value)}
          className={`${textareaClass} font-mono text-[13px]`}
        />
      </Field>
      <Field id={`${id}-status`} label={texts.status} error={errors.status}>
        <select
          {...controlProps('status')}
          value={values.status}
          onChange={(event) => set('status', event.target.value as PostModalInput['status'])}
          className={`${selectClass} sm:max-w-56`}
        >
          {postStatuses.map((status) => (
            <option key={status} value={status}>
              {texts.statuses[status]}
            </option>
          ))}
        </select>
      </Field>
      <div className="flex justify-end gap-2 pt-2">
        <Button variant="ghost" onClick={onDone}>
          {texts.cancel}
        </Button>
        <Button type="submit" variant="primary" disabled={pending} aria-busy={pending || undefined}>
          {texts.create}
        </Button>
      </div>
    </form>
  );
}

function translate(
  errors: Partial<Record<string, PostErrorKey>>,
  messages: Record<PostErrorKey, string>,
): Errors {
  return Object.fromEntries(
    Object.entries(errors).map(([field, key]) => [field, messages[key ?? 'form']]),
  );
}
