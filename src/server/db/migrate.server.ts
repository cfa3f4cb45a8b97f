import 'server-only';
import { Migrator, type Kysely, type Migration } from 'kysely';
import type { Database } from './schema';
import * as servicesAndTestimonials from './migrations/0001-services-testimonials';
import * as posts from './migrations/0002-posts';
import * as contactNewsletterOutbox from './migrations/0003-contact-newsletter-outbox';
import * as admin from './migrations/0004-admin';
import * as visibility from './migrations/0005-visibility';
import * as readingMinutes from './migrations/0006-reading-minutes';
import * as newsletterSuppression from './migrations/0007-newsletter-suppression';
import * as auditSignInEvents from './migrations/0008-audit-sign-in-events';
import * as outboxLanes from './migrations/0009-outbox-lanes';
import * as contentChangeNotifications from './migrations/0010-content-change-notifications';
import * as uploads from './migrations/0011-uploads';
import * as redirects from './migrations/0012-redirects';
import * as blogAtScale from './migrations/0013-blog-at-scale';
import * as newsletterCampaigns from './migrations/0014-newsletter-campaigns';
import * as newsletterChangeNotifications from './migrations/0015-newsletter-change-notifications';
import * as contactDuplicates from './migrations/0018-contact-duplicates';
import * as contactServices from './migrations/0019-contact-services';
import * as totpLastStep from './migrations/0020-totp-last-step';
import * as siteSettings from './migrations/0021-site-settings';
import * as faq from './migrations/0022-faq';
import * as pageSections from './migrations/0023-page-sections';
import * as landingPages from './migrations/0024-landing-pages';
import * as translationTimes from './migrations/0025-translation-times';
import * as technologyPlatforms from './migrations/0026-technology-platforms';
import * as contentVersions from './migrations/0027-content-versions';
import * as bin from './migrations/0028-bin';
import * as pageSectionDrafts from './migrations/0029-page-section-drafts';
import * as editingPresence from './migrations/0030-editing-presence';
import * as scheduledPublications from './migrations/0031-scheduled-publications';
import * as documentDrafts from './migrations/0032-document-drafts';
import * as mediaLibrary from './migrations/0033-media-library';
import * as mediaPickerUses from './migrations/0034-media-picker-uses';
import * as uploadAliases from './migrations/0035-upload-aliases';
import * as analytics from './migrations/0036-analytics';
import * as leadSource from './migrations/0037-lead-source';
import * as webhooks from './migrations/0038-webhooks';
import * as bookingLeads from './migrations/0039-booking-leads';
import * as mediaFileChange from './migrations/0041-media-file-change';
import * as webhookSecretRotation from './migrations/0042-webhook-secret-rotation';
import * as goalsByPage from './migrations/0043-goals-by-page';
import * as monthlyRollups from './migrations/0044-monthly-rollups';

/** Every migration, in order. Imported statically so the bundle and the scripts see the same list. */
const migrations: Record<string, Migration> = {
  '0001-services-testimonials': servicesAndTestimonials,
  '0002-posts': posts,
  '0003-contact-newsletter-outbox': contactNewsletterOutbox,
  '0004-admin': admin,
  '0005-visibility': visibility,
  '0006-reading-minutes': readingMinutes,
  '0007-newsletter-suppression': newsletterSuppression,
  '0008-audit-sign-in-events': auditSignInEvents,
  '0009-outbox-lanes': outboxLanes,
  '0010-content-change-notifications': contentChangeNotifications,
  '0011-uploads': uploads,
  '0012-redirects': redirects,
  '0013-blog-at-scale': blogAtScale,
  '0014-newsletter-campaigns': newsletterCampaigns,
  '0015-newsletter-change-notifications': newsletterChangeNotifications,
  '0018-contact-duplicates': contactDuplicates,
  '0019-contact-services': contactServices,
  '0020-totp-last-step': totpLastStep,
  '0021-site-settings': siteSettings,
  '0022-faq': faq,
  '0023-page-sections': pageSections,
  '0024-landing-pages': landingPages,
  '0025-translation-times': translationTimes,
  '0026-technology-platforms': technologyPlatforms,
  '0027-content-versions': contentVersions,
  '0028-bin': bin,
  '0029-page-section-drafts': pageSectionDrafts,
  '0030-editing-presence': editingPresence,
  '0031-scheduled-publications': scheduledPublications,
  '0032-document-drafts': documentDrafts,
  '0033-media-library': mediaLibrary,
  '0034-media-picker-uses': mediaPickerUses,
  '0035-upload-aliases': uploadAliases,
  '0036-analytics': analytics,
  '0037-lead-source': leadSource,
  '0038-webhooks': webhooks,
  '0039-booking-leads': bookingLeads,
  '0041-media-file-change': mediaFileChange,
  '0042-webhook-secret-rotation': webhookSecretRotation,
  '0043-goals-by-page': goalsByPage,
  '0044-monthly-rollups': monthlyRollups,
};

/** The names of every migration this code knows, in order. */
export const migrationNames = Object.keys(migrations);

export async function migrateToLatest(db: Kysely<Database>): Promise<string[]> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
