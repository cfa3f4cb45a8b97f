import type { Metadata } from 'next';
import { EditContentScreen } from '@/components/admin/content/content-screens';
import { DeleteLandingPageButton } from '@/components/admin/landing-pages/delete-landing-page-button';
import { adminNotFoundPage } from '@/components/admin/shell/admin-not-found';
import { adminTranslator } from '@/server/admin/admin-i18n.server';
import { requireStaff } from '@/server/auth/guards.server';
import { getDb } from '@/server/db/connection.server';
import {
  getAdminLandingPage,
  landingRedirectTargets,
} from '@/server/landing-pages/landing-pages-admin.server';
import { deleteLandingPageAction, updateLandingPageAction } from '../actions';
import { contentDraftActions } from '../../content-drafts';

export async function generateMetadata(): Promise<Metadata> {
  const t = await adminTranslator();
  return { title: t('landing-pages.editTitle') };
}

/** /admin/landing-pages/{id}: every field and language of one page, its history, and deleting it. */
export default async function EditLandingPagePage({
  params,
}: PageProps<'/admin/landing-pages/[id]'>) {
  await requireStaff();
  const { id } = await params;
  const db = getDb();
  const [t, page, targets] = await Promise.all([
    adminTranslator(),
    getAdminLandingPage(db, id),
    landingRedirectTargets(db, id),
  ]);
  if (!page) return adminNotFoundPage();
  const title = page.values.text.fr.title;
  return (
    <EditContentScreen
      kind="landing-pages"
      documentId={page.id}
      name={`${title} — /services/${page.slug}`}
      initial={page.values}
      base={String(page.version)}
      saveAction={(drawnFrom) => updateLandingPageAction.bind(null, page.id, Number(drawnFrom))}
      draftActions={contentDraftActions}
      historyHref={`/admin/landing-pages/${page.id}/history`}
      deleteButton={
        <DeleteLandingPageButton
          action={deleteLandingPageAction.bind(null, page.id)}
          text={t('landing-pages.delete.text', { title, slug: page.slug })}
          targets={[
            { path: '/services', name: t('landing-pages.delete.targetServices') },
            ...targets,
          ]}
        />
      }
    />
  );
}
