import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { locales } from '@/i18n/locales';
import { faqPages } from '@/lib/admin/faq-schema';
import { siteSettingsFormValues } from '@/lib/admin/site-settings-schema';
import { exportContent } from '@/server/content-files/content-files.server';
import { saveDocumentDraft } from '@/server/drafts/document-drafts.server';
import { getAdminFaq, listAdminFaq } from '@/server/faq/faq-admin.server';
import { listFaq, previewedFaq } from '@/server/faq/faq-pages.server';
import {
  getAdminLandingPage,
  landingPreviewStamp,
  listAdminLandingPages,
} from '@/server/landing-pages/landing-pages-admin.server';
import {
  listLandingPages,
  previewedLandingPages,
} from '@/server/landing-pages/landing-pages.server';
import { landingDocument } from '@/server/landing-pages/landing-rows.server';
import { seed } from '@/server/seed/seed.server';
import { getAdminService, listAdminServices } from '@/server/services/service-admin.server';
import {
  findService,
  listServices,
  previewedServices,
} from '@/server/services/service-pages.server';
import { readSiteSettings, settingsDocument } from '@/server/site-settings/site-settings.server';
import {
  previewedAgencySettings,
  readAgencySettings,
} from '@/server/site-settings/site-settings-pages.server';
import {
  getAdminTestimonial,
  listAdminTestimonials,
} from '@/server/testimonials/testimonial-admin.server';
import {
  listTestimonials,
  previewedTestimonials,
} from '@/server/testimonials/testimonial-pages.server';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

/*
 * The preview of the drafts of documents edited through one form (decisions 069, 071): with a
 * draft of a landing page, a service, a testimonial, a FAQ entry and the settings saved, every
 * public read (the pages' reads, the content export) still gives what is published; the reads of
 * a member of staff previewing give the drafts, and a draft that does not parse shows as
 * published.
 */

let database: TestDatabase;
const editor = { id: 'staff-1', email: 'editor@example.ch' };
const marker = 'BROUILLON-APERÇU';
const arabicMarker = 'مسودة-معاينة';

beforeAll(async () => {
  database = await createTestDatabase();
  await seed(database.db);
});

afterAll(async () => {
  await database?.destroy();
});

async function draft(
  key: { kind: string; document: string },
  base: string,
  values: Record<string, unknown>,
) {
  const saved = await saveDocumentDraft(database.db, editor, key, { revision: 0, base }, values);
  expect(saved).toMatchObject({ revision: 1 });
}

/** Every public read of these kinds, in French and Arabic, and the content export's files. */
async function publicReads() {
  const db = database.db;
  const directory = mkdtempSync(path.join(tmpdir(), 'document-drafts-export-'));
  try {
    await exportContent(db, directory);
    const reads: Record<string, unknown> = { landing: await listLandingPages(db) };
    for (const locale of locales) {
      reads[`services/${locale}`] = await listServices(locale, db);
      reads[`testimonials/${locale}`] = await listTestimonials(locale, db);
      reads[`settings/${locale}`] = await readAgencySettings(locale, db);
      for (const page of faqPages) reads[`faq/${page}/${locale}`] = await listFaq(page, locale, db);
    }
    for (const file of readdirSync(directory))
      reads[`export/${file}`] = readFileSync(path.join(directory, file), 'utf8');
    return reads;
  } finally {
    rmSync(directory, { recursive: true, force: true });
  }
}

describe('the preview of the drafts of documents', () => {
  it('shows the drafts only to the preview’s reads; every public read stays as published', async () => {
    const db = database.db;
    const before = await publicReads();

    const [landingEntry] = await listAdminLandingPages(db);
    const landing = (await getAdminLandingPage(db, landingEntry!.id))!;
    const landingValues = structuredClone(landing.values);
    landingValues.text.fr.heroTitle = marker;
    landingValues.text.ar.heroTitle = arabicMarker;
    const stampBefore = await landingPreviewStamp(db, landing.id);
    await draft(landingDocument(landing.id), String(landing.version), landingValues);
    expect(await landingPreviewStamp(db, landing.id)).not.toBe(stampBefore);

    const [serviceEntry] = await listAdminServices(db);
    const service = (await getAdminService(db, serviceEntry!.id))!;
    const serviceText = structuredClone(service.text);
    serviceText.ar.title = arabicMarker;
    await draft({ kind: 'service', document: service.id }, service.updatedAt, {
      icon: service.icon,
      sortOrder: String(service.sortOrder),
      visible: service.visible,
      text: serviceText,
    });

    const [testimonialEntry] = await listAdminTestimonials(db);
    const testimonial = (await getAdminTestimonial(db, testimonialEntry!.id))!;
    const testimonialText = structuredClone(testimonial.text);
    testimonialText.ar.quote = arabicMarker;
    await draft({ kind: 'testimonial', document: testimonial.id }, testimonial.updatedAt, {
      name: testimonial.name,
      company: testimonial.company,
      rating: String(testimonial.rating),
      sortOrder: String(testimonial.sortOrder),
      visible: testimonial.visible,
      text: testimonialText,
    });

    const [faqEntry] = (await listAdminFaq(db)).pages.home;
    const faq = (await getAdminFaq(db, faqEntry!.id))!;
    const faqText = structuredClone(faq.text);
    faqText.fr.question = marker;
    await draft({ kind: 'faq_entry', document: faq.id }, String(faq.version), {
      category: faq.category,
      pages: faq.pages,
      text: faqText,
    });

    const settings = (await readSiteSettings(db))!;
    const formValues = siteSettingsFormValues(settings.version, settings.values);
    await draft(settingsDocument, String(settings.version), { ...formValues, siteName: marker });

    // Nothing of a draft through a public read, in any language, nor in the export.
    const after = await publicReads();
    expect(after).toEqual(before);
    expect(JSON.stringify(after)).not.toContain(marker);
    expect(JSON.stringify(after)).not.toContain(arabicMarker);

    // The preview's reads show each draft.
    const previewedLanding = (await previewedLandingPages(db)).find(
      (page) => page.slug === landing.slug,
    );
    expect(previewedLanding?.text.fr.heroTitle).toBe(marker);
    expect(previewedLanding?.text.ar.heroTitle).toBe(arabicMarker);
    const previewed = await previewedServices('ar', db);
    expect(previewed.find((shown) => shown.id === service.id)?.title).toBe(arabicMarker);
    expect((await findService(service.id, 'ar', db))?.title).not.toBe(arabicMarker);
    expect(
      (await previewedTestimonials('ar', db)).find((shown) => shown.id === testimonial.id)?.quote,
    ).toBe(arabicMarker);
    const previewedQuestions = (await previewedFaq('home', 'fr', db)).map(
      (item) => item.question.text,
    );
    expect(previewedQuestions).toContain(marker);
    expect((await previewedAgencySettings('fr', db)).siteName).toBe(marker);
  });

  it('shows as published a document whose draft its form would refuse, never breaking the page', async () => {
    const db = database.db;
    const [, second] = await listAdminLandingPages(db);
    const page = (await getAdminLandingPage(db, second!.id))!;
    const broken = structuredClone(page.values);
    broken.text.fr.title = '';
    broken.text.fr.heroTitle = `${marker} (invalide)`;
    await draft(landingDocument(page.id), String(page.version), broken);
    const published = (await listLandingPages(db)).find((shown) => shown.slug === page.slug);
    const previewed = (await previewedLandingPages(db)).find((shown) => shown.slug === page.slug);
    expect(previewed).toEqual(published);
  });
});
