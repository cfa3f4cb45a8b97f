import type { Metadata } from 'next';
import { adminNotFoundPage } from '@/components/admin/shell/admin-not-found';
import { adminTranslator } from '@/server/admin/admin-i18n.server';
import { requireStaff } from '@/server/auth/guards.server';

export async function generateMetadata(): Promise<Metadata> {
  const t = await adminTranslator();
  return { title: t('ui.notFound.title') };
}

/**
 * Any admin address no screen matches (`/admin/settings`), signed in: the admin's 404 inside its
 * layout. Signed out, the proxy has already sent the visitor to the sign-in page.
 */
export default async function AdminMissingPage() {
  await requireStaff();
  return adminNotFoundPage();
}
