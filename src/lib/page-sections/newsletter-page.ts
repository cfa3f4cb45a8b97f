import { eyebrow, heading, intro, label, line } from './field-presets';
import type { PageDefinition } from './section-definition';

/**
 * Where a newsletter mail's link names its reader's address: the confirm and unsubscribe texts
 * write it here, the page puts the address in. Not a setting ({email} is the agency's address).
 */
export const subscriberPlaceholder = '{subscriber}';

/** The link pages' words, one section each: their ids are the links' purposes. */
const linkPage = {
  alwaysShown: true,
  fields: {
    metaTitle: line(120),
    title: heading,
    askText: intro,
    doneTitle: heading,
    doneText: intro,
  },
} as const;

/**
 * The newsletter's public pages (decision 058): the archive of the letters sent (also the
 * eyebrow, breadcrumb and call to action around each letter's web version), and the pages a
 * mail's confirm and unsubscribe links open. Every section is needed by its page: always shown.
 */
export const newsletter: PageDefinition<'newsletter'> = {
  page: 'newsletter',
  path: '/newsletter',
  sections: [
    { id: 'meta', alwaysShown: true, fields: { title: line(120), description: line(200) } },
    {
      id: 'archive',
      alwaysShown: true,
      fields: { eyebrow, title: heading, intro, subscribe: label, empty: intro },
    },
    { id: 'confirm', ...linkPage },
    { id: 'unsubscribe', ...linkPage },
    {
      id: 'links',
      alwaysShown: true,
      fields: { invalidTitle: heading, invalidText: intro, toBlog: label },
    },
  ],
};
