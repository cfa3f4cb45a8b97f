import { contentFormTexts } from '@/components/admin/content/form-texts';
import type { AdminTranslator } from '@/server/admin/admin-i18n.server';
import type { TestimonialFormTexts } from './testimonial-form';

/** The testimonial form's texts in the admin's language (built on the server). */
export function testimonialFormTexts(
  t: AdminTranslator,
  mode: 'create' | 'edit',
): TestimonialFormTexts {
  const stars = (rating: number) => t('testimonials.stars', { rating });
  return {
    ...contentFormTexts(t, 'testimonials'),
    person: t('testimonials.form.person'),
    name: t('testimonials.form.name'),
    company: t('testimonials.form.company'),
    companyHint: t('testimonials.form.companyHint'),
    rating: t('testimonials.form.rating'),
    stars: { '5': stars(5), '4': stars(4), '3': stars(3), '2': stars(2), '1': stars(1) },
    display: t('testimonials.form.display'),
    order: t('testimonials.form.order'),
    orderHint: t('testimonials.form.orderHint'),
    visible: t('testimonials.form.visible'),
    visibleHint: t('testimonials.form.visibleHint'),
    text: t('testimonials.form.text'),
    quote: t('testimonials.form.quote'),
    position: t('testimonials.form.position'),
    positionHint: t('testimonials.form.positionHint'),
    submit: mode === 'create' ? t('testimonials.form.create') : t('testimonials.form.save'),
    cancel: t('testimonials.form.cancel'),
  };
}
