import type { LandingPageContent } from './types';

// Placeholder until the real copy is written.
const text = {
  title: 'morocco',
  description: 'morocco',
  heroTitle: 'morocco',
  heroDescription: 'morocco',
  sectionTitle: 'morocco',
  features: [],
  intro: [],
};

export const morocco: LandingPageContent = {
  slug: 'morocco',
  kind: 'region',
  areaServed: 'morocco',
  country: 'CH',
  text: { fr: text, en: text, ar: text, 'ar-ma': text },
};
