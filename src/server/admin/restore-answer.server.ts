import 'server-only';
import type { ActionResult } from '@/lib/admin/action-result';
import { adminTranslator, type AdminTranslator } from '@/server/admin/admin-i18n.server';

/*
 * What every history screen's restore answers (decision 064), whatever the kind: restored, the
 * document gone, saved since the screen showed it, or a version today's rules refuse.
 */

/** A restore's outcome: written, the document gone, saved since the screen showed it, or refused. */
export type RestoreOutcome = 'saved' | 'missing' | 'conflict' | 'invalid';

/** What a history screen binds its restore to: the document and the last change it showed. */
export function shownDocument(id: unknown, updatedAt: unknown): { id: string; updatedAt: string } {
  return { id: String(id), updatedAt: String(updatedAt) };
}

/**
 * The toast of a restore of version `number`; `missing` says, in the kind's words, that it is
 * gone, and `conflict` that it changed since (a page's FAQ order says "the order").
 */
export async function restoreAnswer(
  outcome: RestoreOutcome,
  number: number,
  missing: Parameters<AdminTranslator>[0],
  conflict: Parameters<AdminTranslator>[0] = 'content.history.conflict',
): Promise<ActionResult> {
  const t = await adminTranslator();
  switch (outcome) {
    case 'saved':
      return { ok: true, message: t('pages.history.restored', { number }) };
    case 'missing':
      return { ok: false, message: t(missing) };
    case 'conflict':
      return { ok: false, message: t(conflict), conflict: true };
    case 'invalid':
      return { ok: false, message: t('pages.history.invalid') };
  }
}
