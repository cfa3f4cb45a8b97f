import { requireStaff } from '@/server/auth/guards.server';
import { ContentHistory } from '../../../content-history';

export { contentHistoryMetadata as generateMetadata } from '../../../content-history';

/** /admin/landing-pages/{id}/history: its versions, compared and restored (decision 064). */
export default async function LandingPageHistoryPage({
  params,
  searchParams,
}: PageProps<'/admin/landing-pages/[id]/history'>) {
  await requireStaff();
  const [{ id }, query] = await Promise.all([params, searchParams]);
  return <ContentHistory kind="landing-pages" id={id} query={query} />;
}
