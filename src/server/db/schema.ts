import type { Generated, Insertable, Selectable } from 'kysely';

/**
 * Table types shared by both dialects. Times are ISO-8601 UTC strings and lists are
 * JSON text, so one query code runs unchanged on SQLite and PostgreSQL (decision 003).
 */
export interface Database {
  service: ServiceTable;
  service_translation: ServiceTranslationTable;
  testimonial: TestimonialTable;
  testimonial_translation: TestimonialTranslationTable;
  post: PostTable;
  post_translation: PostTranslationTable;
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

export type PostStatus = 'draft' | 'published';

/**
 * What a post is, whatever its language. Visible when published and `published_at <= now`.
 * `Generated` columns have database defaults (spec §3), so inserts may leave them out.
 */
export interface PostTable {
  id: string;
  /** Stored as its French name; labels per language come from src/content/blog-categories.ts. */
  category: Generated<string>;
  search_intent: Generated<string>;
  competition_level: Generated<string>;
  schema_type: Generated<string>;
  expected_traffic: Generated<number>;
  /** Public path or URL of the hero image. */
  image: Generated<string>;
  status: Generated<PostStatus>;
  /** ISO time; a future time schedules the post. Null while it has never been published. */
  published_at: string | null;
  author: string;
  created_at: string;
  updated_at: string;
}

/** The post in one language; its slug is unique within that language. */
export interface PostTranslationTable {
  post_id: string;
  locale: string;
  slug: string;
  title: string;
  excerpt: Generated<string>;
  /** Markdown (GFM), rendered and sanitized on the server. */
  content: Generated<string>;
  meta_title: Generated<string>;
  meta_description: Generated<string>;
  alt_text: Generated<string>;
  /** JSON array: the search phrases of this language (chips, search, related posts, FAQ). */
  target_keywords: Generated<string>;
  /** JSON array. */
  tags: Generated<string>;
  updated_at: string;
}

export type ServiceRow = Selectable<ServiceTable>;
export type NewService = Insertable<ServiceTable>;
export type NewServiceTranslation = Insertable<ServiceTranslationTable>;
export type NewTestimonial = Insertable<TestimonialTable>;
export type NewTestimonialTranslation = Insertable<TestimonialTranslationTable>;
export type NewPost = Insertable<PostTable>;
export type NewPostTranslation = Insertable<PostTranslationTable>;
