import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { locales } from '@/i18n/locales';
import { faqPages, faqSchema, type FaqInput } from '@/lib/admin/faq-schema';
import { landingPageSchema, type LandingPageInput } from '@/lib/admin/landing-page-schema';
import { serviceSchema, type ServiceInput } from '@/lib/admin/service-schema';
import { listContactServiceOptions } from '@/server/contact/contact-service-options.server';
import { listAdminContactServices } from '@/server/contact/contact-service-admin.server';
import {
  draftedDocuments,
  readDocumentDraft,
  rebaseDocumentDraft,
  saveDocumentDraft,
} from '@/server/drafts/document-drafts.server';
import {
  deleteFaqEntry,
  getAdminFaq,
  listAdminFaq,
  updateFaqEntry,
} from '@/server/faq/faq-admin.server';
import { listFaq } from '@/server/faq/faq-pages.server';
import {
  deleteLandingPage,
  getAdminLandingPage,
  listAdminLandingPages,
  updateLandingPage,
} from '@/server/landing-pages/landing-pages-admin.server';
import { listLandingPages } from '@/server/landing-pages/landing-pages.server';
import { seed } from '@/server/seed/seed.server';
import {
  deleteService,
  getAdminService,
  updateService,
} from '@/server/services/service-admin.server';
import { findService, listServices } from '@/server/services/service-pages.server';
import { isLivePage } from '@/server/sitemap/live-pages.server';
import { listAdminTestimonials } from '@/server/testimonials/testimonial-admin.server';
import { listTestimonials } from '@/server/testimonials/testimonial-pages.server';
import { createTestDatabase, lane, type TestDatabase } from '../support/test-database';

/*
 * The drafts of services, testimonials, the contact form's services, FAQ entries and landing
 * pages (decision 071): kept apart from what visitors read, published through each kind's own
 * update (which drops the draft), refused when drawn from a state published since.
 */

let database: TestDatabase;
const actor = { id: 'staff-1', email: 'editor@example.ch' };
const other = { id: 'staff-2', email: 'other@example.ch' };

beforeAll(async () => {
  database = await createTestDatabase();
  await seed(database.db);
});

afterAll(async () => {
  await database?.destroy();
});

/** A service's edit form as published now, and its conflict token. */
async function serviceForm(id: string) {
  const service = (await getAdminService(database.db, id))!;
  const values = {
    icon: service.icon,
    sortOrder: String(service.sortOrder),
    visible: service.visible,
    text: structuredClone(service.text),
  };
  return { values, base: service.updatedAt };
}

function serviceInput(values: Record<string, unknown>): ServiceInput {
  return serviceSchema.parse(values) as ServiceInput;
}

/** "Publier": the service's draft posted through its own update, bound to the draft's base. */
async function publishServiceDraft(id: string) {
  const draft = (await readDocumentDraft(database.db, { kind: 'service', document: id }))!;
  return updateService(
    database.db,
    actor,
    { id, updatedAt: draft.base },
    serviceInput(draft.values),
  );
}

describe(`drafts of services, testimonials, contact services, FAQ and landing pages (${lane})`, () => {
  it('keeps a service draft from a revision: an older form is a conflict', async () => {
    const key = { kind: 'service', document: 'reporting' };
    const { values, base } = await serviceForm('reporting');
    values.text.ar.title = 'مسودة التقارير';
    const at = new Date('2026-12-01T09:00:00Z');
    const first = await saveDocumentDraft(
      database.db,
      actor,
      key,
      { revision: 0, base },
      values,
      at,
    );
    expect(first).toEqual({ revision: 1, savedAt: at.toISOString(), savedBy: actor.email });
    // A second screen that knew of no draft, then one still at revision 1 after a save: refused.
    expect(await saveDocumentDraft(database.db, other, key, { revision: 0, base }, values)).toBe(
      'conflict',
    );
    expect(
      (await saveDocumentDraft(database.db, actor, key, { revision: 1, base }, values)) as object,
    ).toMatchObject({ revision: 2 });
    expect(await saveDocumentDraft(database.db, other, key, { revision: 1, base }, values)).toBe(
      'conflict',
    );
    expect(await readDocumentDraft(database.db, key)).toMatchObject({
      base,
      revision: 2,
      updatedBy: actor.email,
      values: { text: { ar: { title: 'مسودة التقارير' } } },
    });
    expect(await draftedDocuments(database.db, 'service')).toEqual(new Set(['reporting']));
    // Visitors still read the published title.
    expect((await findService('reporting', 'ar', database.db))?.title).not.toBe('مسودة التقارير');

    // Published through the kind's own update, from the draft's base: the draft is dropped.
    expect(await publishServiceDraft('reporting')).toBe('saved');
    expect(await readDocumentDraft(database.db, key)).toBeUndefined();
    expect((await findService('reporting', 'ar', database.db))?.title).toBe('مسودة التقارير');
  });

  it('refuses the publish of a draft drawn before another publish, until it is kept over it', async () => {
    const key = { kind: 'service', document: 'monitoring-it' };
    const drawn = await serviceForm('monitoring-it');
    // Another editor publishes first, from the same state.
    const theirs = structuredClone(drawn.values);
    theirs.text.fr.title = 'Publié par un autre';
    expect(
      await updateService(
        database.db,
        other,
        { id: 'monitoring-it', updatedAt: drawn.base },
        serviceInput(theirs),
        new Date('2026-12-01T10:00:00Z'),
      ),
    ).toBe('saved');
    // This editor's draft, drawn from the older state, is kept but its publish is refused.
    drawn.values.text.ar.title = 'مسودة قديمة';
    const saved = await saveDocumentDraft(
      database.db,
      actor,
      key,
      { revision: 0, base: drawn.base },
      drawn.values,
    );
    expect(saved).toMatchObject({ revision: 1 });
    expect(await publishServiceDraft('monitoring-it')).toBe('conflict');
    expect(await readDocumentDraft(database.db, key)).toMatchObject({ revision: 1 });
    expect((await findService('monitoring-it', 'fr', database.db))?.title).toBe(
      'Publié par un autre',
    );

    // "Keep my draft": its base becomes the state published now; the publish then replaces it.
    const now = await serviceForm('monitoring-it');
    expect(await rebaseDocumentDraft(database.db, actor, key, 0, now.base)).toBe('conflict');
    expect(await rebaseDocumentDraft(database.db, actor, key, 1, now.base)).toMatchObject({
      revision: 2,
    });
    expect(await publishServiceDraft('monitoring-it')).toBe('saved');
    expect(await readDocumentDraft(database.db, key)).toBeUndefined();
    expect((await findService('monitoring-it', 'ar', database.db))?.title).toBe('مسودة قديمة');
  });

  it('drops the draft when a FAQ entry or a landing page is published or deleted', async () => {
    const { pages } = await listAdminFaq(database.db);
    const [first, second] = pages[faqPages[0]!];
    const entry = (await getAdminFaq(database.db, first!.id))!;
    const faqKey = { kind: 'faq_entry', document: entry.id };
    const faqValues = {
      category: entry.category,
      pages: entry.pages,
      text: structuredClone(entry.text),
    };
    faqValues.text.ar.question = 'سؤال مسودة؟';
    const base = String(entry.version);
    await saveDocumentDraft(database.db, actor, faqKey, { revision: 0, base }, faqValues);
    expect(
      await updateFaqEntry(
        database.db,
        actor,
        entry.id,
        Number(base),
        faqSchema.parse(faqValues) as FaqInput,
      ),
    ).toBe('saved');
    expect(await readDocumentDraft(database.db, faqKey)).toBeUndefined();

    const doomed = { kind: 'faq_entry', document: second!.id };
    await saveDocumentDraft(database.db, actor, doomed, { revision: 0, base: '1' }, { text: {} });
    expect(await deleteFaqEntry(database.db, actor, second!.id)).toBe(true);
    expect(await readDocumentDraft(database.db, doomed)).toBeUndefined();

    const [landing, gone] = await listAdminLandingPages(database.db);
    const page = (await getAdminLandingPage(database.db, landing!.id))!;
    const landingKey = { kind: 'landing_page', document: page.id };
    const landingValues = structuredClone(page.values);
    landingValues.text.ar.title = 'صفحة مسودة';
    await saveDocumentDraft(
      database.db,
      actor,
      landingKey,
      { revision: 0, base: String(page.version) },
      landingValues,
    );
    expect(
      await updateLandingPage(
        database.db,
        actor,
        page.id,
        page.version,
        landingPageSchema.parse(landingValues) as LandingPageInput,
      ),
    ).toBe('saved');
    expect(await readDocumentDraft(database.db, landingKey)).toBeUndefined();

    const goneKey = { kind: 'landing_page', document: gone!.id };
    await saveDocumentDraft(database.db, actor, goneKey, { revision: 0, base: '1' }, { text: {} });
    expect(await deleteLandingPage(database.db, actor, gone!.id, null)).toBe(true);
    expect(await readDocumentDraft(database.db, goneKey)).toBeUndefined();

    const serviceKey = { kind: 'service', document: 'agents-ia' };
    await saveDocumentDraft(database.db, actor, serviceKey, { revision: 0, base: 'x' }, {});
    expect(await deleteService(database.db, actor, 'agents-ia')).toBe(true);
    expect(await readDocumentDraft(database.db, serviceKey)).toBeUndefined();
  });

  it('shows nothing of a draft on any public read of these kinds', async () => {
    const db = database.db;
    const [service] = await listServices('fr', db);
    const [testimonial] = await listAdminTestimonials(db);
    const [option] = await listAdminContactServices(db);
    const { pages } = await listAdminFaq(db);
    const [question] = pages[faqPages[0]!];
    const [landing] = await listAdminLandingPages(db);

    const publicReads = async () => {
      const perLocale = await Promise.all(
        locales.map(async (locale) => ({
          services: await listServices(locale, db),
          service: await findService(service!.id, locale, db),
          testimonials: await listTestimonials(locale, db),
          options: await listContactServiceOptions(locale, db),
          faq: await Promise.all(faqPages.map((page) => listFaq(page, locale, db))),
          sitemap: await Promise.all([
            isLivePage(`/services/${service!.id}`, locale, db),
            isLivePage(`/services/${landing!.slug}`, locale, db),
          ]),
        })),
      );
      return { perLocale, landingPages: await listLandingPages(db) };
    };
    const before = await publicReads();

    // A draft of each, with a marked text in every language, hiding what is shown.
    const marked = Object.fromEntries(
      locales.map((locale) => [
        locale,
        { title: 'BROUILLON', quote: 'BROUILLON', label: 'BROUILLON', question: 'BROUILLON' },
      ]),
    );
    const drafts = [
      { kind: 'service', document: service!.id },
      { kind: 'testimonial', document: testimonial!.id },
      { kind: 'contact_service', document: option!.id },
      { kind: 'faq_entry', document: question!.id },
      { kind: 'landing_page', document: landing!.id },
    ];
    for (const key of drafts)
      await saveDocumentDraft(
        db,
        actor,
        key,
        { revision: 0, base: '0' },
        { visible: false, slug: 'brouillon', text: marked },
      );
    for (const key of drafts) expect(await readDocumentDraft(db, key)).toBeDefined();

    const after = await publicReads();
    expect(after).toEqual(before);
    expect(JSON.stringify(after)).not.toContain('BROUILLON');
  });
});
