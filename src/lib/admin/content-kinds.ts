import {
  contactServiceCreateSchema,
  contactServiceFormLayout,
  contactServiceSchema,
} from '@/lib/admin/contact-service-schema';
import { faqFormLayout, faqSchema } from '@/lib/admin/faq-schema';
import { landingPageFormLayout, landingPageSchema } from '@/lib/admin/landing-page-schema';
import { serviceCreateSchema, serviceFormLayout, serviceSchema } from '@/lib/admin/service-schema';
import { testimonialFormLayout, testimonialSchema } from '@/lib/admin/testimonial-schema';
import type { ContentFormLayout, ContentKind } from '@/lib/admin/translated-content';
import type * as z from 'zod/mini';

/**
 * Each translated content kind's form: its layout, the schema of an edit and the schema of a
 * creation (a service also chooses its address then). The browser and the server actions both
 * read a kind's form from here, so they always check the same rules.
 */
export const contentKindForms: Record<
  ContentKind,
  {
    layout: ContentFormLayout;
    schema: z.ZodMiniType;
    createSchema: z.ZodMiniType;
    /** The kind as its versions and drafts name it (decisions 064, 071). */
    document: string;
  }
> = {
  services: {
    layout: serviceFormLayout,
    schema: serviceSchema,
    createSchema: serviceCreateSchema,
    document: 'service',
  },
  testimonials: {
    layout: testimonialFormLayout,
    schema: testimonialSchema,
    createSchema: testimonialSchema,
    document: 'testimonial',
  },
  'contact-services': {
    layout: contactServiceFormLayout,
    schema: contactServiceSchema,
    createSchema: contactServiceCreateSchema,
    document: 'contact_service',
  },
  faq: { layout: faqFormLayout, schema: faqSchema, createSchema: faqSchema, document: 'faq_entry' },
  'landing-pages': {
    layout: landingPageFormLayout,
    schema: landingPageSchema,
    createSchema: landingPageSchema,
    document: 'landing_page',
  },
};
