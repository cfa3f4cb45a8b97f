import type { Metadata } from 'next';
import Link from 'next/link';
import { PageSectionForm } from '@/components/admin/pages/page-section-form';
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
import { sectionPageViewPath } from '@/server/sitemap/live-pages.server';
import { savePageSectionAction } from '../actions';

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

/** /admin/pages/{page}: one form per section, each saved on its own (its own version). */
export default async function AdminSectionPage({ params }: PageProps<'/admin/pages/[page]'>) {
  await requireStaff();
  const { page } = await params;
  const definition = pageDefinition(page);
  if (!definition) return adminNotFoundPage();
  const name = definition.page as SectionPage;
  const [t, sections, view] = await Promise.all([
    adminTranslator(),
    readPageSections(getDb(), name),
    sectionPageViewPath(definition),
  ]);
  return (
    <>
      <PageHeader
        title={t(`pages.names.${name}`)}
        description={t('pages.pageDescription')}
        // Words no page shows (the mails') have nothing to view (sectionPageViewPath).
        actions={
          view && (
            <>
              <Link
                href={`/admin/pages/${name}/preview`}
                className="text-sm font-medium whitespace-nowrap text-accent-strong underline underline-offset-4"
              >
                {t('pages.preview.open')}
              </Link>
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
      <div className="space-y-6">
        {sections.map((section) => {
          const french = textOf(section.text[defaultLocale], 'title');
          return (
            <PageSectionForm
              // A new version (this editor's save, or a reload after a conflict) starts anew.
              key={`${section.section}-${section.version}`}
              page={name}
              section={section.section}
              title={sectionName(t, name, section.section, french)}
              hidden={section.hidden}
              text={section.text}
              action={savePageSectionAction.bind(null, name, section.section, section.version)}
              historyHref={`/admin/pages/${name}/history/${section.section}`}
            />
          );
        })}
      </div>
    </>
  );
}
