import { localeInfo, locales } from '../../src/i18n/locales';
import { isInternalLocaleRoute } from './site';

/*
 * What every JSON-LD node the site prints must satisfy (issue 14 §6), checked over the served
 * pages by e2e/reads/structured-data.spec.ts:
 * - its @type is a schema.org type and every property it carries is a schema.org property of
 *   that type (or of a type it inherits from). The table below is the part of schema.org the
 *   site uses, copied from schema.org's definitions: a property missing here is either a typo
 *   or to be added after checking schema.org;
 * - Google's required properties for its type are present (for types where Google requires
 *   none, the properties its rich results need);
 * - every @id and URL is absolute, and a URL of the site itself is a public one: no internal
 *   `/fr/…` route, and a `lang` parameter only for a language other than French;
 * - every reference `{ "@id": … }` points at a node of the same page.
 */

interface TypeRule {
  /** The schema.org types it inherits from (their properties and rules apply too). */
  parents: string[];
  properties: string[];
  /** Google's required properties; `a|b` when one of them is enough. */
  required: string[];
}

const creativeWork = [
  'about',
  'author',
  'dateModified',
  'datePublished',
  'headline',
  'inLanguage',
  'isPartOf',
  'keywords',
  'publisher',
  'thumbnailUrl',
];

const rules: Record<string, TypeRule> = {
  Thing: {
    parents: [],
    properties: [
      'alternateName',
      'description',
      'identifier',
      'image',
      'mainEntityOfPage',
      'name',
      'sameAs',
      'url',
    ],
    required: [],
  },
  Organization: {
    parents: ['Thing'],
    properties: [
      'address',
      'areaServed',
      'brand',
      'contactPoint',
      'email',
      'foundingDate',
      'knowsLanguage',
      'legalName',
      'logo',
      'slogan',
      'telephone',
    ],
    required: ['name', 'url'],
  },
  Place: {
    parents: ['Thing'],
    properties: ['address', 'geo', 'hasMap', 'telephone'],
    required: [],
  },
  // A LocalBusiness is both an Organization and a Place.
  LocalBusiness: {
    parents: ['Organization', 'Place'],
    properties: ['currenciesAccepted', 'openingHours', 'paymentAccepted', 'priceRange'],
    required: ['name', 'address'],
  },
  ProfessionalService: { parents: ['LocalBusiness'], properties: [], required: [] },
  PostalAddress: {
    parents: ['ContactPoint'],
    properties: [
      'addressCountry',
      'addressLocality',
      'addressRegion',
      'postalCode',
      'streetAddress',
    ],
    required: ['addressLocality', 'addressCountry'],
  },
  ContactPoint: {
    parents: ['Thing'],
    properties: ['areaServed', 'availableLanguage', 'contactType', 'email', 'telephone'],
    required: [],
  },
  CreativeWork: { parents: ['Thing'], properties: creativeWork, required: [] },
  WebSite: {
    parents: ['CreativeWork'],
    properties: ['potentialAction'],
    required: ['name', 'url'],
  },
  WebPage: {
    parents: ['CreativeWork'],
    properties: ['breadcrumb', 'mainEntity', 'primaryImageOfPage'],
    required: [],
  },
  ContactPage: { parents: ['WebPage'], properties: [], required: ['name', 'url'] },
  FAQPage: { parents: ['WebPage'], properties: [], required: ['mainEntity'] },
  Question: {
    parents: ['CreativeWork'],
    properties: ['acceptedAnswer', 'answerCount', 'suggestedAnswer', 'text'],
    required: ['name', 'acceptedAnswer'],
  },
  Answer: { parents: ['CreativeWork'], properties: ['text'], required: ['text'] },
  Article: {
    parents: ['CreativeWork'],
    properties: ['articleBody', 'articleSection', 'wordCount'],
    // Google requires none; these are what its article results show.
    required: ['headline', 'image', 'datePublished', 'dateModified', 'author'],
  },
  SocialMediaPosting: { parents: ['Article'], properties: ['sharedContent'], required: [] },
  BlogPosting: { parents: ['SocialMediaPosting'], properties: [], required: [] },
  Person: {
    parents: ['Thing'],
    properties: ['email', 'jobTitle', 'worksFor'],
    required: ['name'],
  },
  ItemList: {
    parents: ['Thing'],
    properties: ['itemListElement', 'itemListOrder', 'numberOfItems'],
    required: ['itemListElement'],
  },
  BreadcrumbList: { parents: ['ItemList'], properties: [], required: [] },
  ListItem: {
    parents: ['Thing'],
    properties: ['item', 'nextItem', 'position', 'previousItem'],
    required: ['position'],
  },
  Service: {
    parents: ['Thing'],
    properties: [
      'areaServed',
      'audience',
      'brand',
      'category',
      'offers',
      'provider',
      'serviceType',
    ],
    required: ['name', 'provider'],
  },
  Offer: {
    parents: ['Thing'],
    properties: [
      'areaServed',
      'availability',
      'itemOffered',
      'price',
      'priceCurrency',
      'priceSpecification',
      'seller',
    ],
    required: ['price|priceSpecification'],
  },
  PriceSpecification: {
    parents: ['Thing'],
    properties: ['maxPrice', 'minPrice', 'price', 'priceCurrency', 'valueAddedTaxIncluded'],
    required: ['priceCurrency', 'price|minPrice'],
  },
};

/** A type and every type it inherits from. */
function lineage(type: string): string[] {
  const rule = rules[type];
  return rule ? [type, ...rule.parents.flatMap(lineage)] : [type];
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonNode = { [key: string]: Json };

const isNode = (value: Json | undefined): value is JsonNode =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Properties whose values are URLs wherever they appear. */
const urlProperties = new Set(['@id', 'url', 'item', 'logo', 'image', 'sameAs', 'thumbnailUrl']);
const languageTags = new Set(locales.map((locale) => localeInfo[locale].tag));

/**
 * The problems of one page's JSON-LD blocks (each a script element's text), as readable lines.
 * `siteOrigin` is the configured SITE_URL's origin: URLs there must be public ones.
 */
export function structuredDataProblems(blocks: string[], siteOrigin: string): string[] {
  const problems: string[] = [];
  const ids = new Set<string>();
  const references: { id: string; where: string }[] = [];

  const checkUrl = (value: Json, where: string) => {
    if (typeof value !== 'string') {
      if (!isNode(value) && !Array.isArray(value)) problems.push(`${where}: not a URL: ${value}`);
      return;
    }
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      problems.push(`${where}: not an absolute URL: ${value}`);
      return;
    }
    if (!/^https?:$/.test(url.protocol)) problems.push(`${where}: not a web URL: ${value}`);
    if (url.origin !== siteOrigin) return;
    if (isInternalLocaleRoute(url)) problems.push(`${where}: internal route ${value}`);
    const lang = url.searchParams.get('lang');
    if (lang !== null && (lang === 'fr' || !locales.includes(lang as never)))
      problems.push(`${where}: lang=${lang} is not a public language parameter (${value})`);
  };

  const checkNode = (node: JsonNode, where: string, topLevel: boolean) => {
    const keys = Object.keys(node);
    if (topLevel && node['@context'] !== 'https://schema.org')
      problems.push(`${where}: @context is ${JSON.stringify(node['@context'])}`);
    if (keys.length === 1 && keys[0] === '@id') {
      checkUrl(node['@id']!, `${where}.@id`);
      references.push({ id: String(node['@id']), where });
      return;
    }
    if (typeof node['@id'] === 'string') ids.add(node['@id']);
    const declared = node['@type'];
    const types = (Array.isArray(declared) ? declared : [declared]).map(String);
    const label = `${where} (${types.join(', ')})`;
    const unknown = types.filter((type) => !rules[type]);
    if (declared === undefined || unknown.length > 0) {
      problems.push(`${label}: @type ${unknown.join(', ') || 'missing'} is not in the rules`);
      return;
    }
    const ancestry = types.flatMap(lineage);
    const allowed = new Set(ancestry.flatMap((type) => rules[type]!.properties));
    for (const key of keys) {
      if (key.startsWith('@')) continue;
      if (!allowed.has(key)) problems.push(`${label}: ${key} is not a schema.org property here`);
    }
    for (const requirement of ancestry.flatMap((type) => rules[type]!.required)) {
      const present = requirement.split('|').some((key) => isPresent(node[key]));
      if (!present) problems.push(`${label}: required ${requirement} is missing`);
    }
    checkShape(node, types, label, problems);
    for (const [key, value] of Object.entries(node)) {
      if (key === '@context' || key === '@type') continue;
      const path = `${where}.${key}`;
      if (urlProperties.has(key)) {
        for (const [index, each] of (Array.isArray(value) ? value : [value]).entries())
          checkUrl(each, Array.isArray(value) ? `${path}[${index}]` : path);
      }
      if (key === 'inLanguage' && !languageTags.has(String(value)))
        problems.push(`${path}: ${JSON.stringify(value)} is not one of the site's languages`);
      for (const [index, each] of (Array.isArray(value) ? value : [value]).entries()) {
        if (isNode(each)) checkNode(each, Array.isArray(value) ? `${path}[${index}]` : path, false);
      }
    }
  };

  blocks.forEach((block, index) => {
    let parsed: Json;
    try {
      parsed = JSON.parse(block) as Json;
    } catch (error) {
      problems.push(`block ${index + 1}: not JSON (${(error as Error).message})`);
      return;
    }
    const nodes = Array.isArray(parsed) ? parsed : [parsed];
    nodes.forEach((node, position) => {
      const where = `block ${index + 1}${Array.isArray(parsed) ? `[${position}]` : ''}`;
      if (isNode(node)) checkNode(node, where, true);
      else problems.push(`${where}: not an object`);
    });
  });

  for (const { id, where } of references) {
    if (!ids.has(id)) problems.push(`${where}: refers to ${id}, which no node of the page is`);
  }
  return problems;
}

function isPresent(value: Json | undefined): boolean {
  if (value === undefined || value === null || value === '') return false;
  return !Array.isArray(value) || value.length > 0;
}

/** Rules on values beyond presence: list positions, dates, nested types. */
function checkShape(node: JsonNode, types: string[], label: string, problems: string[]) {
  if (types.some((type) => lineage(type).includes('ItemList'))) {
    const items = node.itemListElement;
    const list = Array.isArray(items) ? items : [];
    list.forEach((item, index) => {
      if (!isNode(item) || item['@type'] !== 'ListItem' || item.position !== index + 1)
        problems.push(`${label}: item ${index + 1} is not ListItem at position ${index + 1}`);
      else if (types.includes('BreadcrumbList') && (!item.name || !item.item))
        problems.push(`${label}: breadcrumb ${index + 1} lacks its name or item`);
      else if (!types.includes('BreadcrumbList') && !item.item && !item.url)
        problems.push(`${label}: item ${index + 1} has neither item nor url`);
    });
  }
  if (types.includes('FAQPage')) {
    const questions = Array.isArray(node.mainEntity) ? node.mainEntity : [];
    if (questions.some((question) => !isNode(question) || question['@type'] !== 'Question'))
      problems.push(`${label}: mainEntity holds something other than Questions`);
  }
  if (types.includes('Question')) {
    const answer = node.acceptedAnswer;
    if (!isNode(answer) || answer['@type'] !== 'Answer')
      problems.push(`${label}: acceptedAnswer is not an Answer`);
  }
  for (const key of ['datePublished', 'dateModified']) {
    const value = node[key];
    if (
      value !== undefined &&
      !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(String(value))
    )
      problems.push(`${label}: ${key} ${JSON.stringify(value)} is not an ISO 8601 time with zone`);
  }
  const author = node.author;
  if (author !== undefined && (!isNode(author) || !author.name))
    problems.push(`${label}: author has no name`);
}
