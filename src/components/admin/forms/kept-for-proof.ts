'use client';
/**
 * What a form sends to an action that may first ask for a fresh proof of identity (decision
 * 038): the action then leads to /admin/confirm-identity, which brings the person back to this
 * page, where the form must still hold everything they had entered. So the values are kept in
 * the tab's sessionStorage while the action runs: an answer (success or refusal) drops them; a
 * redirect never answers, so they are still there when the page opens again, and `restore`
 * gets them back once. Kept per tab, never sent anywhere, gone with the tab.
 */
import { useEffect, useRef } from 'react';

const prefix = 'admin-kept-for-proof:';

export function useKeptForProof<Values>(key: string, restore: (values: Values) => void) {
  const storageKey = `${prefix}${key}`;
  // The latest `restore`, read once after the first render (not a dependency of the effect).
  const restoreRef = useRef(restore);
  useEffect(() => {
    restoreRef.current = restore;
  });

  useEffect(() => {
    const kept = sessionStorage.getItem(storageKey);
    if (kept === null) return;
    sessionStorage.removeItem(storageKey);
    try {
      restoreRef.current(JSON.parse(kept) as Values);
    } catch {
      // Unreadable (another version's shape): nothing to give back.
    }
  }, [storageKey]);

  /** Runs `send` with `values` kept until it answers. */
  return async <Result>(values: Values, send: () => Promise<Result>): Promise<Result> => {
    sessionStorage.setItem(storageKey, JSON.stringify(values));
    const result = await send();
    sessionStorage.removeItem(storageKey);
    return result;
  };
}
