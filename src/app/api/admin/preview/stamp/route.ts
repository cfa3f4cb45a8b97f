import { pageDefinition, type SectionPage } from '@/lib/page-sections/pages';
import { authorizeRequest } from '@/server/auth/guards.server';
import { articlePreviewStamp } from '@/server/blog/article-preview.server';
import { getDb } from '@/server/db/connection.server';
import { landingPreviewStamp } from '@/server/landing-pages/landing-pages-admin.server';
import { pagePreviewStamp } from '@/server/page-sections/section-preview.server';

/**
 * The stamp of the document the query names: an article (`post=`), a landing page (`landing=`) or
 * a page (`page=`).
 */
async function stampOf(params: URLSearchParams): Promise<string | undefined> {
  const post = params.get('post');
  if (post !== null) return articlePreviewStamp(getDb(), post);
  const landing = params.get('landing');
  if (landing !== null) return landingPreviewStamp(getDb(), landing);
  const definition = pageDefinition(params.get('page') ?? '');
  return definition && pagePreviewStamp(getDb(), definition.page as SectionPage);
}

/**
 * GET /api/admin/preview/stamp?page={page}, ?landing={id} or ?post={id} (any member of staff):
 * what the preview screen polls to reload its frames after a save, a publish or a discard of the
 * page's sections, of the landing page or of the article's draft (decision 069).
 */
export async function GET(request: Request): Promise<Response> {
  const auth = await authorizeRequest(request, 'staff');
  if (auth.refusal) return auth.refusal;
  const stamp = await stampOf(new URL(request.url).searchParams);
  if (stamp === undefined) return Response.json({ error: 'not-found' }, { status: 404 });
  return Response.json({ stamp }, { headers: { 'cache-control': 'no-store' } });
}
