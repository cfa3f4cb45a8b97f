import { Plus } from 'lucide-react';
import type { Metadata } from 'next';
import { TestimonialsTable } from '@/components/admin/testimonials/testimonials-table';
import { LinkButton } from '@/components/admin/ui/button';
import { PageHeader } from '@/components/admin/ui/page-header';
import { adminLocale, adminTranslator } from '@/server/admin/admin-i18n.server';
import { listAdminTestimonials } from '@/server/testimonials/testimonial-admin.server';
import { requireStaff } from '@/server/auth/guards.server';
import { getDb } from '@/server/db/connection.server';

export async function generateMetadata(): Promise<Metadata> {
  const t = await adminTranslator();
  return { title: t('testimonials.metaTitle') };
}

/** /admin/testimonials: every testimonial, hidden ones included, in the home page's order. */
export default async function AdminTestimonialsPage() {
  await requireStaff();
  const [t, locale, rows] = await Promise.all([
    adminTranslator(),
    adminLocale(),
    listAdminTestimonials(getDb()),
  ]);
  return (
    <>
      <PageHeader
        title={t('testimonials.title')}
        description={t('testimonials.description')}
        actions={
          <LinkButton href="/admin/testimonials/new" variant="primary">
            <Plus aria-hidden="true" className="size-4" />
            {t('testimonials.new')}
          </LinkButton>
        }
      />
      <p className="mb-3 text-sm text-fg-muted">
        {t('testimonials.count', { count: rows.length })}
      </p>
      <TestimonialsTable rows={rows} t={t} locale={locale} />
    </>
  );
}
