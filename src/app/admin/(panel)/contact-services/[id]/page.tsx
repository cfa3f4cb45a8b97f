import type { Metadata } from 'next';
import { EditContentScreen } from '@/components/admin/content/content-screens';
import { adminNotFoundPage } from '@/components/admin/shell/admin-not-found';
import { adminTranslator } from '@/server/admin/admin-i18n.server';
import { requireStaff } from '@/server/auth/guards.server';
import { getAdminContactService } from '@/server/contact/contact-service-admin.server';
import { getDb } from '@/server/db/connection.server';
import { deleteContactServiceAction, updateContactServiceAction } from '../actions';
import { contentDraftActions } from '../../content-drafts';

export async function generateMetadata(): Promise<Metadata> {
  const t = await adminTranslator();
  return { title: t('contact-services.editTitle') };
}

/** /admin/contact-services/{value}: one option's label in every language, and deleting it. */
export default async function EditContactServicePage({
  params,
}: PageProps<'/admin/contact-services/[id]'>) {
  await requireStaff();
  const { id } = await params;
  const [t, option] = await Promise.all([adminTranslator(), getAdminContactService(getDb(), id)]);
  if (!option) return adminNotFoundPage();
  const label = option.text.fr.label || option.id;
  return (
    <EditContentScreen
      kind="contact-services"
      documentId={option.id}
      name={label}
      initial={{
        id: option.id,
        sortOrder: String(option.sortOrder),
        visible: option.visible,
        text: option.text,
      }}
      base={option.updatedAt}
      saveAction={(drawnFrom) => updateContactServiceAction.bind(null, option.id, drawnFrom)}
      draftActions={contentDraftActions}
      historyHref={`/admin/contact-services/${option.id}/history`}
      // The contact page's form offers these options; its preview shows this one's draft.
      previewHref="/admin/pages/contact/preview"
      deleteAction={deleteContactServiceAction.bind(null, option.id)}
      deleteText={t('contact-services.delete.text', { label })}
    />
  );
}
