import { describe, expect, it } from 'vitest';
import { structuredDataProblems } from '../../e2e/support/structured-data-rules';
import { breadcrumbJsonLd, faqJsonLd, organizationJsonLd } from '@/lib/structured-data';

/* The JSON-LD rules run over every served page (e2e/reads/structured-data.spec.ts) catch what they say. */

const site = 'https://agence.example';
const organization = {
  '@context': 'https://schema.org',
  '@type': ['Organization', 'ProfessionalService'],
  '@id': `${site}/#organization`,
  name: 'Automatia',
  url: `${site}/?lang=ar`,
  address: { '@type': 'PostalAddress', addressLocality: 'Genève', addressCountry: 'CH' },
};
const check = (...nodes: object[]) =>
  structuredDataProblems(
    nodes.map((node) => JSON.stringify(node)),
    site,
  );

describe('structured data rules', () => {
  it('accept the site-wide nodes as the site builds them', () => {
    const agency = {
      siteName: 'Automatia',
      contactEmail: 'info@agence.example',
      contactPhone: '+41 22 000 00 00',
      address: 'Genève',
      social: {
        linkedin: 'https://www.linkedin.com/company/x',
        instagram: '',
        facebook: '',
        x: '',
        youtube: '',
      },
    };
    expect(
      check(
        organizationJsonLd(site, agency, 'ar-ma', 'Agence'),
        breadcrumbJsonLd(site, 'en', [
          ['Home', '/'],
          ['Blog', '/blog'],
        ]),
        faqJsonLd('fr', [{ question: 'Combien ?', answer: 'Sur devis.' }]),
      ),
    ).toEqual([]);
  });

  it('refuse internal routes, relative URLs, a French lang parameter and dangling references', () => {
    expect(
      check(
        organization,
        {
          '@context': 'https://schema.org',
          '@type': 'BreadcrumbList',
          itemListElement: [
            { '@type': 'ListItem', position: 1, name: 'Accueil', item: `${site}/fr/services` },
            { '@type': 'ListItem', position: 2, name: 'Blog', item: '/blog' },
            { '@type': 'ListItem', position: 3, name: 'Prix', item: `${site}/services?lang=fr` },
          ],
        },
        {
          '@context': 'https://schema.org',
          '@type': 'WebSite',
          name: 'Automatia',
          url: site,
          publisher: { '@id': `${site}/#nobody` },
        },
      ),
    ).toEqual([
      `block 2.itemListElement[0].item: internal route ${site}/fr/services`,
      'block 2.itemListElement[1].item: not an absolute URL: /blog',
      `block 2.itemListElement[2].item: lang=fr is not a public language parameter (${site}/services?lang=fr)`,
      `block 3.publisher: refers to ${site}/#nobody, which no node of the page is`,
    ]);
  });

  it('refuse unknown types and properties, and missing required properties', () => {
    const { address: _address, ...withoutAddress } = organization;
    expect(
      check(
        { ...withoutAddress, availableLanguage: ['fr'] },
        { '@context': 'https://schema.org', '@type': 'BlogPosting', headline: 'Titre' },
        { '@context': 'https://schema.org', '@type': 'Recipe', name: 'Fondue' },
      ),
    ).toEqual([
      'block 1 (Organization, ProfessionalService): availableLanguage is not a schema.org property here',
      'block 1 (Organization, ProfessionalService): required address is missing',
      'block 2 (BlogPosting): required image is missing',
      'block 2 (BlogPosting): required datePublished is missing',
      'block 2 (BlogPosting): required dateModified is missing',
      'block 2 (BlogPosting): required author is missing',
      'block 3 (Recipe): @type Recipe is not in the rules',
    ]);
  });
});
