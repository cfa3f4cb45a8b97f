'use server';

import type { ActionResult } from '@/lib/admin/action-result';
import { adminTranslator } from '@/server/admin/admin-i18n.server';
import { requireStaff } from '@/server/auth/guards.server';
import { refreshAfter } from '@/server/cache/content-cache.server';
import { getDb } from '@/server/db/connection.server';
import { restoreAnswer, shownDocument } from '@/server/admin/restore-answer.server';
import { isVersionedKind, versionedKinds, type VersionedKind } from './versioned-kinds';

/**
 * Brings a kept version of a record back (decision 064), bound by its history screen to the
 * record and the last change it showed (a save since is a conflict). Audited, itself a version.
 */
export async function restoreContentVersionAction(
  kind: VersionedKind,
  id: string,
  updatedAt: string,
  number: number,
): Promise<ActionResult> {
  const staff = await requireStaff();
  if (!isVersionedKind(String(kind)))
    return restoreAnswer('missing', number, 'pages.toasts.notFound');
  const versioned = versionedKinds[kind];
  const target = shownDocument(id, updatedAt);
  const outcome = await versioned.restore(getDb(), staff, target, Number(number));
  // A landing page's version whose address another page holds now.
  if (typeof outcome === 'object') {
    const t = await adminTranslator();
    return { ok: false, message: t('content.history.slugTaken', { slug: outcome.slugTaken }) };
  }
  if (outcome === 'saved') refreshAfter(versioned.change);
  return restoreAnswer(outcome, number, `${kind}.toasts.notFound`);
}
