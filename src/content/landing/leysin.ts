import type { LandingPageContent } from './types';

// Placeholder until the real copy is written.
const text = {
  title: 'leysin',
  description: 'leysin',
  heroTitle: 'leysin',
  heroDescription: 'leysin',
  sectionTitle: 'leysin',
  features: [],
  intro: [],
};

export const leysin: LandingPageContent = {
  slug: 'leysin',
  kind: 'region',
  areaServed: 'leysin',
  country: 'CH',
  text: { fr: text, en: text, ar: text, 'ar-ma': text },
};
