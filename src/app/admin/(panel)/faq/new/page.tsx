import type { Metadata } from 'next';
import { NewContentScreen } from '@/components/admin/content/content-screens';
import { adminTranslator } from '@/server/admin/admin-i18n.server';
import { requireStaff } from '@/server/auth/guards.server';
import { createFaqAction } from '../actions';

export async function generateMetadata(): Promise<Metadata> {
  const t = await adminTranslator();
  return { title: t('faq.newTitle') };
}

/** /admin/faq/new: an empty form; the new question goes last on each page ticked. */
export default async function NewFaqPage() {
  await requireStaff();
  return <NewContentScreen kind="faq" sortOrder={0} action={createFaqAction} />;
}
