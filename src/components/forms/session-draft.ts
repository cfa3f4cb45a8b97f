'use client';

import { useEffect, type RefObject } from 'react';
import { honeypotField } from '@/lib/forms/honeypot';

/** The fields of a form a visitor types in: not hidden ones, not the honeypot. */
function typedFields(form: HTMLFormElement) {
  return Array.from(form.elements)
    .filter(
      (element): element is HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement =>
        (element instanceof HTMLInputElement && element.type !== 'hidden') ||
        element instanceof HTMLTextAreaElement ||
        element instanceof HTMLSelectElement,
    )
    .filter((element) => element.name !== '' && element.name !== honeypotField);
}

function readDraft(key: string): Record<string, string> {
  try {
    const saved: unknown = JSON.parse(sessionStorage.getItem(key) ?? 'null');
    return saved && typeof saved === 'object' ? (saved as Record<string, string>) : {};
  } catch {
    return {};
  }
}

/**
 * Keeps what the visitor typed in `form` for the browser session (sessionStorage: this tab only,
 * never sent anywhere), so switching language or coming back with Back finds it again (issue
 * 17). Restored into the fields that are still empty (a value the server gave back wins), once
 * the form has hydrated; `onRestore` is told. Call `clearDraft(key)` once the form is sent.
 */
export function useSessionDraft(
  form: RefObject<HTMLFormElement | null>,
  key: string,
  onRestore?: () => void,
): void {
  useEffect(() => {
    const element = form.current;
    if (!element) return;
    const draft = readDraft(key);
    let restored = false;
    for (const field of typedFields(element)) {
      const value = draft[field.name];
      if (typeof value === 'string' && value !== '' && field.value === '') {
        field.value = value;
        restored = true;
      }
    }
    if (restored) onRestore?.();
    const save = () => {
      const values = Object.fromEntries(
        typedFields(element)
          .filter((field) => field.value !== '')
          .map((field) => [field.name, field.value]),
      );
      try {
        if (Object.keys(values).length === 0) sessionStorage.removeItem(key);
        else sessionStorage.setItem(key, JSON.stringify(values));
      } catch {
        // Storage full or refused (private mode): the draft is simply not kept.
      }
    };
    element.addEventListener('input', save);
    element.addEventListener('change', save);
    return () => {
      element.removeEventListener('input', save);
      element.removeEventListener('change', save);
    };
    // onRestore is read once, at the first mount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [form, key]);
}

/** Forgets a form's draft: it was sent. */
export function clearDraft(key: string): void {
  try {
    sessionStorage.removeItem(key);
  } catch {
    // Nothing was kept.
  }
}
