/**
 * Sends one image file to POST /api/admin/uploads, the one way the admin uploads (an image field
 * of a form, the picker, the Media screen), and reads its answer: where the image is stored, or
 * why not; the share of its bytes sent is reported as it goes (the batches' progress bars).
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

/**
 * POSTs the form to the upload route, telling `onProgress` the share of its bytes sent (0 to 1):
 * XMLHttpRequest, since fetch() reports no upload progress.
 */
function post(
  body: FormData,
  onProgress?: (sent: number) => void,
): Promise<{ status: number; answer: unknown }> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', '/api/admin/uploads');
    // A body that is not JSON reads as null.
    request.responseType = 'json';
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    });
    request.addEventListener('load', () =>
      resolve({ status: request.status, answer: request.response as unknown }),
    );
    request.addEventListener('error', () => reject(new Error('network')));
    request.addEventListener('abort', () => reject(new Error('network')));
    request.send(body);
  });
}

export async function sendImage(
  file: File,
  onProgress?: (sent: number) => void,
): Promise<SentImage> {
  try {
    const body = new FormData();
    body.set('file', file);
    const response = await post(body, onProgress);
    const answered = (response.answer ?? {}) as {
      path?: unknown;
      name?: unknown;
      duplicate?: unknown;
      error?: unknown;
      message?: unknown;
    };
    const ok = response.status >= 200 && response.status < 300;
    if (ok && typeof answered.path === 'string' && typeof answered.name === 'string')
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
