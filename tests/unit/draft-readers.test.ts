import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * Nothing of a draft may reach a visitor (issue 30; decisions 068, 069, 071): a public page, feed,
 * sitemap, card or JSON reaching one would have to name one of these tables or readers. Each file
 * that does is staff-only, or a public read's preview branch behind previewsDrafts, and is listed
 * here on purpose; a new reader fails this test until it is looked at and added.
 */

const draftReaders =
  /document_draft|page_section_draft|readDocumentDraft|draftedDocuments|parsedDrafts|readSectionDrafts|readPageSectionsWithDrafts|drafts: true|previewed(LandingPages|Services|Testimonials|Faq|FaqOrder|AgencySettings)\b/;

const allowed = [
  // The admin's screens and actions: signed-in staff only.
  /^src\/app\/admin\//,
  /^src\/components\/admin\//,
  // The stores, the preview's check, the scheduled publications, the import with --draft.
  /^src\/server\/(db|drafts|preview|schedules|content-files)\//,
  // Where each image is used, drafts included, so an image a draft uses is not deleted.
  /^src\/server\/media\//,
  // The kinds' own saves, publishes and drafts.
  /^src\/server\/landing-pages\/landing-pages-admin\.server\.ts$/,
  /^src\/server\/site-settings\/site-settings\.server\.ts$/,
  /^src\/server\/blog\/post-(admin|drafts)\.server\.ts$/,
  /^src\/server\/faq\/faq-order-drafts\.server\.ts$/,
  /^src\/server\/page-sections\/(section-drafts|page-sections|page-sections-pages)\.server\.ts$/,
  // The public reads' preview branches: drafts only in draft mode with a staff session.
  /^src\/server\/(landing-pages\/landing-pages|services\/service-pages|testimonials\/testimonial-pages|faq\/faq-pages|site-settings\/site-settings-pages)\.server\.ts$/,
  /^src\/server\/blog\/article-preview\.server\.ts$/,
  /^src\/server\/page-sections\/section-preview\.server\.ts$/,
];

describe('the readers of drafts', () => {
  it('are the staff-only screens, the drafts’ own modules and the public reads’ preview branches', () => {
    const readers = (readdirSync('src', { recursive: true, encoding: 'utf8' }) as string[])
      .map((file) => path.join('src', file).split(path.sep).join('/'))
      .filter((file) => /\.tsx?$/.test(file) && draftReaders.test(readFileSync(file, 'utf8')));
    expect(readers.filter((file) => !allowed.some((pattern) => pattern.test(file)))).toEqual([]);
    // The names still find the readers they are meant to: one of each way in.
    expect(readers).toEqual(
      expect.arrayContaining([
        'src/server/services/service-pages.server.ts',
        'src/server/blog/article-preview.server.ts',
        'src/server/page-sections/section-preview.server.ts',
        'src/components/admin/content/content-screens.tsx',
        'src/app/admin/(panel)/pages/[page]/page.tsx',
      ]),
    );
  });
});
