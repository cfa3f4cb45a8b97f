import type { Metadata } from 'next';
import Link from 'next/link';
import { EditingPresence } from '@/components/admin/content/editing-presence';
import { PageSectionForm } from '@/components/admin/pages/page-section-form';
import { SectionSchedule } from '@/components/admin/pages/section-schedule';
import { sectionName } from '@/components/admin/pages/section-name';
import { adminNotFoundPage } from '@/components/admin/shell/admin-not-found';
import { PageHeader } from '@/components/admin/ui/page-header';
import { defaultLocale } from '@/i18n/locales';
import { pageDefinition, type SectionPage } from '@/lib/page-sections/pages';
import { textOf } from '@/lib/page-sections/section-definition';
import { adminTranslator } from '@/server/admin/admin-i18n.server';
import { requireStaff } from '@/server/auth/guards.server';
import { getDb } from '@/server/db/connection.server';
import { readPageSections } from '@/server/page-sections/page-sections.server';
import { readSectionDrafts } from '@/server/page-sections/section-drafts.server';
import { readSchedules } from '@/server/schedules/scheduled-publications.server';
import { sectionPageViewPath } from '@/server/sitemap/live-pages.server';
import {
  discardSectionDraftAction,
  publishSectionDraftAction,
  rebaseSectionDraftAction,
  saveSectionDraftAction,
} from '../actions';
import { imagesMissingAltAction } from '../../media/actions';
import { removeSectionScheduleAction, scheduleSectionAction } from './actions';
import { StaleDraftDiff } from './stale-draft-diff';

export async function generateMetadata({
  params,
}: PageProps<'/admin/pages/[page]'>): Promise<Metadata> {
  await requireStaff();
  const [t, { page }] = await Promise.all([adminTranslator(), params]);
  const definition = pageDefinition(page);
  return {
    title: definition ? t(`pages.names.${definition.page as SectionPage}`) : t('pages.metaTitle'),
  };
}

/**
 * /admin/pages/{page}: one form per section, each saved on its own: its draft when it has one
 * (decision 068), else the published text; a draft drawn from a version published over since
 * shows what differs. Under each form, its draft's scheduled publication (decision 070).
 */
export default async function AdminSectionPage({ params }: PageProps<'/admin/pages/[page]'>) {
  await requireStaff();
  const { page } = await params;
  const definition = pageDefinition(page);
  if (!definition) return adminNotFoundPage();
  const name = definition.page as SectionPage;
  const [t, sections, drafts, schedules, view] = await Promise.all([
    adminTranslator(),
    readPageSections(getDb(), name),
    readSectionDrafts(getDb(), name),
    readSchedules(getDb(), 'page-section', `${name}/`),
    sectionPageViewPath(definition),
  ]);
  const previewHref = `/admin/pages/${name}/preview`;
  return (
    <>
      <PageHeader
        title={t(`pages.names.${name}`)}
        description={t('pages.pageDescription')}
        // Words no page shows (the mails') have nothing to view (sectionPageViewPath).
        actions={
          view && (
            <>
              <a
                href={previewHref}
                target="_blank"
                rel="noopener"
                aria-label={t('pages.preview.openLabel')}
                className="text-sm font-medium whitespace-nowrap text-accent-strong underline underline-offset-4"
              >
                {t('pages.preview.open')}
              </a>
              <Link
                href={view}
                className="text-sm font-medium whitespace-nowrap text-accent-strong underline underline-offset-4"
              >
                {t('pages.viewPage')}
              </Link>
            </>
          )
        }
      />
      <EditingPresence document={`pages:${name}`} />
      <div className="space-y-6">
        {sections.map((section) => {
          const draft = drafts.find((candidate) => candidate.section === section.section);
          const shown = draft ?? section;
          const french = textOf(shown.text[defaultLocale], 'title');
          const bound = [name, section.section] as const;
          const title = sectionName(t, name, section.section, french);
          const schedule = schedules.find(
            (candidate) => candidate.document === `${name}/${section.section}`,
          );
          return (
            <div key={section.section}>
              <PageSectionForm
                // A publish, a discard or a draft drawn anew starts the form again from the screen.
                key={`${section.section}-${section.version}-${draft?.baseVersion ?? 'published'}`}
                page={name}
                section={section.section}
                title={title}
                hidden={shown.hidden}
                text={shown.text}
                draft={
                  draft
                    ? {
                        revision: draft.revision,
                        savedAt: draft.updatedAt,
                        savedBy: draft.updatedBy,
                      }
                    : null
                }
                staleNote={
                  draft && draft.baseVersion !== section.version ? (
                    <StaleDraftDiff page={name} published={section} draft={draft} />
                  ) : undefined
                }
                saveDraft={saveSectionDraftAction.bind(null, ...bound, section.version)}
                publish={publishSectionDraftAction.bind(null, ...bound, section.version)}
                discard={discardSectionDraftAction.bind(null, ...bound)}
                keepDraft={rebaseSectionDraftAction.bind(null, ...bound, section.version)}
                missingAlt={imagesMissingAltAction}
                historyHref={`/admin/pages/${name}/history/${section.section}`}
                previewHref={view && previewHref}
              />
              <SectionSchedule
                title={title}
                hasDraft={draft !== undefined}
                schedule={
                  schedule && schedule.state !== 'published'
                    ? {
                        publishAt: schedule.publishAt,
                        state: schedule.state,
                        reason: schedule.reason,
                        scheduledBy: schedule.scheduledBy,
                      }
                    : null
                }
                scheduleAt={scheduleSectionAction.bind(null, ...bound)}
                remove={removeSectionScheduleAction.bind(null, ...bound)}
              />
            </div>
          );
        })}
      </div>
    </>
  );
}
