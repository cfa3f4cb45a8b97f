import type { LandingPageContent } from './types';

// Placeholder until the real copy is written.
const text = {
  title: 'gstaad',
  description: 'gstaad',
  heroTitle: 'gstaad',
  heroDescription: 'gstaad',
  sectionTitle: 'gstaad',
  features: [],
  intro: [],
};

export const gstaad: LandingPageContent = {
  slug: 'gstaad',
  kind: 'region',
  areaServed: 'gstaad',
  country: 'CH',
  text: { fr: text, en: text, ar: text, 'ar-ma': text },
};
