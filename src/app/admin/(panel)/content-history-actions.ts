'use server';

import type { ActionResult } from '@/lib/admin/action-result';
import { adminTranslator } from '@/server/admin/admin-i18n.server';
import { requireStaff } from '@/server/auth/guards.server';
import { refreshAfter } from '@/server/cache/content-cache.server';
import { getDb } from '@/server/db/connection.server';
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
  const t = await adminTranslator();
  if (!isVersionedKind(String(kind))) return { ok: false, message: t('pages.toasts.notFound') };
  const versioned = versionedKinds[kind];
  const target = { id: String(id), updatedAt: String(updatedAt) };
  const outcome = await versioned.restore(getDb(), staff, target, Number(number));
  if (outcome === 'missing') return { ok: false, message: t(`${kind}.toasts.notFound`) };
  if (outcome === 'conflict')
    return { ok: false, message: t('content.history.conflict'), conflict: true };
  if (outcome === 'invalid') return { ok: false, message: t('pages.history.invalid') };
  // A landing page's version whose address another page holds now.
  if (typeof outcome === 'object')
    return { ok: false, message: t('content.history.slugTaken', { slug: outcome.slugTaken }) };
  refreshAfter(versioned.change);
  return { ok: true, message: t('pages.history.restored', { number }) };
}
