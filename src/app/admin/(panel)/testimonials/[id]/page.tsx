import type { Metadata } from 'next';
import { EditContentScreen } from '@/components/admin/content/content-screens';
import { adminNotFoundPage } from '@/components/admin/shell/admin-not-found';
import { adminTranslator } from '@/server/admin/admin-i18n.server';
import { listAgencyPeople } from '@/server/testimonials/agency-people.server';
import { requireStaff } from '@/server/auth/guards.server';
import { getDb } from '@/server/db/connection.server';
import { getAdminTestimonial } from '@/server/testimonials/testimonial-admin.server';
import { deleteTestimonialAction, updateTestimonialAction } from '../actions';
import { contentDraftActions } from '../../content-drafts';

export async function generateMetadata(): Promise<Metadata> {
  const t = await adminTranslator();
  return { title: t('testimonials.editTitle') };
}

/** /admin/testimonials/{id}: every field and language of one testimonial, and deleting it. */
export default async function EditTestimonialPage({
  params,
}: PageProps<'/admin/testimonials/[id]'>) {
  await requireStaff();
  const { id } = await params;
  const db = getDb();
  const [t, testimonial, agencyPeople] = await Promise.all([
    adminTranslator(),
    getAdminTestimonial(db, id),
    listAgencyPeople(db),
  ]);
  if (!testimonial) return adminNotFoundPage();
  return (
    <EditContentScreen
      kind="testimonials"
      documentId={testimonial.id}
      name={`${testimonial.name} · ${testimonial.company}`}
      initial={{
        name: testimonial.name,
        company: testimonial.company,
        photo: testimonial.photo,
        rating: String(testimonial.rating),
        sortOrder: String(testimonial.sortOrder),
        visible: testimonial.visible,
        text: testimonial.text,
      }}
      base={testimonial.updatedAt}
      saveAction={(drawnFrom) => updateTestimonialAction.bind(null, testimonial.id, drawnFrom)}
      draftActions={contentDraftActions}
      historyHref={`/admin/testimonials/${testimonial.id}/history`}
      // The home page shows the testimonials; its preview shows this one's draft among them.
      previewHref="/admin/pages/home/preview"
      deleteAction={deleteTestimonialAction.bind(null, testimonial.id)}
      deleteText={t('testimonials.delete.text', { name: testimonial.name })}
      agencyPeople={agencyPeople}
    />
  );
}
