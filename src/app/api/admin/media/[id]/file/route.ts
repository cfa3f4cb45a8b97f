import { adminTranslator } from '@/server/admin/admin-i18n.server';
import { authorizeRequest } from '@/server/auth/guards.server';
import { refreshAfter } from '@/server/cache/content-cache.server';
import { getDb } from '@/server/db/connection.server';
import { replaceMediaFile } from '@/server/media/media-replace.server';
import {
  readUploadedFile,
  uploadLimits,
  uploadRefusal,
} from '@/server/uploads/upload-request.server';

/**
 * POST /api/admin/media/{id}/file (multipart, field `file`; editors and admins): a new file for
 * the library's image `id`, which keeps its descriptions and uses (decision 074). A route, not a
 * server action: a photo is larger than an action's body may be. 200 `{ id }` (the image's new
 * id); 404 `{ error: 'notFound' }`; 409 `{ error: 'duplicate', id, message }` when the file is
 * already in the library; 400, 413 or 415 `{ error, message }` as an upload's.
 */
export async function POST(
  request: Request,
  { params }: RouteContext<'/api/admin/media/[id]/file'>,
): Promise<Response> {
  const auth = await authorizeRequest(request, 'staff');
  if (auth.refusal) return auth.refusal;
  const { id } = await params;
  const t = await adminTranslator();
  const limits = uploadLimits();
  const file = await readUploadedFile(request, limits);
  if (!(file instanceof File)) return uploadRefusal(file, limits, t);

  const replacement = await replaceMediaFile(
    getDb(),
    auth.staff,
    id,
    { bytes: new Uint8Array(await file.arrayBuffer()), fileName: file.name },
    limits,
  );
  switch (replacement.outcome) {
    case 'notFound':
      return Response.json(
        { error: 'notFound', message: t('media.toasts.notFound') },
        { status: 404 },
      );
    case 'duplicate':
      return Response.json(
        { error: 'duplicate', id: replacement.id, message: t('media.replace.duplicate') },
        { status: 409 },
      );
    case 'refused':
      return uploadRefusal(replacement.reason, limits, t);
    case 'replaced':
      // Every page showing it renders anew, here and (through the database's announcement) on
      // every instance; so do the optimized images of its old name.
      refreshAfter('media-file');
      return Response.json({ id: replacement.id }, { status: 200 });
  }
}
