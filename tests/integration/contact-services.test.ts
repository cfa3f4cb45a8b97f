// The contact form's service list is content the agency edits (issue 36 §5, decision 035): the
// seed writes the spec's nine values, the admin adds, renames, reorders, switches off and deletes
// options, the server checks a request's value against the list as it is, and a request whose
// option was deleted still reads as its label in the inbox, the CSV export and the mail.
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { locales } from '@/i18n/locales';
import {
  contactServiceCreateSchema,
  contactServiceFormLayout,
  type NewContactServiceInput,
} from '@/lib/admin/contact-service-schema';
import { defaultContactFilters } from '@/lib/admin/contact-filters';
import { honeypotField } from '@/lib/forms/honeypot';
import { contentFieldErrors, contentValuesFromForm } from '@/lib/admin/translated-content';
import { contactsCsv } from '@/server/contact/contacts-csv.server';
import { exportContacts, listContacts } from '@/server/contact/contact-admin.server';
import { submitContact } from '@/server/contact/submit-contact.server';
import {
  createContactService,
  deleteContactService,
  getAdminContactService,
  listAdminContactServices,
  updateContactService,
} from '@/server/contact/contact-service-admin.server';
import {
  listContactServiceOptions,
  serviceLabels,
} from '@/server/contact/contact-service-options.server';
import type { Database } from '@/server/db/schema';
import { seedContactServices } from '@/server/seed/seed.server';
import { contactServiceSeeds } from '@/server/contact/contact-service-seeds';
import {
  clearPipelineTables,
  formOptions,
  outboxRows,
  submissionContext,
  validContact,
} from '../support/form-fixtures';
import { streamedText } from '../support/csv-reading';
import { expectChangeAnnounced } from '../support/change-announcement';
import { createTestDatabase, lane, type TestDatabase } from '../support/test-database';

let database: TestDatabase;
let db: Kysely<Database>;
const actor = { id: 'staff-1', email: 'editor@example.ch' };
const t0 = new Date('2026-04-01T08:00:00.000Z');
beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
});

afterAll(async () => {
  await database?.destroy();
});

beforeEach(async () => {
  await clearPipelineTables(db);
  for (const table of [
    'contact_service_translation',
    'contact_service',
    'contact_service_removed',
    'seed_removed',
    'audit_log',
  ] as const)
    await db.deleteFrom(table).execute();
  await seedContactServices(db);
});

const spec = {
  values: [
    'shopify-partner',
    'wordpress-rescue',
    'performance-optimization',
    'smart-website',
    'n8n-automation',
    'workflow-design',
    'api-integration',
    'data-migration',
    'other',
  ],
  frenchLabels: [
    'Partenariat Shopify',
    'Reprise de sites WordPress',
    'Optimisation de performance',
    'Création de sites intelligents',
    'Automatisation n8n',
    'Conception de workflows',
    "Intégration d'API",
    'Migration de données',
    'Autre service',
  ],
};

function labels(label: string): NewContactServiceInput['text'] {
  return {
    fr: { label: `${label} (fr)` },
    en: { label: `${label} (en)` },
    ar: { label: `${label} (ar)` },
    'ar-ma': { label: `${label} (ar-ma)` },
  };
}

function option(overrides: Partial<NewContactServiceInput> = {}): NewContactServiceInput {
  return { id: '', sortOrder: 0, visible: true, text: labels('Devis'), ...overrides };
}

/** A request through the real pipeline, from an address and IP of its own. */
function submit(service: string, at = t0) {
  const n = randomUUID().slice(0, 8);
  return submitContact(
    db,
    validContact({ service, email: `visitor-${n}@example.ch`, name: `Visitor ${n}` }),
    submissionContext(at, `203.0.113.${Math.floor(Math.random() * 200) + 1}`),
    formOptions(),
  );
}

const values = (options: readonly { value: string }[]) => options.map((entry) => entry.value);

/** A record as an editor's form holds it: its id and its last save, which an update must match. */
async function lastSave(db: Kysely<Database>, id: string) {
  return { id, updatedAt: (await getAdminContactService(db, id))?.updatedAt ?? '' };
}

describe(`contact form services (${lane})`, () => {
  it("seeds the spec's nine values in order, each labelled in the four languages", async () => {
    const french = await listContactServiceOptions('fr', db);
    expect(values(french)).toEqual(spec.values);
    expect(french.map((entry) => entry.label)).toEqual(spec.frenchLabels);
    for (const locale of locales) {
      const options = await listContactServiceOptions(locale, db);
      expect(values(options), locale).toEqual(spec.values);
      for (const entry of options)
        expect(entry.label.trim(), `${locale} ${entry.value}`).not.toBe('');
    }
    const arabic = await listContactServiceOptions('ar', db);
    expect(arabic[0]?.label).toBe(contactServiceSeeds[0]?.label.ar);
    // Running the seed again changes nothing an editor did.
    await updateContactService(db, actor, await lastSave(db, 'other'), {
      sortOrder: 0,
      visible: false,
      text: labels('Autre'),
    });
    await seedContactServices(db);
    expect((await getAdminContactService(db, 'other'))?.text.en.label).toBe('Autre (en)');
  });

  it('adds, renames per language, reorders and switches off options; the form offers what is on, in order', async () => {
    const created = await createContactService(
      db,
      actor,
      option({ text: { ...labels('x'), fr: { label: 'Automatisation des devis' } }, sortOrder: 1 }),
      t0,
    );
    // The value comes from the French label when none is typed.
    expect(created).toEqual({ ok: true, id: 'automatisation-des-devis' });
    await updateContactService(db, actor, await lastSave(db, 'n8n-automation'), {
      sortOrder: 0,
      visible: true,
      text: {
        ...labels('unused'),
        fr: { label: 'Automatisation avec n8n' },
        ar: { label: 'أتمتة n8n' },
      },
    });
    await updateContactService(db, actor, await lastSave(db, 'shopify-partner'), {
      sortOrder: 0,
      visible: false,
      text: {
        fr: { label: spec.frenchLabels[0] ?? '' },
        en: { label: 'Shopify partnership' },
        ar: { label: 'شراكة Shopify' },
        'ar-ma': { label: 'شراكة Shopify' },
      },
    });

    const french = await listContactServiceOptions('fr', db);
    expect(values(french).slice(0, 3)).toEqual([
      'n8n-automation',
      'automatisation-des-devis',
      'wordpress-rescue',
    ]);
    expect(values(french)).not.toContain('shopify-partner');
    expect(french[0]?.label).toBe('Automatisation avec n8n');
    expect((await listContactServiceOptions('ar', db))[0]?.label).toBe('أتمتة n8n');
    expect((await listContactServiceOptions('en', db))[1]?.label).toBe('x (en)');

    // The admin's list keeps the switched-off option, marked so.
    const admin = await listAdminContactServices(db);
    expect(admin.find((row) => row.id === 'shopify-partner')?.visible).toBe(false);
    expect(admin).toHaveLength(10);
    const audited = await db.selectFrom('audit_log').select(['action', 'target_id']).execute();
    expect(audited.map((row) => row.action).sort()).toEqual([
      'contact_service.create',
      'contact_service.update',
      'contact_service.update',
    ]);
  });

  it('refuses a taken or malformed value, and a label missing in one language', async () => {
    expect(await createContactService(db, actor, option({ id: 'other' }))).toEqual({
      ok: false,
      field: 'id',
      error: 'idTaken',
    });
    expect(
      await createContactService(
        db,
        actor,
        option({ text: { ...labels('y'), fr: { label: '…' } } }),
      ),
    ).toEqual({ ok: false, field: 'id', error: 'idInvalid' });
    const form = new FormData();
    form.set('id', 'Pas Une Valeur!');
    form.set('sortOrder', '3');
    for (const locale of locales) form.set(`text.${locale}.label`, locale === 'ar' ? ' ' : 'Label');
    const parsed = contactServiceCreateSchema.safeParse(
      contentValuesFromForm(form, contactServiceFormLayout),
    );
    expect(parsed.success).toBe(false);
    expect(parsed.error && contentFieldErrors(parsed.error)).toEqual({
      id: 'idInvalid',
      'text.ar.label': 'required',
    });
  });

  it('checks a request against the list as it is: an option switched off is refused with its own key, nothing stored', async () => {
    await updateContactService(db, actor, await lastSave(db, 'data-migration'), {
      sortOrder: 7,
      visible: false,
      text: labels('Migration'),
    });
    const refused = await submit('data-migration');
    expect(refused).toEqual({
      outcome: { status: 'invalid', errors: { service: 'serviceUnavailable' } },
      mails: [],
    });
    // A value the list never had is refused the same way (a forged or very old form).
    expect((await submit('seo-audit')).outcome).toEqual({
      status: 'invalid',
      errors: { service: 'serviceUnavailable' },
    });
    // A bot (honeypot filled) is told "accepted", and nothing it chose off the list is kept.
    const bot = { ...validContact({ service: 'data-migration' }), [honeypotField]: 'x' };
    expect(await submitContact(db, bot, submissionContext(t0), formOptions())).toEqual({
      outcome: { status: 'accepted' },
      mails: [],
    });
    expect(await db.selectFrom('contact').select('id').execute()).toEqual([]);
    expect(await outboxRows(db)).toEqual([]);
    expect(await db.selectFrom('rate_limit_hit').select('id').execute()).toEqual([]);

    // Switched on again, it is accepted.
    await updateContactService(db, actor, await lastSave(db, 'data-migration'), {
      sortOrder: 7,
      visible: true,
      text: labels('Migration'),
    });
    expect((await submit('data-migration')).outcome).toEqual({ status: 'accepted' });
  });

  it('stores a request by value and names it by its label: inbox, CSV and the agency mail, also once the option is deleted', async () => {
    await createContactService(db, actor, option({ id: 'devis', text: labels('Devis') }));
    const accepted = await submit('devis');
    expect(accepted.outcome).toEqual({ status: 'accepted' });
    const [row] = await db.selectFrom('contact').select(['id', 'service']).execute();
    expect(row?.service).toBe('devis');
    const notification = (await outboxRows(db)).find(
      (mail) => mail.kind === 'contact-notification',
    );
    // The agency's copy is in French: the label as the list has it now.
    expect(notification?.subject).toContain('Devis (fr)');
    expect(notification?.text_body).toContain('Devis (fr)');

    expect(await deleteContactService(db, actor, 'devis')).toBe(true);
    expect(values(await listContactServiceOptions('fr', db))).not.toContain('devis');
    // A deleted seeded option stays deleted when the seed runs again (every start).
    expect(await deleteContactService(db, actor, 'other')).toBe(true);
    await seedContactServices(db);
    expect(await getAdminContactService(db, 'other')).toBeUndefined();

    for (const [locale, label] of [
      ['fr', 'Devis (fr)'],
      ['en', 'Devis (en)'],
    ] as const) {
      const named = await serviceLabels(db, locale);
      expect(named.devis, locale).toBe(label);
      // The options as they are come first, in order, then the deleted ones.
      expect(Object.keys(named).slice(0, 2)).toEqual(['shopify-partner', 'wordpress-rescue']);
      expect(Object.keys(named).slice(-2).sort()).toEqual(['devis', 'other']);
    }
    const inbox = await listContacts(db, defaultContactFilters);
    expect(inbox.rows.map((contact) => contact.service)).toEqual(['devis']);
    const filtered = await listContacts(db, { ...defaultContactFilters, service: 'devis' });
    expect(filtered.total).toBe(1);
    const csv = await streamedText(
      await contactsCsv(db, exportContacts(db, defaultContactFilters), 'en'),
    );
    expect(csv).toContain('Devis (en)');

    // Re-created under the same value, the option's new label wins.
    await createContactService(db, actor, option({ id: 'devis', text: labels('Offre') }));
    expect((await serviceLabels(db, 'fr')).devis).toBe('Offre (fr)');
  });

  it('announces each change on PostgreSQL, so every instance refreshes its contact page', async () => {
    const drawn = await lastSave(db, 'other');
    await expectChangeAnnounced(database, 'contact-services', 'contact_service%', () =>
      updateContactService(db, actor, drawn, {
        sortOrder: 8,
        visible: false,
        text: labels('Autre'),
      }),
    );
  });
});
