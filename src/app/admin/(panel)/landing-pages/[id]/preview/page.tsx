import type { Metadata } from 'next';
import { PreviewScreen } from '@/components/admin/pages/preview-screen';
import { adminNotFoundPage } from '@/components/admin/shell/admin-not-found';
import { adminTranslator } from '@/server/admin/admin-i18n.server';
import { requireStaff } from '@/server/auth/guards.server';
import { getDb } from '@/server/db/connection.server';
import {
  getAdminLandingPage,
  landingPreviewStamp,
} from '@/server/landing-pages/landing-pages-admin.server';

export async function generateMetadata({
  params,
}: PageProps<'/admin/landing-pages/[id]/preview'>): Promise<Metadata> {
  await requireStaff();
  const [t, { id }] = await Promise.all([adminTranslator(), params]);
  const page = await getAdminLandingPage(getDb(), id);
  return { title: page ? t('pages.preview.metaTitle', { page: page.slug }) : t('pages.metaTitle') };
}

/**
 * /admin/landing-pages/{id}/preview?lang=&beside=&width=: the landing page's public address with
 * its draft, in one language or two side by side, at a desktop, tablet or phone width; the
 * frames reload after each save of its draft (decision 069).
 */
export default async function AdminLandingPagePreview({
  params,
  searchParams,
}: PageProps<'/admin/landing-pages/[id]/preview'>) {
  await requireStaff();
  const [{ id }, query] = await Promise.all([params, searchParams]);
  const db = getDb();
  const [t, page, stamp] = await Promise.all([
    adminTranslator(),
    getAdminLandingPage(db, id),
    landingPreviewStamp(db, id),
  ]);
  if (!page || stamp === undefined) return adminNotFoundPage();
  const landing = encodeURIComponent(page.id);
  return (
    <PreviewScreen
      title={t('pages.preview.title', { page: page.values.text.fr.title })}
      editorHref={`/admin/landing-pages/${page.id}`}
      view={`/services/${page.slug}`}
      query={query}
      frameSource={(locale) => `/api/admin/preview?landing=${landing}&lang=${locale}`}
      stampHref={`/api/admin/preview/stamp?landing=${landing}`}
      stamp={stamp}
    />
  );
}
