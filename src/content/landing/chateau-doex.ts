import type { LandingPageContent } from './types';

// Placeholder until the real copy is written.
const text = {
  title: 'chateau-doex',
  description: 'chateau-doex',
  heroTitle: 'chateau-doex',
  heroDescription: 'chateau-doex',
  sectionTitle: 'chateau-doex',
  features: [],
  intro: [],
};

export const chateauDoex: LandingPageContent = {
  slug: 'chateau-doex',
  kind: 'region',
  areaServed: 'chateau-doex',
  country: 'CH',
  text: { fr: text, en: text, ar: text, 'ar-ma': text },
};
