import type { Metadata } from 'next';
import { NewContentScreen } from '@/components/admin/content/content-screens';
import { adminTranslator } from '@/server/admin/admin-i18n.server';
import { listAgencyPeople } from '@/server/testimonials/agency-people.server';
import { requireStaff } from '@/server/auth/guards.server';
import { getDb } from '@/server/db/connection.server';
import { nextTestimonialOrder } from '@/server/testimonials/testimonial-admin.server';
import { createTestimonialAction } from '../actions';

export async function generateMetadata(): Promise<Metadata> {
  const t = await adminTranslator();
  return { title: t('testimonials.newTitle') };
}

/** /admin/testimonials/new: an empty form, placed after the last testimonial by default. */
export default async function NewTestimonialPage() {
  await requireStaff();
  const db = getDb();
  const [sortOrder, agencyPeople] = await Promise.all([
    nextTestimonialOrder(db),
    listAgencyPeople(db),
  ]);
  return (
    <NewContentScreen
      kind="testimonials"
      sortOrder={sortOrder}
      action={createTestimonialAction}
      agencyPeople={agencyPeople}
    />
  );
}
