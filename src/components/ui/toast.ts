import { useSyncExternalStore } from 'react';

let raised = false;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Raises a toast, replacing any toast with the same id. Toasts only ever follow an action, so
 * sonner (about 10 KB gzip, and a style recalculation of the whole page when its styles arrive)
 * is fetched with the first one, and the page's <Toaster> mounts then: sonner shows the toasts
 * raised before its container subscribed.
 */
export async function showToast(
  kind: 'success' | 'error',
  message: string,
  options?: { id?: string; description?: string },
): Promise<void> {
  const { toast } = await import('sonner');
  toast[kind](message, options);
  if (raised) return;
  raised = true;
  for (const listener of listeners) listener();
}

/** True once the page has raised a toast: the moment its <Toaster> is needed. */
export function useToastRaised(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => raised,
    () => false,
  );
}
