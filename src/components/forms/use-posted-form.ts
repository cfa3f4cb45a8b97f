'use client';

import { useState, type FormEvent } from 'react';
import type * as z from 'zod/mini';
import {
  clearForm,
  postForm,
  useSubmissions,
  type Submission,
} from '@/components/forms/client-form';
import { clearDraft } from '@/components/forms/session-draft';
import { showToast } from '@/components/ui/toast';
import { formDataFields } from '@/lib/forms/form-state';

/** What a refusal handler is told: the form, its fields as sent, and the submission it answers. */
export interface Refusal {
  form: HTMLFormElement;
  fields: Record<string, string>;
  submission: Submission;
}

/**
 * How a public form (contact, newsletter sign-up) sends with JavaScript. The shared schema is
 * fetched on demand and checks the form as it is once it is in; a valid form is posted as JSON to
 * `endpoint`. Accepted (201): the form and its saved draft are emptied. Refused by the server's
 * own check (400): `onRefused` shows it, or says it cannot (false) and the failure toast shows.
 * Rate-limited (429) or failed: a toast with `toastId`. Pressing send again while a form is on its
 * way does nothing; a check a newer submission overtook is dropped.
 */
export function usePostedForm({
  endpoint,
  loadSchema,
  draftKey,
  toastId,
  texts,
  onInvalid,
  onValid,
  onSent,
  onRefused,
}: {
  endpoint: string;
  loadSchema: () => Promise<z.ZodMiniType>;
  draftKey: string;
  toastId: string;
  texts: { rateLimited: string; failed: string };
  /** The browser's check refused the form. */
  onInvalid: (refusal: Refusal & { error: z.core.$ZodError }) => void;
  /** The browser's check passed: the form is about to be sent. */
  onValid: () => void;
  /** The server accepted the form (already emptied). */
  onSent: () => void;
  /** The server refused the form; true once its errors are shown. */
  onRefused: (refusal: Refusal & { body: Awaited<ReturnType<typeof postForm>>['body'] }) => boolean;
}) {
  const [submitting, setSubmitting] = useState(false);
  const startSubmission = useSubmissions();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const form = event.currentTarget;
    const submission = startSubmission();
    const schema = await loadSchema();
    if (!submission.isLatest()) return;
    // The form as it is once the schema is in: the visitor may have typed on meanwhile.
    const fields = formDataFields(new FormData(form));
    const parsed = schema.safeParse(fields);
    if (!parsed.success) return onInvalid({ form, fields, submission, error: parsed.error });
    onValid();
    setSubmitting(true);
    try {
      const { status, body } = await postForm(endpoint, fields);
      if (status === 201) {
        clearForm(form);
        clearDraft(draftKey);
        onSent();
      } else if (status !== 400 || !onRefused({ form, fields, submission, body })) {
        const message = status === 429 ? texts.rateLimited : texts.failed;
        void showToast('error', message, { id: toastId });
      }
    } catch {
      void showToast('error', texts.failed, { id: toastId });
    } finally {
      setSubmitting(false);
    }
  }

  return { submit, submitting };
}
