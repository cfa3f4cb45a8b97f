import { getDb } from '@/server/db/connection.server';
import { readUpload } from '@/server/uploads/upload-store.server';

/**
 * A replaced image's old name shows the current image (decision 074), which may be replaced
 * again: browsers and next/image keep it a minute. Its bytes, not a redirect: next/image's
 * optimizer refuses an upstream answer that is not 200, and a restored old version still asks
 * for the old name.
 */
const aliasCacheControl = 'public, max-age=60';

/**
 * GET /uploads/{name}: an image uploaded in the admin (post hero images appear on the public
 * blog). Only generated names are served, from the database, so every instance serves every
 * image; a name never changes content, so it is cached for a year, unless it is the old name of a
 * replaced image. `nosniff` and a sandboxing policy make sure a browser treats it as the image it
 * is and nothing else.
 */
export async function GET(
  _request: Request,
  { params }: RouteContext<'/uploads/[name]'>,
): Promise<Response> {
  const { name } = await params;
  const upload = await readUpload(getDb(), name);
  if (!upload)
    return new Response('Not found', {
      status: 404,
      headers: {
        'Content-Type': 'text/plain; charset=utf-8',
        'X-Content-Type-Options': 'nosniff',
        'Cache-Control': 'no-store',
      },
    });
  return new Response(new Uint8Array(upload.bytes), {
    headers: {
      'Content-Type': upload.contentType,
      'Content-Length': String(upload.bytes.length),
      'Cache-Control': upload.alias ? aliasCacheControl : 'public, max-age=31536000, immutable',
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'; sandbox",
    },
  });
}
