import { eyebrow, figureFields, heading, intro, label, line } from './field-presets';
import type { ListField, PageDefinition } from './section-definition';

/** The values' and the expertise areas' cards: a title and a sentence each. */
const cards: ListField = {
  kind: 'list',
  item: { title: heading, description: intro },
  minItems: 1,
  maxItems: 8,
};

/**
 * The about page (decision 053): its bands in the order they show. The hero's figures are the
 * settings' (decision 045), their labels and value templates here (decision 061). The values, expertise areas, facts and team
 * members are lists: the page attaches an icon (or a member's colours) by item id, and gives
 * an item it does not know a default, so an editor's new item needs no code. A member's
 * photo is optional (their initials show without one), and so are the initials: the page takes
 * them from the name.
 */
export const about: PageDefinition<'about'> = {
  page: 'about',
  path: '/about',
  sections: [
    {
      id: 'meta',
      alwaysShown: true,
      fields: { title: line(70), description: line(300) },
    },
    {
      id: 'hero',
      alwaysShown: true,
      fields: {
        eyebrow,
        title: { kind: 'line', maxLength: 160, highlight: true },
        description: intro,
        contact: label,
        services: label,
        ...figureFields,
      },
    },
    {
      id: 'story',
      fields: {
        eyebrow,
        title: heading,
        body: { kind: 'markdown', maxLength: 3_000, rows: 8 },
        factsTitle: label,
        facts: {
          kind: 'list',
          item: { label, detail: label },
          minItems: 0,
          maxItems: 6,
        },
      },
    },
    {
      id: 'mission',
      fields: { eyebrow, title: heading, text: line(600), contact: label },
    },
    {
      id: 'values',
      fields: {
        eyebrow,
        title: heading,
        intro,
        items: cards,
      },
    },
    {
      id: 'expertise',
      fields: {
        eyebrow,
        title: heading,
        intro,
        services: label,
        items: cards,
      },
    },
    {
      id: 'team',
      fields: {
        eyebrow,
        title: heading,
        intro,
        members: {
          kind: 'list',
          item: {
            name: label,
            role: line(120),
            bio: intro,
            initials: { kind: 'line', maxLength: 3, optional: true },
            photo: { kind: 'image' },
          },
          minItems: 1,
          maxItems: 12,
        },
      },
    },
    {
      id: 'cta',
      fields: { title: heading, text: intro, contact: label },
    },
  ],
};
