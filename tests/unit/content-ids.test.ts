import { describe, expect, it } from 'vitest';
import { publicPagePaths, staticPagePaths } from '@/content/public-pages';
import { homeAnchorOf, isServiceId, serviceIds } from '@/content/service-ids';
import { landingSeeds } from '@/server/landing-pages/landing-seeds';

const specServiceIds = [
  'generation-leads',
  'reporting',
  'support-client',
  'gestion-contenu',
  'agents-ia',
  'integration-bdd',
  'monitoring-it',
  'automatisations-metiers',
];

const specLandingSlugs = [
  'leysin',
  'gstaad',
  'montreux',
  'verbier',
  'crans-montana',
  'villars',
  'chateau-doex',
  'uhnw',
  'ecommerce',
  'geneve',
  'zurich',
  'lausanne',
  'france',
  'morocco',
  'monaco',
];

describe('service ids', () => {
  it('are the spec’s eight, in its order', () => {
    expect([...serviceIds]).toEqual(specServiceIds);
  });

  it('give the home cards the spec’s anchors (#lead-generation for generation-leads)', () => {
    expect(serviceIds.map(homeAnchorOf)).toEqual([
      'lead-generation',
      'reporting',
      'support-client',
      'gestion-contenu',
      'agents-ia',
      'integration-bdd',
      'monitoring-it',
      'automatisations-metiers',
    ]);
  });

  it('are recognised, and nothing else is', () => {
    for (const id of specServiceIds) expect(isServiceId(id)).toBe(true);
    for (const value of ['lead-generation', 'geneve', '', 'REPORTING']) {
      expect(isServiceId(value)).toBe(false);
    }
  });
});

describe('landing page seeds', () => {
  it('are the spec’s fifteen, in its order', () => {
    expect(landingSeeds.map((page) => page.slug)).toEqual(specLandingSlugs);
  });

  it('have text in all four languages', () => {
    for (const page of landingSeeds) {
      expect(Object.keys(page.text).sort(), page.slug).toEqual(['ar', 'ar-ma', 'en', 'fr']);
    }
  });
});

describe('publicPagePaths', () => {
  const paths = publicPagePaths(specLandingSlugs);

  it('has the 8 static pages and the 15 landing pages (services come from the database)', () => {
    expect(staticPagePaths).toHaveLength(8);
    expect(paths).toHaveLength(8 + 15);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/',
        '/services',
        '/about',
        '/blog',
        '/contact',
        '/flyer',
        '/terms',
        '/privacy',
        ...specLandingSlugs.map((slug) => `/services/${slug}`),
      ]),
    );
  });

  it('has no duplicates (no landing slug collides with a service id)', () => {
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('are internal paths without language or fragment', () => {
    for (const path of paths) {
      expect(path).toMatch(/^\/[a-z0-9/-]*$/);
      expect(path === '/' || !path.endsWith('/'), path).toBe(true);
    }
  });
});
