import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SectionPage } from '@/lib/page-sections/pages';
import type { SectionInput } from '@/lib/page-sections/section-definition';
import {
  listPageSectionVersions,
  readPageSections,
} from '@/server/page-sections/page-sections.server';
import {
  discardSectionDraft,
  readSectionDrafts,
  saveSectionDraft,
} from '@/server/page-sections/section-drafts.server';
import {
  countMissedSectionSchedules,
  publishDueSchedules,
  readSchedules,
  removeSchedule,
  schedulePublication,
} from '@/server/schedules/scheduled-publications.server';
import { seed } from '@/server/seed/seed.server';
import { announcedChange } from '../support/change-announcement';
import { publishSection, sectionInput } from '../support/publish-section';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

let database: TestDatabase;
const editor = { id: 'staff-1', email: 'editor@example.ch' };
const other = { id: 'staff-2', email: 'other@example.ch' };

beforeAll(async () => {
  database = await createTestDatabase();
  await seed(database.db);
});

afterAll(async () => {
  await database?.destroy();
});

/** A section as published now: its version and its content as the form holds it. */
const published = (page: SectionPage, section: string) => sectionInput(database.db, page, section);

/** Saves a draft of the section: its published content with `change` made to it. */
async function draft(
  page: SectionPage,
  section: string,
  change: (text: SectionInput['text']) => void,
): Promise<void> {
  const { input } = await sectionInput(database.db, page, section, change);
  const target = { page, section, revision: 0 };
  expect(await saveSectionDraft(database.db, editor, target, input)).toBe('saved');
}

async function draftOf(page: SectionPage, section: string) {
  return (await readSectionDrafts(database.db, page)).find((d) => d.section === section);
}

async function scheduleRow(document: string) {
  return database.db
    .selectFrom('scheduled_publication')
    .selectAll()
    .where('kind', '=', 'page-section')
    .where('document', '=', document)
    .executeTakeFirst();
}

const at = (iso: string) => new Date(iso);
const key = (document: string) => ({ kind: 'page-section', document });

describe('scheduled publications of the sections’ drafts', () => {
  it('publishes a due draft once, as whoever scheduled it, even with two passes racing', async () => {
    const before = await published('terms', 'law');
    await draft('terms', 'law', (text) => {
      text.ar.title = 'القانون (مجدول)';
    });
    expect(
      await schedulePublication(
        database.db,
        editor,
        key('terms/law'),
        '2026-12-10T08:00:00.000Z',
        at('2026-12-09T10:00:00Z'),
      ),
    ).toBe('saved');
    // The draft is changed after scheduling: what goes live is the draft as it is when due.
    const drawn = (await draftOf('terms', 'law'))!;
    const text = structuredClone(drawn.text);
    text.en.title = 'Governing law (scheduled)';
    expect(
      await saveSectionDraft(
        database.db,
        other,
        { page: 'terms', section: 'law', revision: drawn.revision },
        { hidden: false, text },
      ),
    ).toBe('saved');

    // Two passes at once stand for two instances; on PostgreSQL a listener (every other
    // instance) hears the pages change.
    const due = at('2026-12-10T08:00:01Z');
    const race = () =>
      Promise.all([publishDueSchedules(database.db, due), publishDueSchedules(database.db, due)]);
    // SQLite is one instance, whose pass refreshes its own pages: nothing announces there.
    const passes = await announcedChange(database, 'pages', 'page_section%', race);
    expect(passes.flatMap((pass) => pass.failures)).toEqual([]);
    expect(passes.flatMap((pass) => pass.published.map((done) => done.document))).toEqual([
      'terms/law',
    ]);
    expect(passes.flatMap((pass) => pass.missed)).toEqual([]);
    expect(passes.flatMap((pass) => pass.changed)).toEqual(['pages']);

    const after = await published('terms', 'law');
    expect(after.version).toBe(before.version + 1);
    expect(after.input.text.ar.title).toBe('القانون (مجدول)');
    expect(after.input.text.en.title).toBe('Governing law (scheduled)');
    expect(await draftOf('terms', 'law')).toBeUndefined();
    expect(await scheduleRow('terms/law')).toMatchObject({
      state: 'published',
      reason: null,
      done_at: due.toISOString(),
    });
    const [latest] = await listPageSectionVersions(database.db, { page: 'terms', section: 'law' });
    expect(latest).toMatchObject({ action: 'publish', actorEmail: editor.email });
    const audit = await database.db
      .selectFrom('audit_log')
      .select(['action', 'actor_email'])
      .where('target_id', '=', 'terms/law')
      .orderBy('created_at')
      .execute();
    expect(audit).toEqual([
      { action: 'page-section.schedule', actor_email: editor.email },
      { action: 'page-section.publish', actor_email: editor.email },
    ]);
    // Done: no later pass publishes it again, and the admin no longer shows it.
    const later = await publishDueSchedules(database.db, at('2026-12-11T00:00:00Z'));
    expect(later.published).toEqual([]);
    expect(await readSchedules(database.db, 'page-section', 'terms/')).toEqual([]);
  });

  it('does nothing before the time, and names it as the next one due', async () => {
    const before = await published('terms', 'purpose');
    await draft('terms', 'purpose', (text) => {
      text.fr.title = 'Objet (programmé)';
    });
    await schedulePublication(
      database.db,
      editor,
      key('terms/purpose'),
      '2026-12-20T09:30:00.000Z',
      at('2026-12-09T10:00:00Z'),
    );
    const pass = await publishDueSchedules(database.db, at('2026-12-20T09:29:59Z'));
    expect(pass.published).toEqual([]);
    expect(pass.nextDue).toBe('2026-12-20T09:30:00.000Z');
    expect(await published('terms', 'purpose')).toEqual(before);
    expect(await readSchedules(database.db, 'page-section', 'terms/')).toEqual([
      {
        kind: 'page-section',
        document: 'terms/purpose',
        publishAt: '2026-12-20T09:30:00.000Z',
        state: 'pending',
        reason: null,
        scheduledBy: editor.email,
        doneAt: null,
      },
    ]);

    // Cancelled: it stays a draft, nothing goes live, and the cancel is audited.
    expect(await removeSchedule(database.db, other, key('terms/purpose'), 'pending')).toBe('saved');
    expect(await removeSchedule(database.db, other, key('terms/purpose'), 'pending')).toBe(
      'missing',
    );
    expect((await publishDueSchedules(database.db, at('2026-12-21T00:00:00Z'))).published).toEqual(
      [],
    );
    expect(await published('terms', 'purpose')).toEqual(before);
    expect(await draftOf('terms', 'purpose')).toBeDefined();
    const cancel = await database.db
      .selectFrom('audit_log')
      .select('actor_email')
      .where('action', '=', 'page-section.schedule-cancel')
      .where('target_id', '=', 'terms/purpose')
      .execute();
    expect(cancel).toEqual([{ actor_email: other.email }]);
  });

  it('replaces a schedule scheduled again: only the new time publishes', async () => {
    await draft('terms', 'payment', (text) => {
      text.en.title = 'Payment (rescheduled)';
    });
    const scheduledAt = at('2026-12-09T10:00:00Z');
    await schedulePublication(
      database.db,
      editor,
      key('terms/payment'),
      '2026-12-12T08:00:00.000Z',
      scheduledAt,
    );
    await schedulePublication(
      database.db,
      other,
      key('terms/payment'),
      '2026-12-14T08:00:00.000Z',
      scheduledAt,
    );
    const rows = await database.db
      .selectFrom('scheduled_publication')
      .select(['publish_at', 'scheduled_by_email'])
      .where('document', '=', 'terms/payment')
      .execute();
    expect(rows).toEqual([
      { publish_at: '2026-12-14T08:00:00.000Z', scheduled_by_email: other.email },
    ]);
    expect((await publishDueSchedules(database.db, at('2026-12-13T00:00:00Z'))).published).toEqual(
      [],
    );
    const pass = await publishDueSchedules(database.db, at('2026-12-14T08:00:00Z'));
    expect(pass.published.map((done) => done.document)).toEqual(['terms/payment']);
    expect((await published('terms', 'payment')).input.text.en.title).toBe('Payment (rescheduled)');
  });

  it('marks a schedule missed with its reason, publishing nothing, until someone dismisses it', async () => {
    const scheduledAt = at('2026-12-09T10:00:00Z');
    // Published over since the draft was drawn: the editor's form showed the version before
    // another editor's publish, and its draft is drawn from it.
    const shown = await sectionInput(database.db, 'privacy', 'cookies');
    const theirs = await sectionInput(database.db, 'privacy', 'cookies', (text) => {
      text.en.title = 'Cookies (published by another)';
    });
    const mine = await sectionInput(database.db, 'privacy', 'cookies', (text) => {
      text.en.title = 'Cookies (draft)';
    });
    const cookies = { page: 'privacy' as const, section: 'cookies', version: shown.version };
    expect(await publishSection(database.db, other, cookies, theirs.input)).toBe('saved');
    expect(
      await saveSectionDraft(database.db, editor, { ...cookies, revision: 0 }, mine.input),
    ).toBe('saved');
    // French missing: the draft does not validate.
    await draft('privacy', 'rights', (content) => {
      content.fr.title = '';
    });
    // Discarded after scheduling.
    await draft('privacy', 'retention', (content) => {
      content.en.title = 'Retention (discarded)';
    });
    for (const document of ['privacy/cookies', 'privacy/rights', 'privacy/retention'])
      expect(
        await schedulePublication(
          database.db,
          editor,
          key(document),
          '2026-12-15T07:00:00.000Z',
          scheduledAt,
        ),
      ).toBe('saved');
    expect(
      await discardSectionDraft(database.db, editor, {
        page: 'privacy',
        section: 'retention',
        revision: 1,
      }),
    ).toBe('saved');
    const before = await readPageSections(database.db, 'privacy');

    const pass = await publishDueSchedules(database.db, at('2026-12-15T07:00:05Z'));
    expect(pass.published).toEqual([]);
    expect(pass.changed).toEqual([]);
    expect(
      Object.fromEntries(pass.missed.map((missed) => [missed.document, missed.reason])),
    ).toEqual({
      'privacy/cookies': 'stale',
      'privacy/rights': 'invalid',
      'privacy/retention': 'missing',
    });
    expect(await readPageSections(database.db, 'privacy')).toEqual(before);
    expect((await draftOf('privacy', 'cookies'))!.text.en.title).toBe('Cookies (draft)');
    expect(await scheduleRow('privacy/rights')).toMatchObject({
      state: 'missed',
      reason: 'invalid',
      done_at: '2026-12-15T07:00:05.000Z',
    });
    expect(await countMissedSectionSchedules(database.db)).toEqual({ privacy: 3 });

    // A missed schedule is not tried again; "Compris" takes it away, audited.
    expect((await publishDueSchedules(database.db, at('2026-12-16T00:00:00Z'))).missed).toEqual([]);
    expect(await removeSchedule(database.db, editor, key('privacy/cookies'), 'pending')).toBe(
      'missing',
    );
    expect(await removeSchedule(database.db, editor, key('privacy/cookies'), 'missed')).toBe(
      'saved',
    );
    expect(await countMissedSectionSchedules(database.db)).toEqual({ privacy: 2 });
    const dismissed = await database.db
      .selectFrom('audit_log')
      .select('target_id')
      .where('action', '=', 'page-section.schedule-dismiss')
      .execute();
    expect(dismissed).toEqual([{ target_id: 'privacy/cookies' }]);
  });

  it('refuses to schedule a section with no draft, or one the code does not define', async () => {
    const now = at('2026-12-09T10:00:00Z');
    const later = '2026-12-30T10:00:00.000Z';
    expect(await schedulePublication(database.db, editor, key('terms/delivery'), later, now)).toBe(
      'missing',
    );
    expect(await schedulePublication(database.db, editor, key('terms/nothing'), later, now)).toBe(
      'missing',
    );
    expect(await schedulePublication(database.db, editor, key('nowhere'), later, now)).toBe(
      'missing',
    );
    expect(await scheduleRow('terms/delivery')).toBeUndefined();
  });
});
