import { recordAudit } from '@/server/audit/audit-log.server';
import { adminTranslator } from '@/server/admin/admin-i18n.server';
import { authorizeRequest } from '@/server/auth/guards.server';
import { getDb } from '@/server/db/connection.server';
import {
  readUploadedFile,
  uploadLimits,
  uploadRefusal,
} from '@/server/uploads/upload-request.server';
import { removeUpload, storeImage, type StoredUpload } from '@/server/uploads/upload-store.server';
import { UploadRefused } from '@/server/uploads/image-file.server';

/** What an accepted upload answers: where the image is, and whether it was there already. */
function answerOf(stored: StoredUpload) {
  return { path: stored.path, name: stored.name, duplicate: stored.duplicate };
}

/**
 * POST /api/admin/uploads (multipart, field `file`): an image for a post, checked by its content
 * and re-encoded (src/server/uploads). 201 `{ path, name, duplicate: false }`, or 200 with
 * `duplicate: true` and the image already stored when the same bytes were sent before; 400, 413
 * or 415 `{ error, message }` with the message in the admin's language (saying the limit).
 */
export async function POST(request: Request): Promise<Response> {
  const auth = await authorizeRequest(request, 'staff');
  if (auth.refusal) return auth.refusal;
  const t = await adminTranslator();
  const limits = uploadLimits();
  const refuse = (error: Parameters<typeof uploadRefusal>[0]) => uploadRefusal(error, limits, t);

  const file = await readUploadedFile(request, limits);
  if (!(file instanceof File)) return refuse(file);

  const db = getDb();
  let stored;
  try {
    stored = await storeImage(
      db,
      new Uint8Array(await file.arrayBuffer()),
      { fileName: file.name, uploadedBy: auth.staff.email },
      limits,
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
