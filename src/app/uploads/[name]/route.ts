import { getDb } from '@/server/db/connection.server';
import { readUpload } from '@/server/uploads/upload-store.server';

/**
 * GET /uploads/{name}: an image uploaded in the admin (post hero images appear on the public
 * blog). Only generated names are served, from the database, so every instance serves every
 * image; a name never changes content, so it is cached for a year. `nosniff` and a sandboxing
 * policy make sure a browser treats it as the image it is and nothing else.
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
      'Cache-Control': 'public, max-age=31536000, immutable',
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'; sandbox",
    },
  });
}
