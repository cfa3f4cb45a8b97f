import { ArrowLeft } from 'lucide-react';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { DeleteContentButton } from '@/components/admin/content/delete-content-button';
import { deleteContentTexts } from '@/components/admin/content/form-texts';
import { ServiceForm } from '@/components/admin/services/service-form';
import { serviceFormTexts } from '@/components/admin/services/service-form-texts';
import { LinkButton } from '@/components/admin/ui/button';
import { PageHeader } from '@/components/admin/ui/page-header';
import { serviceIconNames, type ServiceFormValues } from '@/lib/admin/service-schema';
import { adminTranslator } from '@/server/admin/admin-i18n.server';
import { getAdminService } from '@/server/services/service-admin.server';
import { requireStaff } from '@/server/auth/guards.server';
import { getDb } from '@/server/db/connection.server';
import { deleteServiceAction, updateServiceAction } from '../actions';

export async function generateMetadata(): Promise<Metadata> {
  const t = await adminTranslator();
  return { title: t('services.editTitle') };
}

type IconName = (typeof serviceIconNames)[number];

/** /admin/services/{id}: every field and language of one service, and deleting it. */
export default async function EditServicePage({ params }: PageProps<'/admin/services/[id]'>) {
  await requireStaff();
  const { id } = await params;
  const [t, service] = await Promise.all([adminTranslator(), getAdminService(getDb(), id)]);
  if (!service) notFound();
  const initial: ServiceFormValues = {
    id: service.id,
    // An icon name written outside the admin falls back to the first one of the list.
    icon: (serviceIconNames as readonly string[]).includes(service.icon)
      ? (service.icon as IconName)
      : serviceIconNames[0],
    sortOrder: String(service.sortOrder),
    visible: service.visible,
    text: service.text,
  };
  const title = service.text.fr.title || service.id;
  return (
    <>
      <LinkButton href="/admin/services" variant="ghost" size="sm" className="mb-3 -ms-3">
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t('services.back')}
      </LinkButton>
      <PageHeader
        title={t('services.editTitle')}
        description={title}
        actions={
          <DeleteContentButton
            action={deleteServiceAction.bind(null, service.id)}
            texts={deleteContentTexts(t, 'services', t('services.delete.text', { title }))}
            doneHref="/admin/services"
          />
        }
      />
      <ServiceForm
        mode="edit"
        initial={initial}
        action={updateServiceAction.bind(null, service.id)}
        texts={serviceFormTexts(t, 'edit', service.id)}
        listHref="/admin/services"
      />
    </>
  );
}
