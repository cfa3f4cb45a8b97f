import type { LandingPageContent } from './types';

// Placeholder until the real copy is written.
const text = {
  title: 'ecommerce',
  description: 'ecommerce',
  heroTitle: 'ecommerce',
  heroDescription: 'ecommerce',
  sectionTitle: 'ecommerce',
  features: [],
  intro: [],
};

export const ecommerce: LandingPageContent = {
  slug: 'ecommerce',
  kind: 'region',
  areaServed: 'ecommerce',
  country: 'CH',
  text: { fr: text, en: text, ar: text, 'ar-ma': text },
};
