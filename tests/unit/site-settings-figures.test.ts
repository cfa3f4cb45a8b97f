import { describe, expect, it } from 'vitest';
import { fillPlaceholders } from '@/lib/page-sections/placeholders';
import { figureTexts } from '@/lib/site-settings';

// The shared figures are stored as numbers and printed through the placeholders of the pages'
// copy (`{projects}+`, `{rating} / 5 sur {reviews} avis`, decision 061): the text must read as it
// did when the figures were written into the text sets (e2e/reads/visible-text.spec.ts holds the
// pages).
describe('the figures as the text sets print them', () => {
  const figures = {
    years: 20,
    projects: 1000,
    clients: 200,
    satisfaction: 99,
    rating: 4.9,
    reviewCount: 127,
  };

  it('prints whole numbers as typed, without grouping, in every language', () => {
    for (const locale of ['fr', 'en', 'ar', 'ar-ma'] as const)
      expect(figureTexts(figures, locale)).toMatchObject({
        years: '20',
        projects: '1000',
        clients: '200',
        satisfaction: '99',
        reviews: '127',
      });
    expect(figureTexts({ ...figures, projects: 12500 }, 'fr').projects).toBe('12500');
  });

  it("writes the rating with French's decimal comma in French only", () => {
    expect(figureTexts(figures, 'fr').rating).toBe('4,9');
    expect(figureTexts(figures, 'en').rating).toBe('4.9');
    expect(figureTexts(figures, 'ar').rating).toBe('4.9');
    expect(figureTexts({ ...figures, rating: 5 }, 'fr').rating).toBe('5');
  });
});

// Decision 053: a page made of sections names the same figures in its copy.
describe("the figures as a page's copy names them", () => {
  const values = {
    name: 'Automatia',
    email: 'info@automatia.ch',
    address: 'Genève',
    ...figureTexts(
      { years: 20, projects: 1000, clients: 200, satisfaction: 99, rating: 4.9, reviewCount: 127 },
      'fr',
    ),
  };

  it('fills the figures beside the name, and leaves any other brace as typed', () => {
    expect(
      fillPlaceholders(
        'Fondée par des experts forts de {years} ans, plus de {projects} projets, {rating}/5 de {name}. {other}',
        values,
        'fr',
      ),
    ).toBe(
      'Fondée par des experts forts de 20 ans, plus de 1000 projets, 4,9/5 d’Automatia. {other}',
    );
    expect(fillPlaceholders('{satisfaction}% {constructor} {toString}', values, 'en')).toBe(
      '99% {constructor} {toString}',
    );
  });
});
