import 'server-only';
import type * as z from 'zod/mini';
import type { ActionResult } from '@/lib/admin/action-result';
import { contentKindForms } from '@/lib/admin/content-kinds';
import {
  contentFieldErrors,
  contentValuesFromForm,
  type ContentErrorKey,
  type ContentKind,
} from '@/lib/admin/translated-content';
import type { Kysely } from 'kysely';
import { adminTranslator, type AdminTranslator } from '@/server/admin/admin-i18n.server';
import type { Staff } from '@/server/auth/guards.server';
import { refreshAfter, type AdminChange } from '@/server/cache/content-cache.server';
import { getDb } from '@/server/db/connection.server';
import type { Database } from '@/server/db/schema';
import type { WriteOutcome } from './translated-content.server';

type Refusal = { ok: false; message: string; fieldErrors: Record<string, string> };

/** A refused save: the toast's message and each field's error in the admin's language. */
export function refusedContentSave(
  t: AdminTranslator,
  kind: ContentKind,
  errors: Record<string, ContentErrorKey>,
): Refusal {
  const fieldErrors = Object.fromEntries(
    Object.entries(errors).map(([name, key]) => [name, t(`content.errors.${key}`)]),
  );
  return { ok: false, message: t(`${kind}.toasts.saveFailed`), fieldErrors };
}

/** A kind's form checked again on the server with the schema the browser used. */
export function parseContentForm<Schema extends z.ZodMiniType>(
  t: AdminTranslator,
  kind: ContentKind,
  schema: Schema,
  formData: FormData,
): { ok: true; input: z.output<Schema> } | { ok: false; refusal: Refusal } {
  const parsed = schema.safeParse(contentValuesFromForm(formData, contentKindForms[kind].layout));
  if (parsed.success) return { ok: true, input: parsed.data };
  return { ok: false, refusal: refusedContentSave(t, kind, contentFieldErrors(parsed.error)) };
}

/**
 * An update that was not written: the record is gone, or someone saved it since this editor's
 * form was drawn (the form then offers to reload it, and keeps what was typed until then).
 */
export function refusedContentUpdate(
  t: AdminTranslator,
  kind: ContentKind,
  outcome: Exclude<WriteOutcome, 'saved'>,
): ActionResult {
  if (outcome === 'conflict') return { ok: false, message: t('content.conflict'), conflict: true };
  return { ok: false, message: t(`${kind}.toasts.notFound`) };
}

/**
 * An item's edit form saved, for an action that has authorised `staff`: checked with the schema
 * the browser used, written by the kind's `update` over the copy the form was drawn from
 * (`updatedAt`: a save since is a conflict), then the pages showing `change` refreshed.
 */
export async function updateContentItem<Schema extends z.ZodMiniType>(
  staff: Staff,
  edit: {
    kind: ContentKind;
    schema: Schema;
    update: (
      db: Kysely<Database>,
      actor: Staff,
      target: { id: string; updatedAt: string },
      input: z.output<Schema>,
    ) => Promise<WriteOutcome>;
    change: AdminChange;
    id: string;
    updatedAt: string;
    formData: FormData;
  },
): Promise<ActionResult> {
  const t = await adminTranslator();
  const form = parseContentForm(t, edit.kind, edit.schema, edit.formData);
  if (!form.ok) return form.refusal;
  const target = { id: String(edit.id), updatedAt: String(edit.updatedAt) };
  const outcome = await edit.update(getDb(), staff, target, form.input);
  if (outcome !== 'saved') return refusedContentUpdate(t, edit.kind, outcome);
  refreshAfter(edit.change);
  return { ok: true, message: t(`${edit.kind}.toasts.updated`) };
}

/**
 * An item deleted by the kind's `remove`, for an action that has authorised `staff`; then the
 * pages showing `change` refreshed.
 */
export async function deleteContentItem(
  staff: Staff,
  item: {
    kind: ContentKind;
    remove: (db: Kysely<Database>, actor: Staff, id: string) => Promise<boolean>;
    change: AdminChange;
    id: string;
  },
): Promise<ActionResult> {
  const t = await adminTranslator();
  const deleted = await item.remove(getDb(), staff, String(item.id));
  if (!deleted) return { ok: false, message: t(`${item.kind}.toasts.notFound`) };
  refreshAfter(item.change);
  return { ok: true, message: t(`${item.kind}.toasts.deleted`) };
}
