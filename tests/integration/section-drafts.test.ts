import { mkdtempSync, readdirSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { locales } from '@/i18n/locales';
import { sectionPages, type SectionPage } from '@/lib/page-sections/pages';
import { exportContent, importContent } from '@/server/content-files/content-files.server';
import { readMailCopy } from '@/server/page-sections/mail-copy.server';
import { listShownSections } from '@/server/page-sections/page-sections-pages.server';
import {
  listPageSectionVersions,
  readPageSections,
  restorePageSectionVersion,
} from '@/server/page-sections/page-sections.server';
import {
  discardSectionDraft,
  publishSectionDraft,
  readPageSectionsWithDrafts,
  rebaseSectionDraft,
  readSectionDrafts,
  restoreVersionAsDraft,
  saveSectionDraft,
} from '@/server/page-sections/section-drafts.server';
import { seed } from '@/server/seed/seed.server';
import { isLivePage } from '@/server/sitemap/live-pages.server';
import { listAgencyPeople } from '@/server/testimonials/agency-people.server';
import { pageSectionSource } from '@/server/translation-status/page-section-source.server';
import { publishSection, sectionInput } from '../support/publish-section';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

let database: TestDatabase;
const actor = { id: 'staff-1', email: 'editor@example.ch' };

beforeAll(async () => {
  database = await createTestDatabase();
  await seed(database.db);
});

afterAll(async () => {
  await database?.destroy();
});

async function published(page: SectionPage, section: string) {
  return (await readPageSections(database.db, page)).find((s) => s.section === section)!;
}

async function draftOf(page: SectionPage, section: string) {
  return (await readSectionDrafts(database.db, page)).find((d) => d.section === section);
}

describe('drafts of the pages made of sections', () => {
  it('keeps a saved draft apart from what visitors read, and shows it through the drafts read only', async () => {
    const before = await published('terms', 'law');
    const { input } = await sectionInput(database.db, 'terms', 'law', (text) => {
      text.ar.title = 'مسودة القانون';
    });
    const at = new Date('2026-12-02T09:00:00Z');
    const target = { page: 'terms' as const, section: 'law', revision: 0 };
    expect(await saveSectionDraft(database.db, actor, target, input, at)).toBe('saved');

    const draft = await draftOf('terms', 'law');
    expect(draft).toMatchObject({
      hidden: false,
      baseVersion: before.version,
      revision: 1,
      updatedAt: at.toISOString(),
      updatedBy: actor.email,
    });
    expect(draft!.text.ar.title).toBe('مسودة القانون');

    const after = await published('terms', 'law');
    expect(after).toEqual(before);
    const shown = async (locale: 'ar', options?: { drafts?: boolean }) =>
      (await listShownSections('terms', locale, database.db, options)).find((s) => s.id === 'law')!
        .fields.title!.text;
    expect(await shown('ar')).not.toBe('مسودة القانون');
    expect(await shown('ar', { drafts: true })).toBe('مسودة القانون');
    const withDrafts = await readPageSectionsWithDrafts(database.db, 'terms');
    expect(withDrafts.find((s) => s.section === 'law')).toEqual({ ...before, text: draft!.text });
  });

  it('keeps a half-done draft as typed (French empty), and refuses its publish as invalid', async () => {
    const { input } = await sectionInput(database.db, 'terms', 'prices', (text) => {
      text.fr.title = '';
      text.en.title = 'Prices (draft)';
      // As a browser posts a text box: its line breaks normalised like a published text's.
      text.en.body = 'First.\r\n\r\nSecond.';
    });
    const target = { page: 'terms' as const, section: 'prices', revision: 0 };
    expect(await saveSectionDraft(database.db, actor, target, input)).toBe('saved');
    const draft = (await draftOf('terms', 'prices'))!;
    expect(draft.text.fr.title).toBe('');
    expect(draft.text.en.title).toBe('Prices (draft)');
    expect(draft.text.en.body).toBe('First.\n\nSecond.');
    const before = await published('terms', 'prices');
    expect(await publishSectionDraft(database.db, actor, { ...target, revision: 1 })).toBe(
      'invalid',
    );
    expect(await published('terms', 'prices')).toEqual(before);
    expect(await draftOf('terms', 'prices')).toBeDefined();
  });

  it('refuses a save or a publish from an older draft revision as a conflict', async () => {
    const { input } = await sectionInput(database.db, 'terms', 'orders');
    const first = { page: 'terms' as const, section: 'orders', revision: 0 };
    expect(await saveSectionDraft(database.db, actor, first, input)).toBe('saved');
    // A second editor's form, drawn when there was no draft either.
    expect(await saveSectionDraft(database.db, actor, first, input)).toBe('conflict');
    expect(await saveSectionDraft(database.db, actor, { ...first, revision: 1 }, input)).toBe(
      'saved',
    );
    expect(await saveSectionDraft(database.db, actor, { ...first, revision: 1 }, input)).toBe(
      'conflict',
    );
    expect(await publishSectionDraft(database.db, actor, { ...first, revision: 1 })).toBe(
      'conflict',
    );
    expect(await discardSectionDraft(database.db, actor, { ...first, revision: 1 })).toBe(
      'conflict',
    );
    expect(
      await saveSectionDraft(database.db, actor, { ...first, section: 'nothing' }, input),
    ).toBe('missing');
    expect(await discardSectionDraft(database.db, actor, { ...first, revision: 2 })).toBe('saved');
    expect(await draftOf('terms', 'orders')).toBeUndefined();
    expect(await discardSectionDraft(database.db, actor, { ...first, revision: 2 })).toBe(
      'missing',
    );
    const audit = await database.db
      .selectFrom('audit_log')
      .select('target_id')
      .where('action', '=', 'page-section.discard')
      .execute();
    expect(audit.map((row) => row.target_id)).toContain('terms/orders');
  });

  it('publishes a draft as a new audited version, live at once, and deletes the draft', async () => {
    const before = await published('privacy', 'cookies');
    const { input } = await sectionInput(database.db, 'privacy', 'cookies', (text) => {
      text.ar.title = 'ملفات تعريف الارتباط (منشور)';
    });
    const target = { page: 'privacy' as const, section: 'cookies', revision: 0 };
    expect(await saveSectionDraft(database.db, actor, target, input)).toBe('saved');
    const at = new Date('2026-12-03T10:00:00Z');
    expect(await publishSectionDraft(database.db, actor, { ...target, revision: 1 }, at)).toBe(
      'saved',
    );
    const after = await published('privacy', 'cookies');
    expect(after.version).toBe(before.version + 1);
    expect(after.text.ar.title).toBe('ملفات تعريف الارتباط (منشور)');
    expect(after.textUpdatedAt.ar).toBe(at.toISOString());
    expect(after.textUpdatedAt.fr).toBe(before.textUpdatedAt.fr);
    expect(await draftOf('privacy', 'cookies')).toBeUndefined();
    const [latest] = await listPageSectionVersions(database.db, {
      page: 'privacy',
      section: 'cookies',
    });
    expect(latest).toMatchObject({ action: 'publish', actorEmail: actor.email });
    expect(latest!.text.ar.title).toBe('ملفات تعريف الارتباط (منشور)');
    const audit = await database.db
      .selectFrom('audit_log')
      .select('target_id')
      .where('action', '=', 'page-section.publish')
      .execute();
    expect(audit.map((row) => row.target_id)).toContain('privacy/cookies');
  });

  it('refuses to publish a draft drawn from a version published over since, overwriting nothing', async () => {
    // A form opened before another editor's publish, without a draft: its draft is drawn from
    // the version it showed, and its publish is refused.
    const shown = await sectionInput(database.db, 'terms', 'header');
    const other = await sectionInput(database.db, 'terms', 'header', (text) => {
      text.en.title = 'Terms (published by another)';
    });
    const header = { page: 'terms' as const, section: 'header', version: shown.version };
    expect(await publishSection(database.db, actor, header, other.input)).toBe('saved');
    const { input } = await sectionInput(database.db, 'terms', 'header', (text) => {
      text.en.title = 'Terms (draft)';
    });
    expect(await saveSectionDraft(database.db, actor, { ...header, revision: 0 }, input)).toBe(
      'saved',
    );
    const draft = { ...header, revision: 1 };
    expect(await publishSectionDraft(database.db, actor, draft)).toBe('stale');
    expect((await published('terms', 'header')).text.en.title).toBe('Terms (published by another)');
    expect((await draftOf('terms', 'header'))!.text.en.title).toBe('Terms (draft)');

    // A restore while a draft exists makes it stale too; kept over the version now live, it goes.
    const now = await published('terms', 'header');
    await restorePageSectionVersion(database.db, actor, { ...header, version: now.version }, 1);
    const live = await published('terms', 'header');
    expect(await publishSectionDraft(database.db, actor, draft)).toBe('stale');
    expect(await rebaseSectionDraft(database.db, draft, now.version)).toBe('conflict');
    expect(await rebaseSectionDraft(database.db, draft, live.version)).toBe('saved');
    expect(await publishSectionDraft(database.db, actor, { ...draft, revision: 2 })).toBe('saved');
    expect((await published('terms', 'header')).text.en.title).toBe('Terms (draft)');
  });
});

describe('a version restored as a draft', () => {
  it("becomes the section's draft, publishing nothing, audited; published later, it is live", async () => {
    const first = await sectionInput(database.db, 'privacy', 'rights');
    const changed = await sectionInput(database.db, 'privacy', 'rights', (text) => {
      text.ar.title = 'حقوقكم (معدلة)';
    });
    const target = { page: 'privacy' as const, section: 'rights', version: first.version };
    expect(await publishSection(database.db, actor, target, changed.input)).toBe('saved');
    const live = await published('privacy', 'rights');
    const versions = await listPageSectionVersions(database.db, target);
    const original = versions.at(-1)!;
    expect(original.text.ar.title).not.toBe('حقوقكم (معدلة)');

    const drawn = { ...target, version: live.version, revision: 0 };
    expect(await restoreVersionAsDraft(database.db, actor, drawn, original.number)).toBe('saved');
    // Nothing published: visitors still read the change, the draft holds the old text.
    expect((await published('privacy', 'rights')).text.ar.title).toBe('حقوقكم (معدلة)');
    expect((await draftOf('privacy', 'rights'))!.text.ar.title).toBe(original.text.ar.title);
    const audit = await database.db
      .selectFrom('audit_log')
      .select('summary')
      .where('action', '=', 'page-section.restore-draft')
      .execute();
    expect(audit.map((row) => row.summary)).toContain(
      `privacy · rights · version ${original.number}`,
    );
    // A screen drawn before that restore (no draft then) is refused: it would overwrite it.
    expect(await restoreVersionAsDraft(database.db, actor, drawn, original.number)).toBe(
      'conflict',
    );
    expect(await restoreVersionAsDraft(database.db, actor, drawn, 9999)).toBe('missing');

    expect(await publishSectionDraft(database.db, actor, { ...drawn, revision: 1 })).toBe('saved');
    expect((await published('privacy', 'rights')).text.ar.title).toBe(original.text.ar.title);
  });
});

describe('drafts from files', () => {
  it('loads a changed section of pages.json as its draft, publishing nothing', async () => {
    const directory = mkdtempSync(path.join(tmpdir(), 'section-drafts-'));
    try {
      await exportContent(database.db, directory);
      const file = path.join(directory, 'pages.json');
      const content = JSON.parse(readFileSync(file, 'utf8')) as {
        pages: Record<string, Record<string, { text: Record<string, Record<string, string>> }>>;
      };
      content.pages.privacy!.rights!.text.ar!.title = 'حقوقكم (ترجمة جديدة)';
      writeFileSync(file, JSON.stringify(content));

      // The other kinds' drafts are documents (content-files.test.ts); pages.json alone here.
      for (const name of readdirSync(directory))
        if (name !== 'pages.json') unlinkSync(path.join(directory, name));
      const before = await published('privacy', 'rights');
      const draftsBefore = await database.db
        .selectFrom('page_section_draft')
        .select(['page', 'section'])
        .execute();
      const at = new Date('2026-12-04T08:00:00Z');
      expect(
        await importContent(database.db, directory, actor, at, { drafts: true }),
      ).toMatchObject({
        ok: true,
        imported: [{ file: 'pages.json', documents: draftsBefore.length + 1 }],
      });
      expect(await published('privacy', 'rights')).toEqual(before);
      expect(await draftOf('privacy', 'rights')).toMatchObject({
        baseVersion: before.version,
        updatedAt: at.toISOString(),
        updatedBy: actor.email,
      });
      expect((await draftOf('privacy', 'rights'))!.text.ar.title).toBe('حقوقكم (ترجمة جديدة)');
      // Only the changed section (and those that had a draft, replaced by the file) are drafts.
      const draftsAfter = await database.db
        .selectFrom('page_section_draft')
        .select(['page', 'section'])
        .execute();
      expect(draftsAfter).toHaveLength(draftsBefore.length + 1);
      const audit = await database.db
        .selectFrom('audit_log')
        .select('action')
        .where('action', '=', 'content.import-drafts')
        .execute();
      expect(audit).toHaveLength(1);
    } finally {
      rmSync(directory, { recursive: true, force: true });
    }
  });
});

describe('isolation of drafts', () => {
  /** Everything a visitor, a mail, a feed or an export can read of the pages' copy. */
  async function publicReads() {
    const directory = mkdtempSync(path.join(tmpdir(), 'section-drafts-export-'));
    try {
      await exportContent(database.db, directory);
      const shown: Record<string, unknown> = {};
      for (const { page } of sectionPages)
        for (const locale of locales)
          shown[`${page}/${locale}`] = await listShownSections(page, locale, database.db);
      return {
        shown,
        mails: await Promise.all(locales.map((locale) => readMailCopy(database.db, locale))),
        people: await listAgencyPeople(database.db),
        translationStatus: await pageSectionSource.read(database.db),
        exported: readFileSync(path.join(directory, 'pages.json'), 'utf8'),
        sitemap: await isLivePage('/about', 'ar', database.db),
      };
    } finally {
      rmSync(directory, { recursive: true, force: true });
    }
  }

  it('lets nothing of a draft through any public read: pages, mails, people, translation status, export', async () => {
    const before = await publicReads();
    // A draft of every section of every page: every text changed, every other one hidden or shown.
    for (const { page } of sectionPages)
      for (const [index, section] of (await readPageSections(database.db, page)).entries()) {
        const text = structuredClone(section.text);
        for (const content of Object.values(text))
          for (const [name, value] of Object.entries(content))
            content[name] =
              typeof value === 'string'
                ? 'BROUILLON'
                : value.map((item) => ({ ...item, ...(item.title ? { title: 'BROUILLON' } : {}) }));
        const draft = (await draftOf(page, section.section))?.revision ?? 0;
        expect(
          await saveSectionDraft(
            database.db,
            actor,
            { page, section: section.section, revision: draft },
            { hidden: index % 2 === 1 ? !section.hidden : section.hidden, text },
          ),
        ).toBe('saved');
      }
    // The drafts read has them: the sections the page showed are hidden, the others shown.
    const shownBefore = before.shown['home/ar'] as { id: string }[];
    const withDrafts = await listShownSections('home', 'ar', database.db, { drafts: true });
    expect(withDrafts.map((section) => section.id)).not.toEqual(
      shownBefore.map((section) => section.id),
    );
    expect(JSON.stringify(withDrafts)).toContain('BROUILLON');
    expect(await publicReads()).toEqual(before);
    expect(JSON.stringify(before)).not.toContain('BROUILLON');
  });
});
