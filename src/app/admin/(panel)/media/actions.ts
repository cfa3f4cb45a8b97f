'use server';

import type { ActionResult } from '@/lib/admin/action-result';
import { mediaFormErrors, mediaFormLayout, mediaSchema } from '@/lib/admin/media-schema';
import { contentValuesFromForm } from '@/lib/admin/translated-content';
import { shownImagesSchema, type ShownImages } from '@/lib/media/shown-images';
import { fieldErrors, fieldMessages } from '@/lib/forms/field-errors';
import { adminTranslator } from '@/server/admin/admin-i18n.server';
import { requireStaff } from '@/server/auth/guards.server';
import { refreshAfter } from '@/server/cache/content-cache.server';
import { getDb } from '@/server/db/connection.server';
import { findImagesMissingAlt, type ImageMissingAlt } from '@/server/media/media-alt.server';
import { deleteMedia, describeMedia } from '@/server/media/media-library.server';

/** Bound to the image's id by its detail page: its texts per language and its focal point. */
export async function describeMediaAction(id: string, formData: FormData): Promise<ActionResult> {
  const staff = await requireStaff();
  const t = await adminTranslator();
  const parsed = mediaSchema.safeParse(contentValuesFromForm(formData, mediaFormLayout));
  if (!parsed.success) {
    return {
      ok: false,
      message: t('media.toasts.saveFailed'),
      fieldErrors: fieldMessages(fieldErrors(parsed.error, mediaFormErrors), (key) =>
        t(key === 'form' ? 'media.toasts.saveFailed' : `media.errors.${key}`),
      ),
    };
  }
  const saved = await describeMedia(getDb(), staff, String(id), parsed.data);
  if (!saved) return { ok: false, message: t('media.toasts.notFound') };
  refreshAfter('media');
  return { ok: true, message: t('media.toasts.saved') };
}

/** Bound to the image's id by its detail page; an image in use is kept, its uses named. */
export async function deleteMediaAction(id: string): Promise<ActionResult> {
  const staff = await requireStaff();
  const t = await adminTranslator();
  const deletion = await deleteMedia(getDb(), staff, String(id));
  if (deletion.outcome === 'notFound') return { ok: false, message: t('media.toasts.notFound') };
  if (deletion.outcome === 'used')
    return {
      ok: false,
      message: t('media.toasts.used', {
        count: deletion.uses.length,
        uses: deletion.uses
          .map((use) =>
            t('media.toasts.useItem', {
              kind: t(`media.detail.uses.kinds.${use.kind}`),
              label: use.label,
            }),
          )
          .join(' ; '),
      }),
    };
  return { ok: true, message: t('media.toasts.deleted') };
}

/**
 * The images an editor's publish would show (`shown`: upload names per language being
 * published) that have no alt text in a language they are shown in: its warning, never a block.
 */
export async function imagesMissingAltAction(shown: ShownImages): Promise<ImageMissingAlt[]> {
  await requireStaff();
  const parsed = shownImagesSchema.safeParse(shown);
  if (!parsed.success) return [];
  return findImagesMissingAlt(getDb(), parsed.data);
}
