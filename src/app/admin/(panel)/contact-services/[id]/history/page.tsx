import type { Metadata } from 'next';
import { ContentHistoryScreen } from '@/components/admin/content/content-history-screen';
import { adminNotFoundPage } from '@/components/admin/shell/admin-not-found';
import { adminTranslator } from '@/server/admin/admin-i18n.server';
import { requireStaff } from '@/server/auth/guards.server';
import { getDb } from '@/server/db/connection.server';
import {
  getAdminContactService,
  listContactServiceVersions,
} from '@/server/contact/contact-service-admin.server';
import { restoreContactServiceVersionAction } from '../../actions';

export async function generateMetadata(): Promise<Metadata> {
  await requireStaff();
  const t = await adminTranslator();
  return { title: t('content.history.metaTitle') };
}

/** /admin/contact-services/{id}/history: the record's kept versions, compared and restored (decision 064). */
export default async function HistoryPage({
  params,
  searchParams,
}: PageProps<'/admin/contact-services/[id]/history'>) {
  await requireStaff();
  const [{ id }, query] = await Promise.all([params, searchParams]);
  const [record, versions] = await Promise.all([
    getAdminContactService(getDb(), id),
    listContactServiceVersions(getDb(), id),
  ]);
  if (!record) return adminNotFoundPage();
  return (
    <ContentHistoryScreen
      kind="contact-services"
      id={record.id}
      name={record.text.fr.label || record.id}
      versions={versions}
      query={query}
      restoreAction={(number) =>
        restoreContactServiceVersionAction.bind(null, record.id, record.updatedAt, number)
      }
    />
  );
}
