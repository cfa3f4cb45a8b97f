import type { LandingPageContent } from './types';

// Placeholder until the real copy is written.
const text = {
  title: 'monaco',
  description: 'monaco',
  heroTitle: 'monaco',
  heroDescription: 'monaco',
  sectionTitle: 'monaco',
  features: [],
  intro: [],
};

export const monaco: LandingPageContent = {
  slug: 'monaco',
  kind: 'region',
  areaServed: 'monaco',
  country: 'CH',
  text: { fr: text, en: text, ar: text, 'ar-ma': text },
};
