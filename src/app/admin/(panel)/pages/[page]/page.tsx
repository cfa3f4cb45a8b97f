import type { Metadata } from 'next';
import Link from 'next/link';
import { PageSectionForm } from '@/components/admin/pages/page-section-form';
import { adminNotFoundPage } from '@/components/admin/shell/admin-not-found';
import { PageHeader } from '@/components/admin/ui/page-header';
import { defaultLocale } from '@/i18n/locales';
import { pageDefinition, type SectionPage } from '@/lib/page-sections/pages';
import { textOf } from '@/lib/page-sections/section-definition';
import type { AdminMessages } from '@/i18n/admin-messages';
import { adminTranslator } from '@/server/admin/admin-i18n.server';
import { requireStaff } from '@/server/auth/guards.server';
import { getDb } from '@/server/db/connection.server';
import { readPageSections } from '@/server/page-sections/page-sections.server';
import { savePageSectionAction } from '../actions';

type HomeSection = keyof AdminMessages['pages']['homeSections'];
type ServicesSection = keyof AdminMessages['pages']['servicesSections'];
type ContactSection = keyof AdminMessages['pages']['contactSections'];
type FlyerSection = keyof AdminMessages['pages']['flyerSections'];
type NewsletterSection = keyof AdminMessages['pages']['newsletterSections'];
type BlogSection = keyof AdminMessages['pages']['blogSections'];
type AboutSection = keyof AdminMessages['pages']['aboutSections'];
type LandingSection = keyof AdminMessages['pages']['landingSections'];
type ServiceSection = keyof AdminMessages['pages']['serviceSections'];
type SiteSection = keyof AdminMessages['pages']['siteSections'];

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
  const [t, sections] = await Promise.all([adminTranslator(), readPageSections(getDb(), name)]);
  // Most pages' sections are named by their role (their titles hold placeholders and marks);
  // a legal article by its French title; the legal pages' header and closing by their role.
  const sectionName = (id: string, frenchTitle: string) => {
    if (name === 'home') return t(`pages.homeSections.${id as HomeSection}`);
    if (name === 'services') return t(`pages.servicesSections.${id as ServicesSection}`);
    if (name === 'contact') return t(`pages.contactSections.${id as ContactSection}`);
    if (name === 'flyer') return t(`pages.flyerSections.${id as FlyerSection}`);
    if (name === 'newsletter') return t(`pages.newsletterSections.${id as NewsletterSection}`);
    if (name === 'blog') return t(`pages.blogSections.${id as BlogSection}`);
    if (name === 'about') return t(`pages.aboutSections.${id as AboutSection}`);
    if (name === 'landing') return t(`pages.landingSections.${id as LandingSection}`);
    if (name === 'service') return t(`pages.serviceSections.${id as ServiceSection}`);
    if (name === 'site') return t(`pages.siteSections.${id as SiteSection}`);
    if (frenchTitle && id !== 'header') return frenchTitle;
    return t(`pages.sectionRoles.${id === 'header' ? 'header' : 'closing'}`);
  };
  return (
    <>
      <PageHeader
        title={t(`pages.names.${name}`)}
        description={t('pages.pageDescription')}
        actions={
          <Link
            href={definition.path}
            className="text-sm font-medium whitespace-nowrap text-accent-strong underline underline-offset-4"
          >
            {t('pages.viewPage')}
          </Link>
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
