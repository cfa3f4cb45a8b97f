import { settings } from '@/config/settings';
import { recordAudit } from '@/server/audit/audit-log.server';
import { adminTranslator } from '@/server/admin/admin-i18n.server';
import { authorizeRequest } from '@/server/auth/guards.server';
import { getDb } from '@/server/db/connection.server';
import {
  maxUploadBytes,
  UploadRefused,
  type UploadRefusalReason,
} from '@/server/uploads/image-file.server';
import { readLimitedBody } from '@/server/uploads/limited-body.server';
import { removeUpload, storeImage, type StoredUpload } from '@/server/uploads/upload-store.server';

/** Room for the multipart boundaries and part headers around the file itself. */
const maxRequestBytes = maxUploadBytes + 64 * 1024;

type UploadError = UploadRefusalReason | 'noFile';

const statusOf: Record<UploadError, 400 | 413 | 415> = {
  empty: 400,
  noFile: 400,
  unreadable: 400,
  tooLarge: 413,
  quotaReached: 413,
  unsupportedType: 415,
};

/** What an accepted upload answers: where the image is, and whether it was there already. */
function answerOf(stored: StoredUpload) {
  return { path: stored.path, name: stored.name, duplicate: stored.duplicate };
}

/**
 * POST /api/admin/uploads (multipart, field `file`): an image for a post, checked by its content
 * and re-encoded (src/server/uploads). 201 `{ path, name, duplicate: false }`, or 200 with
 * `duplicate: true` and the image already stored when the same bytes were sent before; 400, 413 or 415 `{ error, message }` with
 * the message in the admin's language.
 */
export async function POST(request: Request): Promise<Response> {
  const auth = await authorizeRequest(request, 'staff');
  if (auth.refusal) return auth.refusal;
  const t = await adminTranslator();
  const refuse = (error: UploadError) =>
    Response.json({ error, message: t(`uploads.errors.${error}`) }, { status: statusOf[error] });

  // Refused before reading when it says it is too big; cut off while reading when it lied.
  if (Number(request.headers.get('content-length') ?? 0) > maxRequestBytes)
    return refuse('tooLarge');
  const body = await readLimitedBody(request, maxRequestBytes);
  if (!body) return refuse('tooLarge');

  let file: FormDataEntryValue | null;
  try {
    const contentType = request.headers.get('content-type') ?? '';
    file = (await new Response(body, { headers: { 'content-type': contentType } }).formData()).get(
      'file',
    );
  } catch {
    return refuse('noFile');
  }
  if (!(file instanceof File) || file.size === 0) return refuse('noFile');
  if (file.size > maxUploadBytes) return refuse('tooLarge');

  const db = getDb();
  let stored;
  try {
    stored = await storeImage(
      db,
      new Uint8Array(await file.arrayBuffer()),
      { fileName: file.name, uploadedBy: auth.staff.email },
      { quotaBytes: settings().MEDIA_QUOTA_MB * 1024 * 1024 },
    );
  } catch (error) {
    if (error instanceof UploadRefused) return refuse(error.reason);
    throw error;
  }
  // The same file again: the image already stored is offered, nothing new to account for.
  if (stored.duplicate) return Response.json(answerOf(stored), { status: 200 });
  try {
    await recordAudit(db, auth.staff, {
      action: 'upload.create',
      targetType: 'upload',
      targetId: stored.name,
      summary: `${file.name.slice(0, 80)} (webp ${stored.width}×${stored.height})`,
    });
  } catch (error) {
    // No audit line, no image: an upload nobody can account for is removed.
    await removeUpload(db, stored.name);
    throw error;
  }
  return Response.json(answerOf(stored), { status: 201 });
}
