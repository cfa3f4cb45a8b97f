'use client';
/**
 * A small form in a dialog (add a redirect, invite a user), on the one form hook: its values kept
 * as typed (changing a field clears that field's error), checked with the form's schema on submit
 * and sent as the form's FormData; once accepted the dialog closes, refused it keeps everything.
 */
import { useState, type FormEvent } from 'react';
import type * as z from 'zod/mini';
import { useAdminForm } from '@/components/admin/forms/use-admin-form';
import type { ActionResult } from '@/lib/admin/action-result';

export function useDialogForm<Values extends Record<string, string>>({
  initial,
  schema,
  send,
  onDone,
  ...formOptions
}: Parameters<typeof useAdminForm>[0] & {
  initial: Values;
  schema: z.core.$ZodType;
  /** Sends the checked form: its FormData, and its values as typed. */
  send: (formData: FormData, values: Values) => Promise<ActionResult<unknown>>;
  /** Closes the dialog once the server accepted the form. */
  onDone: () => void;
}) {
  const [values, setValues] = useState(initial);
  const form = useAdminForm(formOptions);

  const set = (field: keyof Values & string) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    form.clearError(field);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formData = new FormData(event.currentTarget);
    const result = await form.submit(schema, values, () => send(formData, values));
    if (result?.ok) onDone();
  };

  return { form, values, set, submit };
}
