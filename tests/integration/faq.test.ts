import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { locales, type Locale } from '@/i18n/locales';
import { faqFormLayout, faqSchema, type FaqInput, type FaqPage } from '@/lib/admin/faq-schema';
import { contentFieldErrors, contentValuesFromForm } from '@/lib/admin/translated-content';
import {
  createFaqEntry,
  deleteFaqEntry,
  getAdminFaq,
  listAdminFaq,
  listFaqVersions,
  restoreFaqVersion,
  updateFaqEntry,
} from '@/server/faq/faq-admin.server';
import {
  discardFaqOrder,
  listFaqOrderVersions,
  moveFaqEntryInDraft,
  publishFaqOrder,
  readFaqOrderDrafts,
  restoreFaqOrderVersion,
} from '@/server/faq/faq-order-drafts.server';
import { listFaq, previewedFaq } from '@/server/faq/faq-pages.server';
import { faqSeeds } from '@/server/faq/faq-seeds';
import {
  publishDueSchedules,
  readSchedules,
  removeSchedule,
  schedulePublication,
} from '@/server/schedules/scheduled-publications.server';
import { seed } from '@/server/seed/seed.server';
import { announcedChange, expectChangeAnnounced } from '../support/change-announcement';
import { createTestDatabase, lane, type TestDatabase } from '../support/test-database';

let database: TestDatabase;
const actor = { id: 'staff-1', email: 'editor@example.ch' };

beforeAll(async () => {
  database = await createTestDatabase();
  await seed(database.db);
});

afterAll(async () => {
  await database?.destroy();
});

/** The visible text of every marketing page before the FAQ moved into the database. */
function baselineLines(locale: Locale, page: FaqPage): string[] {
  const file = path.join(process.cwd(), 'e2e/fixtures/visible-text', `${locale}.json`);
  const pages = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string[]>;
  const address = { home: '/', contact: '/contact', services: '/services' }[page];
  return pages[locale === 'fr' ? address : `${address}?lang=${locale}`]!;
}

function input(overrides: Partial<FaqInput> = {}): FaqInput {
  const empty = { question: '', answer: '', keywords: '' };
  return {
    category: 'whatsapp',
    pages: { home: false, contact: true, services: false },
    text: {
      fr: {
        question: 'Répondez-vous sur WhatsApp ?',
        answer: 'Oui, **pendant les heures de bureau**. Voir [la page contact](/contact).',
        keywords: 'whatsapp, réponse',
      },
      en: {
        question: 'Do you answer on WhatsApp?',
        answer: 'Yes, during office hours.',
        keywords: '',
      },
      ar: { ...empty, question: 'هل تردون على واتساب؟' },
      'ar-ma': empty,
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
  return rows.map((row) => row.action).sort();
}

describe(`FAQ (${lane})`, () => {
  it('shows on each page, in each language, the texts the page showed before, in their order', async () => {
    for (const page of ['home', 'contact', 'services'] as const) {
      const seeds = faqSeeds.filter((entry) => entry.page === page);
      for (const locale of locales) {
        const items = await listFaq(page, locale, database.db);
        expect(items.map((item) => item.id)).toEqual(seeds.map((entry) => entry.id));
        const lines = baselineLines(locale, page);
        let previous = -1;
        for (const item of items) {
          expect(item.question.lang).toBeUndefined();
          expect(item.answerHtml.lang).toBeUndefined();
          const at = lines.indexOf(item.question.text);
          expect(at, `${locale} ${page}: ${item.question.text}`).toBeGreaterThan(previous);
          expect(lines[at + 1]).toBe(item.answerText);
          expect(item.answerHtml.text).toBe(`<p>${escapeHtml(item.answerText)}</p>`);
          previous = at;
        }
      }
    }
  });

  it('shows the French text, marked as French, for each field a language leaves empty', async () => {
    const id = await createFaqEntry(database.db, actor, input());
    const ar = (await listFaq('contact', 'ar', database.db)).find((item) => item.id === id)!;
    expect(ar.question).toEqual({ text: 'هل تردون على واتساب؟' });
    expect(ar.answerHtml.lang).toBe('fr');
    expect(ar.answerHtml.text).toContain('<strong>pendant les heures de bureau</strong>');
    // An internal link keeps the reader's language, as in articles.
    expect(ar.answerHtml.text).toContain('href="/contact?lang=ar"');
    expect(ar.answerText).toBe('Oui, pendant les heures de bureau. Voir la page contact.');
    const darija = (await listFaq('contact', 'ar-ma', database.db)).find((item) => item.id === id)!;
    // French typography (a no-break space before '?') for the French text, even on a Darija page.
    expect(darija.question).toEqual({ text: 'Répondez-vous sur WhatsApp\u00a0?', lang: 'fr' });
    const english = (await listFaq('contact', 'en', database.db)).find((item) => item.id === id)!;
    expect(english.question.lang).toBeUndefined();
    expect(english.answerHtml).toEqual({ text: '<p>Yes, during office hours.</p>' });
    // Placed on the contact page only, last there.
    expect((await listFaq('contact', 'fr', database.db)).at(-1)?.id).toBe(id);
    expect((await listFaq('home', 'fr', database.db)).map((item) => item.id)).not.toContain(id);
    expect(await auditActions(id)).toEqual(['faq.create']);
  });

  it('refuses a save made from an older version as a conflict, writing nothing', async () => {
    const id = await createFaqEntry(database.db, actor, input());
    const loaded = await getAdminFaq(database.db, id);
    const first = input({ category: 'ai' });
    first.text.fr.question = 'Première version enregistrée ?';
    expect(await updateFaqEntry(database.db, actor, id, loaded!.version, first)).toBe('saved');
    const second = input({ category: 'n8n' });
    second.text.fr.question = 'Seconde version, faite sur la même copie ?';
    expect(await updateFaqEntry(database.db, actor, id, loaded!.version, second)).toBe('conflict');
    const stored = await getAdminFaq(database.db, id);
    expect(stored?.category).toBe('ai');
    expect(stored?.text.fr.question).toBe('Première version enregistrée ?');
    expect(stored?.version).toBe(loaded!.version + 1);
    expect(await updateFaqEntry(database.db, actor, 'no-such-entry', 1, first)).toBe('missing');
    expect(await auditActions(id)).toEqual(['faq.create', 'faq.update']);
  });

  it('moves an entry in the page’s draft order: previewed, live only once published', async () => {
    const { db } = database;
    const ids = async (read: Promise<{ id: string }[]>) => (await read).map((item) => item.id);
    const before = await ids(listFaq('services', 'fr', db));
    const home = await ids(listFaq('home', 'fr', db));
    const moved = before[2]!;
    const move = (
      id: string,
      direction: 'up' | 'down',
      revision: number,
      page: FaqPage = 'services',
    ) => moveFaqEntryInDraft(db, actor, { page, id, direction, revision });
    expect(await move(moved, 'up', 0)).toBe('saved');
    const drafted = [before[0], moved, before[1], ...before.slice(3)];
    // Visitors still read the published order; the preview and the admin's list the draft's.
    expect(await ids(listFaq('services', 'fr', db))).toEqual(before);
    expect(await ids(previewedFaq('services', 'ar', db))).toEqual(drafted);
    expect(await ids(previewedFaq('home', 'fr', db))).toEqual(home);
    expect((await readFaqOrderDrafts(db)).get('services')).toMatchObject({
      revision: 1,
      savedBy: actor.email,
      order: drafted,
    });
    // From a screen that held no draft, or an older revision: a conflict; at an end: nothing.
    expect(await move(moved, 'up', 0)).toBe('conflict');
    expect(await move(drafted[0]!, 'up', 1)).toBe('not-found');
    expect(await move(moved, 'down', 0, 'home')).toBe('not-found');
    expect(await move(moved, 'up', 1)).toBe('saved');
    const published = [moved, before[0], before[1], ...before.slice(3)];
    expect(await ids(previewedFaq('services', 'fr', db))).toEqual(published);
    expect(await auditActions(moved)).toEqual([]);

    expect(await publishFaqOrder(db, actor, 'services', 1)).toBe('conflict');
    expect(await publishFaqOrder(db, actor, 'services', 2)).toBe('saved');
    expect(await ids(listFaq('services', 'fr', db))).toEqual(published);
    expect(await ids(listFaq('home', 'fr', db))).toEqual(home);
    expect((await listAdminFaq(db)).pages.services.map((entry) => entry.id)).toEqual(published);
    expect(await readFaqOrderDrafts(db)).toEqual(new Map());
    const audit = await db
      .selectFrom('audit_log')
      .select(['action', 'target_id'])
      .where('target_type', '=', 'faq_order')
      .execute();
    expect(audit).toEqual([{ action: 'faq.move', target_id: 'services' }]);

    // Discarded: the page keeps its published order.
    expect(await move(moved, 'down', 0)).toBe('saved');
    expect(await discardFaqOrder(db, actor, 'services', 0)).toBe(false);
    expect(await discardFaqOrder(db, actor, 'services', 1)).toBe(true);
    expect(await ids(previewedFaq('services', 'fr', db))).toEqual(published);
    // Back as it was, for the tests after.
    expect(await move(moved, 'down', 0)).toBe('saved');
    expect(await move(moved, 'down', 1)).toBe('saved');
    expect(await publishFaqOrder(db, actor, 'services', 2)).toBe('saved');
    expect(await ids(listFaq('services', 'fr', db))).toEqual(before);
  });

  it('refuses a draft order drawn before another publish, drawn anew on the order live now', async () => {
    const { db } = database;
    const before = (await listFaq('contact', 'fr', db)).map((item) => item.id);
    const [first, second] = before;
    expect(
      await moveFaqEntryInDraft(db, actor, {
        page: 'contact',
        id: second!,
        direction: 'up',
        revision: 0,
      }),
    ).toBe('saved');
    // An entry newly placed on the page is published meanwhile: the live order changed.
    const placed = await createFaqEntry(db, actor, input());
    const live = (await listFaq('contact', 'fr', db)).map((item) => item.id);
    expect(live).toEqual([...before, placed]);
    expect(await publishFaqOrder(db, actor, 'contact', 1)).toBe('stale');
    expect((await listFaq('contact', 'fr', db)).map((item) => item.id)).toEqual(live);
    // The draft now keeps its move over the live order, the new entry last: published as shown.
    const shown = [second, first, ...before.slice(2), placed];
    expect((await readFaqOrderDrafts(db)).get('contact')).toMatchObject({
      revision: 2,
      order: shown,
    });
    expect(await publishFaqOrder(db, actor, 'contact', 2)).toBe('saved');
    expect((await listFaq('contact', 'fr', db)).map((item) => item.id)).toEqual(shown);
    expect(await deleteFaqEntry(db, actor, placed)).toBe(true);
    expect(
      await moveFaqEntryInDraft(db, actor, {
        page: 'contact',
        id: first!,
        direction: 'up',
        revision: 0,
      }),
    ).toBe('saved');
    expect(await publishFaqOrder(db, actor, 'contact', 1)).toBe('saved');
    expect((await listFaq('contact', 'fr', db)).map((item) => item.id)).toEqual(before);
  });

  it('refuses an empty French question, and accepts an empty translation', () => {
    const form = new FormData();
    form.set('category', 'general');
    form.set('pages.home', 'on');
    form.set('text.fr.question', '   ');
    form.set('text.fr.answer', 'Une réponse.');
    form.set('text.ar.question', '');
    const parsed = faqSchema.safeParse(contentValuesFromForm(form, faqFormLayout));
    expect(parsed.success).toBe(false);
    expect(contentFieldErrors(parsed.error!)).toEqual({ 'text.fr.question': 'required' });
    form.set('text.fr.question', 'Une question ?');
    const accepted = faqSchema.safeParse(contentValuesFromForm(form, faqFormLayout));
    expect(accepted.data?.pages).toEqual({ home: true, contact: false, services: false });
    expect(accepted.data?.text.ar).toEqual({ question: '', answer: '', keywords: '' });
  });

  it('takes a deleted seeded entry off its page for good: the next seed leaves it deleted', async () => {
    const seeded = faqSeeds.find((entry) => entry.page === 'home')!;
    expect(await deleteFaqEntry(database.db, actor, seeded.id)).toBe(true);
    await seed(database.db);
    expect(await getAdminFaq(database.db, seeded.id)).toBeUndefined();
    expect((await listFaq('home', 'fr', database.db)).map((item) => item.id)).not.toContain(
      seeded.id,
    );
    expect(await deleteFaqEntry(database.db, actor, seeded.id)).toBe(false);
    expect(await auditActions(seeded.id)).toEqual(['faq.delete']);
  });

  it('announces each change on PostgreSQL, so every instance refreshes its pages', async () => {
    await expectChangeAnnounced(database, 'faq', 'faq%', async () => {
      const [first] = await listFaq('contact', 'fr', database.db);
      const move = { page: 'contact', id: first!.id, direction: 'down', revision: 0 } as const;
      expect(await moveFaqEntryInDraft(database.db, actor, move)).toBe('saved');
      expect(await publishFaqOrder(database.db, actor, 'contact', 1)).toBe('saved');
    });
  });
});

function escapeHtml(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;');
}

describe(`FAQ versions (${lane})`, () => {
  it('keeps a version of each changing save and restores an earlier one, audited, as a new version', async () => {
    const db = database.db;
    const id = 'home-delivery';
    const seeded = (await getAdminFaq(db, id))!;
    const { category, pages, text } = seeded;
    const at = (minutes: number) => new Date(Date.parse(seeded.updatedAt) + minutes * 60_000);
    const french = { ...text.fr, question: 'Combien de temps faut-il pour livrer ?' };
    const edit = { category, pages: { ...pages, contact: true }, text: { ...text, fr: french } };
    expect(await updateFaqEntry(db, actor, id, seeded.version, edit, at(1))).toBe('saved');
    // The same input again changes nothing: no version.
    expect(await updateFaqEntry(db, actor, id, seeded.version + 1, edit, at(2))).toBe('saved');
    const arabic = { ...text.ar, question: 'كم يستغرق التسليم؟' };
    const last = { ...edit, text: { ...edit.text, ar: arabic } };
    expect(await updateFaqEntry(db, actor, id, seeded.version + 2, last, at(3))).toBe('saved');

    const versions = await listFaqVersions(db, id);
    expect(versions.map((version) => [version.number, version.action, version.actorEmail])).toEqual(
      [
        [3, 'save', actor.email],
        [2, 'save', actor.email],
        [1, 'before', null],
      ],
    );
    expect(versions[2]!.createdAt).toBe(seeded.updatedAt);
    expect(versions[2]!.input).toEqual({ category, pages, text });
    expect(versions[0]!.input.text.ar.question).toBe('كم يستغرق التسليم؟');

    // From a screen drawn before the last save: a conflict; a version that is not kept: missing.
    const stale = { id, updatedAt: at(1).toISOString() };
    expect(await restoreFaqVersion(db, actor, stale, 1, at(4))).toBe('conflict');
    const current = { id, updatedAt: at(3).toISOString() };
    expect(await restoreFaqVersion(db, actor, current, 9, at(4))).toBe('missing');
    expect(await restoreFaqVersion(db, actor, current, 1, at(4))).toBe('saved');

    const restored = (await getAdminFaq(db, id))!;
    expect({ ...restored, version: 0, updatedAt: '' }).toEqual({
      ...seeded,
      version: 0,
      updatedAt: '',
    });
    // A form opened before the restore is refused rather than writing over it.
    expect(await updateFaqEntry(db, actor, id, seeded.version + 2, last, at(5))).toBe('conflict');
    const [latest] = await listFaqVersions(db, id);
    expect([latest!.number, latest!.action]).toEqual([4, 'restore']);
    const audit = await db
      .selectFrom('audit_log')
      .select('summary')
      .where('action', '=', 'faq.restore')
      .where('target_id', '=', id)
      .execute();
    expect(audit.map((line) => line.summary)).toEqual([`${text.fr.question} · version 1`]);
    const shown = await listFaq('contact', 'ar', db);
    expect(shown.map((item) => item.id)).not.toContain(id);
  });

  it('keeps a new entry’s first version, and restores nothing for an entry deleted since', async () => {
    const db = database.db;
    const id = await createFaqEntry(db, actor, input());
    const { updatedAt } = (await getAdminFaq(db, id))!;
    expect((await listFaqVersions(db, id)).map((version) => version.action)).toEqual(['save']);
    expect(await deleteFaqEntry(db, actor, id)).toBe(true);
    expect(await restoreFaqVersion(db, actor, { id, updatedAt }, 1)).toBe('missing');
  });
});

describe(`a page’s FAQ order: versions and schedule (${lane})`, () => {
  const db = () => database.db;
  const ids = async (page: FaqPage) => (await listFaq(page, 'fr', db())).map((item) => item.id);
  const move = (id: string, direction: 'up' | 'down', revision: number) =>
    moveFaqEntryInDraft(db(), actor, { page: 'home', id, direction, revision });
  const versions = async () =>
    (await listFaqOrderVersions(db(), 'home')).map((version) => [
      version.number,
      version.action,
      version.actorEmail,
      version.input.order.map((entry) => entry.id),
    ]);
  const audited = async (action: string) =>
    (
      await db()
        .selectFrom('audit_log')
        .select('summary')
        .where('action', '=', action)
        .where('target_type', '=', 'faq_order')
        .execute()
    ).map((line) => line.summary);

  it('keeps a version of each publish that changes it, compared by question, restored live or as a draft', async () => {
    const first = await ids('home');
    const [a, b, ...rest] = first;
    expect(await move(b!, 'up', 0)).toBe('saved');
    expect(await publishFaqOrder(db(), actor, 'home', 1)).toBe('saved');
    const swapped = [b!, a!, ...rest];
    expect(await ids('home')).toEqual(swapped);
    // The order it replaced is kept first, so it can be restored too.
    expect(await versions()).toEqual([
      [2, 'publish', actor.email, swapped],
      [1, 'before', null, first],
    ]);
    // Each entry is kept with its questions then, for the comparison.
    const [latest] = await listFaqOrderVersions(db(), 'home');
    const { text } = (await getAdminFaq(db(), b!))!;
    expect(latest!.input.order[0]).toEqual({
      id: b,
      question: Object.fromEntries(
        Object.entries(text).flatMap(([language, { question }]) =>
          question ? [[language, question]] : [],
        ),
      ),
    });
    // A draft that comes back to the published order publishes no version.
    expect(await move(b!, 'down', 0)).toBe('saved');
    expect(await move(b!, 'up', 1)).toBe('saved');
    expect(await publishFaqOrder(db(), actor, 'home', 2)).toBe('saved');
    expect((await versions()).length).toBe(2);

    // Live: from the order the history screen showed (a publish since: a conflict).
    const restore = (mode: 'live' | 'draft', published: string[], revision: number, n: number) =>
      restoreFaqOrderVersion(
        db(),
        actor,
        { page: 'home', published: published.join(','), revision, mode },
        n,
      );
    expect(await restore('live', first, 0, 1)).toBe('conflict');
    expect(await restore('live', swapped, 0, 9)).toBe('missing');
    expect(await restore('live', swapped, 0, 1)).toBe('saved');
    expect(await ids('home')).toEqual(first);
    expect((await versions())[0]).toEqual([3, 'restore', actor.email, first]);
    expect(await audited('faq.order-restore')).toEqual(['home · version 1']);

    // As a draft: visitors keep the live order until it is published (a move since: a conflict).
    expect(await restore('draft', first, 0, 2)).toBe('saved');
    expect(await restore('draft', first, 0, 2)).toBe('conflict');
    expect(await ids('home')).toEqual(first);
    expect((await readFaqOrderDrafts(db())).get('home')).toMatchObject({
      revision: 1,
      order: swapped,
    });
    expect(await audited('faq.order-restore-draft')).toEqual(['home · version 2']);
    expect(await publishFaqOrder(db(), actor, 'home', 1)).toBe('saved');
    expect(await ids('home')).toEqual(swapped);
    expect((await versions()).map(([number, action]) => [number, action])).toEqual([
      [4, 'publish'],
      [3, 'restore'],
      [2, 'publish'],
      [1, 'before'],
    ]);
    // Back as it was, for the tests after.
    expect(await restore('live', swapped, 0, 1)).toBe('saved');
    expect(await ids('home')).toEqual(first);
  });

  it('publishes a scheduled draft order when due on every instance, or marks it missed with why', async () => {
    const first = await ids('home');
    const key = { kind: 'faq_order', document: 'home' };
    const other = { id: 'staff-2', email: 'other@example.ch' };
    const at = (iso: string) => new Date(iso);
    // Nothing to schedule without a draft order.
    expect(await schedulePublication(db(), other, key, '2026-12-10T08:00:00.000Z')).toBe('missing');
    expect(await move(first[2]!, 'up', 0)).toBe('saved');
    expect(
      await schedulePublication(
        db(),
        other,
        key,
        '2026-12-10T08:00:00.000Z',
        at('2026-12-09T10:00:00Z'),
      ),
    ).toBe('saved');
    expect(await audited('faq_order.schedule')).toEqual(['home · 2026-12-10T08:00:00.000Z']);
    // Moved again after scheduling: what goes live is the draft as it is when due.
    expect(await move(first[2]!, 'up', 1)).toBe('saved');
    const drafted = [first[2]!, first[0]!, first[1]!, ...first.slice(3)];
    expect((await publishDueSchedules(db(), at('2026-12-10T07:59:59Z'))).published).toEqual([]);
    expect(await ids('home')).toEqual(first);

    const pass = await announcedChange(database, 'faq', 'faq%', () =>
      publishDueSchedules(db(), at('2026-12-10T08:00:01Z')),
    );
    expect(pass.published.map((done) => done.document)).toEqual(['home']);
    expect(pass.changed).toEqual(['faq']);
    expect(await ids('home')).toEqual(drafted);
    expect(await readFaqOrderDrafts(db())).toEqual(new Map());
    // Published as whoever scheduled it, and kept as a version.
    const [kept] = await listFaqOrderVersions(db(), 'home');
    expect([kept!.action, kept!.actorEmail]).toEqual(['publish', other.email]);
    expect(await readSchedules(db(), 'faq_order')).toEqual([]);

    // The live order changed since the draft was drawn (an entry placed on the page): missed,
    // nothing published, the draft drawn anew on the live order for the editor to check.
    expect(await move(first[0]!, 'up', 0)).toBe('saved');
    expect(
      await schedulePublication(
        db(),
        other,
        key,
        '2026-12-11T08:00:00.000Z',
        at('2026-12-10T10:00:00Z'),
      ),
    ).toBe('saved');
    const placed = await createFaqEntry(
      db(),
      actor,
      input({ pages: { home: true, contact: false, services: false } }),
    );
    const live = await ids('home');
    const missed = await publishDueSchedules(db(), at('2026-12-11T08:00:01Z'));
    expect(missed.missed.map((done) => [done.document, done.reason])).toEqual([['home', 'stale']]);
    expect(await ids('home')).toEqual(live);
    expect(
      (await readSchedules(db(), 'faq_order')).map((shown) => [shown.state, shown.reason]),
    ).toEqual([['missed', 'stale']]);
    expect((await readFaqOrderDrafts(db())).get('home')?.order.at(-1)).toBe(placed);
    expect(await removeSchedule(db(), actor, key, 'missed')).toBe('saved');
    expect(await readSchedules(db(), 'faq_order')).toEqual([]);
    // Back as it was, for the tests after.
    expect(await discardFaqOrder(db(), actor, 'home', 2)).toBe(true);
    expect(await deleteFaqEntry(db(), actor, placed)).toBe(true);
    expect(
      await restoreFaqOrderVersion(
        db(),
        actor,
        { page: 'home', published: drafted.join(','), revision: 0, mode: 'live' },
        1,
      ),
    ).toBe('saved');
    expect(await ids('home')).toEqual(first);
  });
});
