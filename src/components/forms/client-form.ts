'use client';

import { useCallback, useRef, useSyncExternalStore } from 'react';
import type { FormState } from '@/lib/forms/form-state';

const subscribeToNothing = () => () => {};

/**
 * True once React runs in the browser. Forms use it to take over from the browser's own
 * validation (translated messages instead of the browser's) only when their script can.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}

/** Empties every field, including values a server-rendered form was given as defaults. */
export function clearForm(form: HTMLFormElement): void {
  for (const element of Array.from(form.elements)) {
    if (element instanceof HTMLInputElement && element.type !== 'hidden') element.value = '';
    else if (element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement)
      element.value = '';
  }
}

/** The first field named in `errors`, in the form's order. */
export function firstErrorField(
  form: HTMLFormElement,
  errors: Record<string, unknown>,
): HTMLElement | undefined {
  return Array.from(form.elements).find((element): element is HTMLElement => {
    const name = (element as HTMLInputElement).name;
    return Boolean(name && errors[name]);
  });
}

export interface Submission {
  /** False once a newer submission of the same form has started: this one gives way. */
  isLatest(): boolean;
  /**
   * Moves the focus to `element` only if the visitor has not moved it since pressing send: an
   * answer that arrives late never pulls the caret out of the field they went on typing in.
   */
  focus(element: HTMLElement | null | undefined): void;
}

/**
 * Starts submissions of a form whose schema is fetched on demand. Its check waits for the schema
 * (and its answer for the server), and meanwhile the visitor may type on or press send again;
 * each call marks a new submission that knows whether it is still the latest.
 */
export function useSubmissions(): () => Submission {
  const latest = useRef(0);
  return useCallback(() => {
    const turn = ++latest.current;
    const focusedAtSend = document.activeElement;
    return {
      isLatest: () => turn === latest.current,
      focus(element) {
        // A send button disabled while it waits loses the focus to <body>: that is not the visitor.
        const focused = document.activeElement;
        if (element && (focused === focusedAtSend || focused === document.body)) element.focus();
      },
    };
  }, []);
}

/** Posts a form's fields as JSON to its endpoint; resolves to the status and JSON body. */
export async function postForm(
  url: string,
  fields: Record<string, string>,
): Promise<{ status: number; body: { errors?: Record<string, { code: string }> } }> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(fields),
  });
  const body = await response.json().catch(() => ({}));
  return { status: response.status, body };
}

/**
 * Without JavaScript there are no toasts: what a failed submission says above the form. A form
 * whose only field shows its own error passes no `invalid` text.
 */
export function submissionAlert(
  status: FormState<string, string>['status'],
  texts: { invalid?: string; rateLimited: string; failed: string },
): string | undefined {
  if (status === 'invalid') return texts.invalid;
  if (status === 'rate-limited') return texts.rateLimited;
  if (status === 'error') return texts.failed;
  return undefined;
}
