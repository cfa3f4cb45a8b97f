import { about } from './about-page';
import { articleShared } from './article-shared-page';
import { blog } from './blog-page';
import { landingShared } from './landing-shared-page';
import { mail } from './mail-page';
import { newsletter } from './newsletter-page';
import { serviceShared } from './service-shared-page';
import { site } from './site-page';
import { eyebrow, figureFields, heading, intro, label, line } from './field-presets';
import type { PageDefinition, SectionDefinition } from './section-definition';

/*
 * The pages made of sections (decision 047), in the order the admin lists them. A page's copy
 * may use the agency's settings as placeholders — {name}, {email}, {address} — so a contact
 * detail is stored once (decision 044). Adding a page: its definition here, its seed, its
 * rendering; no table and no admin screen.
 */

/** A legal page's title and description for search engines (decision 061). */
const legalMeta: SectionDefinition = {
  id: 'meta',
  alwaysShown: true,
  fields: { title: line(120), description: line(300) },
};

const legalHeader: SectionDefinition = {
  id: 'header',
  alwaysShown: true,
  fields: {
    eyebrow,
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
    legalMeta,
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
    legalMeta,
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

/**
 * The home page (decision 051): its bands in the order they show. The figures of `stats` are the
 * settings' (decision 045), printed through each label's value template (`{years}`, decision
 * 061); the services, testimonials, posts and FAQ entries are their own content: their sections
 * hold the words around them. `hero.title` marks its highlighted words
 * between asterisks. Item ids name what the page's code attaches to an item by position (icons).
 */
const home: PageDefinition<'home'> = {
  page: 'home',
  path: '/',
  sections: [
    {
      id: 'meta',
      alwaysShown: true,
      fields: { title: line(70), description: line(200) },
    },
    {
      id: 'hero',
      alwaysShown: true,
      fields: {
        badge: label,
        title: { kind: 'line', maxLength: 160, highlight: true },
        subtitle: intro,
        book: label,
        services: label,
        highlights: { kind: 'list', item: { text: label }, minItems: 0, maxItems: 4 },
        workflowLabel: label,
        workflowTitle: heading,
        steps: {
          kind: 'list',
          item: { title: label, text: line(200) },
          minItems: 1,
          maxItems: 3,
        },
        workflowResult: label,
      },
    },
    {
      id: 'stats',
      fields: { title: heading, ...figureFields },
    },
    {
      id: 'problems',
      fields: {
        eyebrow,
        title: heading,
        intro,
        items: {
          kind: 'list',
          item: { value: line(20), title: heading, text: intro },
          minItems: 1,
          maxItems: 3,
        },
        closing: intro,
      },
    },
    {
      id: 'services',
      fields: { eyebrow, title: heading, intro, more: label, all: label },
      itemsFrom: 'services',
    },
    {
      id: 'transformation',
      fields: {
        eyebrow,
        title: heading,
        intro: line(600),
        points: { kind: 'list', item: { text: line(200) }, minItems: 0, maxItems: 6 },
        cardTitle: heading,
        before: label,
        after: label,
        metrics: {
          kind: 'list',
          item: { label, before: line(20), after: line(20) },
          minItems: 1,
          maxItems: 4,
        },
      },
    },
    {
      id: 'testimonials',
      fields: { eyebrow, title: heading, rating: label },
      itemsFrom: 'testimonials',
    },
    {
      id: 'results',
      fields: {
        eyebrow,
        title: heading,
        items: {
          kind: 'list',
          item: { value: line(20), label },
          minItems: 1,
          maxItems: 4,
        },
      },
    },
    {
      id: 'cta',
      fields: { title: heading, text: intro, contact: label, services: label },
    },
    {
      id: 'latestPosts',
      fields: { eyebrow, title: heading, intro, all: label },
      itemsFrom: 'posts',
    },
    {
      id: 'technologies',
      fields: {
        eyebrow,
        title: heading,
        intro,
        // A platform's icon follows its id (n8n, openai, whatsapp, shopify); another has a
        // generic one, so an editor adds a platform without code.
        platforms: {
          kind: 'list',
          item: { name: line(60), url: { kind: 'link' }, purpose: line(200) },
          minItems: 1,
          maxItems: 8,
        },
      },
    },
    {
      id: 'faq',
      fields: { title: heading },
      itemsFrom: 'faq',
    },
  ],
};

/**
 * The services page (issue 29): the words around the services, which are their own content. The
 * four expertise areas are sections of their own: their ids are the anchors the footer links to
 * (/services#automatisation) and name their icons, so an editor rewrites or hides one but adds none.
 */
const expertiseArea = (id: string): SectionDefinition => ({
  id,
  fields: {
    title: heading,
    description: intro,
    points: { kind: 'list', item: { text: label }, minItems: 0, maxItems: 6 },
  },
});

const services: PageDefinition<'services'> = {
  page: 'services',
  path: '/services',
  sections: [
    // The Arabic title is longer than the home's limit allows.
    { id: 'meta', alwaysShown: true, fields: { title: line(120), description: line(200) } },
    {
      id: 'hero',
      alwaysShown: true,
      fields: {
        eyebrow,
        title: { kind: 'line', maxLength: 160, highlight: true },
        subtitle: intro,
        cta: label,
        book: label,
      },
    },
    {
      id: 'blocks',
      alwaysShown: true,
      fields: { price: label, book: label, quote: label, includes: label, learnMore: label },
    },
    { id: 'expertise', fields: { eyebrow, title: heading, intro } },
    ...['transformation', 'automatisation', 'contenu', 'partenariat'].map(expertiseArea),
    {
      id: 'links',
      alwaysShown: true,
      fields: {
        eyebrow,
        title: heading,
        regional: label,
        specialised: label,
        international: label,
        complementary: label,
      },
    },
    { id: 'faq', fields: { title: heading }, itemsFrom: 'faq' },
  ],
};

/**
 * The contact page (issue 29): its words; the contact details are the settings', the form's
 * labels and errors interface text. The meta keywords are one line, separated by commas.
 */
const contact: PageDefinition<'contact'> = {
  page: 'contact',
  path: '/contact',
  sections: [
    {
      id: 'meta',
      alwaysShown: true,
      fields: { title: line(120), description: line(200), keywords: line(400) },
    },
    {
      id: 'hero',
      alwaysShown: true,
      fields: {
        eyebrow,
        title: { kind: 'line', maxLength: 160, highlight: true },
        description: intro,
      },
    },
    {
      id: 'channels',
      alwaysShown: true,
      fields: {
        title: heading,
        emailTitle: label,
        emailText: line(200),
        whatsappTitle: label,
        whatsappText: line(200),
        whatsappCta: label,
        officeTitle: label,
      },
    },
    { id: 'form', alwaysShown: true, fields: { title: heading, intro } },
    {
      id: 'booking',
      fields: {
        title: heading,
        text: intro,
        points: { kind: 'list', item: { text: label }, minItems: 0, maxItems: 6 },
        cta: label,
      },
    },
    { id: 'faq', fields: { title: heading }, itemsFrom: 'faq' },
  ],
};

/**
 * The flyer (issue 29): one sheet leading to /contact. Its benefits' icons follow their item ids;
 * the proof line under the button names the settings' figures (`{years} ans d'expérience`).
 */
const flyer: PageDefinition<'flyer'> = {
  page: 'flyer',
  path: '/flyer',
  sections: [
    { id: 'meta', alwaysShown: true, fields: { title: line(120), description: line(200) } },
    {
      id: 'hero',
      alwaysShown: true,
      fields: {
        eyebrow: line(120),
        title: { kind: 'line', maxLength: 160, highlight: true },
        subtitle: intro,
      },
    },
    {
      id: 'benefits',
      fields: {
        title: heading,
        items: {
          kind: 'list',
          item: { title: label, description: line(200) },
          minItems: 1,
          maxItems: 6,
        },
      },
    },
    {
      id: 'cta',
      alwaysShown: true,
      fields: {
        cta: label,
        note: line(200),
        proofExperience: label,
        proofProjects: label,
        proofClients: label,
        proofSuccess: label,
      },
    },
  ],
};

export const sectionPages = [
  home,
  services,
  about,
  contact,
  flyer,
  blog,
  newsletter,
  mail,
  landingShared,
  serviceShared,
  articleShared,
  site,
  terms,
  privacy,
] as const;
export type SectionPage = (typeof sectionPages)[number]['page'];

export function pageDefinition(page: string): PageDefinition | undefined {
  return sectionPages.find((definition) => definition.page === page);
}

export function sectionDefinition(page: string, section: string): SectionDefinition | undefined {
  return pageDefinition(page)?.sections.find((definition) => definition.id === section);
}
