import { ArrowLeft } from 'lucide-react';
import type { Metadata } from 'next';
import { ServiceForm } from '@/components/admin/services/service-form';
import { serviceFormTexts } from '@/components/admin/services/service-form-texts';
import { LinkButton } from '@/components/admin/ui/button';
import { PageHeader } from '@/components/admin/ui/page-header';
import { contentLocales } from '@/lib/admin/content-form';
import type { ServiceFormValues } from '@/lib/admin/service-schema';
import { adminTranslator } from '@/server/admin/admin-i18n.server';
import { nextServiceOrder } from '@/server/services/service-admin.server';
import { requireStaff } from '@/server/auth/guards.server';
import { getDb } from '@/server/db/connection.server';
import { createServiceAction } from '../actions';

export async function generateMetadata(): Promise<Metadata> {
  const t = await adminTranslator();
  return { title: t('services.newTitle') };
}

/** /admin/services/new: an empty form, placed after the last service by default. */
export default async function NewServicePage() {
  await requireStaff();
  const [t, order] = await Promise.all([adminTranslator(), nextServiceOrder(getDb())]);
  const initial: ServiceFormValues = {
    id: '',
    icon: 'workflow',
    sortOrder: String(order),
    visible: true,
    text: Object.fromEntries(
      contentLocales.map((locale) => [
        locale,
        { title: '', description: '', features: ['', '', '', ''], price: '', body: '' },
      ]),
    ) as ServiceFormValues['text'],
  };
  return (
    <>
      <LinkButton href="/admin/services" variant="ghost" size="sm" className="mb-3 -ms-3">
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t('services.back')}
      </LinkButton>
      <PageHeader title={t('services.newTitle')} description={t('services.newDescription')} />
      <ServiceForm
        mode="create"
        initial={initial}
        action={createServiceAction}
        texts={serviceFormTexts(t, 'create')}
        listHref="/admin/services"
      />
    </>
  );
}
