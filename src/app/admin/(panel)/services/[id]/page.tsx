import type { Metadata } from 'next';
import { EditContentScreen } from '@/components/admin/content/content-screens';
import { SharedWordsNote } from '@/components/admin/content/shared-words-note';
import { adminNotFoundPage } from '@/components/admin/shell/admin-not-found';
import { serviceIconNames } from '@/lib/admin/service-schema';
import { adminTranslator } from '@/server/admin/admin-i18n.server';
import { requireStaff } from '@/server/auth/guards.server';
import { getDb } from '@/server/db/connection.server';
import { getAdminService } from '@/server/services/service-admin.server';
import { deleteServiceAction, updateServiceAction } from '../actions';
import { contentDraftActions } from '../../content-drafts';

export async function generateMetadata(): Promise<Metadata> {
  const t = await adminTranslator();
  return { title: t('services.editTitle') };
}

/** /admin/services/{id}: every field and language of one service, and deleting it. */
export default async function EditServicePage({ params }: PageProps<'/admin/services/[id]'>) {
  await requireStaff();
  const { id } = await params;
  const [t, service] = await Promise.all([adminTranslator(), getAdminService(getDb(), id)]);
  if (!service) return adminNotFoundPage();
  const title = service.text.fr.title || service.id;
  return (
    <EditContentScreen
      kind="services"
      documentId={service.id}
      name={title}
      initial={{
        id: service.id,
        // An icon name written outside the admin falls back to the first one of the list.
        icon: (serviceIconNames as readonly string[]).includes(service.icon)
          ? service.icon
          : serviceIconNames[0],
        sortOrder: String(service.sortOrder),
        visible: service.visible,
        text: service.text,
      }}
      base={service.updatedAt}
      saveAction={(drawnFrom) => updateServiceAction.bind(null, service.id, drawnFrom)}
      draftActions={contentDraftActions}
      historyHref={`/admin/services/${service.id}/history`}
      // The services page shows every service; its preview shows this one's draft among them.
      previewHref="/admin/pages/services/preview"
      deleteAction={deleteServiceAction.bind(null, service.id)}
      deleteText={t('services.delete.text', { title })}
    >
      <SharedWordsNote kind="services" />
    </EditContentScreen>
  );
}
