import type { PageDefinition, SectionDefinition } from './section-definition';

/*
 * The pages made of sections (decision 047), in the order the admin lists them. A page's copy
 * may use the agency's settings as placeholders — {name}, {email}, {address} — so a contact
 * detail is stored once (decision 044). Adding a page: its definition here, its seed, its
 * rendering; no table and no admin screen.
 */

const legalHeader: SectionDefinition = {
  id: 'header',
  alwaysShown: true,
  fields: {
    title: { kind: 'line', maxLength: 120 },
    intro: { kind: 'line', maxLength: 600 },
  },
};

/** A legal article: its title and its body in Markdown. */
function legalArticle(id: string): SectionDefinition {
  return {
    id,
    fields: {
      title: { kind: 'line', maxLength: 120 },
      body: { kind: 'markdown', maxLength: 6_000, rows: 10 },
    },
  };
}

const legalClosing: SectionDefinition = {
  id: 'closing',
  fields: { body: { kind: 'markdown', maxLength: 1_000, rows: 3 } },
};

/** Article 1 (purpose) and 2 (prices) are fixed by the spec. */
const terms: PageDefinition<'terms'> = {
  page: 'terms',
  path: '/terms',
  sections: [
    legalHeader,
    ...[
      'purpose',
      'prices',
      'orders',
      'payment',
      'delivery',
      'intellectualProperty',
      'liability',
      'personalData',
      'law',
    ].map(legalArticle),
    legalClosing,
  ],
};

const privacy: PageDefinition<'privacy'> = {
  page: 'privacy',
  path: '/privacy',
  sections: [
    legalHeader,
    ...[
      'controller',
      'dataCollected',
      'purposes',
      'legalBases',
      'retention',
      'recipients',
      'cookies',
      'newsletterMails',
      'rights',
      'exercise',
      'authority',
      'changes',
    ].map(legalArticle),
    legalClosing,
  ],
};

export const sectionPages = [terms, privacy] as const;
export type SectionPage = (typeof sectionPages)[number]['page'];

export function pageDefinition(page: string): PageDefinition | undefined {
  return sectionPages.find((definition) => definition.page === page);
}

export function sectionDefinition(page: string, section: string): SectionDefinition | undefined {
  return pageDefinition(page)?.sections.find((definition) => definition.id === section);
}
