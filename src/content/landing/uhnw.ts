import type { LandingPageContent } from './types';

// Placeholder until the real copy is written.
const text = {
  title: 'uhnw',
  description: 'uhnw',
  heroTitle: 'uhnw',
  heroDescription: 'uhnw',
  sectionTitle: 'uhnw',
  features: [],
  intro: [],
};

export const uhnw: LandingPageContent = {
  slug: 'uhnw',
  kind: 'region',
  areaServed: 'uhnw',
  country: 'CH',
  text: { fr: text, en: text, ar: text, 'ar-ma': text },
};
