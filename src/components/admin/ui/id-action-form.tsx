'use client';
/** A row's one-button form: posts the row's id to its action, toasts the answer, hands it on. */
import type { ReactNode } from 'react';
import { useRunWithToast } from '@/components/admin/ui/action-toast';
import type { ActionResult } from '@/lib/admin/action-result';

export interface IdActionFormProps<Data> {
  id: string;
  action: (formData: FormData) => Promise<ActionResult<Data>>;
  /** What the row does with the answer besides the toast (a new secret to show). */
  onResult?: (result: ActionResult<Data>) => void;
  /** The submit button. */
  children: ReactNode;
}

export function IdActionForm<Data = undefined>({
  id,
  action,
  onResult,
  children,
}: IdActionFormProps<Data>) {
  const run = useRunWithToast();
  return (
    <form
      action={async (formData) => {
        // Run first: `onResult?.(…)` would not even evaluate its argument without a callback.
        const result = await run(() => action(formData));
        onResult?.(result);
      }}
    >
      <input type="hidden" name="id" value={id} />
      {children}
    </form>
  );
}
