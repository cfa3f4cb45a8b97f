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
  contact_service: ContactServiceTable;
  contact_service_translation: ContactServiceTranslationTable;
  contact_service_removed: ContactServiceRemovedTable;
  faq_entry: FaqEntryTable;
  faq_entry_translation: FaqEntryTranslationTable;
  faq_placement: FaqPlacementTable;
  landing_page: LandingPageTable;
  landing_page_translation: LandingPageTranslationTable;
  page_section: PageSectionTable;
  page_section_translation: PageSectionTranslationTable;
  page_section_draft: PageSectionDraftTable;
  document_draft: DocumentDraftTable;
  scheduled_publication: ScheduledPublicationTable;
  content_version: ContentVersionTable;
  bin: BinTable;
  editing_presence: EditingPresenceTable;
  site_settings: SiteSettingsTable;
  site_settings_translation: SiteSettingsTranslationTable;
  post: PostTable;
  post_translation: PostTranslationTable;
  post_keyword: PostKeywordTable;
  contact: ContactTable;
  booking_event: BookingEventTable;
  newsletter_subscriber: NewsletterSubscriberTable;
  outbox: OutboxTable;
  rate_limit_hit: RateLimitHitTable;
  totp_last_step: TotpLastStepTable;
  app_secret: AppSecretTable;
  audit_log: AuditLogTable;
  seed_removed: SeedRemovedTable;
  newsletter_suppression: NewsletterSuppressionTable;
  upload: UploadTable;
  upload_translation: UploadTranslationTable;
  upload_alias: UploadAliasTable;
  newsletter_campaign: NewsletterCampaignTable;
  newsletter_campaign_translation: NewsletterCampaignTranslationTable;
  mail_pace: MailPaceTable;
  redirect: RedirectTable;
  auth_user: AuthUserTable;
  auth_session: AuthSessionTable;
  auth_verification: AuthVerificationTable;
  auth_account: AuthAccountTable;
  auth_two_factor: AuthTwoFactorTable;
  analytics_salt: AnalyticsSaltTable;
  analytics_event: AnalyticsEventTable;
  analytics_rolled_day: AnalyticsRolledDayTable;
  analytics_visit_day: AnalyticsVisitDayTable;
  analytics_page_day: AnalyticsPageDayTable;
  analytics_goal_day: AnalyticsGoalDayTable;
  analytics_goal_page_day: AnalyticsGoalPageDayTable;
  analytics_rolled_month: AnalyticsRolledMonthTable;
  analytics_visit_month: MonthOf<AnalyticsVisitDayTable>;
  analytics_page_month: MonthOf<AnalyticsPageDayTable>;
  analytics_goal_month: MonthOf<AnalyticsGoalDayTable>;
  analytics_goal_page_month: MonthOf<AnalyticsGoalPageDayTable>;
  webhook_endpoint: WebhookEndpointTable;
  webhook_delivery: WebhookDeliveryTable;
}

export interface ServiceTable {
  id: string;
  sort_order: number;
  icon: string;
  /** 1 shown on the public pages, 0 hidden by the admin (default 1). */
  visible: Generated<number>;
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
  /** ISO time this language's text last changed (migration 0025): older than French = outdated. */
  updated_at: string;
}

export interface TestimonialTable {
  id: string;
  sort_order: number;
  name: string;
  company: string;
  rating: number;
  /** 1 shown on the public pages, 0 hidden by the admin (default 1). */
  visible: Generated<number>;
  /** The person's photo, an upload's public path, '' for none (migration 0034). */
  photo: Generated<string>;
  created_at: string;
  updated_at: string;
}

export interface TestimonialTranslationTable {
  testimonial_id: string;
  locale: string;
  quote: string;
  position: string;
  /** ISO time this language's text last changed (migration 0025): older than French = outdated. */
  updated_at: string;
}

/** An option of the contact form's service select; `id` is the value a request stores. */
export interface ContactServiceTable {
  id: string;
  sort_order: number;
  /** 1 offered on the contact form, 0 switched off by the admin (default 1). */
  visible: Generated<number>;
  created_at: string;
  updated_at: string;
}

export interface ContactServiceTranslationTable {
  contact_service_id: string;
  locale: string;
  label: string;
  /** ISO time this language's text last changed (migration 0025): older than French = outdated. */
  updated_at: string;
}

/** A question of the FAQ; `version` rises with every save (a stale save is refused). */
export interface FaqEntryTable {
  id: string;
  /** 'n8n' | 'whatsapp' | 'ai' | 'general' (src/lib/admin/faq-schema.ts). */
  category: string;
  version: Generated<number>;
  created_at: string;
  updated_at: string;
}

/** An entry's text in one language; an empty field shows the French one. */
export interface FaqEntryTranslationTable {
  faq_entry_id: string;
  locale: string;
  question: string;
  /** Markdown, rendered and sanitised like an article's. */
  answer: string;
  /** Comma-separated. */
  keywords: string;
  /** ISO time this language's text last changed (migration 0025): older than French = outdated. */
  updated_at: string;
}

/** Where an entry is shown: a page ('home' | 'contact' | 'services') and its place there. */
export interface FaqPlacementTable {
  faq_entry_id: string;
  page: string;
  position: number;
}

/**
 * A landing page, /services/{slug}; `version` rises with every save (a stale save is refused).
 * `position` orders the services page's link lists; the "other pages" links follow creation.
 */
export interface LandingPageTable {
  id: string;
  slug: string;
  /** 'region' | 'specialised' | 'country' (src/lib/admin/landing-page-schema.ts). */
  kind: string;
  area_served: string;
  /** ISO 3166 alpha-2. */
  country: string;
  /** JSON: [{ language, region }]. */
  regional_alternates: Generated<string>;
  position: number;
  version: Generated<number>;
  created_at: string;
  updated_at: string;
}

/**
 * A section of a page made of sections (decision 047; the list is src/lib/page-sections/pages.ts);
 * `version` rises with every save (a stale save is refused).
 */
export interface PageSectionTable {
  page: string;
  section: string;
  /** 1 hidden from the public page by an editor, 0 shown. */
  hidden: Generated<number>;
  version: Generated<number>;
  created_at: string;
  updated_at: string;
}

/** A landing page's text in one language; lists are JSON, an empty field shows the French. */
export interface LandingPageTranslationTable {
  landing_page_id: string;
  locale: string;
  title: string;
  description: string;
  hero_title: string;
  hero_description: string;
  section_title: string;
  place: string;
  /** JSON: [{ title, description }]. */
  features: string;
  /** JSON: paragraphs. */
  intro: string;
  /** JSON: a country page's blocks (CountryText), or null. */
  country: string | null;
  /** The last save of this language's text (the translation status compares it with the French). */
  updated_at: string;
}

/** A section's content in one language: JSON of its section's schema; `updated_at` its last save. */
export interface PageSectionTranslationTable {
  page: string;
  section: string;
  locale: string;
  content: string;
  updated_at: string;
}

/**
 * The working copy of a section, apart from what is published (migration 0029, decision 068):
 * nothing public reads it.
 */
export interface DocumentDraftTable {
  /** The kind's name as its versions name it ('service', 'faq', 'landing-page', …). */
  kind: string;
  document: string;
  /** JSON: the form's values as the editor left them (the kind's form input, maybe incomplete). */
  values: string;
  /** The kind's conflict token of the published state the draft was drawn from. */
  base: string;
  /** 1 when created, +1 on each save of the draft. */
  revision: number;
  updated_by_id: string | null;
  updated_by_email: string | null;
  updated_at: string;
}

export interface PageSectionDraftTable {
  page: string;
  section: string;
  /** 1 hidden by the draft, 0 shown. */
  hidden: number;
  /** JSON: { locale: that language's content } for the languages the editor filled. */
  content: string;
  /** The published section's `version` the draft was drawn from. */
  base_version: number;
  /** 1 when created, +1 on each save of the draft. */
  revision: number;
  updated_by_id: string | null;
  updated_by_email: string | null;
  updated_at: string;
}

/**
 * A draft to be published at a time, one per document of any kind (migration 0031, decision
 * 070); scheduling it again replaces the row.
 */
export interface ScheduledPublicationTable {
  /** The kind of document: `page-section` today (the kinds of content_version). */
  kind: string;
  /** The document's key within its kind (a section's `page/section`). */
  document: string;
  /** When its draft goes live, ISO-8601 UTC. */
  publish_at: string;
  state: 'pending' | 'published' | 'missed';
  /** Missed: the publish's refusal ('stale', 'invalid', 'missing'); else null. */
  reason: string | null;
  /** Who scheduled it: the publish is theirs, in the audit log and the versions. */
  scheduled_by_id: string;
  scheduled_by_email: string;
  created_at: string;
  /** When the pass published it or found it refused. */
  done_at: string | null;
}

/** A document as one save left it (migration 0027, decision 064). */
export interface ContentVersionTable {
  /** The kind of document: `page-section` today. */
  kind: string;
  /** The document's key within its kind (a section's `page/section`). */
  document: string;
  /** 1, 2, 3… per document, in the order they were kept. */
  number: number;
  action: 'before' | 'save' | 'restore' | 'import' | 'publish';
  /** The whole document, JSON. */
  snapshot: string;
  actor_id: string | null;
  actor_email: string | null;
  created_at: string;
}

/** A deleted document, kept whole until the purge (migration 0028, decision 065). */
/** Someone with a document open in the admin, while their screen keeps saying so (issue 30). */
export interface EditingPresenceTable {
  /** `{kind}:{key}`, as the editor's screen names its document. */
  document: string;
  user_id: string;
  /** Their name, or their e-mail when they have none, as others are shown it. */
  user_label: string;
  opened_at: string;
  seen_at: string;
}

export interface BinTable {
  /** The kind of document: `post` today. */
  kind: string;
  /** The document's key within its kind (a post's id). */
  id: string;
  /** What the bin's list shows. */
  title: string;
  /** The whole document as it was deleted, JSON (the kind reads it back). */
  snapshot: string;
  deleted_at: string;
  actor_id: string | null;
  actor_email: string | null;
}

/** The agency's settings: one row (id 1); a save names the `version` it read (decision 045). */
export interface SiteSettingsTable {
  id: number;
  version: number;
  site_name: string;
  contact_email: string;
  contact_phone: string;
  whatsapp_number: string;
  /** The official address (structured data, legal pages); each language's is in the translation. */
  address: string;
  booking_url: string;
  social_linkedin: string | null;
  social_instagram: string | null;
  social_facebook: string | null;
  social_x: string | null;
  social_youtube: string | null;
  /** 1 shows the voice widget (when the deployment configures one), 0 hides it. */
  voice_widget: number;
  years: number;
  projects: number;
  clients: number;
  /** Percent of satisfied clients. */
  satisfaction: number;
  rating: number;
  review_count: number;
  /** The picture of the site's social card, an upload's public path, '' for none (migration 0034). */
  social_image: Generated<string>;
  updated_at: string;
}

/** The settings' texts in one language; French is required, another falls back to it. */
export interface SiteSettingsTranslationTable {
  locale: string;
  address: string;
  office_hours: string;
  /** ISO time this language's text last changed (migration 0025): older than French = outdated. */
  updated_at: string;
}

/** A deleted option's labels, so the requests that chose it still read as it (decision 035). */
export interface ContactServiceRemovedTable {
  id: string;
  /** JSON object: the label per language when the option was deleted. */
  labels: string;
  removed_at: string;
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
  /** Minutes to read `content`, computed when it is saved (lib/blog/reading-time.ts). */
  reading_minutes: number;
  meta_title: Generated<string>;
  meta_description: Generated<string>;
  alt_text: Generated<string>;
  /** JSON array: the search phrases of this language (chips, search, related posts, FAQ). */
  target_keywords: Generated<string>;
  /** JSON array. */
  tags: Generated<string>;
  updated_at: string;
  /**
   * The searched texts, folded (lib/blog/search.ts `searchColumns`): required of every writer,
   * so no translation is left out of the search (migration 0013, decision 024).
   */
  search_title: string;
  /** The folded target keywords, one per line. */
  search_keywords: string;
  search_excerpt: string;
}

/** One folded target keyword of a post translation (related posts; migration 0013). */
export interface PostKeywordTable {
  post_id: string;
  locale: string;
  keyword: string;
}

export type ContactStatus = 'new' | 'handled' | 'spam';

/** A contact request, stored before any mail is sent. The IP is kept only as a keyed hash. */
/**
 * Where a lead came from (migration 0037, decision 077): the visit of its form, '' where unknown.
 * `source_origin` is 'visit' (the beacon's events of the same visit), 'request' (the form's own
 * request only: its posting page and Referer) or '' (stored before); `source_pages` a JSON list of
 * the paths seen before the form.
 */
export interface LeadSourceColumns {
  source_origin: Generated<string>;
  source_entry_page: Generated<string>;
  source_locale: Generated<string>;
  source_referrer: Generated<string>;
  utm_source: Generated<string>;
  utm_medium: Generated<string>;
  utm_campaign: Generated<string>;
  utm_term: Generated<string>;
  utm_content: Generated<string>;
  source_pages: Generated<string>;
}

/** A lead of the inbox: a request sent through the contact form, or a Cal.com booking (0039). */
export type ContactKind = 'contact' | 'booking';

/** Where a booking stands, from the last Cal.com webhook applied (decision 079). */
export type BookingStatus = 'booked' | 'rescheduled' | 'cancelled';

/**
 * A booking's columns on its lead (migration 0039, decision 079): null on a contact request.
 * `booking_uid` is Cal.com's uid of the booking as it stands (a reschedule gives a new one);
 * `booking_answers` a JSON list of `{ label, value }`, the booking questions' answers.
 */
export interface BookingColumns {
  kind: Generated<ContactKind>;
  booking_uid: string | null;
  booking_start: string | null;
  booking_end: string | null;
  booking_time_zone: string | null;
  booking_status: BookingStatus | null;
  booking_answers: Generated<string>;
}

export interface ContactTable extends LeadSourceColumns, BookingColumns {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  company: string | null;
  /** One of the nine service values of the form (spec §3). */
  service: string;
  message: string;
  locale: string;
  status: ContactStatus;
  ip_hash: string;
  received_at: string;
  /** Last change (receipt or status); the retention period counts from here. */
  updated_at: string;
}

/** The Cal.com webhooks that reach a booking's lead (trigger names as Cal.com sends them). */
export type BookingTrigger = 'BOOKING_CREATED' | 'BOOKING_RESCHEDULED' | 'BOOKING_CANCELLED';

/**
 * One Cal.com webhook applied to a booking's lead: its history (migration 0039). A booking uid
 * and trigger are unique: a replay is refused.
 */
export interface BookingEventTable {
  id: string;
  contact_id: string;
  booking_uid: string;
  trigger: BookingTrigger;
  start_time: string;
  end_time: string;
  /** The webhook's `createdAt`: when Cal.com says the change happened. */
  occurred_at: string;
  received_at: string;
}

export type SubscriberStatus = 'pending' | 'confirmed' | 'unsubscribed' | 'bounced';

/** Where an address's consent comes from: the site's double opt-in, or an import (issue 15 §3). */
export type SubscriberConsent = 'sign-up' | 'import' | 'import-attested';

/** A newsletter address (stored lowercased) and where it stands in the double opt-in. */
export interface NewsletterSubscriberTable extends LeadSourceColumns {
  id: string;
  email: string;
  locale: string;
  status: SubscriberStatus;
  ip_hash: string;
  created_at: string;
  /** When the last confirmation mail was queued: repeated sign-ups within a while resend nothing. */
  confirmation_sent_at: string;
  confirmed_at: string | null;
  unsubscribed_at: string | null;
  /** When a mail to the address was refused for good (SMTP 5xx): no newsletter goes there since. */
  bounced_at: Generated<string | null>;
  /** The mail server's answer that made it `bounced`. */
  bounce_reason: Generated<string | null>;
  consent: Generated<SubscriberConsent>;
}

/** An address that unsubscribed, as a keyed hash once its subscriber row is purged. */
export interface NewsletterSuppressionTable {
  email_hash: string;
  unsubscribed_at: string;
}

export type OutboxStatus = 'pending' | 'sending' | 'sent' | 'failed';

/** The outbox's lanes (src/server/mail/mail-lanes.ts says what travels in each). */
export type MailLane = 'auth' | 'form' | 'campaign';

/**
 * One outgoing mail, rendered completely when queued so every retry sends the same message.
 * `message_id` is its idempotency key: a resend after a crash carries the same Message-ID.
 */
export interface OutboxTable {
  id: string;
  message_id: string;
  /** What the mail is for: contact-notification, contact-acknowledgement, newsletter-confirmation… */
  kind: string;
  /** Which workers deliver it (mail-lanes.ts): authentication mail never waits behind form mail. */
  lane: Generated<MailLane>;
  recipient: string;
  reply_to: string | null;
  subject: string;
  text_body: string;
  html_body: string;
  /** JSON object of extra headers (List-Unsubscribe…). */
  headers: Generated<string>;
  locale: string;
  contact_id: string | null;
  subscriber_id: string | null;
  /** The newsletter campaign a mail belongs to: one per subscriber per campaign (unique key). */
  campaign_id: Generated<string | null>;
  /**
   * A campaign mail's own values (JSON: its unsubscribe link), filled into the campaign's mail as
   * rendered once per language (decision 026); its own bodies stay empty. Null for other mail.
   */
  body_values: Generated<string | null>;
  /** The worker that holds the claim (`host:pid:run`), so its restart can take it back. */
  claimed_by: Generated<string | null>;
  status: OutboxStatus;
  attempts: Generated<number>;
  next_attempt_at: string;
  /** While `sending`: until when the claiming worker owns the row; after that it may be claimed again. */
  locked_until: string | null;
  last_error: string | null;
  sent_at: string | null;
  created_at: string;
}

export type CampaignStatus = 'draft' | 'scheduled' | 'sending' | 'sent' | 'cancelled';

/**
 * A newsletter issue (decision 026). Its texts are per language; the counters are kept by the
 * statements that change what they count, so they outlive the mails' retention.
 */
export interface NewsletterCampaignTable {
  id: string;
  status: CampaignStatus;
  /** The web version's path segment (`/newsletter/{slug}`), fixed when sending begins. */
  slug: string | null;
  /** Public path of the image above the text (an upload or a post's hero image), or ''. */
  image: Generated<string>;
  /** The article it was made from ("Send as newsletter"), if any. */
  source_post_id: string | null;
  /** ISO; while `scheduled`, when it starts. */
  scheduled_at: string | null;
  started_at: string | null;
  finished_at: string | null;
  cancelled_at: string | null;
  /** Mails queued, less those that were not handed over (the address left meanwhile). */
  recipient_count: Generated<number>;
  delivered_count: Generated<number>;
  failed_count: Generated<number>;
  /** Recipients who unsubscribed with this campaign as the last one they received. */
  unsubscribed_count: Generated<number>;
  /** The e-mail of the member of staff who created it. */
  created_by: string;
  created_at: string;
  updated_at: string;
}

/** A campaign in one language; `mail_*` is the mail as rendered when sending began. */
export interface NewsletterCampaignTranslationTable {
  campaign_id: string;
  locale: string;
  subject: string;
  preheader: Generated<string>;
  /** Markdown (GFM), sanitised like an article's. */
  body: Generated<string>;
  mail_text: Generated<string | null>;
  mail_html: Generated<string | null>;
}

/** The shared throttle of a mail lane: the time (ms) from which the next mail may go. */
export interface MailPaceTable {
  lane: string;
  next_slot: number;
}

/** One counted form submission; counted per bucket over a sliding window. */
export interface RateLimitHitTable {
  id: string;
  bucket: string;
  hit_at: string;
}

/** The last 30-second step whose authenticator code an account had accepted (codes work once). */
export interface TotpLastStepTable {
  user_id: string;
  step: number;
}

/** Secrets generated once and shared by every instance using this database. */
export interface AppSecretTable {
  name: string;
  value: string;
}

/** One admin mutation: who did what to which row, kept even after the actor's account is gone. */
export interface AuditLogTable {
  id: string;
  actor_id: string;
  actor_email: string;
  /** Dotted verb such as `post.publish` or `user.ban`. */
  action: string;
  /** post, service, testimonial, contact, subscriber, user, outbox… */
  target_type: string;
  target_id: string;
  /** A short human-readable detail (a title, an e-mail, the new role); never a secret. */
  summary: Generated<string>;
  created_at: string;
  /** Sign-in events: the client's address as a keyed hash, and its browser family. */
  ip_hash: string | null;
  user_agent: string | null;
}

export type SeedKind =
  'post' | 'service' | 'testimonial' | 'contact_service' | 'faq_entry' | 'landing_page';

/** A seeded row the admin deleted: the seed, run on every start, leaves it deleted. */
export interface SeedRemovedTable {
  kind: SeedKind;
  id: string;
  removed_at: string;
}

/**
 * An uploaded image, shared by every instance (src/server/uploads/upload-store.server.ts). The
 * name is random and its bytes never change (a replaced file is a new row, decision 074).
 * `bytes` is a blob on SQLite and a bytea on PostgreSQL; both drivers return a Buffer.
 */
export interface UploadTable {
  name: string;
  content_type: string;
  bytes: Buffer;
  width: number;
  height: number;
  created_at: string;
  /** The uploader's file name (migration 0033): shown and searched, '' for older images. */
  file_name: Generated<string>;
  /** The e-mail of the staff member who uploaded it, null for older images. */
  uploaded_by: string | null;
  /** SHA-256 (hex) of the bytes as sent: the same file sent again is the same image. */
  source_hash: string | null;
  /** The point a crop keeps, in percent of the width and height (default 50/50). */
  focal_x: Generated<number>;
  focal_y: Generated<number>;
  /** When and by whom (e-mail) its file was last replaced (migration 0035), null if never. */
  replaced_at: string | null;
  replaced_by: string | null;
}

/** An old upload name that shows the image which replaced it (decision 074). */
export interface UploadAliasTable {
  name: string;
  upload_name: string;
  created_at: string;
}

/** An image's alt text and caption in one language (French is every other's fallback). */
export interface UploadTranslationTable {
  upload_name: string;
  locale: string;
  alt: string;
  caption: string;
  updated_at: string;
}

/**
 * An old public URL kept alive (decision 023): `from_path` in `locale` answers `status` 308 to
 * `to_path` in that language, or 410 (gone) when `to_path` is null.
 */
export interface RedirectTable {
  id: string;
  /** A public pathname, decoded, without query: `/blog/ancien-slug`. */
  from_path: string;
  locale: string;
  /** A public path without `lang` (it is added for `locale`), possibly with a query. */
  to_path: string | null;
  status: 308 | 410;
  /** What made it: a slug changed, a post deleted, a language removed, or an editor's hand. */
  reason:
    | 'slug-change'
    | 'post-deleted'
    | 'translation-removed'
    | 'service-deleted'
    | 'landing-deleted'
    | 'manual';
  hits: Generated<number>;
  last_hit_at: string | null;
  /** The e-mail of the staff member whose change made it. */
  created_by: string;
  created_at: string;
}

/**
 * better-auth's tables (created by its own migrator, camelCase columns), as far as our queries
 * read them: counts, the users table, last-admin checks. Times are ISO text on SQLite and
 * timestamptz (a Date) on PostgreSQL; booleans are 0/1 on SQLite.
 */
export interface AuthUserTable {
  id: string;
  email: string;
  name: string;
  role: string | null;
  banned: boolean | number | null;
  banReason: string | null;
  twoFactorEnabled: boolean | number | null;
  createdAt: string | Date;
  updatedAt: string | Date;
}

export interface AuthSessionTable {
  id: string;
  userId: string;
  token: string;
  expiresAt: string | Date;
  createdAt: string | Date;
  /** The last confirmation of identity before a sensitive action (fresh-proof.server.ts). */
  provedAt: string | Date | null;
}

/** better-auth's one-time values (password-reset tokens…), deleted once expired. */
export interface AuthVerificationTable {
  id: string;
  identifier: string;
  value: string;
  expiresAt: string | Date;
}

/** A way to sign in; for ours (`providerId = 'credential'`) `password` is the scrypt hash. */
export interface AuthAccountTable {
  id: string;
  userId: string;
  providerId: string;
  password: string | null;
}

export interface AuthTwoFactorTable {
  id: string;
  userId: string;
  secret: string;
  backupCodes: string;
}

export type ContactRow = Selectable<ContactTable>;
export type OutboxRow = Selectable<OutboxTable>;
export type NewOutboxMail = Insertable<OutboxTable>;
export type SubscriberRow = Selectable<NewsletterSubscriberTable>;
export type CampaignRow = Selectable<NewsletterCampaignTable>;
export type CampaignTranslationRow = Selectable<NewsletterCampaignTranslationTable>;
export type ServiceRow = Selectable<ServiceTable>;
export type NewService = Insertable<ServiceTable>;
export type NewServiceTranslation = Insertable<ServiceTranslationTable>;
export type NewTestimonial = Insertable<TestimonialTable>;
export type NewTestimonialTranslation = Insertable<TestimonialTranslationTable>;
export type NewPost = Insertable<PostTable>;
export type NewPostTranslation = Insertable<PostTranslationTable>;
export type RedirectRow = Selectable<RedirectTable>;

/** Today's random salt of the visit hash (migration 0036): one row, the day's, replaced daily. */
export interface AnalyticsSaltTable {
  /** The Swiss calendar day ('2026-06-01'). */
  day: string;
  /** 32 random bytes, base64. */
  salt: string;
}

/**
 * What a visit is known by, from its first page view of the day: the same on each of its events
 * and in each rollup row ('' where absent: a direct visit has no referrer).
 */
export interface AnalyticsVisitColumns {
  /** The public path the visit began on ('/services/geneve'). */
  entry_page: string;
  entry_locale: string;
  /** The referring site's host, '' for none or this site. */
  referrer: string;
  utm_source: string;
  utm_medium: string;
  utm_campaign: string;
  /** 'desktop', 'mobile', 'tablet'. */
  device: string;
  /** The browser family ('Firefox', 'Safari'…, 'other'). */
  browser: string;
}

/** One page view or goal (migration 0036); purged after ANALYTICS_RETENTION_MONTHS. */
export interface AnalyticsEventTable extends AnalyticsVisitColumns {
  occurred_at: string;
  /** The Swiss calendar day of occurred_at: the visit's day, and the rollups'. */
  day: string;
  /** The visit's hash (base64url): the same for one visitor on one day only. */
  visit: string;
  /** 'pageview', or a goal ('phone_click', 'contact_stored'…). */
  kind: string;
  /** The public path it happened on. */
  path: string;
  locale: string;
  utm_term: string;
  utm_content: string;
}

/** A day whose rollups are written (migration 0036): its raw events are not read again. */
export interface AnalyticsRolledDayTable {
  day: string;
  rolled_at: string;
}

/** Visits of a whole day by what they are known by (migration 0036). */
export interface AnalyticsVisitDayTable extends AnalyticsVisitColumns {
  day: string;
  visits: number;
  pageviews: number;
  /** Visits of one page view. */
  bounces: number;
}

/** Page views of a whole day by page, language and the visit's columns (migration 0036). */
export interface AnalyticsPageDayTable extends AnalyticsVisitColumns {
  day: string;
  path: string;
  locale: string;
  views: number;
  /** Visits that saw the page: additive over the visit's columns, never over pages. */
  visitors: number;
}

/** Goals of a whole day by goal and the visit's columns (migration 0036). */
export interface AnalyticsGoalDayTable extends AnalyticsVisitColumns {
  day: string;
  goal: string;
  completions: number;
  /** Visits that reached the goal (converted). */
  visitors: number;
}

/**
 * Goals of a whole day by goal, a page the visit had seen by then (the goal's own page included)
 * and the visit's columns (migration 0043): a page filter's goals. Additive over the visit's
 * columns for one page, never over pages (a goal counts on each page seen before it).
 */
export interface AnalyticsGoalPageDayTable extends AnalyticsGoalDayTable {
  path: string;
}

/**
 * A daily rollup's monthly copy (migration 0044, decision 087): the same rows summed over the
 * rolled days of a Swiss month ('2026-11'), rewritten whenever one of its days is rolled up.
 */
export type MonthOf<DailyRollup> = Omit<DailyRollup, 'day'> & { month: string };

/** A month whose monthly rollups were last rewritten then: two rollups of a month queue on it. */
export interface AnalyticsRolledMonthTable {
  month: string;
  rolled_at: string;
}

/** How an endpoint's body is written: the site's signed JSON, or Slack's incoming-webhook text. */
export type WebhookPreset = 'standard' | 'slack';

/** A URL an admin sends events to (migration 0038, decision 078). */
export interface WebhookEndpointTable {
  id: string;
  url: string;
  /** JSON array of the event types it receives. */
  events: string;
  preset: WebhookPreset;
  /** Its `whsec_…` signing secret, sealed with the app secret (webhook-secret.server.ts). */
  secret_sealed: string;
  /** The secret a rotation replaced, sealed the same way; deliveries carry its signature too… */
  previous_secret_sealed: string | null;
  /** …until then (24 h after the rotation, decision 083); null when never rotated. */
  previous_secret_expires_at: string | null;
  /** The admin language its Slack messages are written in (the creator's). */
  locale: string;
  /** 1 receives events; 0 switched off by an admin or after failing for 24 h. */
  enabled: Generated<number>;
  /** Since when every delivery failed (null while it answers). */
  failing_since: string | null;
  /** When it was switched off for failing, null otherwise. */
  switched_off_at: string | null;
  created_by: string;
  created_at: string;
  updated_at: string;
}

export type WebhookDeliveryStatus = 'pending' | 'sending' | 'delivered' | 'failed';

/**
 * One event for one endpoint, delivered like the mail outbox: claimed with a lease, retried with
 * back-off until `give_up_at`. `webhook_id` is the Standard Webhooks message id, the same on
 * every attempt; unique per endpoint.
 */
export interface WebhookDeliveryTable {
  id: string;
  endpoint_id: string;
  webhook_id: string;
  event_type: string;
  /** What the event is about (`post:<id>`), so a scheduled event can be withdrawn; or ''. */
  subject: Generated<string>;
  /** The versioned JSON body `{ type, timestamp, data, version }`. */
  payload: string;
  status: WebhookDeliveryStatus;
  attempts: Generated<number>;
  next_attempt_at: string;
  give_up_at: string;
  locked_until: string | null;
  claimed_by: string | null;
  /** The endpoint's last answer code, null when it never answered. */
  response_status: number | null;
  duration_ms: number | null;
  last_error: string | null;
  delivered_at: string | null;
  created_at: string;
}

export type WebhookEndpointRow = Selectable<WebhookEndpointTable>;
export type WebhookDeliveryRow = Selectable<WebhookDeliveryTable>;
