'use client';
/**
 * The one form hook of the admin panel (decision 016). A form is checked in the browser with its
 * one zod schema (the server action checks again with the same one); errors are shown next to
 * their fields by path (`title`, `text.ar.quote`), translated from the admin's messages, and the
 * first wrong field gets the focus; the server action is called from the submit handler rather
 * than as React's form action, because React resets a form after its action and a refused form
 * must keep everything typed; its answer is toasted, and a refusal's field errors are shown.
 */
import { useTranslations } from 'next-intl';
import { useId, useState, type ReactNode } from 'react';
import * as z from 'zod/mini';
import { toastError, useRunWithToast } from '@/components/admin/ui/action-toast';
import { fieldDescribedBy } from '@/components/admin/ui/form-field';
import type { ActionResult } from '@/lib/admin/action-result';
import { fieldErrors } from '@/lib/forms/field-errors';

type Errors = Record<string, string>;

export function useAdminForm({
  errorMessages,
  knownErrors,
  refusalToast,
  onErrors,
}: {
  /** Where the form's error keys are translated: `posts.errors`, `content.errors`. */
  errorMessages: string;
  /** The keys that namespace holds; any other message reads as the whole form's error. */
  knownErrors?: readonly string[];
  /** The message toasted when the browser refuses the form (`posts.createFailed`), if any. */
  refusalToast?: string;
  /** Told about the errors shown, first one first (to open the language tab that holds it). */
  onErrors?: (fields: string[]) => void;
}) {
  const t = useTranslations();
  const runWithToast = useRunWithToast();
  const idPrefix = useId();
  const [errors, setErrors] = useState<Errors>({});
  const [pending, setPending] = useState<string | null>(null);

  /** The element id of the control for `name` (unique on the page). */
  const fieldId = (name: string) => `${idPrefix}-${name.replaceAll('.', '-')}`;

  const showErrors = (found: Errors) => {
    setErrors(found);
    const fields = Object.keys(found);
    onErrors?.(fields);
    if (fields[0] === undefined) return;
    const first = fieldId(fields[0]);
    // After React has shown the tab or panel that holds the field.
    requestAnimationFrame(() => document.getElementById(first)?.focus());
  };

  const clearError = (name: string) =>
    setErrors((current) => {
      if (!(name in current)) return current;
      const { [name]: _cleared, ...others } = current;
      return others;
    });

  /**
   * Checks `input` with `schema`, then sends it; the answer is toasted and returned. A form the
   * browser refuses is not sent (undefined). `label` names what is running, for its button.
   */
  const submit = async <Data>(
    schema: z.core.$ZodType,
    input: unknown,
    send: () => Promise<ActionResult<Data>>,
    label = 'submit',
  ): Promise<ActionResult<Data> | undefined> => {
    const checked = z.safeParse(schema, input);
    if (!checked.success) {
      const keys = fieldErrors(checked.error, knownErrors);
      showErrors(
        Object.fromEntries(
          Object.entries(keys).map(([name, key]) => [name, t(`${errorMessages}.${key}`)]),
        ),
      );
      if (refusalToast) toastError(t('common.error'), t(refusalToast));
      return undefined;
    }
    setPending(label);
    const result = await runWithToast(send);
    setPending(null);
    if (result.ok) setErrors({});
    else showErrors(result.fieldErrors ?? {});
    return result;
  };

  /** Props for a control: its id, and its error's accessibility wiring; typing clears the error. */
  const control = (name: string, hint?: ReactNode) => ({
    id: fieldId(name),
    'aria-invalid': Boolean(errors[name]) || undefined,
    'aria-describedby': fieldDescribedBy(fieldId(name), { error: errors[name], hint }),
    onInput: () => clearError(name),
  });

  return {
    errors,
    pending,
    hasErrors: Object.keys(errors).length > 0,
    fieldId,
    control,
    clearError,
    setErrors,
    submit,
  };
}
