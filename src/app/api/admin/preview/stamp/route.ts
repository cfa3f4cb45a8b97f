import { pageDefinition, type SectionPage } from '@/lib/page-sections/pages';
import { authorizeRequest } from '@/server/auth/guards.server';
import { getDb } from '@/server/db/connection.server';
import { pagePreviewStamp } from '@/server/page-sections/section-preview.server';

/**
 * GET /api/admin/preview/stamp?page={page} (any member of staff): what the preview screen polls
 * to reload its frames after a save, a publish or a discard of the page's sections (decision 069).
 */
export async function GET(request: Request): Promise<Response> {
  const auth = await authorizeRequest(request, 'staff');
  if (auth.refusal) return auth.refusal;
  const definition = pageDefinition(new URL(request.url).searchParams.get('page') ?? '');
  if (!definition) return Response.json({ error: 'not-found' }, { status: 404 });
  const stamp = await pagePreviewStamp(getDb(), definition.page as SectionPage);
  return Response.json({ stamp }, { headers: { 'cache-control': 'no-store' } });
}
