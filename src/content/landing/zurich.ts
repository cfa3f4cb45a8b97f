import type { LandingPageContent } from './types';

// Placeholder until the real copy is written.
const text = {
  title: 'zurich',
  description: 'zurich',
  heroTitle: 'zurich',
  heroDescription: 'zurich',
  sectionTitle: 'zurich',
  features: [],
  intro: [],
};

export const zurich: LandingPageContent = {
  slug: 'zurich',
  kind: 'region',
  areaServed: 'zurich',
  country: 'CH',
  text: { fr: text, en: text, ar: text, 'ar-ma': text },
};
