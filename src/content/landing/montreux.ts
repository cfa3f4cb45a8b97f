import type { LandingPageContent } from './types';

// Placeholder until the real copy is written.
const text = {
  title: 'montreux',
  description: 'montreux',
  heroTitle: 'montreux',
  heroDescription: 'montreux',
  sectionTitle: 'montreux',
  features: [],
  intro: [],
};

export const montreux: LandingPageContent = {
  slug: 'montreux',
  kind: 'region',
  areaServed: 'montreux',
  country: 'CH',
  text: { fr: text, en: text, ar: text, 'ar-ma': text },
};
