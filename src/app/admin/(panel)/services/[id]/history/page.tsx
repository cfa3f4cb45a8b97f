import { requireStaff } from '@/server/auth/guards.server';
import { ContentHistory } from '../../../content-history';

export { contentHistoryMetadata as generateMetadata } from '../../../content-history';

/** /admin/services/{id}/history: its versions, compared and restored (decision 064). */
export default async function ServiceHistoryPage({
  params,
  searchParams,
}: PageProps<'/admin/services/[id]/history'>) {
  await requireStaff();
  const [{ id }, query] = await Promise.all([params, searchParams]);
  return <ContentHistory kind="services" id={id} query={query} />;
}
