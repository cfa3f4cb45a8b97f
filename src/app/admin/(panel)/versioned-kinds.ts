import 'server-only';
import type { Kysely } from 'kysely';
import type { AdminChange } from '@/server/cache/content-cache.server';
import {
  getAdminContactService,
  listContactServiceVersions,
  restoreContactServiceVersion,
} from '@/server/contact/contact-service-admin.server';
import type { Database } from '@/server/db/schema';
import { getAdminFaq, listFaqVersions, restoreFaqVersion } from '@/server/faq/faq-admin.server';
import {
  getAdminLandingPage,
  listLandingPageVersions,
  restoreLandingPageVersion,
} from '@/server/landing-pages/landing-pages-admin.server';
import {
  getAdminService,
  listServiceVersions,
  restoreServiceVersion,
} from '@/server/services/service-admin.server';
import {
  getAdminTestimonial,
  listTestimonialVersions,
  restoreTestimonialVersion,
} from '@/server/testimonials/testimonial-admin.server';

/**
 * The translated kinds, the FAQ and the landing pages, which keep versions (decision 064), for
 * their one history screen and one restore action: how to name a record and see its last change, its versions, its restore, and
 * what a restore refreshes. `base` is the conflict token of the state published now (a draft's
 * "keep my draft", decision 071).
 */
export const versionedKinds = {
  services: {
    read: async (db: Kysely<Database>, id: string) => {
      const service = await getAdminService(db, id);
      return (
        service && {
          name: service.text.fr.title || id,
          updatedAt: service.updatedAt,
          base: service.updatedAt,
        }
      );
    },
    versions: listServiceVersions,
    restore: restoreServiceVersion,
    change: 'service',
  },
  testimonials: {
    read: async (db: Kysely<Database>, id: string) => {
      const testimonial = await getAdminTestimonial(db, id);
      return (
        testimonial && {
          name: `${testimonial.name} · ${testimonial.company}`,
          updatedAt: testimonial.updatedAt,
          base: testimonial.updatedAt,
        }
      );
    },
    versions: listTestimonialVersions,
    restore: restoreTestimonialVersion,
    change: 'testimonial',
  },
  'contact-services': {
    read: async (db: Kysely<Database>, id: string) => {
      const option = await getAdminContactService(db, id);
      return (
        option && {
          name: option.text.fr.label || id,
          updatedAt: option.updatedAt,
          base: option.updatedAt,
        }
      );
    },
    versions: listContactServiceVersions,
    restore: restoreContactServiceVersion,
    change: 'contact-service',
  },
  faq: {
    read: async (db: Kysely<Database>, id: string) => {
      const entry = await getAdminFaq(db, id);
      return (
        entry && {
          name: entry.text.fr.question || id,
          updatedAt: entry.updatedAt,
          base: String(entry.version),
        }
      );
    },
    versions: listFaqVersions,
    restore: restoreFaqVersion,
    change: 'faq',
  },
  'landing-pages': {
    read: async (db: Kysely<Database>, id: string) => {
      const page = await getAdminLandingPage(db, id);
      return (
        page && {
          name: `${page.values.text.fr.title} — /services/${page.slug}`,
          updatedAt: page.updatedAt,
          base: String(page.version),
        }
      );
    },
    versions: listLandingPageVersions,
    restore: restoreLandingPageVersion,
    change: 'landing-page',
  },
} as const satisfies Record<
  string,
  { read: unknown; versions: unknown; restore: unknown; change: AdminChange }
>;

export type VersionedKind = keyof typeof versionedKinds;

export function isVersionedKind(kind: string): kind is VersionedKind {
  return Object.hasOwn(versionedKinds, kind);
}
