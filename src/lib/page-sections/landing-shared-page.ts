import { eyebrow, heading, intro, label, line } from './field-presets';
import type { PageDefinition } from './section-definition';

/**
 * The words every landing page shares around its own text (decision 055): the hero's eyebrow per
 * kind of page, its buttons and four highlights, the intro's heading and method, the features'
 * eyebrow, the country blocks' headings, the call to action, the titles of the links to the
 * other pages. One place to edit them for all landing pages; the view link opens one of them.
 * `{place}` in the intro's heading is the page's own place, `{years}`/`{projects}` the settings'.
 */
export const landingShared: PageDefinition<'landing'> = {
  page: 'landing',
  path: '/services/geneve',
  sections: [
    {
      id: 'hero',
      alwaysShown: true,
      fields: {
        eyebrowRegion: eyebrow,
        eyebrowSpecialised: eyebrow,
        eyebrowCountry: eyebrow,
        book: label,
        quote: label,
        highlights: {
          kind: 'list',
          item: { value: line(20), label },
          minItems: 0,
          maxItems: 4,
        },
      },
    },
    {
      id: 'intro',
      alwaysShown: true,
      fields: {
        eyebrow,
        placeTitle: heading,
        title: heading,
        methodTitle: label,
        methodSteps: {
          kind: 'list',
          item: { name: label, duration: label },
          minItems: 0,
          maxItems: 6,
        },
        methodNote: intro,
      },
    },
    {
      id: 'features',
      alwaysShown: true,
      fields: { eyebrow },
    },
    {
      id: 'country',
      alwaysShown: true,
      fields: {
        citiesTitle: label,
        sectorsTitle: label,
        financingTitle: label,
        pricingNote: intro,
        onQuote: label,
      },
    },
    {
      id: 'cta',
      alwaysShown: true,
      fields: { eyebrow, title: heading, description: intro },
    },
    {
      id: 'others',
      alwaysShown: true,
      fields: {
        otherRegions: heading,
        otherSpecialised: heading,
        otherCountries: heading,
        all: label,
      },
    },
  ],
};
