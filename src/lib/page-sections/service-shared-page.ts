import { eyebrow, heading, intro, label } from './field-presets';
import type { PageDefinition } from './section-definition';

/**
 * The words every service's own page shares around the service's text (decision 057): the
 * eyebrow, the headings of its body and features, the price card's title, note, buttons and
 * promises, the links to the other services. One place to edit them for all services; the view
 * link opens one of them. The promises' icons follow their item ids (delivery, support, reply).
 */
export const serviceShared: PageDefinition<'service'> = {
  page: 'service',
  path: '/services/generation-leads',
  sharedBy: 'services',
  sections: [
    { id: 'hero', alwaysShown: true, fields: { eyebrow } },
    { id: 'details', alwaysShown: true, fields: { bodyTitle: heading, includes: heading } },
    {
      id: 'pricing',
      alwaysShown: true,
      fields: {
        title: label,
        priceNote: intro,
        book: label,
        quote: label,
        promises: { kind: 'list', item: { text: label }, minItems: 0, maxItems: 6 },
      },
    },
    { id: 'others', alwaysShown: true, fields: { title: heading, more: label, all: label } },
  ],
};
