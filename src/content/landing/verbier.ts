import type { LandingPageContent } from './types';

// Placeholder until the real copy is written.
const text = {
  title: 'verbier',
  description: 'verbier',
  heroTitle: 'verbier',
  heroDescription: 'verbier',
  sectionTitle: 'verbier',
  features: [],
  intro: [],
};

export const verbier: LandingPageContent = {
  slug: 'verbier',
  kind: 'region',
  areaServed: 'verbier',
  country: 'CH',
  text: { fr: text, en: text, ar: text, 'ar-ma': text },
};
