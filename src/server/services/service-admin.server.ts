import 'server-only';
import type { Kysely, Transaction } from 'kysely';
import { isServiceId } from '@/content/service-ids';
import { defaultLocale, locales, type Locale } from '@/i18n/locales';
import {
  serviceIdFromTitle,
  serviceIdPattern,
  serviceSchema,
  type NewServiceInput,
  type ServiceInput,
  type ServiceText,
} from '@/lib/admin/service-schema';
import type { ContentErrorKey } from '@/lib/admin/translated-content';
import type { Staff } from '@/server/auth/guards.server';
import type { Database } from '@/server/db/schema';
import { recordMoves } from '@/server/redirects/redirects.server';
import {
  translatedContentAdmin,
  type TranslatedRecord,
} from '@/server/translated-content/translated-content.server';
import { serviceSeeds } from './service-seeds';

/* The admin's reads and writes of services (the public pages read them in service-pages.server.ts). */

type Actor = Pick<Staff, 'id' | 'email'>;

function parseFeatures(json: unknown): ServiceText['features'] {
  const parsed: unknown = typeof json === 'string' ? JSON.parse(json) : [];
  const lines = Array.isArray(parsed) ? parsed.map(String) : [];
  return [0, 1, 2, 3].map((index) => lines[index] ?? '') as ServiceText['features'];
}

const services = translatedContentAdmin<ServiceInput, ServiceText>({
  name: 'service',
  seededIds: new Set(serviceSeeds.map((seed) => seed.id)),
  textTable: 'service_translation',
  ownerColumn: 'service_id',
  ownColumns: (input) => ({ icon: input.icon }),
  ownFields: (row) => ({ icon: String(row.icon) as ServiceInput['icon'] }),
  schema: serviceSchema,
  textColumns: ({ title, description, features, price, body }) => ({
    title,
    description,
    features: JSON.stringify(features),
    price,
    body,
  }),
  textFromRow: (row) => ({
    title: String(row?.title ?? ''),
    description: String(row?.description ?? ''),
    features: parseFeatures(row?.features),
    price: String(row?.price ?? ''),
    body: String(row?.body ?? ''),
  }),
  label: (record, french) => french?.title || String(record.id),
  // A visible service's page leads to the list of services in every language (decision 023).
  onRemove: async (trx, actor, record, now) => {
    if (!record.visible) return;
    const fromPath = `/services/${String(record.id)}`;
    const moves = locales.map((locale) => ({
      fromPath,
      locale,
      toPath: '/services',
      reason: 'service-deleted' as const,
    }));
    await recordMoves(trx, actor, moves, now);
  },
});

export interface ServiceSummary {
  id: string;
  icon: string;
  /** The French title (the admin's reference language). */
  title: string;
  price: string;
  sortOrder: number;
  visible: boolean;
  /** One of the spec's eight services, whose page is prerendered at build time. */
  isSpecService: boolean;
  updatedAt: string;
}

export interface AdminService {
  id: string;
  icon: string;
  sortOrder: number;
  visible: boolean;
  text: Record<Locale, ServiceText>;
  updatedAt: string;
}

/** Every service, hidden ones included, in display order. */
export async function listAdminServices(db: Kysely<Database>): Promise<ServiceSummary[]> {
  const records = await services.list(db);
  return records.map(({ id, row, text, sortOrder, visible, updatedAt }) => ({
    id,
    icon: String(row.icon),
    title: text.title || id,
    price: text.price,
    sortOrder,
    visible,
    isSpecService: isServiceId(id),
    updatedAt,
  }));
}

function adminServiceOf(record: TranslatedRecord<Record<Locale, ServiceText>>): AdminService {
  const { id, row, text, sortOrder, visible, updatedAt } = record;
  return { id, icon: String(row.icon), sortOrder, visible, text, updatedAt };
}

export async function getAdminService(
  db: Kysely<Database>,
  id: string,
): Promise<AdminService | undefined> {
  const record = await services.get(db, id);
  return record && adminServiceOf(record);
}

/** Every service with its text in every language, in display order (what an export writes). */
export async function listServicesWithTexts(
  db: Kysely<Database> | Transaction<Database>,
): Promise<AdminService[]> {
  return (await services.listWithTexts(db)).map(adminServiceOf);
}

/** Makes the services exactly these, in the caller's transaction (an import, decision 049). */
export const replaceServices = services.replaceAll;
export const nextServiceOrder = services.nextOrder;
export const updateService = services.update;
export const deleteService = services.remove;
export const listServiceVersions = services.versions;
export const restoreServiceVersion = services.restore;

export type CreateServiceResult =
  | { ok: true; id: string }
  | {
      ok: false;
      field: 'id';
      error: Extract<ContentErrorKey, 'idInvalid' | 'idTaken' | 'idReserved'>;
    };

/**
 * Creates a service under the id typed, or one derived from the French title. The id becomes the
 * anchor on /services and the slug of /services/{id}: it may not be taken by another service or
 * by a landing page, which lives at the same path.
 */
export async function createService(
  db: Kysely<Database>,
  actor: Actor,
  input: NewServiceInput,
  now: Date = new Date(),
): Promise<CreateServiceResult> {
  const id = input.id || serviceIdFromTitle(input.text[defaultLocale].title);
  if (!serviceIdPattern.test(id)) return { ok: false, field: 'id', error: 'idInvalid' };
  const landing = await db
    .selectFrom('landing_page')
    .select('id')
    .where('slug', '=', id)
    .executeTakeFirst();
  if (landing) return { ok: false, field: 'id', error: 'idReserved' };
  const created = await services.create(db, actor, id, input, now);
  return created ? { ok: true, id } : { ok: false, field: 'id', error: 'idTaken' };
}
