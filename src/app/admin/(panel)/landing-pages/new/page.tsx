import type { Metadata } from 'next';
import { NewContentScreen } from '@/components/admin/content/content-screens';
import { adminTranslator } from '@/server/admin/admin-i18n.server';
import { requireStaff } from '@/server/auth/guards.server';
import { createLandingPageAction } from '../actions';

export async function generateMetadata(): Promise<Metadata> {
  const t = await adminTranslator();
  return { title: t('landing-pages.newTitle') };
}

/** /admin/landing-pages/new: an empty form; the page goes last in its kind's links. */
export default async function NewLandingPagePage() {
  await requireStaff();
  return <NewContentScreen kind="landing-pages" sortOrder={0} action={createLandingPageAction} />;
}
