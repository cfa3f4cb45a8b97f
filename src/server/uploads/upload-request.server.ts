import 'server-only';
import { settings } from '@/config/settings';
import type { AdminTranslator } from '@/server/admin/admin-i18n.server';
import type { UploadRefusalReason } from './image-file.server';
import { readLimitedBody } from './limited-body.server';
import type { UploadLimits } from './upload-store.server';

/*
 * What the admin's two ways of sending an image file share (a new upload, a replaced file): the
 * limits from the settings, the file read from a multipart body within them, and a refusal's
 * answer in the admin's language, saying the limit.
 */

export type UploadError = UploadRefusalReason | 'noFile';

const statusOf: Record<UploadError, 400 | 413 | 415> = {
  empty: 400,
  noFile: 400,
  unreadable: 400,
  tooLarge: 413,
  quotaReached: 413,
  unsupportedType: 415,
};

const megabyte = 1024 * 1024;

/** UPLOAD_MAX_MB and MEDIA_QUOTA_MB, in bytes. */
export function uploadLimits(): UploadLimits {
  const { UPLOAD_MAX_MB, MEDIA_QUOTA_MB } = settings();
  return { maxBytes: UPLOAD_MAX_MB * megabyte, quotaBytes: MEDIA_QUOTA_MB * megabyte };
}

/** `{ error, message }` with the status of its reason; the message names the limit passed. */
export function uploadRefusal(
  error: UploadError,
  limits: UploadLimits,
  t: AdminTranslator,
): Response {
  const message =
    error === 'tooLarge'
      ? t('uploads.errors.tooLargeMax', { max: limits.maxBytes / megabyte })
      : error === 'quotaReached'
        ? t('uploads.errors.quotaReachedMax', { quota: limits.quotaBytes / megabyte })
        : t(`uploads.errors.${error}`);
  return Response.json({ error, message }, { status: statusOf[error] });
}

/**
 * The multipart body's `file` field, or why there is none: refused before reading when the
 * request says it is too big, cut off while reading when it lied.
 */
export async function readUploadedFile(
  request: Request,
  { maxBytes }: UploadLimits,
): Promise<File | UploadError> {
  // Room for the multipart boundaries and part headers around the file itself.
  const maxRequestBytes = maxBytes + 64 * 1024;
  if (Number(request.headers.get('content-length') ?? 0) > maxRequestBytes) return 'tooLarge';
  const body = await readLimitedBody(request, maxRequestBytes);
  if (!body) return 'tooLarge';
  let file: FormDataEntryValue | null;
  try {
    const contentType = request.headers.get('content-type') ?? '';
    file = (await new Response(body, { headers: { 'content-type': contentType } }).formData()).get(
      'file',
    );
  } catch {
    return 'noFile';
  }
  if (!(file instanceof File) || file.size === 0) return 'noFile';
  if (file.size > maxBytes) return 'tooLarge';
  return file;
}
