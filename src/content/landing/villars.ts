import type { LandingPageContent } from './types';

// Placeholder until the real copy is written.
const text = {
  title: 'villars',
  description: 'villars',
  heroTitle: 'villars',
  heroDescription: 'villars',
  sectionTitle: 'villars',
  features: [],
  intro: [],
};

export const villars: LandingPageContent = {
  slug: 'villars',
  kind: 'region',
  areaServed: 'villars',
  country: 'CH',
  text: { fr: text, en: text, ar: text, 'ar-ma': text },
};
