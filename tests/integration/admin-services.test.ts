import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceIds } from '@/content/service-ids';
import { locales } from '@/i18n/locales';
import { contentFieldErrors, contentValuesFromForm } from '@/lib/admin/translated-content';
import {
  serviceCreateSchema,
  serviceFormLayout,
  serviceIdFromTitle,
  serviceSchema,
  type NewServiceInput,
} from '@/lib/admin/service-schema';
import {
  createService,
  deleteService,
  getAdminService,
  listAdminServices,
  listServiceVersions,
  nextServiceOrder,
  restoreServiceVersion,
  updateService,
} from '@/server/services/service-admin.server';
import { seed } from '@/server/seed/seed.server';
import { serviceSeeds } from '@/server/services/service-seeds';
import { findService, listServices } from '@/server/services/service-pages.server';
import type { Database } from '@/server/db/schema';
import { createTestDatabase, lane, type TestDatabase } from '../support/test-database';

let database: TestDatabase;
const actor = { id: 'staff-1', email: 'admin@example.ch' };

beforeAll(async () => {
  database = await createTestDatabase();
  await seed(database.db);
});

afterAll(async () => {
  await database?.destroy();
});

function text(label: string) {
  return {
    title: `${label} title`,
    description: `${label} description`,
    features: [`${label} 1`, `${label} 2`, `${label} 3`, `${label} 4`] as [
      string,
      string,
      string,
      string,
    ],
    price: `${label} price`,
    body: `${label} first paragraph.\n\n${label} second paragraph.`,
  };
}

function input(overrides: Partial<NewServiceInput> = {}): NewServiceInput {
  return {
    id: '',
    icon: 'bot',
    sortOrder: 20,
    visible: true,
    text: {
      fr: { ...text('fr'), title: 'Automatisation des devis' },
      en: text('en'),
      ar: text('ar'),
      'ar-ma': text('ar-ma'),
    },
    ...overrides,
  };
}

async function auditActions(targetId: string): Promise<string[]> {
  const rows = await database.db
    .selectFrom('audit_log')
    .select(['action', 'actor_email'])
    .where('target_id', '=', targetId)
    .execute();
  for (const row of rows) expect(row.actor_email).toBe(actor.email);
  // Sorted: lines written within one millisecond have no order of their own.
  return rows.map((row) => row.action).sort();
}

/** A record as an editor's form holds it: its id and its last save, which an update must match. */
async function lastSave(db: Kysely<Database>, id: string) {
  return { id, updatedAt: (await getAdminService(db, id))?.updatedAt ?? '' };
}

describe(`admin services (${lane})`, () => {
  it('lists the eight seeded services, visible, with their French titles', async () => {
    const list = await listAdminServices(database.db);
    expect(list.map((row) => row.id)).toEqual([...serviceIds]);
    for (const [index, row] of list.entries()) {
      expect(row.visible).toBe(true);
      expect(row.isSpecService).toBe(true);
      expect(row.title).toBe(serviceSeeds[index]!.text.fr.title);
    }
    expect(await nextServiceOrder(database.db)).toBe(serviceSeeds.length);
  });

  it('reads one service with its four features in every language', async () => {
    const service = await getAdminService(database.db, 'reporting');
    const seeded = serviceSeeds.find((candidate) => candidate.id === 'reporting')!;
    for (const locale of locales) expect(service?.text[locale]).toEqual(seeded.text[locale]);
    expect(await getAdminService(database.db, 'nope')).toBeUndefined();
  });

  it('creates a service under an id derived from its French title, shown everywhere', async () => {
    const result = await createService(database.db, actor, input());
    expect(result).toEqual({ ok: true, id: 'automatisation-des-devis' });
    for (const locale of locales) {
      const listed = await listServices(locale, database.db);
      expect(listed.at(-1)?.id).toBe('automatisation-des-devis');
      const found = await findService('automatisation-des-devis', locale, database.db);
      expect(found?.features).toEqual(input().text[locale].features);
      expect(found?.body).toBe(input().text[locale].body);
    }
    const summary = (await listAdminServices(database.db)).at(-1);
    expect(summary?.isSpecService).toBe(false);
    expect(await auditActions('automatisation-des-devis')).toEqual(['service.create']);
  });

  it('refuses an id already taken, or the path of a landing page', async () => {
    expect(await createService(database.db, actor, input({ id: 'reporting' }))).toEqual({
      ok: false,
      field: 'id',
      error: 'idTaken',
    });
    expect(await createService(database.db, actor, input({ id: 'geneve' }))).toEqual({
      ok: false,
      field: 'id',
      error: 'idReserved',
    });
    const arabicOnly = input();
    arabicOnly.text.fr.title = '؟؟؟';
    expect(await createService(database.db, actor, arabicOnly)).toEqual({
      ok: false,
      field: 'id',
      error: 'idInvalid',
    });
    expect(await auditActions('geneve')).toEqual([]);
  });

  it('hides a service from the list, the home and its own page, then shows it again', async () => {
    const { id: _id, ...edit } = input({ icon: 'activity', visible: false, sortOrder: 6 });
    expect(
      await updateService(database.db, actor, await lastSave(database.db, 'monitoring-it'), edit),
    ).toBe('saved');
    for (const locale of locales) {
      expect((await listServices(locale, database.db)).map((s) => s.id)).not.toContain(
        'monitoring-it',
      );
      expect(await findService('monitoring-it', locale, database.db)).toBeUndefined();
    }
    expect((await getAdminService(database.db, 'monitoring-it'))?.visible).toBe(false);

    expect(
      await updateService(database.db, actor, await lastSave(database.db, 'monitoring-it'), {
        ...edit,
        visible: true,
      }),
    ).toBe('saved');
    const shown = await findService('monitoring-it', 'en', database.db);
    expect(shown?.title).toBe('en title');
    expect(shown?.features).toEqual(['en 1', 'en 2', 'en 3', 'en 4']);
    expect((await getAdminService(database.db, 'monitoring-it'))?.sortOrder).toBe(6);
    expect(await auditActions('monitoring-it')).toEqual(['service.update', 'service.update']);
  });

  it('deletes a seeded service for good: the seed does not bring it back', async () => {
    expect(await deleteService(database.db, actor, 'integration-bdd')).toBe(true);
    await seed(database.db);
    expect(await getAdminService(database.db, 'integration-bdd')).toBeUndefined();
    expect(await findService('integration-bdd', 'fr', database.db)).toBeUndefined();
    const tombstone = await database.db
      .selectFrom('seed_removed')
      .selectAll()
      .where('id', '=', 'integration-bdd')
      .executeTakeFirst();
    expect(tombstone?.kind).toBe('service');
    expect(await auditActions('integration-bdd')).toEqual(['service.delete']);

    // Created again by hand, it is the admin's: the seed still leaves it alone.
    const again = await createService(database.db, actor, input({ id: 'integration-bdd' }));
    expect(again).toEqual({ ok: true, id: 'integration-bdd' });
    await seed(database.db);
    expect((await findService('integration-bdd', 'fr', database.db))?.title).toBe(
      'Automatisation des devis',
    );
  });

  it('changes nothing and logs nothing for a service that does not exist', async () => {
    const { id: _id, ...edit } = input();
    expect(
      await updateService(database.db, actor, await lastSave(database.db, 'ghost'), edit),
    ).toBe('missing');
    expect(await deleteService(database.db, actor, 'ghost')).toBe(false);
    expect(await auditActions('ghost')).toEqual([]);
  });

  it('refuses a save over a record someone saved since the form was drawn, and writes nothing', async () => {
    const db = database.db;
    const drawn = await lastSave(db, 'gestion-contenu');
    const { id: _id, ...first } = input({ sortOrder: 2 });
    const second = { ...first, text: { ...first.text, fr: { ...first.text.fr, title: 'Écrasé' } } };
    expect(await updateService(db, actor, drawn, first, new Date('2026-11-03T10:00:00.000Z'))).toBe(
      'saved',
    );
    expect(
      await updateService(db, actor, drawn, second, new Date('2026-11-03T10:01:00.000Z')),
    ).toBe('conflict');
    expect((await getAdminService(db, 'gestion-contenu'))?.text.fr.title).toBe(first.text.fr.title);
    expect(await auditActions('gestion-contenu')).toEqual(['service.update']);
  });

  it('keeps a version of each changing save and restores an earlier one, audited, as a new version', async () => {
    const db = database.db;
    const seeded = (await getAdminService(db, 'reporting'))!;
    const { id: _id, ...edit } = input({ icon: 'chart', sortOrder: seeded.sortOrder });
    const saved = new Date('2026-11-01T10:00:00.000Z');
    expect(await updateService(db, actor, await lastSave(db, 'reporting'), edit, saved)).toBe(
      'saved',
    );
    // The same input again changes nothing: no version.
    await updateService(
      db,
      actor,
      await lastSave(db, 'reporting'),
      edit,
      new Date('2026-11-01T11:00:00.000Z'),
    );
    const arabic = { ...edit.text.ar, title: 'تقارير أسبوعية' };
    const later = new Date('2026-11-02T10:00:00.000Z');
    await updateService(
      db,
      actor,
      await lastSave(db, 'reporting'),
      { ...edit, text: { ...edit.text, ar: arabic } },
      later,
    );

    const versions = await listServiceVersions(db, 'reporting');
    expect(versions.map((version) => [version.number, version.action, version.actorEmail])).toEqual(
      [
        [3, 'save', actor.email],
        [2, 'save', actor.email],
        [1, 'before', null],
      ],
    );
    expect(versions[2]!.createdAt).toBe(seeded.updatedAt);
    expect(versions[2]!.input.text).toEqual(seeded.text);
    expect(versions[0]!.input.text.ar.title).toBe('تقارير أسبوعية');

    // From a screen drawn before the last save: a conflict; a version that is not kept: missing.
    const stale = { id: 'reporting', updatedAt: saved.toISOString() };
    expect(await restoreServiceVersion(db, actor, stale, 1)).toBe('conflict');
    const current = { id: 'reporting', updatedAt: later.toISOString() };
    expect(await restoreServiceVersion(db, actor, current, 9)).toBe('missing');
    expect(await restoreServiceVersion(db, actor, current, 1)).toBe('saved');

    const restored = (await getAdminService(db, 'reporting'))!;
    expect(restored.text).toEqual(seeded.text);
    expect([restored.icon, restored.sortOrder, restored.visible]).toEqual([
      seeded.icon,
      seeded.sortOrder,
      seeded.visible,
    ]);
    const [latest] = await listServiceVersions(db, 'reporting');
    expect([latest!.number, latest!.action]).toEqual([4, 'restore']);
    const audit = await db
      .selectFrom('audit_log')
      .select('summary')
      .where('action', '=', 'service.restore')
      .where('target_id', '=', 'reporting')
      .execute();
    expect(audit.map((line) => line.summary)).toEqual([`${seeded.text.fr.title} · version 1`]);
    expect(await findService('reporting', 'ar', db)).toMatchObject({ title: seeded.text.ar.title });
  });

  it('restores nothing for a record deleted since', async () => {
    const db = database.db;
    const { id: _id, ...edit } = input({ sortOrder: 3 });
    await updateService(db, actor, await lastSave(db, 'agents-ia'), edit);
    const { updatedAt } = (await getAdminService(db, 'agents-ia'))!;
    expect(await deleteService(db, actor, 'agents-ia')).toBe(true);
    expect(await restoreServiceVersion(db, actor, { id: 'agents-ia', updatedAt }, 1)).toBe(
      'missing',
    );
  });
});

describe('service form schema', () => {
  const complete: Record<string, string> = {
    id: '',
    icon: 'chart',
    sortOrder: '4',
    visible: 'on',
    ...Object.fromEntries(
      locales.flatMap((locale) => [
        [`text.${locale}.title`, `Title ${locale}`],
        [`text.${locale}.description`, `Description ${locale}`],
        [`text.${locale}.price`, 'CHF 3,000'],
        [`text.${locale}.body`, 'One.\r\n\r\n\r\n\r\nTwo.'],
        ...[0, 1, 2, 3].map((index) => [`text.${locale}.features.${index}`, `F${index}`]),
      ]),
    ),
  };
  const fromForm = (data: FormData) => contentValuesFromForm(data, serviceFormLayout);
  function form(entries: Record<string, string>): FormData {
    const data = new FormData();
    for (const [name, value] of Object.entries(entries)) data.set(name, value);
    return data;
  }

  it('parses the form fields, features as a list of four, paragraphs kept', () => {
    const parsed = serviceCreateSchema.parse(fromForm(form(complete)));
    expect(parsed.text.ar.features).toEqual(['F0', 'F1', 'F2', 'F3']);
    expect(parsed.text.fr.body).toBe('One.\n\nTwo.');
    expect(parsed.sortOrder).toBe(4);
    expect(parsed.visible).toBe(true);
    expect(serviceSchema.parse(fromForm(form(complete))).icon).toBe('chart');
  });

  it('names the failing fields by their form names', () => {
    const result = serviceCreateSchema.safeParse(
      fromForm(
        form({
          ...complete,
          id: 'Not a slug!',
          icon: 'rocket',
          'text.en.features.2': ' ',
          'text.ar-ma.body': '',
        }),
      ),
    );
    expect(result.success).toBe(false);
    expect(contentFieldErrors(result.error!)).toEqual({
      id: 'idInvalid',
      icon: 'iconInvalid',
      'text.en.features.2': 'required',
      'text.ar-ma.body': 'required',
    });
  });

  it('derives ASCII ids from French titles', () => {
    expect(serviceIdFromTitle('Agents IA & Chatbots')).toBe('agents-ia-chatbots');
    expect(serviceIdFromTitle('Gestion des données – Été 2026')).toBe(
      'gestion-des-donnees-ete-2026',
    );
    expect(serviceIdFromTitle('؟')).toBe('');
  });
});
