import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SectionPage } from '@/lib/page-sections/pages';
import type { SectionInput } from '@/lib/page-sections/section-definition';
import { listShownSections } from '@/server/page-sections/page-sections-pages.server';
import {
  listPageSectionVersions,
  readPageSections,
  savePageSection,
} from '@/server/page-sections/page-sections.server';
import {
  discardSectionDraft,
  publishSectionDraft,
  readPageSectionsWithDrafts,
  readSectionDrafts,
  saveSectionDraft,
} from '@/server/page-sections/section-drafts.server';
import { seed } from '@/server/seed/seed.server';
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

/** A section's published content as the form would send it, with changes. */
async function publishedInput(
  page: SectionPage,
  section: string,
  change: (text: SectionInput['text']) => void = () => undefined,
): Promise<{ version: number; input: SectionInput }> {
  const stored = (await readPageSections(database.db, page)).find((s) => s.section === section)!;
  const text = structuredClone(stored.text);
  change(text);
  return { version: stored.version, input: { hidden: stored.hidden, text } };
}

async function published(page: SectionPage, section: string) {
  return (await readPageSections(database.db, page)).find((s) => s.section === section)!;
}

async function draftOf(page: SectionPage, section: string) {
  return (await readSectionDrafts(database.db, page)).find((d) => d.section === section);
}

describe('drafts of the pages made of sections', () => {
  it('keeps a saved draft apart from what visitors read, and shows it through the drafts read only', async () => {
    const before = await published('terms', 'law');
    const { input } = await publishedInput('terms', 'law', (text) => {
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
    const { input } = await publishedInput('terms', 'prices', (text) => {
      text.fr.title = '';
      text.en.title = 'Prices (draft)';
    });
    const target = { page: 'terms' as const, section: 'prices', revision: 0 };
    expect(await saveSectionDraft(database.db, actor, target, input)).toBe('saved');
    const draft = (await draftOf('terms', 'prices'))!;
    expect(draft.text.fr.title).toBe('');
    expect(draft.text.en.title).toBe('Prices (draft)');
    const before = await published('terms', 'prices');
    expect(await publishSectionDraft(database.db, actor, { ...target, revision: 1 })).toBe(
      'invalid',
    );
    expect(await published('terms', 'prices')).toEqual(before);
    expect(await draftOf('terms', 'prices')).toBeDefined();
  });

  it('refuses a save or a publish from an older draft revision as a conflict', async () => {
    const { input } = await publishedInput('terms', 'orders');
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
    const { input } = await publishedInput('privacy', 'cookies', (text) => {
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
    const { input } = await publishedInput('terms', 'header', (text) => {
      text.en.title = 'Terms (draft)';
    });
    const target = { page: 'terms' as const, section: 'header', revision: 0 };
    expect(await saveSectionDraft(database.db, actor, target, input)).toBe('saved');
    const other = await publishedInput('terms', 'header', (text) => {
      text.en.title = 'Terms (published by another)';
    });
    expect(
      await savePageSection(
        database.db,
        actor,
        { page: 'terms', section: 'header', version: other.version },
        other.input,
      ),
    ).toBe('saved');
    expect(await publishSectionDraft(database.db, actor, { ...target, revision: 1 })).toBe('stale');
    expect((await published('terms', 'header')).text.en.title).toBe(
      'Terms (published by another)',
    );
    expect((await draftOf('terms', 'header'))!.text.en.title).toBe('Terms (draft)');
  });
});
