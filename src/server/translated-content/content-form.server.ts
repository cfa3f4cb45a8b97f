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
import type { AdminTranslator } from '@/server/admin/admin-i18n.server';
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
