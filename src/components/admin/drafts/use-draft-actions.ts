'use client';
/**
 * A form editing a draft (decisions 068, 071): its saves and autosave (useDraftEditing), and its
 * buttons. "Enregistrer le brouillon" (the form's submit) checks the form with the draft's schema and keeps it; "Publier" checks it with
 * the publish's schema and makes it live; discarding (after a confirmation) or keeping a stale
 * draft. Each runs after the saves already queued; a conflict is shown; after a publish, a
 * discard or a keep the autosave stops and the screen is drawn anew, the form starting again
 * from it (its key changes).
 */
import { useRouter } from 'next/navigation';
import type { FormEvent, RefObject } from 'react';
import * as z from 'zod/mini';
import type { useAdminForm } from '@/components/admin/forms/use-admin-form';
import { useRunWithToast } from '@/components/admin/ui/action-toast';
import type { ActionResult } from '@/lib/admin/action-result';
import { useDraftEditing, type DraftAnswer, type FormDraft } from './use-draft-editing';

/** The server actions a form editing a draft is bound to, each naming the draft's revision. */
export interface DraftServerActions {
  saveDraft: (revision: number, formData: FormData) => Promise<DraftAnswer>;
  publish: (revision: number, formData: FormData) => Promise<ActionResult>;
  discard: (revision: number) => Promise<ActionResult>;
  /** Keeps the draft over the version published since (the stale note's button). */
  keepDraft: (revision: number) => Promise<ActionResult>;
}

export function useDraftActions({
  form,
  formRef,
  changes,
  draft,
  values,
  draftSchema,
  publishSchema,
  discardConfirmation,
  ...actions
}: {
  form: ReturnType<typeof useAdminForm>;
  formRef: RefObject<HTMLFormElement | null>;
  changes: { hasChanges: () => boolean; markSaved: () => void };
  /** The draft the screen read, if any. */
  draft: FormDraft | null;
  /** The posted form in the schemas' shape. */
  values: (formData: FormData) => unknown;
  /** What a draft must be to be kept (bounded, half done allowed). */
  draftSchema: z.core.$ZodType;
  /** What the published document must be. */
  publishSchema: z.core.$ZodType;
  /** The question asked before a draft is discarded. */
  discardConfirmation: string;
} & DraftServerActions) {
  const { saveDraft } = actions;
  // The autosave keeps only what the draft's save would take.
  const editing = useDraftEditing({
    formRef,
    changes,
    draft,
    saveDraft,
    canAutosave: (data) => z.safeParse(draftSchema, values(data)).success,
  });
  const { queued, keptDraft, refused, stop } = editing;
  const router = useRouter();
  const runWithToast = useRunWithToast();

  /** After a publish, a discard or a keep (undefined: refused by the browser): drawn anew. */
  const redrawn = (result: ActionResult | undefined) => {
    refused(result);
    if (!result?.ok) return;
    stop();
    router.refresh();
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const result = await form.submit(
      draftSchema,
      values(data),
      () => queued((current) => saveDraft(current, data)),
      'draft',
    );
    refused(result);
    keptDraft(result);
  };

  const onPublish = async () => {
    const data = new FormData(formRef.current!);
    redrawn(
      await form.submit(
        publishSchema,
        values(data),
        () => queued((current) => actions.publish(current, data)),
        'publish',
      ),
    );
  };

  const changeDraft = async (change: (revision: number) => Promise<ActionResult>) =>
    redrawn(await runWithToast(() => queued(change)));

  const onDiscard = () => {
    if (window.confirm(discardConfirmation)) void changeDraft(actions.discard);
  };

  /** After a conflict: what was typed gives way to what is saved now, without the leave question. */
  const onReload = () => {
    stop();
    window.location.reload();
  };

  return {
    editing,
    onReload,
    onSubmit,
    onPublish,
    onDiscard,
    onKeep: () => changeDraft(actions.keepDraft),
  };
}
