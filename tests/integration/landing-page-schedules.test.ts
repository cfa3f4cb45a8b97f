import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { landingPageSchema, type LandingPageFormValues } from '@/lib/admin/landing-page-schema';
import {
  discardDocumentDraft,
  readDocumentDraft,
  saveDocumentDraft,
} from '@/server/drafts/document-drafts.server';
import {
  getAdminLandingPage,
  listAdminLandingPages,
  listLandingPageVersions,
  restoreLandingPageVersion,
  updateLandingPage,
} from '@/server/landing-pages/landing-pages-admin.server';
import { listLandingPages } from '@/server/landing-pages/landing-pages.server';
import { landingDocument } from '@/server/landing-pages/landing-rows.server';
import {
  publishDueSchedules,
  readSchedules,
  schedulePublication,
} from '@/server/schedules/scheduled-publications.server';
import { seed } from '@/server/seed/seed.server';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

/*
 * Scheduled publications of landing pages' drafts (decisions 070, 071): the pass publishes a due
 * draft through the page's own save, as whoever scheduled it, in its transaction; a draft
 * published over since (stale), refused by the form's rules (invalid) or gone (missing) is
 * marked missed with that reason and publishes nothing.
 */

let database: TestDatabase;
const editor = { id: 'staff-1', email: 'editor@example.ch' };
const other = { id: 'staff-2', email: 'other@example.ch' };
const at = (iso: string) => new Date(iso);

beforeAll(async () => {
  database = await createTestDatabase();
  await seed(database.db);
});

afterAll(async () => {
  await database?.destroy();
});

/** The nth landing page as its editor shows it. */
async function landingPage(index: number) {
  const entry = (await listAdminLandingPages(database.db))[index]!;
  return (await getAdminLandingPage(database.db, entry.id))!;
}

/** Saves a draft of the page: its published form values with `change` made to them. */
async function draft(index: number, change: (values: LandingPageFormValues) => void) {
  const page = await landingPage(index);
  const values = structuredClone(page.values);
  change(values);
  const saved = await saveDocumentDraft(
    database.db,
    editor,
    landingDocument(page.id),
    { revision: 0, base: String(page.version) },
    values,
  );
  expect(saved).toMatchObject({ revision: 1 });
  return page;
}

const publishedHero = async (slug: string, locale: 'fr' | 'ar') =>
  (await listLandingPages(database.db)).find((page) => page.slug === slug)?.text[locale].heroTitle;

async function schedule(id: string, publishAt: string, now: string) {
  const key = landingDocument(id);
  expect(await schedulePublication(database.db, editor, key, publishAt, at(now))).toBe('saved');
}

describe('scheduled publications of landing pages’ drafts', () => {
  it('publishes a due draft through the page’s save, as whoever scheduled it, and drops the draft', async () => {
    const page = await draft(0, (values) => {
      values.text.ar.heroTitle = 'عنوان مجدول';
    });
    await schedule(page.id, '2026-12-10T08:00:00.000Z', '2026-12-09T10:00:00Z');

    const early = await publishDueSchedules(database.db, at('2026-12-10T07:59:59Z'));
    expect(early.published).toEqual([]);
    expect(early.nextDue).toBe('2026-12-10T08:00:00.000Z');
    expect(await publishedHero(page.slug, 'ar')).not.toBe('عنوان مجدول');

    const pass = await publishDueSchedules(database.db, at('2026-12-10T08:00:05Z'));
    expect(pass.published.map((done) => done.document)).toEqual([page.id]);
    expect(pass.changed).toEqual(['landing', 'redirects']);
    expect(await publishedHero(page.slug, 'ar')).toBe('عنوان مجدول');
    expect(await readDocumentDraft(database.db, landingDocument(page.id))).toBeUndefined();
    expect((await landingPage(0)).version).toBe(page.version + 1);
    const [latest] = await listLandingPageVersions(database.db, page.id);
    expect(latest).toMatchObject({ actorEmail: editor.email });
    const audit = await database.db
      .selectFrom('audit_log')
      .select(['actor_email', 'target_id'])
      .where('action', '=', 'landing-page.update')
      .execute();
    expect(audit).toEqual([{ actor_email: editor.email, target_id: page.id }]);
    // Done: no longer pending nor missed; a second pass publishes nothing more.
    expect(await readSchedules(database.db, 'landing_page')).toEqual([]);
    expect((await publishDueSchedules(database.db, at('2026-12-10T08:01:00Z'))).published).toEqual(
      [],
    );
  });

  it('marks missed with its reason a stale, an invalid or a discarded draft, publishing nothing', async () => {
    // Stale: after the draft was drawn, someone else restored an earlier version of the page (a
    // restore publishes at once and leaves the draft, drawn from a version no longer live). A
    // publish would drop the draft: it publishes the same working copy.
    const before = await landingPage(1);
    const edited = landingPageSchema.parse(before.values);
    edited.text.fr.heroTitle = 'Publié avant le brouillon';
    expect(await updateLandingPage(database.db, other, before.id, before.version, edited)).toBe(
      'saved',
    );
    const stale = await draft(1, (values) => {
      values.text.fr.heroTitle = 'Brouillon dépassé';
    });
    const restoredOver = { id: stale.id, updatedAt: (await landingPage(1)).updatedAt };
    expect(await restoreLandingPageVersion(database.db, other, restoredOver, 1)).toBe('saved');
    // Invalid: the French title emptied.
    const invalid = await draft(2, (values) => {
      values.text.fr.title = '';
      values.text.fr.heroTitle = 'Brouillon invalide';
    });
    // Missing: the draft discarded after it was scheduled.
    const discarded = await draft(3, (values) => {
      values.text.fr.heroTitle = 'Brouillon abandonné';
    });
    for (const page of [stale, invalid, discarded])
      await schedule(page.id, '2026-12-11T08:00:00.000Z', '2026-12-10T10:00:00Z');
    expect(await discardDocumentDraft(database.db, editor, landingDocument(discarded.id), 1)).toBe(
      true,
    );

    const pass = await publishDueSchedules(database.db, at('2026-12-11T08:00:00Z'));
    expect(pass.published).toEqual([]);
    expect(pass.changed).toEqual([]);
    const reasons = Object.fromEntries(pass.missed.map((done) => [done.document, done.reason]));
    expect(reasons).toEqual({
      [stale.id]: 'stale',
      [invalid.id]: 'invalid',
      [discarded.id]: 'missing',
    });
    for (const [page, text] of [
      [stale, 'Brouillon dépassé'],
      [invalid, 'Brouillon invalide'],
      [discarded, 'Brouillon abandonné'],
    ] as const)
      expect(await publishedHero(page.slug, 'fr')).not.toBe(text);
    // The refused drafts stay, to be corrected; the missed schedules stay shown until dismissed.
    expect(await readDocumentDraft(database.db, landingDocument(stale.id))).toBeDefined();
    expect(await readDocumentDraft(database.db, landingDocument(invalid.id))).toBeDefined();
    const shown = await readSchedules(database.db, 'landing_page');
    expect(shown.map((row) => [row.document, row.state, row.reason]).sort()).toEqual(
      [
        [stale.id, 'missed', 'stale'],
        [invalid.id, 'missed', 'invalid'],
        [discarded.id, 'missed', 'missing'],
      ].sort(),
    );
  });
});
