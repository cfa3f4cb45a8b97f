import { requireStaff } from '@/server/auth/guards.server';
import { ContentHistory } from '../../../content-history';

export { contentHistoryMetadata as generateMetadata } from '../../../content-history';

/** /admin/contact-services/{id}/history: its versions, compared and restored (decision 064). */
export default async function ContactServiceHistoryPage({
  params,
  searchParams,
}: PageProps<'/admin/contact-services/[id]/history'>) {
  await requireStaff();
  const [{ id }, query] = await Promise.all([params, searchParams]);
  return <ContentHistory kind="contact-services" id={id} query={query} />;
}
