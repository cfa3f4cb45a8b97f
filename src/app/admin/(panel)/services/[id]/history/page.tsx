import type { Metadata } from 'next';
import { ContentHistoryScreen } from '@/components/admin/content/content-history-screen';
import { adminNotFoundPage } from '@/components/admin/shell/admin-not-found';
import { adminTranslator } from '@/server/admin/admin-i18n.server';
import { requireStaff } from '@/server/auth/guards.server';
import { getDb } from '@/server/db/connection.server';
import { getAdminService, listServiceVersions } from '@/server/services/service-admin.server';
import { restoreServiceVersionAction } from '../../actions';

export async function generateMetadata(): Promise<Metadata> {
  await requireStaff();
  const t = await adminTranslator();
  return { title: t('content.history.metaTitle') };
}

/** /admin/services/{id}/history: the record's kept versions, compared and restored (decision 064). */
export default async function HistoryPage({
  params,
  searchParams,
}: PageProps<'/admin/services/[id]/history'>) {
  await requireStaff();
  const [{ id }, query] = await Promise.all([params, searchParams]);
  const [record, versions] = await Promise.all([
    getAdminService(getDb(), id),
    listServiceVersions(getDb(), id),
  ]);
  if (!record) return adminNotFoundPage();
  return (
    <ContentHistoryScreen
      kind="services"
      id={record.id}
      name={record.text.fr.title || record.id}
      versions={versions}
      query={query}
      restoreAction={(number) =>
        restoreServiceVersionAction.bind(null, record.id, record.updatedAt, number)
      }
    />
  );
}
