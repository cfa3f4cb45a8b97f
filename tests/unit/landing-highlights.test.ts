import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import ar from '../../messages/ar.json';
import arMa from '../../messages/ar-ma.json';
import en from '../../messages/en.json';
import fr from '../../messages/fr.json';
import { figureTexts } from '@/lib/site-settings';
import type { Locale } from '@/i18n/locales';

const figures = {
  years: 20,
  projects: 1000,
  clients: 200,
  satisfaction: 99,
  rating: 4.9,
  reviewCount: 87,
};

/** The landing hero's first two promises, as the page prints them from the settings' figures. */
function highlights(locale: Locale, messages: typeof fr, years: number) {
  const t = createTranslator({ locale, messages, namespace: 'landing.highlights' });
  const values = { ...figureTexts({ ...figures, years }, locale), yearCount: years };
  return [t('experience.value', values), t('projects.value', values)];
}

describe("the landing pages' highlights follow the settings' figures", () => {
  it('in the words each language uses for that number of years', () => {
    expect([1, 20].map((years) => highlights('fr', fr, years)[0])).toEqual(['1 an', '20 ans']);
    expect([1, 20].map((years) => highlights('en', en, years)[0])).toEqual(['1 year', '20 years']);
    expect([1, 2, 5, 20, 100].map((years) => highlights('ar', ar, years)[0])).toEqual([
      'عام واحد',
      'عامان',
      '5 أعوام',
      '20 عاماً',
      '100 عام',
    ]);
    expect(highlights('ar-ma', arMa, 20)[0]).toBe('20 عام');
  });

  it('with the projects count before or after its plus sign', () => {
    expect(highlights('fr', fr, 20)[1]).toBe('1000+');
    expect(highlights('ar', ar, 20)[1]).toBe('+1000');
  });
});
