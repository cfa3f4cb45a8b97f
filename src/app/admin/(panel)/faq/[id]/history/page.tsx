import { requireStaff } from '@/server/auth/guards.server';
import { ContentHistory } from '../../../content-history';

export { contentHistoryMetadata as generateMetadata } from '../../../content-history';

/** /admin/faq/{id}/history: its versions, compared and restored (decision 064). */
export default async function FaqHistoryPage({
  params,
  searchParams,
}: PageProps<'/admin/faq/[id]/history'>) {
  await requireStaff();
  const [{ id }, query] = await Promise.all([params, searchParams]);
  return <ContentHistory kind="faq" id={id} query={query} />;
}
