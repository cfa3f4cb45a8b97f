import { describe, expect, it } from 'vitest';
import { adminLocales, adminMessages } from '@/i18n/admin-messages';
import { sectionPages } from '@/lib/page-sections/pages';

/*
 * The admin names a page's sections by their role (pages.sectionNames in messages/admin), except
 * the legal pages, whose articles are named by their French titles: a page of sections added
 * without its names would show message keys to its editors.
 */
describe("the admin's names of the pages' sections", () => {
  const legalPages = ['terms', 'privacy'];

  for (const locale of adminLocales) {
    it(`names every section of every page of sections in ${locale}, and no other`, () => {
      const names: Record<string, Record<string, string>> = adminMessages[locale].pages
        .sectionNames;
      for (const definition of sectionPages) {
        if (legalPages.includes(definition.page)) {
          expect(names, definition.page).not.toHaveProperty(definition.page);
          continue;
        }
        expect(Object.keys(names[definition.page] ?? {}).sort(), definition.page).toEqual(
          definition.sections.map((section) => section.id).sort(),
        );
        expect(adminMessages[locale].pages.names, definition.page).toHaveProperty(definition.page);
      }
    });
  }
});
