import type { LandingPageContent } from './types';

// Placeholder until the real copy is written.
const text = {
  title: 'lausanne',
  description: 'lausanne',
  heroTitle: 'lausanne',
  heroDescription: 'lausanne',
  sectionTitle: 'lausanne',
  features: [],
  intro: [],
};

export const lausanne: LandingPageContent = {
  slug: 'lausanne',
  kind: 'region',
  areaServed: 'lausanne',
  country: 'CH',
  text: { fr: text, en: text, ar: text, 'ar-ma': text },
};
