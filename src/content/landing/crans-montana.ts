import type { LandingPageContent } from './types';

// Placeholder until the real copy is written.
const text = {
  title: 'crans-montana',
  description: 'crans-montana',
  heroTitle: 'crans-montana',
  heroDescription: 'crans-montana',
  sectionTitle: 'crans-montana',
  features: [],
  intro: [],
};

export const cransMontana: LandingPageContent = {
  slug: 'crans-montana',
  kind: 'region',
  areaServed: 'crans-montana',
  country: 'CH',
  text: { fr: text, en: text, ar: text, 'ar-ma': text },
};
