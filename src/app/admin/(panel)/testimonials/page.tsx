import type { Metadata } from 'next';
import { ContentListScreen } from '@/components/admin/content/content-screens';
import { TestimonialsTable } from '@/components/admin/testimonials/testimonials-table';
import { adminTranslator } from '@/server/admin/admin-i18n.server';
import { requireStaff } from '@/server/auth/guards.server';
import { getDb } from '@/server/db/connection.server';
import { listAdminTestimonials } from '@/server/testimonials/testimonial-admin.server';

export async function generateMetadata(): Promise<Metadata> {
  const t = await adminTranslator();
  return { title: t('testimonials.metaTitle') };
}

/** /admin/testimonials: every testimonial, hidden ones included, in the home page's order. */
export default async function AdminTestimonialsPage() {
  await requireStaff();
  const rows = await listAdminTestimonials(getDb());
  return (
    <ContentListScreen kind="testimonials" count={rows.length}>
      <TestimonialsTable rows={rows} />
    </ContentListScreen>
  );
}
