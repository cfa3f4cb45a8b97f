/**
 * Sends one image file to POST /api/admin/uploads, the one way the admin uploads (an image field
 * of a form, the Media screen), and reads its answer: where the image is stored, or why not.
 */

/** Why an upload failed: the server's refusals, plus what the browser itself can tell. */
export type UploadErrorCode =
  | 'empty'
  | 'noFile'
  | 'tooLarge'
  | 'unsupportedType'
  | 'unreadable'
  | 'quotaReached'
  | 'unauthorized'
  | 'forbidden'
  | 'network';

/** What the file pickers offer (the server decides from the bytes anyway). */
export const acceptedImageTypes = 'image/png,image/jpeg,image/webp,image/avif,image/gif';

const statusErrors: Record<number, UploadErrorCode> = {
  401: 'unauthorized',
  403: 'forbidden',
  413: 'tooLarge',
  415: 'unsupportedType',
};

const uploadErrorCodes: readonly UploadErrorCode[] = [
  'empty',
  'noFile',
  'tooLarge',
  'unsupportedType',
  'unreadable',
  'quotaReached',
  'unauthorized',
  'forbidden',
  'network',
];

function isUploadErrorCode(value: unknown): value is UploadErrorCode {
  return uploadErrorCodes.includes(value as UploadErrorCode);
}

export type SentImage =
  | {
      ok: true;
      /** Its public path (`/uploads/….webp`) and file name in the library. */
      path: string;
      name: string;
      /** The same bytes were uploaded before: this is the image already stored. */
      duplicate: boolean;
    }
  /** `message`: the server's words for it, in the admin's language, with its limit. */
  | { ok: false; error: UploadErrorCode; message?: string };

export async function sendImage(file: File): Promise<SentImage> {
  try {
    const body = new FormData();
    body.set('file', file);
    const response = await fetch('/api/admin/uploads', { method: 'POST', body });
    const answer: unknown = await response.json().catch(() => null);
    const answered = (answer ?? {}) as {
      path?: unknown;
      name?: unknown;
      duplicate?: unknown;
      error?: unknown;
      message?: unknown;
    };
    if (response.ok && typeof answered.path === 'string' && typeof answered.name === 'string')
      return {
        ok: true,
        path: answered.path,
        name: answered.name,
        duplicate: answered.duplicate === true,
      };
    if (isUploadErrorCode(answered.error))
      return {
        ok: false,
        error: answered.error,
        ...(typeof answered.message === 'string' ? { message: answered.message } : {}),
      };
    return { ok: false, error: statusErrors[response.status] ?? 'network' };
  } catch {
    return { ok: false, error: 'network' };
  }
}
