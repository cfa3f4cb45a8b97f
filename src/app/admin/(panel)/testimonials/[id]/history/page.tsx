import type { Metadata } from 'next';
import { ContentHistoryScreen } from '@/components/admin/content/content-history-screen';
import { adminNotFoundPage } from '@/components/admin/shell/admin-not-found';
import { adminTranslator } from '@/server/admin/admin-i18n.server';
import { requireStaff } from '@/server/auth/guards.server';
import { getDb } from '@/server/db/connection.server';
import {
  getAdminTestimonial,
  listTestimonialVersions,
} from '@/server/testimonials/testimonial-admin.server';
import { restoreTestimonialVersionAction } from '../../actions';

export async function generateMetadata(): Promise<Metadata> {
  await requireStaff();
  const t = await adminTranslator();
  return { title: t('content.history.metaTitle') };
}

/** /admin/testimonials/{id}/history: the record's kept versions, compared and restored (decision 064). */
export default async function HistoryPage({
  params,
  searchParams,
}: PageProps<'/admin/testimonials/[id]/history'>) {
  await requireStaff();
  const [{ id }, query] = await Promise.all([params, searchParams]);
  const [record, versions] = await Promise.all([
    getAdminTestimonial(getDb(), id),
    listTestimonialVersions(getDb(), id),
  ]);
  if (!record) return adminNotFoundPage();
  return (
    <ContentHistoryScreen
      kind="testimonials"
      id={record.id}
      name={`${record.name} · ${record.company}`}
      versions={versions}
      query={query}
      restoreAction={(number) =>
        restoreTestimonialVersionAction.bind(null, record.id, record.updatedAt, number)
      }
    />
  );
}
