import { line } from './field-presets';
import type { PageDefinition } from './section-definition';

/**
 * The words every public page carries (decision 055): the footer's tagline and copyright line, and the site's
 * description that its `Organization` data and its social card give. Its view link is the home.
 */
export const site: PageDefinition<'site'> = {
  page: 'site',
  path: '/',
  sections: [
    // `{year}` in the copyright line is the current year, filled in by the footer.
    { id: 'footer', alwaysShown: true, fields: { tagline: line(200), copyright: line(160) } },
    { id: 'identity', alwaysShown: true, fields: { description: line(300) } },
  ],
};
