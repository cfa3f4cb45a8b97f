import type { LandingPageContent } from './types';

// Placeholder until the real copy is written.
const text = {
  title: 'france',
  description: 'france',
  heroTitle: 'france',
  heroDescription: 'france',
  sectionTitle: 'france',
  features: [],
  intro: [],
};

export const france: LandingPageContent = {
  slug: 'france',
  kind: 'region',
  areaServed: 'france',
  country: 'CH',
  text: { fr: text, en: text, ar: text, 'ar-ma': text },
};
