'use client';
/**
 * Unsaved work is never thrown away without asking (issue 17 §13, decision 029). While the
 * form's `hasChanges()` says so:
 * - closing the tab, reloading, typing another address: the browser's own question
 *   (`beforeunload`; browsers show their own words);
 * - following a link in this tab (the sidebar, 'Annuler', the language switch) or sending a form
 *   marked `data-leaves-page` (sign-out): our question first; kept, nothing happens; discarded,
 *   the same click or submit again, let through this time;
 * - the browser's back or forward button: Next's router would show the other page at once, so
 *   the `popstate` is stopped before the router hears it, this page's entry is put back on top
 *   of the history (the address bar shows this page again), and the question is asked;
 *   discarded, back again, let through this time.
 * The question is `useDiscardConfirmation`'s dialog, which the caller renders.
 */
import { useEffect, useRef, type ReactNode, type RefObject } from 'react';
import { useDiscardConfirmation } from '@/components/admin/ui/discard-dialog';

/** Whether `to` is another document than the one shown (its fragment aside). */
function leavesDocument(to: URL): boolean {
  const here = new URL(window.location.href);
  return to.origin !== here.origin || to.pathname !== here.pathname || to.search !== here.search;
}

/** The link a click follows in this tab to another page, if any. */
function linkLeavingPage(event: MouseEvent): HTMLAnchorElement | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(anchor instanceof HTMLAnchorElement)) return null;
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return null;
  const to = new URL(anchor.href, window.location.href);
  if (to.protocol !== 'http:' && to.protocol !== 'https:') return null;
  return leavesDocument(to) ? anchor : null;
}

/**
 * Guards the page's unsaved work while `hasChanges()` is true (read at the moment someone
 * leaves). Returns `confirmDiscard()` (for the caller's own ways of closing, such as a dialog's
 * Escape) and the confirmation dialog to render.
 */
export function useUnsavedChanges(hasChanges: () => boolean): {
  confirmDiscard: () => Promise<boolean>;
  confirmation: ReactNode;
} {
  const { confirmDiscard, confirmation } = useDiscardConfirmation();
  const changes = useRef(hasChanges);
  // This page's history entry as Next last wrote it (URL and router state), to put back.
  const entry = useRef<{ url: string; state: unknown } | null>(null);

  useEffect(() => {
    changes.current = hasChanges;
    entry.current = { url: window.location.href, state: window.history.state };
  });

  useEffect(() => {
    // The person chose to throw the changes away: nothing asks again on the way out.
    let discarded = false;
    let replaying = false;
    let passNextPopState = false;
    const unsaved = () => !discarded && changes.current();

    const leaveAfterAsking = (leave: () => void) =>
      void confirmDiscard().then((discard) => {
        if (!discard) return;
        discarded = true;
        leave();
      });

    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (unsaved()) event.preventDefault();
    };

    const onClick = (event: MouseEvent) => {
      if (replaying) return;
      const anchor = linkLeavingPage(event);
      if (!anchor || !unsaved()) return;
      event.preventDefault();
      event.stopPropagation();
      leaveAfterAsking(() => {
        replaying = true;
        anchor.click();
        replaying = false;
      });
    };

    const onSubmit = (event: SubmitEvent) => {
      const form = event.target;
      if (replaying || !(form instanceof HTMLFormElement) || !form.hasAttribute('data-leaves-page'))
        return;
      if (!unsaved()) return;
      event.preventDefault();
      event.stopPropagation();
      leaveAfterAsking(() => {
        replaying = true;
        form.requestSubmit();
        replaying = false;
      });
    };

    const onPopState = (event: PopStateEvent) => {
      if (passNextPopState) {
        passNextPopState = false;
        return;
      }
      const here = entry.current;
      if (!here || !unsaved() || !leavesDocument(new URL(here.url))) return;
      // Before Next's router (a listener on window too, added later, not capturing) sees it.
      event.stopImmediatePropagation();
      // The state holds Next's own keys, so its history patch passes it through unchanged.
      window.history.pushState(here.state, '', here.url);
      leaveAfterAsking(() => {
        passNextPopState = true;
        window.history.back();
      });
    };

    window.addEventListener('beforeunload', onBeforeUnload);
    window.addEventListener('popstate', onPopState, true);
    document.addEventListener('click', onClick, true);
    document.addEventListener('submit', onSubmit, true);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      window.removeEventListener('popstate', onPopState, true);
      document.removeEventListener('click', onClick, true);
      document.removeEventListener('submit', onSubmit, true);
    };
  }, [confirmDiscard]);

  return { confirmDiscard, confirmation };
}

/**
 * What the forms inside `root` hold, as one string: equal strings, nothing changed. Controls
 * without a name are not part of it (nor of what the form sends).
 */
export function formValues(root: Element | null): string {
  if (!root) return '';
  const forms = root instanceof HTMLFormElement ? [root] : [...root.querySelectorAll('form')];
  return JSON.stringify(
    forms.map((form) =>
      [...new FormData(form)].map(([name, value]) => [
        name,
        typeof value === 'string' ? value : `${value.name}:${value.size}`,
      ]),
    ),
  );
}

/**
 * For an uncontrolled form (attach `form` to the <form>): whether its values differ from those
 * it was drawn with.
 */
export function useFormChanges(form: RefObject<HTMLFormElement | null>): () => boolean {
  const initial = useRef<string | null>(null);
  useEffect(() => {
    initial.current = formValues(form.current);
  }, [form]);
  return () => initial.current !== null && formValues(form.current) !== initial.current;
}
