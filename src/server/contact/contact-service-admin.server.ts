import 'server-only';
import type { Kysely } from 'kysely';
import { defaultLocale, type Locale } from '@/i18n/locales';
import {
  contactServiceSchema,
  type ContactServiceInput,
  type ContactServiceText,
  type NewContactServiceInput,
} from '@/lib/admin/contact-service-schema';
import { serviceIdFromTitle } from '@/lib/admin/service-schema';
import type { ContentErrorKey } from '@/lib/admin/translated-content';
import { serviceValuePattern } from '@/lib/forms/contact-fields';
import type { Staff } from '@/server/auth/guards.server';
import type { Database } from '@/server/db/schema';
import { translatedContentAdmin } from '@/server/translated-content/translated-content.server';
import { contactServiceSeeds } from './contact-service-seeds';

/*
 * The admin's reads and writes of the contact form's service options (the contact page reads
 * them in contact-service-options.server.ts).
 */

type Actor = Pick<Staff, 'id' | 'email'>;

const options = translatedContentAdmin<ContactServiceInput, ContactServiceText>({
  name: 'contact_service',
  seededIds: new Set(contactServiceSeeds.map((seed) => seed.id)),
  textTable: 'contact_service_translation',
  ownerColumn: 'contact_service_id',
  ownColumns: () => ({}),
  ownFields: () => ({}),
  schema: contactServiceSchema,
  textColumns: ({ label }) => ({ label }),
  textFromRow: (row) => ({ label: String(row?.label ?? '') }),
  label: (record, french) => french?.label || String(record.id),
  // Requests store the value only: its labels stay readable once the option is gone.
  onRemove: async (trx, _actor, record, now) => {
    const id = String(record.id);
    const texts = await trx
      .selectFrom('contact_service_translation')
      .select(['locale', 'label'])
      .where('contact_service_id', '=', id)
      .execute();
    const labels = JSON.stringify(
      Object.fromEntries(texts.map((text) => [text.locale, text.label])),
    );
    await trx
      .insertInto('contact_service_removed')
      .values({ id, labels, removed_at: now.toISOString() })
      .onConflict((oc) => oc.column('id').doUpdateSet({ labels, removed_at: now.toISOString() }))
      .execute();
  },
});

export interface ContactServiceSummary {
  id: string;
  /** The French label (the admin's reference language). */
  label: string;
  sortOrder: number;
  visible: boolean;
  updatedAt: string;
}

export interface AdminContactService {
  id: string;
  sortOrder: number;
  visible: boolean;
  text: Record<Locale, ContactServiceText>;
  updatedAt: string;
}

/** Every option, switched-off ones included, in the form's order. */
export async function listAdminContactServices(
  db: Kysely<Database>,
): Promise<ContactServiceSummary[]> {
  const records = await options.list(db);
  return records.map(({ id, text, sortOrder, visible, updatedAt }) => ({
    id,
    label: text.label || id,
    sortOrder,
    visible,
    updatedAt,
  }));
}

export async function getAdminContactService(
  db: Kysely<Database>,
  id: string,
): Promise<AdminContactService | undefined> {
  const record = await options.get(db, id);
  if (!record) return undefined;
  const { text, sortOrder, visible, updatedAt } = record;
  return { id, sortOrder, visible, text, updatedAt };
}

export const nextContactServiceOrder = options.nextOrder;
export const updateContactService = options.update;
export const deleteContactService = options.remove;
export const listContactServiceVersions = options.versions;
export const restoreContactServiceVersion = options.restore;

export type CreateContactServiceResult =
  | { ok: true; id: string }
  | { ok: false; field: 'id'; error: Extract<ContentErrorKey, 'idInvalid' | 'idTaken'> };

/** Creates an option under the value typed, or one derived from the French label. */
export async function createContactService(
  db: Kysely<Database>,
  actor: Actor,
  input: NewContactServiceInput,
  now: Date = new Date(),
): Promise<CreateContactServiceResult> {
  const id = input.id || serviceIdFromTitle(input.text[defaultLocale].label);
  if (!serviceValuePattern.test(id)) return { ok: false, field: 'id', error: 'idInvalid' };
  const created = await options.create(db, actor, id, input, now);
  return created ? { ok: true, id } : { ok: false, field: 'id', error: 'idTaken' };
}
