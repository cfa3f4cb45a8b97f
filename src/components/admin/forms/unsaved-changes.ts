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
 * The question is `useDiscardConfirmation`'s dialog, which the caller renders. The listeners
 * are installed once for the admin (`UnsavedChangesListeners`, in its root layout) and serve
 * every guard shown.
 */
import { useEffect, useLayoutEffect, useRef, type ReactNode, type RefObject } from 'react';
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

/** A form whose unsaved work is guarded (one per `useUnsavedChanges`, while it is shown). */
interface Guard {
  hasChanges: () => boolean;
  confirmDiscard: () => Promise<boolean>;
  /** The person chose to throw the changes away (and is leaving). */
  discarded: boolean;
  /** Its page's history entry (URL and Next's state), to put back when Back is refused. */
  entry: { url: string; state: unknown };
}

const guards = new Set<Guard>();
/** The person chose to throw the changes away: nothing asks again on the way out. */
let leaving = false;
/** A click or submit sent again after the question: let through. */
let replaying = false;
/** The Back sent after the question: let through to Next's router. */
let passNextPopState = false;

function guardWithChanges(): Guard | undefined {
  if (leaving) return undefined;
  for (const guard of guards) if (guard.hasChanges()) return guard;
  return undefined;
}

function leaveAfterAsking(guard: Guard, leave: () => void): void {
  void guard.confirmDiscard().then((discard) => {
    if (!discard) return;
    leaving = true;
    guard.discarded = true;
    leave();
  });
}

function onBeforeUnload(event: BeforeUnloadEvent): void {
  if (guardWithChanges()) event.preventDefault();
}

/** Holds a click or submit and asks; discarded, `again()` sends the same one, let through. */
function holdAndAsk(event: Event, guard: Guard, again: () => void): void {
  event.preventDefault();
  event.stopPropagation();
  leaveAfterAsking(guard, () => {
    replaying = true;
    again();
    replaying = false;
  });
}

function onClick(event: MouseEvent): void {
  const anchor = replaying ? null : linkLeavingPage(event);
  const guard = anchor && guardWithChanges();
  if (anchor && guard) holdAndAsk(event, guard, () => anchor.click());
}

/** Sending a form marked `data-leaves-page` (sign-out) is leaving too. */
function onSubmit(event: SubmitEvent): void {
  const form = event.target;
  if (replaying || !(form instanceof HTMLFormElement) || !form.hasAttribute('data-leaves-page'))
    return;
  const guard = guardWithChanges();
  if (guard) holdAndAsk(event, guard, () => form.requestSubmit());
}

function onPopState(event: PopStateEvent): void {
  if (passNextPopState) {
    passNextPopState = false;
    return;
  }
  const guard = guardWithChanges();
  if (!guard || !leavesDocument(new URL(guard.entry.url))) return;
  // Next's router, which would show the other page at once, never hears of it.
  event.stopImmediatePropagation();
  // The state holds Next's own keys, so its history patch passes it through unchanged.
  window.history.pushState(guard.entry.state, '', guard.entry.url);
  leaveAfterAsking(guard, () => {
    passNextPopState = true;
    window.history.back();
  });
}

/**
 * Installs the listeners every guard relies on, once, for the whole admin (its root layout
 * renders it). Listeners of one target run in the order they were added, and Next's router adds
 * its `popstate` listener in an effect of the router itself: this layout effect, run before any
 * effect of an ancestor, puts ours first, so a refused Back never reaches the router.
 */
export function UnsavedChangesListeners(): null {
  useLayoutEffect(() => {
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
  }, []);
  return null;
}

/**
 * Guards the page's unsaved work while `hasChanges()` is true (read at the moment someone
 * leaves), through the admin's `UnsavedChangesListeners`. `discard()` puts the form back as it
 * was saved once the person has left it that way (Next keeps a page it left, state and all, and
 * shows it again on Back: what was thrown away must not come back). Returns `confirmDiscard()`
 * (for the caller's own ways of closing, such as a dialog's Escape) and the dialog to render.
 */
export function useUnsavedChanges(
  hasChanges: () => boolean,
  discard?: () => void,
): {
  confirmDiscard: () => Promise<boolean>;
  confirmation: ReactNode;
} {
  const { confirmDiscard, confirmation } = useDiscardConfirmation();
  const changes = useRef(hasChanges);
  const discardChanges = useRef(discard);
  const registered = useRef<Guard | null>(null);

  useEffect(() => {
    changes.current = hasChanges;
    discardChanges.current = discard;
    // Next rewrites its state of this entry as the page changes (a save refreshes it).
    const guard = registered.current;
    if (guard && window.location.href === guard.entry.url) guard.entry.state = window.history.state;
  });

  // While the page is shown: Next keeps a page it left in a hidden <Activity>, whose effects are
  // cleaned up, and shows it again, state and all, on Back.
  useEffect(() => {
    const guard: Guard = {
      hasChanges: () => changes.current(),
      confirmDiscard,
      discarded: false,
      entry: { url: window.location.href, state: window.history.state },
    };
    registered.current = guard;
    guards.add(guard);
    leaving = false;
    return () => {
      guards.delete(guard);
      registered.current = null;
      // The page is hidden or gone now: what was thrown away is thrown away.
      if (guard.discarded) discardChanges.current?.();
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
 * it was drawn with, or last saved. `markSaved` after a save: until the screen redraws the form
 * from the saved record, its inputs still differ from what they were drawn with, and a link
 * clicked meanwhile would ask to discard changes that are saved.
 */
export function useFormChanges(form: RefObject<HTMLFormElement | null>): {
  hasChanges: () => boolean;
  markSaved: () => void;
} {
  const initial = useRef<string | null>(null);
  useEffect(() => {
    initial.current = formValues(form.current);
  }, [form]);
  return {
    hasChanges: () => initial.current !== null && formValues(form.current) !== initial.current,
    markSaved: () => {
      initial.current = formValues(form.current);
    },
  };
}
