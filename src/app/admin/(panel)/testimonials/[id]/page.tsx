import { ArrowLeft } from 'lucide-react';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { DeleteContentButton } from '@/components/admin/content/delete-content-button';
import { deleteContentTexts } from '@/components/admin/content/form-texts';
import { TestimonialForm } from '@/components/admin/testimonials/testimonial-form';
import { testimonialFormTexts } from '@/components/admin/testimonials/testimonial-form-texts';
import { LinkButton } from '@/components/admin/ui/button';
import { PageHeader } from '@/components/admin/ui/page-header';
import type { TestimonialFormValues } from '@/lib/admin/testimonial-schema';
import { adminTranslator } from '@/server/admin/admin-i18n.server';
import { getAdminTestimonial } from '@/server/testimonials/testimonial-admin.server';
import { requireStaff } from '@/server/auth/guards.server';
import { getDb } from '@/server/db/connection.server';
import { deleteTestimonialAction, updateTestimonialAction } from '../actions';

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
  const [t, testimonial] = await Promise.all([adminTranslator(), getAdminTestimonial(getDb(), id)]);
  if (!testimonial) notFound();
  const initial: TestimonialFormValues = {
    name: testimonial.name,
    company: testimonial.company,
    rating: String(testimonial.rating) as TestimonialFormValues['rating'],
    sortOrder: String(testimonial.sortOrder),
    visible: testimonial.visible,
    text: testimonial.text,
  };
  return (
    <>
      <LinkButton href="/admin/testimonials" variant="ghost" size="sm" className="mb-3 -ms-3">
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t('testimonials.back')}
      </LinkButton>
      <PageHeader
        title={t('testimonials.editTitle')}
        description={`${testimonial.name} · ${testimonial.company}`}
        actions={
          <DeleteContentButton
            action={deleteTestimonialAction.bind(null, testimonial.id)}
            texts={deleteContentTexts(
              t,
              'testimonials',
              t('testimonials.delete.text', { name: testimonial.name }),
            )}
            doneHref="/admin/testimonials"
          />
        }
      />
      <TestimonialForm
        initial={initial}
        action={updateTestimonialAction.bind(null, testimonial.id)}
        texts={testimonialFormTexts(t, 'edit')}
        listHref="/admin/testimonials"
      />
    </>
  );
}
