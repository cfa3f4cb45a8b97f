import type { Metadata } from 'next';
import { NewContentScreen } from '@/components/admin/content/content-screens';
import { adminTranslator } from '@/server/admin/admin-i18n.server';
import { requireStaff } from '@/server/auth/guards.server';
import { getDb } from '@/server/db/connection.server';
import { nextServiceOrder } from '@/server/services/service-admin.server';
import { createServiceAction } from '../actions';

export async function generateMetadata(): Promise<Metadata> {
  const t = await adminTranslator();
  return { title: t('services.newTitle') };
}

/** /admin/services/new: an empty form, placed after the last service by default. */
export default async function NewServicePage() {
  await requireStaff();
  const sortOrder = await nextServiceOrder(getDb());
  return <NewContentScreen kind="services" sortOrder={sortOrder} action={createServiceAction} />;
}
