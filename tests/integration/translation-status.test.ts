// The translation status (issue 29): each language of each translated kind is missing,
// incomplete, older than its French source or current. A save moves a language's time only
// when it changes that language's text, so editing the French alone leaves the translations
// "to review" — for the FAQ, the services (the shared store) and the site settings alike.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FaqInput } from '@/lib/admin/faq-schema';
import type { ServiceIconName } from '@/lib/admin/service-schema';
import { createFaqEntry, getAdminFaq, updateFaqEntry } from '@/server/faq/faq-admin.server';
import { sectionPages } from '@/lib/page-sections/pages';
import type { ListItem } from '@/lib/page-sections/section-definition';
import { readPageSections } from '@/server/page-sections/page-sections.server';
import { seed } from '@/server/seed/seed.server';
import { getAdminService, updateService } from '@/server/services/service-admin.server';
import { readSiteSettings, saveSiteSettings } from '@/server/site-settings/site-settings.server';
import {
  readTranslationStatus,
  type KindTranslationStatus,
  type TranslationKind,
} from '@/server/translation-status/translation-status.server';
import { publishSection } from '../support/publish-section';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

let database: TestDatabase;
const actor = { id: 'staff-1', email: 'editor@example.ch' };
// Saves happen after the seed, which stamps every language with the time it ran.
const afterSeed = Date.now() + 60 * 60_000;
const at = (minute: number) => new Date(afterSeed + minute * 60_000);

beforeAll(async () => {
  database = await createTestDatabase();
  await seed(database.db);
});

afterAll(async () => {
  await database?.destroy();
});

async function statusOf(kind: TranslationKind): Promise<KindTranslationStatus> {
  const statuses = await readTranslationStatus(database.db);
  return statuses.find((status) => status.kind === kind)!;
}

async function languagesOf(kind: TranslationKind, id: string) {
  const document = (await statusOf(kind)).toTranslate.find((entry) => entry.id === id);
  return document?.languages;
}

function faqInput(): FaqInput {
  return {
    category: 'general',
    pages: { home: false, contact: false, services: false },
    text: {
      fr: {
        question: 'Travaillez-vous le samedi ?',
        answer: 'Sur rendez-vous.',
        keywords: 'samedi',
      },
      en: {
        question: 'Do you work on Saturdays?',
        answer: 'By appointment.',
        keywords: 'saturday',
      },
      ar: { question: 'هل تعملون يوم السبت؟', answer: '', keywords: '' },
      'ar-ma': { question: '', answer: '', keywords: '' },
    },
  };
}

describe('translation status', () => {
  it('finds the seeded content translated and current in every language', async () => {
    for (const kind of [
      'settings',
      'faq',
      'services',
      'testimonials',
      'contact-services',
      'pages',
    ] as const) {
      const status = await statusOf(kind);
      expect(status.total, kind).toBeGreaterThan(0);
      expect(status.toTranslate, kind).toEqual([]);
      expect(status.counts.ar, kind).toEqual({ missing: 0, incomplete: 0, outdated: 0 });
    }
    // Every section of every page, the services' and contact's too, is a document.
    expect((await statusOf('pages')).total).toBe(
      sectionPages.reduce((count, page) => count + page.sections.length, 0),
    );
  });

  it('tells missing, incomplete, outdated and current apart, and follows each save', async () => {
    const input = faqInput();
    const id = await createFaqEntry(database.db, actor, input, at(0));
    expect(await languagesOf('faq', id)).toEqual({
      en: { state: 'current', emptyFields: [] },
      ar: { state: 'incomplete', emptyFields: ['answer', 'keywords'] },
      'ar-ma': { state: 'missing', emptyFields: ['question', 'answer', 'keywords'] },
    });
    const before = await statusOf('faq');
    expect(before.counts).toMatchObject({
      en: { missing: 0, incomplete: 0, outdated: 0 },
      ar: { incomplete: 1 },
      'ar-ma': { missing: 1 },
    });

    // The same form saved again changes no text: nothing becomes newer or older.
    let version = (await getAdminFaq(database.db, id))!.version;
    await updateFaqEntry(database.db, actor, id, version, input, at(1));
    expect((await languagesOf('faq', id))!.en.state).toBe('current');

    // French edited: English is now older than its source.
    input.text.fr.answer = 'Sur rendez-vous, le matin.';
    version = (await getAdminFaq(database.db, id))!.version;
    await updateFaqEntry(database.db, actor, id, version, input, at(2));
    expect((await languagesOf('faq', id))!.en).toEqual({ state: 'outdated', emptyFields: [] });
    expect((await statusOf('faq')).counts.en.outdated).toBe(1);

    // English revised after it: current again; Arabic and Moroccan completed: nothing left.
    input.text.en.answer = 'By appointment, in the morning.';
    input.text.ar = { question: 'هل تعملون يوم السبت؟', answer: 'بموعد مسبق.', keywords: 'السبت' };
    input.text['ar-ma'] = {
      question: 'واش خدامين نهار السبت؟',
      answer: 'بالموعد.',
      keywords: 'السبت',
    };
    version = (await getAdminFaq(database.db, id))!.version;
    await updateFaqEntry(database.db, actor, id, version, input, at(3));
    expect(await languagesOf('faq', id)).toBeUndefined();
  });

  it('marks a service’s translations to review when only its French changes (shared store)', async () => {
    const service = (await getAdminService(database.db, 'reporting'))!;
    const { id: _id, updatedAt: _updatedAt, icon, ...kept } = service;
    const edit = { ...kept, icon: icon as ServiceIconName };
    edit.text.fr = { ...edit.text.fr, price: `${edit.text.fr.price} (HT)` };
    expect(await updateService(database.db, actor, 'reporting', edit, at(10))).toBe(true);
    const languages = await languagesOf('services', 'reporting');
    for (const locale of ['en', 'ar', 'ar-ma'] as const)
      expect(languages![locale].state, locale).toBe('outdated');
  });

  it('follows a page section: its Moroccan text emptied is missing, its French edited leaves English to review', async () => {
    const purpose = (await readPageSections(database.db, 'terms')).find(
      (section) => section.section === 'purpose',
    );
    const text = structuredClone(purpose!.text);
    text.fr.body = `${text.fr.body}\n\nMise à jour.`;
    text['ar-ma'] = { title: '', body: '' };
    const target = { page: 'terms' as const, section: purpose!.section, version: purpose!.version };
    expect(await publishSection(database.db, actor, target, { hidden: false, text }, at(30))).toBe(
      'saved',
    );
    const languages = await languagesOf('pages', `terms/${purpose!.section}`);
    expect(languages).toEqual({
      en: { state: 'outdated', emptyFields: [] },
      ar: { state: 'outdated', emptyFields: [] },
      'ar-ma': { state: 'missing', emptyFields: ['title', 'body'] },
    });
  });

  it('counts a list field by field of French’s items: an item the translation lacks is incomplete, one French removed no longer counts', async () => {
    const results = (await readPageSections(database.db, 'home')).find(
      (section) => section.section === 'results',
    )!;
    const text = structuredClone(results.text);
    const frenchItems = text.fr.items as ListItem[];
    // French drops its last result; English loses its first; the dropped one no longer counts.
    text.fr.items = frenchItems.slice(0, -1);
    text.en.items = (text.en.items as ListItem[]).slice(1, -1);
    text.ar.items = (text.ar.items as ListItem[]).slice(0, -1);
    text['ar-ma'].items = (text['ar-ma'].items as ListItem[]).slice(0, -1);
    const target = { page: 'home' as const, section: 'results', version: results.version };
    expect(await publishSection(database.db, actor, target, { hidden: false, text }, at(40))).toBe(
      'saved',
    );
    const first = frenchItems[0]!.id;
    expect((await languagesOf('pages', 'home/results'))!.en).toEqual({
      state: 'incomplete',
      emptyFields: [`items.${first}.value`, `items.${first}.label`],
    });

    // The contact page's booking card likewise: a Darija promise and its button left empty.
    const booking = (await readPageSections(database.db, 'contact')).find(
      (section) => section.section === 'booking',
    )!;
    const bookingText = structuredClone(booking.text);
    const darijaPoints = bookingText['ar-ma'].points as ListItem[];
    bookingText['ar-ma'].points = darijaPoints.filter((point) => point.id !== 'duration');
    bookingText['ar-ma'].cta = '';
    const bookingTarget = {
      page: 'contact' as const,
      section: 'booking',
      version: booking.version,
    };
    expect(
      await publishSection(
        database.db,
        actor,
        bookingTarget,
        { hidden: false, text: bookingText },
        at(41),
      ),
    ).toBe('saved');
    expect(await languagesOf('pages', 'contact/booking')).toEqual({
      en: { state: 'current', emptyFields: [] },
      ar: { state: 'current', emptyFields: [] },
      'ar-ma': { state: 'incomplete', emptyFields: ['points.duration.text', 'cta'] },
    });
  });

  it('counts a new team member of the about page in every translation, but not the initials French left empty nor the photo', async () => {
    const team = (await readPageSections(database.db, 'about')).find(
      (section) => section.section === 'team',
    )!;
    const text = structuredClone(team.text);
    text.fr.members = [
      ...(text.fr.members as ListItem[]),
      {
        id: 'zoe',
        name: 'Zoé Martin',
        role: 'Consultante',
        bio: 'Elle audite.',
        initials: '',
        // The photo is French's for every language: not a field to translate.
        photo: `/uploads/${'b2'.repeat(16)}.webp`,
      },
    ];
    const target = { page: 'about' as const, section: 'team', version: team.version };
    expect(await publishSection(database.db, actor, target, { hidden: false, text }, at(50))).toBe(
      'saved',
    );
    expect((await languagesOf('pages', 'about/team'))!.ar).toEqual({
      state: 'incomplete',
      emptyFields: ['members.zoe.name', 'members.zoe.role', 'members.zoe.bio'],
    });
  });

  it('marks the settings’ Arabic office hours missing once emptied, the others untouched', async () => {
    const stored = (await readSiteSettings(database.db))!;
    const values = structuredClone(stored.values);
    values.text.ar.officeHours = '';
    const saved = await saveSiteSettings(
      database.db,
      actor,
      { ...values, version: stored.version },
      at(20),
    );
    expect(saved.ok).toBe(true);
    expect(await languagesOf('settings', 'settings')).toEqual({
      en: { state: 'current', emptyFields: [] },
      ar: { state: 'incomplete', emptyFields: ['office_hours'] },
      'ar-ma': { state: 'current', emptyFields: [] },
    });
  });
});
