import type { Insertable, Selectable } from 'kysely';

/**
 * Table types shared by both dialects. Times are ISO-8601 UTC strings and lists are
 * JSON text, so one query code runs unchanged on SQLite and PostgreSQL (decision 003).
 */
export interface Database {
  service: ServiceTable;
  service_translation: ServiceTranslationTable;
  testimonial: TestimonialTable;
  testimonial_translation: TestimonialTranslationTable;
}

export interface ServiceTable {
  id: string;
  sort_order: number;
  icon: string;
  created_at: string;
  updated_at: string;
}

export interface ServiceTranslationTable {
  service_id: string;
  locale: string;
  title: string;
  description: string;
  /** JSON array of the four feature lines. */
  features: string;
  price: string;
  /** Longer presentation for the service's own page, paragraphs separated by blank lines. */
  body: string;
}

export interface TestimonialTable {
  id: string;
  sort_order: number;
  name: string;
  company: string;
  rating: number;
  created_at: string;
  updated_at: string;
}

export interface TestimonialTranslationTable {
  testimonial_id: string;
  locale: string;
  quote: string;
  position: string;
}

export type ServiceRow = Selectable<ServiceTable>;
export type NewService = Insertable<ServiceTable>;
export type NewServiceTranslation = Insertable<ServiceTranslationTable>;
export type NewTestimonial = Insertable<TestimonialTable>;
export type NewTestimonialTranslation = Insertable<TestimonialTranslationTable>;
