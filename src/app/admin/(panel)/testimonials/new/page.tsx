import { ArrowLeft } from 'lucide-react';
import type { Metadata } from 'next';
import { TestimonialForm } from '@/components/admin/testimonials/testimonial-form';
import { testimonialFormTexts } from '@/components/admin/testimonials/testimonial-form-texts';
import { LinkButton } from '@/components/admin/ui/button';
import { PageHeader } from '@/components/admin/ui/page-header';
import { contentLocales } from '@/lib/admin/content-form';
import type { TestimonialFormValues } from '@/lib/admin/testimonial-schema';
import { adminTranslator } from '@/server/admin/admin-i18n.server';
import { nextTestimonialOrder } from '@/server/testimonials/testimonial-admin.server';
import { requireStaff } from '@/server/auth/guards.server';
import { getDb } from '@/server/db/connection.server';
import { createTestimonialAction } from '../actions';

export async function generateMetadata(): Promise<Metadata> {
  const t = await adminTranslator();
  return { title: t('testimonials.newTitle') };
}

/** /admin/testimonials/new: an empty form, placed after the last testimonial by default. */
export default async function NewTestimonialPage() {
  await requireStaff();
  const [t, order] = await Promise.all([adminTranslator(), nextTestimonialOrder(getDb())]);
  const initial: TestimonialFormValues = {
    name: '',
    company: '',
    rating: '5',
    sortOrder: String(order),
    visible: true,
    text: Object.fromEntries(
      contentLocales.map((locale) => [locale, { quote: '', position: '' }]),
    ) as TestimonialFormValues['text'],
  };
  return (
    <>
      <LinkButton href="/admin/testimonials" variant="ghost" size="sm" className="mb-3 -ms-3">
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t('testimonials.back')}
      </LinkButton>
      <PageHeader
        title={t('testimonials.newTitle')}
        description={t('testimonials.newDescription')}
      />
      <TestimonialForm
        initial={initial}
        action={createTestimonialAction}
        texts={testimonialFormTexts(t, 'create')}
        listHref="/admin/testimonials"
      />
    </>
  );
}
