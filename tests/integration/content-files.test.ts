// Content as files (issue 29, decision 049): `content:export` writes every editable kind as
// readable JSON, and `content:import` reads it back — export → import → export gives the same
// bytes; an edit in a file reaches the database, raises the versions (an editor's open form gets
// the conflict message) and is announced to every instance; a kind's documents absent from its
// file are deleted, a kind without its file is left alone; one wrong file and nothing is applied,
// every problem named by file, path and language; a file of an unknown format is refused. Landing
// pages are replaced in full (one absent is deleted, its address answering 410); page sections are
// fixed by code (an unknown one is refused, one absent is left alone). The real
// scripts run once as child processes, and the running site hears their import.
import { mkdtempSync, readdirSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Locale } from '@/i18n/locales';
import { adminMessages } from '@/i18n/admin-messages';
import { contentKindForms } from '@/lib/admin/content-kinds';
import { faqPages, type FaqPage, type FaqText } from '@/lib/admin/faq-schema';
import {
  siteSettingsDraftFormValues,
  siteSettingsFormValues,
  siteSettingsSchema,
} from '@/lib/admin/site-settings-schema';
import type { LandingFormText } from '@/lib/admin/landing-page-schema';
import type { ServiceText } from '@/lib/admin/service-schema';
import { sectionPages } from '@/lib/page-sections/pages';
import type { ListItem, SectionInput } from '@/lib/page-sections/section-definition';
import { SqliteChangeWatch } from '@/server/cache/sqlite-change-watch.server';
import { exportContent, importContent } from '@/server/content-files/content-files.server';
import { readDocumentDraft } from '@/server/drafts/document-drafts.server';
import { getAdminFaq, updateFaqEntry } from '@/server/faq/faq-admin.server';
import { listFaqOrderVersions } from '@/server/faq/faq-order-drafts.server';
import { listFaq, previewedFaq } from '@/server/faq/faq-pages.server';
import {
  getAdminLandingPage,
  listLandingPageDocuments,
} from '@/server/landing-pages/landing-pages-admin.server';
import {
  listLandingPages,
  previewedLandingPages,
} from '@/server/landing-pages/landing-pages.server';
import { readPageSections } from '@/server/page-sections/page-sections.server';
import { seed } from '@/server/seed/seed.server';
import { getAdminService, listAdminServices } from '@/server/services/service-admin.server';
import { listServices, previewedServices } from '@/server/services/service-pages.server';
import {
  previewedAgencySettings,
  readAgencySettings,
} from '@/server/site-settings/site-settings-pages.server';
import {
  listSiteSettingsVersions,
  readSiteSettings,
  readSiteSettingsDraft,
  saveSiteSettings,
} from '@/server/site-settings/site-settings.server';
import { listAdminTestimonials } from '@/server/testimonials/testimonial-admin.server';
import { expectChangeAnnounced } from '../support/change-announcement';
import { runScript } from '../support/run-script';
import { publishSection } from '../support/publish-section';
import { createTestDatabase, lane, type TestDatabase } from '../support/test-database';

vi.setConfig({ testTimeout: 120_000, hookTimeout: 60_000 });

let database: TestDatabase;
const folder = mkdtempSync(path.join(tmpdir(), 'content-files-test-'));
const operator = { id: 'content-import', email: 'operator@example.ch' };
const at = new Date('2026-06-01T09:00:00.000Z');
let seededExport: string;

/** The files of a directory, by name, as bytes turned to text. */
function filesOf(directory: string): Record<string, string> {
  return Object.fromEntries(
    readdirSync(directory)
      .sort()
      .map((name) => [name, readFileSync(path.join(directory, name), 'utf8')]),
  );
}

/** A fresh copy of the seeded site's export, to edit. */
function exportCopy(): string {
  const directory = mkdtempSync(path.join(folder, 'copy-'));
  for (const [name, text] of Object.entries(filesOf(seededExport)))
    writeFileSync(path.join(directory, name), text);
  return directory;
}

/** The parts of each file the tests edit, as content:export writes them. */
interface ContentFiles {
  'settings.json': { contactPhone: string; bookingUrl: string };
  'faq.json': {
    formatVersion: number;
    entries: { id: string; text: Record<Locale, FaqText> }[];
    pages: Record<FaqPage, string[]>;
  };
  'services.json': {
    services: { id: string; sortOrder: number | string; text: Record<Locale, ServiceText> }[];
  };
  'testimonials.json': { testimonials: { id: string }[] };
  'landing-pages.json': {
    landingPages: { slug: string; previousSlug?: string; text: Record<Locale, LandingFormText> }[];
  };
  'pages.json': {
    pages: Record<string, Record<string, { hidden: boolean; text: Record<Locale, object> }>>;
  };
}

function editFile<Name extends keyof ContentFiles>(
  directory: string,
  name: Name,
  edit: (content: ContentFiles[Name]) => void,
): void {
  const file = path.join(directory, name);
  const content = JSON.parse(readFileSync(file, 'utf8')) as ContentFiles[Name];
  edit(content);
  writeFileSync(file, JSON.stringify(content, null, 2));
}

/** A landing page's id in the database (the key of its versions and draft), by its slug. */
async function landingIdOf(slug: string): Promise<string> {
  const { id } = await database.db
    .selectFrom('landing_page')
    .select('id')
    .where('slug', '=', slug)
    .executeTakeFirstOrThrow();
  return id;
}

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database?.destroy();
  rmSync(folder, { recursive: true, force: true });
});

beforeEach(async () => {
  const { db } = database;
  for (const table of [
    'document_draft',
    'landing_page_translation',
    'landing_page',
    'page_section_translation',
    'page_section',
    'redirect',
    'faq_placement',
    'faq_entry_translation',
    'faq_entry',
    'service_translation',
    'service',
    'testimonial_translation',
    'testimonial',
    'site_settings_translation',
    'site_settings',
    'seed_removed',
    'audit_log',
  ] as const)
    await db.deleteFrom(table).execute();
  await seed(db);
  seededExport = mkdtempSync(path.join(folder, 'seeded-'));
  await exportContent(db, seededExport);
});

describe('content:export and content:import', () => {
  it('writes readable UTF-8 JSON that comes back byte for byte', async () => {
    const files = filesOf(seededExport);
    expect(Object.keys(files)).toEqual([
      'faq.json',
      'landing-pages.json',
      'pages.json',
      'services.json',
      'settings.json',
      'testimonials.json',
    ]);
    // Arabic as Arabic, not \u escapes; the format named at the top.
    expect(files['faq.json']).toMatch(/[\u0600-\u06FF]/);
    expect(files['faq.json']).not.toMatch(/\\u0[6-9a-f]/i);
    expect(JSON.parse(files['settings.json']!)).toMatchObject({ formatVersion: 1 });
    // Every page made of sections, each section by id, a list as its items with their ids.
    const { pages } = JSON.parse(files['pages.json']!) as ContentFiles['pages.json'];
    for (const definition of sectionPages)
      expect(Object.keys(pages[definition.page]!)).toEqual(
        definition.sections.map((section) => section.id),
      );
    expect(
      (pages.contact!.booking!.text.ar as { points: ListItem[] }).points.map((point) => point.id),
    ).toEqual(['free', 'duration', 'no-commitment', 'tailored']);

    const result = await importContent(database.db, seededExport, operator, at);
    expect(result).toMatchObject({ ok: true });
    const again = path.join(folder, 'again');
    await exportContent(database.db, again);
    expect(filesOf(again)).toEqual(files);
  });

  it('applies an edit, raises the versions and announces it; one audit line for the import', async () => {
    const directory = exportCopy();
    let entryId = '';
    editFile(directory, 'faq.json', (content) => {
      entryId = content.entries[1]!.id;
      content.entries[1]!.text.ar.answer = 'جواب جديد من الملف.';
    });
    editFile(directory, 'settings.json', (content) => {
      content.contactPhone = '+41 22 555 99 00';
    });
    let landingSlug = '';
    editFile(directory, 'landing-pages.json', (content) => {
      landingSlug = content.landingPages[0]!.slug;
      content.landingPages[0]!.text.ar.heroTitle = 'عنوان جديد من الملف';
    });
    editFile(directory, 'pages.json', (content) => {
      content.pages.terms!.header!.text = {
        ...content.pages.terms!.header!.text,
        ar: { ...content.pages.terms!.header!.text.ar, title: 'الشروط من الملف' },
      };
      const booking = content.pages.contact!.booking!.text.ar as { points: ListItem[] };
      booking.points[1]!.text = 'ربع ساعة فقط';
      // The about page's last team member moved first (French decides the order).
      const about = content.pages.about as Record<string, SectionInput>;
      const members = about.team!.text.fr.members as ListItem[];
      members.unshift(members.pop()!);
    });
    const faqBefore = await getAdminFaq(database.db, entryId);
    const settingsBefore = await readSiteSettings(database.db);
    const termsHeader = async () =>
      (await readPageSections(database.db, 'terms')).find((s) => s.section === 'header')!;
    const headerBefore = await termsHeader();

    let imported: unknown;
    await expectChangeAnnounced(database, 'faq', 'faq%', () =>
      expectChangeAnnounced(database, 'landing', 'landing_page%', () =>
        expectChangeAnnounced(database, 'pages', 'page_section%', async () => {
          imported = await importContent(database.db, directory, operator, at);
        }),
      ),
    );
    // On SQLite (one instance, no announcement to hear) the helper only checks the tables.
    imported ??= await importContent(database.db, directory, operator, at);
    expect(imported).toMatchObject({ ok: true });

    const faqAfter = await getAdminFaq(database.db, entryId);
    expect(faqAfter?.text.ar.answer).toBe('جواب جديد من الملف.');
    expect(faqAfter?.version).toBe(faqBefore!.version + 1);
    const settingsAfter = await readSiteSettings(database.db);
    expect(settingsAfter?.values.contactPhone).toBe('+41 22 555 99 00');
    expect(settingsAfter?.version).toBe(settingsBefore!.version + 1);
    // The import is the settings' version, after the state it replaced (decision 064).
    const [importVersion, replaced] = await listSiteSettingsVersions(database.db);
    expect([importVersion?.action, importVersion?.actorEmail, replaced?.action]).toEqual([
      'import',
      operator.email,
      'before',
    ]);
    expect(replaced?.input).toEqual(settingsBefore!.values);
    const landing = (await listLandingPageDocuments(database.db)).find(
      (page) => page.slug === landingSlug,
    );
    expect(landing?.text.ar?.heroTitle).toBe('عنوان جديد من الملف');
    // A text left as it was keeps the time of its own last save.
    expect(landing?.text.fr?.updatedAt).not.toBe(at.toISOString());
    expect(landing?.text.ar?.updatedAt).toBe(at.toISOString());
    const booking = (await readPageSections(database.db, 'contact')).find(
      (section) => section.section === 'booking',
    );
    expect(booking?.text.ar.points).toContainEqual({ id: 'duration', text: 'ربع ساعة فقط' });
    const team = (await readPageSections(database.db, 'about')).find((s) => s.section === 'team');
    expect((team!.text.fr.members as ListItem[]).map((member) => member.id)).toEqual([
      'thomas',
      'marc',
      'leila',
    ]);
    expect(await termsHeader()).toMatchObject({
      version: headerBefore.version + 1,
      text: { ar: { title: 'الشروط من الملف' } },
    });

    // An editor's form opened before the import gets the conflict, not an overwrite.
    expect(
      await updateFaqEntry(database.db, operator, entryId, faqBefore!.version, {
        category: faqBefore!.category,
        pages: faqBefore!.pages,
        text: faqBefore!.text,
      }),
    ).toBe('conflict');
    const openedBefore = { ...settingsBefore!.values, version: settingsBefore!.version };
    expect(await saveSiteSettings(database.db, operator, openedBefore)).toMatchObject({
      ok: false,
      conflict: true,
    });
    expect(await publishSection(database.db, operator, headerBefore, headerBefore)).toBe('stale');

    const audit = await database.db.selectFrom('audit_log').selectAll().execute();
    expect(audit.map((row) => [row.action, row.actor_email])).toEqual([
      ['content.import', operator.email],
    ]);
    expect(audit[0]?.summary).toContain('faq.json (');
  });

  it('keeps an import version of each page order the file changes, as a publish does (decision 085)', async () => {
    const directory = exportCopy();
    let moved: FaqPage = 'home';
    let order: string[] = [];
    editFile(directory, 'faq.json', (content) => {
      moved = faqPages.find((page) => content.pages[page].length > 1)!;
      content.pages[moved].unshift(content.pages[moved].pop()!);
      order = content.pages[moved];
      // A question's new text alone is its entry's version, not a version of an order.
      const other = faqPages.find((page) => page !== moved && content.pages[page].length > 0)!;
      const entry = content.entries.find((item) => item.id === content.pages[other][0])!;
      entry.text.fr.question = `${entry.text.fr.question} (du fichier)`;
    });
    const versionsOf = async () =>
      Object.fromEntries(
        await Promise.all(
          faqPages.map(async (page) => [page, await listFaqOrderVersions(database.db, page)]),
        ),
      ) as Record<FaqPage, Awaited<ReturnType<typeof listFaqOrderVersions>>>;
    const before = await versionsOf();

    expect(await importContent(database.db, directory, operator, at)).toMatchObject({ ok: true });
    const after = await versionsOf();
    const [imported, replaced] = after[moved];
    expect(imported).toMatchObject({
      action: 'import',
      actorEmail: operator.email,
      createdAt: at.toISOString(),
    });
    expect(imported!.input.order.map((entry) => entry.id)).toEqual(order);
    expect(imported!.input.order[0]!.question.fr).toEqual(expect.any(String));
    // The order it replaced is kept before it, so the history can compare and restore it.
    expect(replaced!.input.order.map((entry) => entry.id)).toEqual([...order.slice(1), order[0]]);
    for (const page of faqPages.filter((page) => page !== moved))
      expect(after[page]).toEqual(before[page]);

    // The same files again change no order: no version.
    expect(await importContent(database.db, directory, operator, at)).toMatchObject({ ok: true });
    expect(await versionsOf()).toEqual(after);
  });

  it('replaces a kind present in full and leaves a kind without its file as it is', async () => {
    const directory = exportCopy();
    let removed = '';
    editFile(directory, 'testimonials.json', (content) => {
      removed = content.testimonials.pop()!.id;
    });
    let removedLanding = '';
    let renamedLanding = '';
    editFile(directory, 'landing-pages.json', (content) => {
      removedLanding = content.landingPages.pop()!.slug;
      // Renamed in the file, naming the slug it had: the same page, moved with its 308s.
      const renamed = content.landingPages[0]!;
      renamedLanding = renamed.slug;
      renamed.previousSlug = renamed.slug;
      renamed.slug = `${renamed.slug}-ville`;
    });
    const renamedId = await landingIdOf(renamedLanding);
    // A section absent from its page's list is left as it is.
    const keptSection = 'controller';
    editFile(directory, 'pages.json', (content) => {
      delete content.pages.privacy![keptSection];
    });
    unlinkSync(path.join(directory, 'services.json'));
    // The services change in the database; the import, without their file, must not undo it.
    const { db } = database;
    await db.deleteFrom('service_translation').where('service_id', '=', 'reporting').execute();
    await db.deleteFrom('service').where('id', '=', 'reporting').execute();
    const servicesBefore = await listAdminServices(db);
    const privacyBefore = await readPageSections(db, 'privacy');

    expect(await importContent(db, directory, operator, at)).toMatchObject({ ok: true });

    const testimonials = await listAdminTestimonials(db);
    expect(testimonials.map((testimonial) => testimonial.id)).not.toContain(removed);
    expect(testimonials).toHaveLength(
      JSON.parse(readFileSync(path.join(directory, 'testimonials.json'), 'utf8')).testimonials
        .length,
    );
    expect(await listAdminServices(db)).toEqual(servicesBefore);

    const landingSlugs = (await listLandingPageDocuments(db)).map((page) => page.slug);
    expect(landingSlugs).not.toContain(removedLanding);
    expect(landingSlugs).toHaveLength(
      JSON.parse(readFileSync(path.join(directory, 'landing-pages.json'), 'utf8')).landingPages
        .length,
    );
    // Deleted as the admin deletes it: its address answers 410 in every language.
    const gone = await db
      .selectFrom('redirect')
      .select(['status', 'to_path'])
      .where('from_path', '=', `/services/${removedLanding}`)
      .execute();
    expect(gone.length).toBeGreaterThan(0);
    expect(gone.every((row) => row.status === 410 && row.to_path === null)).toBe(true);
    expect(await landingIdOf(`${renamedLanding}-ville`)).toBe(renamedId);
    const moved = await db
      .selectFrom('redirect')
      .select(['status', 'to_path'])
      .where('from_path', '=', `/services/${renamedLanding}`)
      .execute();
    expect(moved).toHaveLength(4);
    expect(
      moved.every(
        (row) => row.status === 308 && row.to_path === `/services/${renamedLanding}-ville`,
      ),
    ).toBe(true);
    const privacy = await readPageSections(db, 'privacy');
    const versionOf = (sections: typeof privacy, id: string) =>
      sections.find((section) => section.section === id)?.version;
    expect(versionOf(privacy, keptSection)).toBe(versionOf(privacyBefore, keptSection));
    expect(versionOf(privacy, 'header')).toBe(versionOf(privacyBefore, 'header')! + 1);
  });

  it('names every problem by file, path and language, and applies nothing', async () => {
    const directory = exportCopy();
    editFile(directory, 'settings.json', (content) => {
      content.contactPhone = '+41 22 555 99 00'; // right: must not be applied either
    });
    editFile(directory, 'faq.json', (content) => {
      content.entries[3]!.text.fr.answer = '';
      content.pages.home.push('no-such-entry');
    });
    editFile(directory, 'services.json', (content) => {
      content.services[1]!.text.ar.title = '';
      content.services[2]!.sortOrder = 'first';
    });
    let repeated = '';
    editFile(directory, 'testimonials.json', (content) => {
      repeated = content.testimonials[0]!.id;
      content.testimonials[1]!.id = repeated;
    });
    editFile(directory, 'pages.json', (content) => {
      content.pages.terms!.noSuchSection = content.pages.terms!.header!;
      // Lists (decision 051): French without its hero steps; an English result French lacks.
      const home = content.pages.home as Record<string, SectionInput>;
      home.hero!.text.fr.steps = [];
      home.results!.text.en.items = [{ id: 'no-such-item', value: '1', label: 'One' }];
    });
    editFile(directory, 'landing-pages.json', (content) => {
      content.landingPages[0]!.text.ar.heroTitle = 'ممتاز'; // right: must not be applied either
      (content.landingPages[1] as { areaServed?: string }).areaServed = ' ';
      content.landingPages[2]!.previousSlug = content.landingPages[3]!.slug;
    });
    const before = filesOf(seededExport);

    const result = await importContent(database.db, directory, operator, at);

    expect(result.ok).toBe(false);
    const errors = result.ok ? [] : result.errors;
    expect(errors).toEqual(
      expect.arrayContaining([
        'faq.json: entries[3].text.fr.answer (language fr): required — This field is required.',
        expect.stringMatching(/^faq\.json: pages\.home\[\d+\]: idUnknown/),
        'services.json: services[1].text.ar.title (language ar): required — This field is required.',
        'services.json: services[2].sortOrder: orderInvalid — Enter a whole number from 0 to 9999.',
      ]),
    );
    expect(errors).toContain(
      `testimonials.json: testimonials[1].id: idRepeated (${repeated} appears twice)`,
    );
    expect(errors).toContain(
      'landing-pages.json: landingPages[1].areaServed: required — This field is required.',
    );
    expect(errors).toContainEqual(
      expect.stringMatching(
        /^landing-pages\.json: landingPages\[2\]\.previousSlug: previousSlugKept \(.+ is still a page of the file\)$/,
      ),
    );
    expect(errors).toContainEqual(
      expect.stringMatching(
        /^pages\.json: pages\.terms\.noSuchSection: sectionUnknown \(expected one of meta, header, /,
      ),
    );
    expect(errors).toEqual(
      expect.arrayContaining([
        'pages.json: pages.home.hero.text.fr.steps (language fr): tooFewItems — This list has too few items.',
        'pages.json: pages.home.results.text.en.items (language en): itemUnknown — This translation has an item French does not have.',
      ]),
    );
    // With French's steps gone, each translation's steps are items French lacks.
    for (const locale of ['en', 'ar', 'ar-ma'])
      expect(errors).toContainEqual(
        expect.stringMatching(
          new RegExp(`^pages\\.json: pages\\.home\\.hero\\.text\\.${locale}\\.steps .*itemUnknown`),
        ),
      );
    expect(errors).toHaveLength(13);
    const after = path.join(folder, 'after-refusal');
    await exportContent(database.db, after);
    expect(filesOf(after)).toEqual(before);
    expect(await database.db.selectFrom('audit_log').selectAll().execute()).toEqual([]);
  });

  it('refuses a file of an unknown format and a file it does not know', async () => {
    const directory = exportCopy();
    editFile(directory, 'faq.json', (content) => {
      content.formatVersion = 2;
    });
    writeFileSync(path.join(directory, 'faqs.json'), '{}');
    const result = await importContent(database.db, directory, operator, at);
    expect(result.ok).toBe(false);
    expect(result.ok ? [] : result.errors).toEqual([
      'faqs.json: not a content file (expected settings.json, faq.json, services.json, testimonials.json, pages.json, landing-pages.json)',
      'faq.json: formatVersion 2 is not one this site reads (it reads 1); export the content again with a matching version of the site',
    ]);
  });

  it("answers a rule the database checks (a landing page at a service's address) as a problem, and writes nothing", async () => {
    const directory = exportCopy();
    let serviceId = '';
    editFile(directory, 'services.json', (content) => {
      serviceId = content.services[0]!.id;
    });
    editFile(directory, 'landing-pages.json', (content) => {
      content.landingPages[0]!.slug = serviceId;
    });
    const before = await listLandingPageDocuments(database.db);
    const result = await importContent(database.db, directory, operator, at);
    expect(result).toEqual({
      ok: false,
      errors: [
        `landing-pages.json: landingPages[0].slug: slugTaken — ${adminMessages.en.content.errors.slugTaken}`,
      ],
    });
    expect(await listLandingPageDocuments(database.db)).toEqual(before);
  });
});

describe('content:import --draft', () => {
  it('loads the documents the files change as their drafts, as their edit screens keep them, publishing nothing', async () => {
    const { db } = database;
    const directory = exportCopy();
    let serviceId = '';
    editFile(directory, 'services.json', (content) => {
      serviceId = content.services[0]!.id;
      content.services[0]!.text.ar.title = 'عنوان الخدمة من الملف';
    });
    let entryId = '';
    let entryPage: FaqPage = 'home';
    editFile(directory, 'faq.json', (content) => {
      entryId = content.entries[0]!.id;
      entryPage = faqPages.find((page) => content.pages[page].includes(entryId))!;
      content.entries[0]!.text.fr.answer = 'Une réponse nouvelle, du fichier.';
    });
    let landingSlug = '';
    editFile(directory, 'landing-pages.json', (content) => {
      landingSlug = content.landingPages[0]!.slug;
      content.landingPages[0]!.text.fr.heroTitle = 'Un titre du fichier';
    });
    editFile(directory, 'settings.json', (content) => {
      content.contactPhone = '+41 22 555 99 00';
    });
    const landingId = await landingIdOf(landingSlug);
    const publicReads = async () => ({
      services: await listServices('ar', db),
      faq: await listFaq(entryPage, 'fr', db),
      landing: await listLandingPages(db),
      settings: await readAgencySettings('fr', db),
    });
    const before = await publicReads();
    const service = (await getAdminService(db, serviceId))!;
    const entry = (await getAdminFaq(db, entryId))!;
    const landing = (await getAdminLandingPage(db, landingId))!;
    const settings = (await readSiteSettings(db))!;

    expect(await importContent(db, directory, operator, at, { drafts: true })).toEqual({
      ok: true,
      imported: [
        { file: 'settings.json', documents: 1 },
        { file: 'faq.json', documents: 1 },
        { file: 'services.json', documents: 1 },
        { file: 'testimonials.json', documents: 0 },
        { file: 'pages.json', documents: 0 },
        { file: 'landing-pages.json', documents: 1 },
      ],
    });

    // Nothing published: what visitors read, the versions, a new export.
    expect(await publicReads()).toEqual(before);
    expect((await getAdminService(db, serviceId))!.updatedAt).toBe(service.updatedAt);
    expect((await getAdminFaq(db, entryId))!.version).toBe(entry.version);
    expect((await getAdminLandingPage(db, landingId))!.version).toBe(landing.version);
    expect((await readSiteSettings(db))!.version).toBe(settings.version);
    const after = path.join(folder, 'after-drafts');
    await exportContent(db, after);
    expect(filesOf(after)).toEqual(filesOf(seededExport));
    // Only the documents the files change have a draft.
    const drafts = await db.selectFrom('document_draft').select(['kind', 'document']).execute();
    expect(drafts).toHaveLength(4);

    // Each draft is what the kind's edit screen reads and publishes, drawn from its base.
    const serviceDraft = (await readDocumentDraft(db, { kind: 'service', document: serviceId }))!;
    expect(serviceDraft).toMatchObject({ base: service.updatedAt, updatedBy: operator.email });
    const serviceForm = {
      icon: service.icon,
      sortOrder: String(service.sortOrder),
      visible: service.visible,
      text: { ...service.text, ar: { ...service.text.ar, title: 'عنوان الخدمة من الملف' } },
    };
    expect(serviceDraft.values).toEqual(serviceForm);
    expect(contentKindForms.services.schema.safeParse(serviceDraft.values).success).toBe(true);
    const entryDraft = (await readDocumentDraft(db, { kind: 'faq_entry', document: entryId }))!;
    expect(entryDraft.base).toBe(String(entry.version));
    expect(entryDraft.values).toEqual({
      category: entry.category,
      pages: entry.pages,
      text: {
        ...entry.text,
        fr: { ...entry.text.fr, answer: 'Une réponse nouvelle, du fichier.' },
      },
    });
    const landingDraft = (await readDocumentDraft(db, {
      kind: 'landing_page',
      document: landingId,
    }))!;
    expect(landingDraft.base).toBe(String(landing.version));
    expect(landingDraft.values).toEqual({
      ...landing.values,
      text: {
        ...landing.values.text,
        fr: { ...landing.values.text.fr, heroTitle: 'Un titre du fichier' },
      },
    });
    const settingsDraft = (await readSiteSettingsDraft(db))!;
    expect(settingsDraft.base).toBe(String(settings.version));
    const settingsForm = siteSettingsFormValues(settings.version, settings.values);
    const shownSettings = siteSettingsDraftFormValues(settingsForm, settingsDraft.values);
    expect(shownSettings).toEqual({ ...settingsForm, contactPhone: '+41 22 555 99 00' });
    expect(siteSettingsSchema.safeParse(shownSettings).success).toBe(true);

    // The staff preview reads them through each kind's schema.
    expect((await previewedServices('ar', db)).find((item) => item.id === serviceId)?.title).toBe(
      'عنوان الخدمة من الملف',
    );
    expect(
      (await previewedFaq(entryPage, 'fr', db)).find((item) => item.id === entryId)?.answerText,
    ).toContain('Une réponse nouvelle, du fichier.');
    expect(
      (await previewedLandingPages(db)).find((page) => page.slug === landingSlug)?.text.fr
        .heroTitle,
    ).toBe('Un titre du fichier');
    expect((await previewedAgencySettings('fr', db)).contactPhone).toBe('+41 22 555 99 00');

    // Imported again unchanged, a drafted document's draft is replaced (its revision rises).
    expect(await importContent(db, directory, operator, at, { drafts: true })).toMatchObject({
      ok: true,
    });
    expect((await readDocumentDraft(db, { kind: 'service', document: serviceId }))!.revision).toBe(
      2,
    );
    expect(await db.selectFrom('document_draft').selectAll().execute()).toHaveLength(4);
  });

  it('drafts a landing page the file renames as the page it was, its new slug in the draft', async () => {
    const directory = exportCopy();
    let slug = '';
    editFile(directory, 'landing-pages.json', (content) => {
      const renamed = content.landingPages[0]!;
      slug = renamed.slug;
      renamed.previousSlug = slug;
      renamed.slug = `${slug}-ville`;
    });
    const id = await landingIdOf(slug);

    expect(
      await importContent(database.db, directory, operator, at, { drafts: true }),
    ).toMatchObject({ ok: true });
    expect((await getAdminLandingPage(database.db, id))!.slug).toBe(slug);
    expect(
      (await readDocumentDraft(database.db, { kind: 'landing_page', document: id }))!.values.slug,
    ).toBe(`${slug}-ville`);
  });

  it('refuses a document that does not exist yet, and writes nothing', async () => {
    const directory = exportCopy();
    editFile(directory, 'settings.json', (content) => {
      content.contactPhone = '+41 22 555 99 00'; // right: must not be drafted either
    });
    let index = 0;
    editFile(directory, 'services.json', (content) => {
      index = content.services.length;
      content.services.push({ ...content.services[0]!, id: 'brand-new-service' });
    });

    expect(await importContent(database.db, directory, operator, at, { drafts: true })).toEqual({
      ok: false,
      errors: [
        `services.json: services[${index}] (brand-new-service) does not exist; import without --draft to create it`,
      ],
    });
    expect(await database.db.selectFrom('document_draft').selectAll().execute()).toEqual([]);
    expect(await database.db.selectFrom('audit_log').selectAll().execute()).toEqual([]);
  });
});

/**
 * Runs `change` (another process's import) and waits until the running site would hear it: on
 * PostgreSQL the announcement every instance listens to, on SQLite the instance's watch of the
 * file's data_version.
 */
async function heardByTheInstance<Result>(change: () => Promise<Result>): Promise<Result> {
  let result: Result | undefined;
  if (lane === 'postgres') {
    await expectChangeAnnounced(database, 'settings', 'site_settings%', async () => {
      result = await change();
    });
    return result!;
  }
  let heard = 0;
  const watch = new SqliteChangeWatch({
    db: database.db,
    onChange: () => heard++,
    onError: (error) => {
      throw error;
    },
    intervalMs: 50,
  });
  await watch.check();
  watch.start();
  try {
    result = await change();
    await vi.waitFor(() => expect(heard).toBe(1), { timeout: 10_000 });
  } finally {
    watch.stop();
  }
  return result;
}

describe('the scripts', () => {
  it('export, refuse a wrong file with exit 1, then import an edit', async () => {
    const directory = path.join(folder, 'by-script');
    const exported = await runScript('content-export.ts', [directory], database.url);
    expect(exported).toMatchObject({ status: 0 });
    expect(filesOf(directory)).toEqual(filesOf(seededExport));

    editFile(directory, 'settings.json', (content) => {
      content.bookingUrl = 'http://cal.example/not-https';
    });
    const refused = await runScript('content-import.ts', [directory], database.url);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain(
      'settings.json: bookingUrl: httpsUrl — Enter a full address starting with https://.',
    );

    editFile(directory, 'settings.json', (content) => {
      content.bookingUrl = 'https://cal.example/rendez-vous';
    });
    const imported = await heardByTheInstance(() =>
      runScript('content-import.ts', [directory], database.url),
    );
    expect(imported).toMatchObject({ status: 0 });
    expect(imported.stdout).toContain('settings.json (1)');
    expect((await readSiteSettings(database.db))?.values.bookingUrl).toBe(
      'https://cal.example/rendez-vous',
    );
  });
});
