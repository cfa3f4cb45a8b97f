import type { LandingPageContent } from './types';

// Placeholder until the real copy is written.
const text = {
  title: 'geneve',
  description: 'geneve',
  heroTitle: 'geneve',
  heroDescription: 'geneve',
  sectionTitle: 'geneve',
  features: [],
  intro: [],
};

export const geneve: LandingPageContent = {
  slug: 'geneve',
  kind: 'region',
  areaServed: 'geneve',
  country: 'CH',
  text: { fr: text, en: text, ar: text, 'ar-ma': text },
};
