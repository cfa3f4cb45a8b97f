import { requireStaff } from '@/server/auth/guards.server';
import { ContentHistory } from '../../../content-history';

export { contentHistoryMetadata as generateMetadata } from '../../../content-history';

/** /admin/testimonials/{id}/history: its versions, compared and restored (decision 064). */
export default async function TestimonialHistoryPage({
  params,
  searchParams,
}: PageProps<'/admin/testimonials/[id]/history'>) {
  await requireStaff();
  const [{ id }, query] = await Promise.all([params, searchParams]);
  return <ContentHistory kind="testimonials" id={id} query={query} />;
}
