'use client';
import { useFormatter } from 'next-intl';

/**
 * The time an editor's work was last kept (a draft, a letter's autosave), as the editors read it:
 * Swiss time, to the second, so two saves a moment apart read apart.
 */
export function useSavedTime(): (at: string) => string {
  const format = useFormatter();
  return (at) => format.dateTime(new Date(at), { timeStyle: 'medium', timeZone: 'Europe/Zurich' });
}
