import 'server-only';
import type { Kysely, Transaction } from 'kysely';
import { findLandingPage } from '@/content/landing';
import { isServiceId } from '@/content/service-ids';
import { defaultLocale, type Locale } from '@/i18n/locales';
import { contentLocales, type ContentErrorKey } from '@/lib/admin/content-form';
import {
  serviceIdFromTitle,
  serviceIdPattern,
  type NewServiceInput,
  type ServiceInput,
} from '@/lib/admin/service-schema';
import type { Staff } from '@/server/auth/guards.server';
import type { Database } from '@/server/db/schema';
import { rememberRemovedSeed } from '@/server/db/seed.server';
import { recordAudit } from '@/server/admin/audit.server';

type Actor = Pick<Staff, 'id' | 'email'>;
type Db = Kysely<Database> | Transaction<Database>;

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

export interface ServiceText {
  title: string;
  description: string;
  features: [string, string, string, string];
  price: string;
  body: string;
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
  const rows = await db
    .selectFrom('service')
    .leftJoin('service_translation', (join) =>
      join
        .onRef('service_translation.service_id', '=', 'service.id')
        .on('service_translation.locale', '=', defaultLocale),
    )
    .select([
      'service.id',
      'service.icon',
      'service.sort_order',
      'service.visible',
      'service.updated_at',
      'service_translation.title',
      'service_translation.price',
    ])
    .orderBy('service.sort_order')
    .orderBy('service.id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    icon: row.icon,
    title: row.title ?? row.id,
    price: row.price ?? '',
    sortOrder: row.sort_order,
    visible: Boolean(row.visible),
    isSpecService: isServiceId(row.id),
    updatedAt: row.updated_at,
  }));
}

function parseFeatures(json: string): ServiceText['features'] {
  const parsed: unknown = JSON.parse(json);
  const lines = Array.isArray(parsed) ? parsed.map(String) : [];
  return [0, 1, 2, 3].map((index) => lines[index] ?? '') as ServiceText['features'];
}

export async function getAdminService(
  db: Kysely<Database>,
  id: string,
): Promise<AdminService | undefined> {
  const row = await db.selectFrom('service').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) return undefined;
  const texts = await db
    .selectFrom('service_translation')
    .selectAll()
    .where('service_id', '=', id)
    .execute();
  const text = Object.fromEntries(
    contentLocales.map((locale) => {
      const found = texts.find((candidate) => candidate.locale === locale);
      const value: ServiceText = found
        ? {
            title: found.title,
            description: found.description,
            features: parseFeatures(found.features),
            price: found.price,
            body: found.body,
          }
        : { title: '', description: '', features: ['', '', '', ''], price: '', body: '' };
      return [locale, value];
    }),
  ) as AdminService['text'];
  return {
    id: row.id,
    icon: row.icon,
    sortOrder: row.sort_order,
    visible: Boolean(row.visible),
    text,
    updatedAt: row.updated_at,
  };
}

/** The position a new service takes by default: after the last one. */
export async function nextServiceOrder(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('service')
    .select((eb) => eb.fn.max('sort_order').as('last'))
    .executeTakeFirst();
  return row?.last == null ? 0 : Number(row.last) + 1;
}

async function writeTexts(db: Db, id: string, text: ServiceInput['text']): Promise<void> {
  for (const locale of contentLocales) {
    const { title, description, price, body } = text[locale];
    const features = JSON.stringify(text[locale].features);
    const values = { title, description, features, price, body };
    await db
      .insertInto('service_translation')
      .values({ service_id: id, locale, ...values })
      .onConflict((oc) => oc.columns(['service_id', 'locale']).doUpdateSet(values))
      .execute();
  }
}

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
  if (findLandingPage(id)) return { ok: false, field: 'id', error: 'idReserved' };
  const at = now.toISOString();
  return db.transaction().execute(async (trx) => {
    const existing = await trx
      .selectFrom('service')
      .select('id')
      .where('id', '=', id)
      .executeTakeFirst();
    if (existing) return { ok: false, field: 'id', error: 'idTaken' } as const;
    await trx
      .insertInto('service')
      .values({
        id,
        icon: input.icon,
        sort_order: input.sortOrder,
        visible: input.visible ? 1 : 0,
        created_at: at,
        updated_at: at,
      })
      .execute();
    await writeTexts(trx, id, input.text);
    await recordAudit(
      trx,
      actor,
      {
        action: 'service.create',
        targetType: 'service',
        targetId: id,
        summary: input.text[defaultLocale].title,
      },
      now,
    );
    return { ok: true, id } as const;
  });
}

/** Saves every field and language; false when the service no longer exists. */
export async function updateService(
  db: Kysely<Database>,
  actor: Actor,
  id: string,
  input: ServiceInput,
  now: Date = new Date(),
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable('service')
      .set({
        icon: input.icon,
        sort_order: input.sortOrder,
        visible: input.visible ? 1 : 0,
        updated_at: now.toISOString(),
      })
      .where('id', '=', id)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) return false;
    await writeTexts(trx, id, input.text);
    const title = input.text[defaultLocale].title;
    await recordAudit(
      trx,
      actor,
      {
        action: 'service.update',
        targetType: 'service',
        targetId: id,
        summary: title,
      },
      now,
    );
    return true;
  });
}

/**
 * Deletes a service and its texts; a seeded one is remembered in `seed_removed` so the seed,
 * which runs on every start, does not bring it back. False when it no longer exists.
 */
export async function deleteService(
  db: Kysely<Database>,
  actor: Actor,
  id: string,
  now: Date = new Date(),
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('service')
      .leftJoin('service_translation', (join) =>
        join
          .onRef('service_translation.service_id', '=', 'service.id')
          .on('service_translation.locale', '=', defaultLocale),
      )
      .select(['service.id', 'service_translation.title'])
      .where('service.id', '=', id)
      .executeTakeFirst();
    if (!row) return false;
    // Explicit rather than relying on the cascade, which SQLite applies only with foreign_keys on.
    await trx.deleteFrom('service_translation').where('service_id', '=', id).execute();
    await trx.deleteFrom('service').where('id', '=', id).execute();
    await rememberRemovedSeed(trx, 'service', id, now);
    await recordAudit(
      trx,
      actor,
      { action: 'service.delete', targetType: 'service', targetId: id, summary: row.title ?? id },
      now,
    );
    return true;
  });
}
