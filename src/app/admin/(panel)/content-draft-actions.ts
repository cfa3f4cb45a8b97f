'use server';

import type { DraftAnswer } from '@/components/admin/drafts/use-draft-editing';
import type { ActionResult } from '@/lib/admin/action-result';
import { contentKindForms } from '@/lib/admin/content-kinds';
import { contentValuesFromForm } from '@/lib/admin/translated-content';
import { adminTranslator } from '@/server/admin/admin-i18n.server';
import { requireStaff } from '@/server/auth/guards.server';
import { getDb } from '@/server/db/connection.server';
import {
  discardDocumentDraft,
  rebaseDocumentDraft,
  saveDocumentDraft,
} from '@/server/drafts/document-drafts.server';
import { isVersionedKind, versionedKinds, type VersionedKind } from './versioned-kinds';

/*
 * The drafts of the services, testimonials, contact form's services, FAQ entries and landing
 * pages (decision 071), for editors and admins like the kinds' own saves. A draft keeps the form
 * as the editor left it, unchecked; "Publier" is the kind's own update action bound to the
 * draft's base, which drops the draft when it saves.
 */

/**
 * The admin's words and the draft's key of a record; `refusal` for a kind without drafts (a
 * forged call: the screens only name the five kinds).
 */
async function draftTarget(kind: VersionedKind, id: string) {
  const t = await adminTranslator();
  const key = {
    kind: isVersionedKind(String(kind)) ? contentKindForms[kind].document : '',
    document: String(id),
  };
  const refusal = key.kind
    ? undefined
    : { ok: false as const, message: t('pages.toasts.notFound') };
  return { t, key, refusal };
}

/**
 * Keeps the form as the record's draft, from the draft revision the screen holds (0: none yet,
 * drawn from `base`, the published state the screen showed). Another save since: a conflict.
 */
export async function saveContentDraftAction(
  kind: VersionedKind,
  id: string,
  base: string,
  revision: number,
  formData: FormData,
): Promise<DraftAnswer> {
  const staff = await requireStaff();
  const { t, key, refusal } = await draftTarget(kind, id);
  if (refusal) return refusal;
  const { layout } = contentKindForms[kind];
  const values: Record<string, unknown> = contentValuesFromForm(formData, layout);
  // The address is fixed once created: the edit form does not post it, the draft does not keep it.
  for (const control of layout.sections.flatMap((section) => section.controls))
    if (control.type === 'id') delete values[control.name];
  const saved = await saveDocumentDraft(
    getDb(),
    staff,
    key,
    { revision: Number(revision), base: String(base) },
    values,
  );
  if (saved === 'tooLarge') return { ok: false, message: t('drafts.tooLarge') };
  if (saved === 'conflict') return { ok: false, message: t('content.conflict'), conflict: true };
  return { ok: true, message: t('drafts.saved'), data: saved };
}

/** "Abandonner le brouillon": the published record stays as it is; audited. */
export async function discardContentDraftAction(
  kind: VersionedKind,
  id: string,
  revision: number,
): Promise<ActionResult> {
  const staff = await requireStaff();
  const { t, key, refusal } = await draftTarget(kind, id);
  if (refusal) return refusal;
  if (!(await discardDocumentDraft(getDb(), staff, key, Number(revision))))
    return { ok: false, message: t('content.conflict'), conflict: true };
  return { ok: true, message: t('drafts.discarded') };
}

/**
 * "Garder mon brouillon", once the editor has seen what was published since the draft was
 * drawn: the draft's base becomes the state published now, so its publish replaces it.
 */
export async function keepContentDraftAction(
  kind: VersionedKind,
  id: string,
  revision: number,
): Promise<ActionResult> {
  const staff = await requireStaff();
  const { t, key, refusal } = await draftTarget(kind, id);
  if (refusal) return refusal;
  const db = getDb();
  const published = await versionedKinds[kind].read(db, key.document);
  if (!published) return { ok: false, message: t(`${kind}.toasts.notFound`) };
  const kept = await rebaseDocumentDraft(db, staff, key, Number(revision), published.base);
  if (kept === 'conflict') return { ok: false, message: t('content.conflict'), conflict: true };
  return { ok: true, message: t('drafts.rebased') };
}
