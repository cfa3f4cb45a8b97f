import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceSchema } from '@/lib/admin/service-schema';
import type { Staff } from '@/server/auth/guards.server';
import { createStaffMember } from '@/server/auth/auth-setup.server';
import { listShownSections } from '@/server/page-sections/page-sections-pages.server';
import { readPageSections } from '@/server/page-sections/page-sections.server';
import {
  discardSectionDraft,
  publishSectionDraft,
  saveSectionDraft,
} from '@/server/page-sections/section-drafts.server';
import { saveDocumentDraft } from '@/server/drafts/document-drafts.server';
import { pagePreviewStamp } from '@/server/page-sections/section-preview.server';
import { readsDrafts } from '@/server/preview/preview.server';
import { seed } from '@/server/seed/seed.server';
import {
  getAdminService,
  listAdminServices,
  updateService,
} from '@/server/services/service-admin.server';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

/*
 * The preview's data path (decision 069): a public page reads a section's draft only for a
 * request in draft mode that also carries a member of staff; with either alone, and for every
 * visitor, it reads what is published.
 */

let database: TestDatabase;
let editor: Staff;
const draftTitle = 'مسودة للمعاينة';

beforeAll(async () => {
  database = await createTestDatabase();
  await seed(database.db);
  const email = 'preview-editor@example.ch';
  const { id } = await createStaffMember(database.db, database.dialect, {
    email,
    password: 'correct-horse-battery-42',
    role: 'editor',
  });
  editor = {
    id,
    email,
    name: email,
    role: 'editor',
    twoFactorEnabled: true,
    sessionId: 'session',
    provenAt: new Date(),
  };
});

afterAll(async () => {
  await database?.destroy();
});

/** The Arabic about page's hero title as a request with this draft mode and staff reads it. */
async function heroTitle(draftMode: boolean, staff: Staff | null) {
  const sections = await listShownSections('about', 'ar', database.db, {
    drafts: readsDrafts(draftMode, staff),
  });
  return sections.find((section) => section.id === 'hero')?.fields.title?.text;
}

describe('the preview of a page made of sections', () => {
  it('reads the draft only in draft mode with a member of staff, what is published otherwise', async () => {
    const [hero] = (await readPageSections(database.db, 'about')).filter(
      (section) => section.section === 'hero',
    );
    const published = await heroTitle(false, null);
    const stampBefore = await pagePreviewStamp(database.db, 'about');
    const text = structuredClone(hero!.text);
    text.ar.title = draftTitle;
    const target = { page: 'about' as const, section: 'hero', revision: 0 };
    expect(await saveSectionDraft(database.db, editor, target, { hidden: false, text })).toBe(
      'saved',
    );

    expect(await heroTitle(true, editor)).toBe(draftTitle);
    // The bypass cookie alone (a visitor who kept or copied it) shows nothing of a draft,
    expect(await heroTitle(true, null)).toBe(published);
    // nor does a signed-in editor reading the page outside draft mode (the cached read).
    expect(await heroTitle(false, editor)).toBe(published);
    expect(published).not.toBe(draftTitle);

    // The preview screen sees the save in the page's stamp, and again after a second save.
    const stampAfterSave = await pagePreviewStamp(database.db, 'about');
    expect(stampAfterSave).not.toBe(stampBefore);
    text.ar.title = `${draftTitle} 2`;
    await saveSectionDraft(
      database.db,
      editor,
      { ...target, revision: 1 },
      { hidden: false, text },
      new Date(Date.now() + 1000),
    );
    expect(await pagePreviewStamp(database.db, 'about')).not.toBe(stampAfterSave);
  });

  it('sees a discard and a publish in the stamp, and shows the published text after them', async () => {
    const [hero] = (await readPageSections(database.db, 'about')).filter(
      (section) => section.section === 'hero',
    );
    const beforeDiscard = await pagePreviewStamp(database.db, 'about');
    expect(
      await discardSectionDraft(database.db, editor, {
        page: 'about',
        section: 'hero',
        revision: 2,
      }),
    ).toBe('saved');
    const afterDiscard = await pagePreviewStamp(database.db, 'about');
    expect(afterDiscard).not.toBe(beforeDiscard);
    expect(await heroTitle(true, editor)).toBe(await heroTitle(false, null));

    const text = structuredClone(hero!.text);
    text.ar.title = 'منشور بعد المعاينة';
    const target = { page: 'about' as const, section: 'hero', revision: 0 };
    await saveSectionDraft(database.db, editor, target, { hidden: false, text });
    expect(await publishSectionDraft(database.db, editor, { ...target, revision: 1 })).toBe(
      'saved',
    );
    expect(await pagePreviewStamp(database.db, 'about')).not.toBe(afterDiscard);
    expect(await heroTitle(false, null)).toBe('منشور بعد المعاينة');
    expect(await heroTitle(true, editor)).toBe('منشور بعد المعاينة');
  });

  it('sees a draft and a publish of a service, which the services page shows, in its stamp', async () => {
    const [listed] = await listAdminServices(database.db);
    const service = (await getAdminService(database.db, listed!.id))!;
    const before = await pagePreviewStamp(database.db, 'services');
    const values = { ...service, text: { ...service.text, ar: { ...service.text.ar } } };
    values.text.ar.title = 'خدمة في المعاينة';
    const key = { kind: 'service', document: service.id };
    const base = { revision: 0, base: service.updatedAt };
    expect(await saveDocumentDraft(database.db, editor, key, base, values)).toMatchObject({
      revision: 1,
    });
    const drafted = await pagePreviewStamp(database.db, 'services');
    expect(drafted).not.toBe(before);

    const target = { id: service.id, updatedAt: service.updatedAt };
    const input = serviceSchema.parse({ ...values, sortOrder: String(service.sortOrder) });
    const later = new Date(Date.now() + 60_000);
    expect(await updateService(database.db, editor, target, input, later)).toBe('saved');
    expect(await pagePreviewStamp(database.db, 'services')).not.toBe(drafted);
  });
});
