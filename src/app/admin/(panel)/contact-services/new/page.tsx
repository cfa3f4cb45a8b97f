import type { Metadata } from 'next';
import { NewContentScreen } from '@/components/admin/content/content-screens';
import { adminTranslator } from '@/server/admin/admin-i18n.server';
import { requireStaff } from '@/server/auth/guards.server';
import { nextContactServiceOrder } from '@/server/contact/contact-service-admin.server';
import { getDb } from '@/server/db/connection.server';
import { createContactServiceAction } from '../actions';

export async function generateMetadata(): Promise<Metadata> {
  const t = await adminTranslator();
  return { title: t('contact-services.newTitle') };
}

/** /admin/contact-services/new: an empty form, placed after the last option by default. */
export default async function NewContactServicePage() {
  await requireStaff();
  const sortOrder = await nextContactServiceOrder(getDb());
  return (
    <NewContentScreen
      kind="contact-services"
      sortOrder={sortOrder}
      action={createContactServiceAction}
    />
  );
}
