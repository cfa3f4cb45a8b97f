'use client';
/** A row's one-button form: posts the row's id to its action and toasts the answer. */
import type { ReactNode } from 'react';
import { useRunWithToast } from '@/components/admin/ui/action-toast';
import type { AdminFormAction } from '@/lib/admin/action-result';

export function IdActionForm({
  id,
  action,
  children,
}: {
  id: string;
  action: AdminFormAction;
  /** The submit button. */
  children: ReactNode;
}) {
  const run = useRunWithToast();
  return (
    <form
      action={async (formData) => {
        await run(() => action(formData));
      }}
    >
      <input type="hidden" name="id" value={id} />
      {children}
    </form>
  );
}
