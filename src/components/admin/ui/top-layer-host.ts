'use client';
/**
 * The element the admin's toasts render into: <body>, or the modal dialog on top while one is
 * open. A modal <dialog> sits in the browser's top layer, above every z-index, and makes the rest
 * of the page inert: a toast outside it (a refused new article) was drawn behind its backdrop and
 * hidden from screen readers (issue 36). The element is moved, not re-rendered: toasts on screen
 * stay where they are.
 */
import { useEffect, useState, useSyncExternalStore } from 'react';

const noChanges = () => () => undefined;

export function useTopLayerHost(): HTMLElement | null {
  // Rendered into only once hydrated: the server's page has no such element.
  const hydrated = useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
  const [element] = useState(() =>
    typeof document === 'undefined' ? null : document.createElement('div'),
  );
  useEffect(() => {
    if (!element) return;
    // Modal dialogs open now, in the order they opened: the last one is on top.
    let opened: HTMLDialogElement[] = [];
    const place = () => {
      opened = opened.filter((dialog) => dialog.isConnected && dialog.matches(':modal'));
      for (const dialog of document.querySelectorAll('dialog')) {
        if (dialog.matches(':modal') && !opened.includes(dialog)) opened.push(dialog);
      }
      const target = opened.at(-1) ?? document.body;
      if (element.parentElement !== target) target.append(element);
    };
    place();
    const observer = new MutationObserver(place);
    observer.observe(document.body, {
      subtree: true,
      childList: true,
      attributeFilter: ['open'],
    });
    return () => {
      observer.disconnect();
      element.remove();
    };
  }, [element]);
  return hydrated ? element : null;
}
