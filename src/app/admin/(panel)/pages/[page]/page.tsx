import type { Metadata } from 'next';
import Link from 'next/link';
import { PageSectionForm } from '@/components/admin/pages/page-section-form';
import { adminNotFoundPage } from '@/components/admin/shell/admin-not-found';
import { PageHeader } from '@/components/admin/ui/page-header';
import { defaultLocale } from '@/i18n/locales';
import { pageDefinition, type SectionPage } from '@/lib/page-sections/pages';
import { textOf } from '@/lib/page-sections/section-definition';
import { adminMessages, type AdminMessages } from '@/i18n/admin-messages';
import { adminTranslator } from '@/server/admin/admin-i18n.server';
import { requireStaff } from '@/server/auth/guards.server';
import { getDb } from '@/server/db/connection.server';
import { readPageSections } from '@/server/page-sections/page-sections.server';
import { sectionPageViewPath } from '@/server/sitemap/live-pages.server';
import { savePageSectionAction } from '../actions';

/** The pages whose sections the admin names by their role, each section id to its name. */
type SectionNames = AdminMessages['pages']['sectionNames'];
type SectionNameKey = {
  [Page in keyof SectionNames]: `pages.sectionNames.${Page}.${keyof SectionNames[Page] & string}`;
}[keyof SectionNames];

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
  // Most pages' sections are named by their role (their titles hold placeholders and marks);
  // a legal article by its French title; the legal pages' header and closing by their role.
  const sectionName = (id: string, frenchTitle: string) => {
    if (Object.hasOwn(adminMessages.fr.pages.sectionNames, name)) {
      return t(`pages.sectionNames.${name}.${id}` as SectionNameKey);
    }
    if (frenchTitle && id !== 'header') return frenchTitle;
    return t(`pages.sectionRoles.${id === 'header' ? 'header' : 'closing'}`);
  };
  return (
    <>
      <PageHeader
        title={t(`pages.names.${name}`)}
        description={t('pages.pageDescription')}
        // Words no page shows (the mails') have nothing to view (sectionPageViewPath).
        actions={
          view && (
            <Link
              href={view}
              className="text-sm font-medium whitespace-nowrap text-accent-strong underline underline-offset-4"
            >
              {t('pages.viewPage')}
            </Link>
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
              title={sectionName(section.section, french)}
              hidden={section.hidden}
              text={section.text}
              action={savePageSectionAction.bind(null, name, section.section, section.version)}
            />
          );
        })}
      </div>
    </>
  );
}
