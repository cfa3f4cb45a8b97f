import { eyebrow, heading, intro, label, line } from './field-presets';
import type { PageDefinition } from './section-definition';

/**
 * The blog list's words (decision 056): its meta and its feeds' description, its header, the newsletter panel's promise, the
 * pillar articles' heading and badge, the summary band's labels, the hint of an empty blog. The
 * posts are their own content; the form's labels, errors and buttons, the filters, the pagination
 * and the templates that count posts stay interface text in the messages. The pillars and the
 * summary band can be hidden; without its pillars the list's first cards load first.
 */
export const blog: PageDefinition<'blog'> = {
  page: 'blog',
  path: '/blog',
  sections: [
    {
      id: 'meta',
      alwaysShown: true,
      // The feeds' description is the blog's too: what a feed reader shows under its name.
      fields: { title: line(120), description: line(200), feedDescription: line(200) },
    },
    { id: 'header', alwaysShown: true, fields: { eyebrow, title: heading, intro } },
    {
      id: 'newsletter',
      alwaysShown: true,
      fields: {
        toggle: label,
        title: heading,
        description: intro,
        privacy: line(200),
        thanks: line(200),
      },
    },
    { id: 'pillars', fields: { title: heading, intro, badge: label } },
    { id: 'summary', fields: { title: heading, visitors: label, roi: label, experience: label } },
    { id: 'empty', alwaysShown: true, fields: { text: intro, contact: label } },
  ],
};
