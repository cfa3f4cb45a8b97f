// Only in the end-to-end build (next.config `pageExtensions` with E2E_BUILD=1), never shipped: the
// request headers as the site's code reads them, so a test can see which of a client's forged
// headers (forwarded, internal) reached it (decision 037).
export const dynamic = 'force-dynamic';

export function GET(request: Request): Response {
  return Response.json(Object.fromEntries(request.headers), {
    headers: { 'cache-control': 'no-store' },
  });
}
