import type { Metadata } from 'next';
import { EditContentScreen } from '@/components/admin/content/content-screens';
import { DeleteLandingPageButton } from '@/components/admin/landing-pages/delete-landing-page-button';
import { SectionSchedule } from '@/components/admin/pages/section-schedule';
import { adminNotFoundPage } from '@/components/admin/shell/admin-not-found';
import { adminTranslator } from '@/server/admin/admin-i18n.server';
import { requireStaff } from '@/server/auth/guards.server';
import { getDb } from '@/server/db/connection.server';
import { readDocumentDraft } from '@/server/drafts/document-drafts.server';
import {
  getAdminLandingPage,
  landingRedirectTargets,
} from '@/server/landing-pages/landing-pages-admin.server';
import { landingDocument } from '@/server/landing-pages/landing-rows.server';
import { readSchedules } from '@/server/schedules/scheduled-publications.server';
import {
  deleteLandingPageAction,
  removeLandingScheduleAction,
  scheduleLandingPageAction,
  updateLandingPageAction,
} from '../actions';
import { contentDraftActions } from '../../content-drafts';

export async function generateMetadata(): Promise<Metadata> {
  const t = await adminTranslator();
  return { title: t('landing-pages.editTitle') };
}

/**
 * /admin/landing-pages/{id}: every field and language of one page, its history, its preview, and
 * deleting it; with a draft, the scheduled publication of the draft (decision 070).
 */
export default async function EditLandingPagePage({
  params,
}: PageProps<'/admin/landing-pages/[id]'>) {
  await requireStaff();
  const { id } = await params;
  const db = getDb();
  const document = landingDocument(id);
  const [t, page, targets, draft, schedules] = await Promise.all([
    adminTranslator(),
    getAdminLandingPage(db, id),
    landingRedirectTargets(db, id),
    readDocumentDraft(db, document),
    readSchedules(db, document.kind, id),
  ]);
  if (!page) return adminNotFoundPage();
  // readSchedules gives the pending and missed ones only.
  const schedule = schedules.find((candidate) => candidate.document === id);
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
      previewHref={`/admin/landing-pages/${page.id}/preview`}
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
    >
      <SectionSchedule
        title={title}
        hasDraft={draft !== undefined}
        schedule={
          schedule && schedule.state !== 'published' ? { ...schedule, state: schedule.state } : null
        }
        scheduleAt={scheduleLandingPageAction.bind(null, page.id)}
        remove={removeLandingScheduleAction.bind(null, page.id)}
      />
    </EditContentScreen>
  );
}
