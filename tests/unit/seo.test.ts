import { describe, expect, it } from 'vitest';
import { landingSeeds } from '@/server/landing-pages/landing-seeds';
import { hreflangAlternates, pageMetadata } from '@/lib/seo';

const site = 'https://automatia.ch';

describe('hreflangAlternates', () => {
  it('lists the four languages and x-default, which is the French URL', () => {
    expect(hreflangAlternates(site, '/services')).toEqual({
      fr: 'https://automatia.ch/services',
      en: 'https://automatia.ch/services?lang=en',
      ar: 'https://automatia.ch/services?lang=ar',
      'ar-MA': 'https://automatia.ch/services?lang=ar-ma',
      'x-default': 'https://automatia.ch/services',
    });
  });

  it('gives the home page its root URL in every language', () => {
    const alternates = hreflangAlternates(site, '/');
    expect(alternates.fr).toBe('https://automatia.ch/');
    expect(alternates['x-default']).toBe(alternates.fr);
    expect(alternates['ar-MA']).toBe('https://automatia.ch/?lang=ar-ma');
  });

  it('adds regional alternates pointing at that language’s URL', () => {
    const alternates = hreflangAlternates(site, '/services/france', [
      { language: 'fr', region: 'FR' },
      { language: 'en', region: 'FR' },
    ]);
    expect(alternates['fr-FR']).toBe('https://automatia.ch/services/france');
    expect(alternates['en-FR']).toBe('https://automatia.ch/services/france?lang=en');
    for (const tag of ['fr', 'en', 'ar', 'ar-MA', 'x-default'])
      expect(alternates).toHaveProperty(tag);
    expect(alternates['x-default']).toBe('https://automatia.ch/services/france');
  });

  it('keeps a regional Arabic alternate on the Arabic-family URL it names', () => {
    const alternates = hreflangAlternates(site, '/services/morocco', [
      { language: 'fr', region: 'MA' },
      { language: 'ar-ma', region: 'MA' },
    ]);
    expect(alternates['fr-MA']).toBe('https://automatia.ch/services/morocco');
    expect(alternates['ar-MA']).toBe('https://automatia.ch/services/morocco?lang=ar-ma');
    expect(alternates.ar).toBe('https://automatia.ch/services/morocco?lang=ar');
  });
});

describe('the spec’s declared regional alternates', () => {
  // Spec §1: declared for /services/france, /services/monaco and /services/morocco (the last
  // also in Arabic).
  const expected: Record<string, string[]> = {
    france: ['fr-FR'],
    monaco: ['fr-MC'],
    morocco: ['fr-MA', 'ar-MA'],
  };

  for (const [slug, regionalTags] of Object.entries(expected)) {
    it(`are on /services/${slug}: ${regionalTags.join(', ')}`, () => {
      const page = landingSeeds.find((candidate) => candidate.slug === slug);
      expect(page, slug).toBeDefined();
      expect(
        page?.regionalAlternates?.length ?? 0,
        `${slug} declares regional alternates`,
      ).toBeGreaterThan(0);
      const alternates = hreflangAlternates(site, `/services/${slug}`, page?.regionalAlternates);
      for (const tag of [...regionalTags, 'fr', 'en', 'ar', 'ar-MA', 'x-default']) {
        expect(alternates, `${slug} ${tag}`).toHaveProperty(tag);
      }
      for (const [tag, url] of Object.entries(alternates)) {
        expect(tag, slug).toMatch(/^(x-default|[a-z]{2}(-[A-Z]{2})?)$/);
        expect(url.startsWith(`${site}/services/${slug}`), `${slug} ${tag}`).toBe(true);
      }
      // A regional entry never takes over a language's own tag with another language's URL.
      expect(alternates['ar-MA']).toBe(`${site}/services/${slug}?lang=ar-ma`);
      expect(alternates.ar).toBe(`${site}/services/${slug}?lang=ar`);
    });
  }
});

describe('pageMetadata', () => {
  const metadata = pageMetadata({
    siteUrl: site,
    siteName: 'Automatia',
    locale: 'ar-ma',
    path: '/about',
    title: 'شكون حنا',
    description: 'وصف',
  });

  it('sets the canonical to this language’s URL and lists every language', () => {
    expect(metadata.alternates?.canonical).toBe('https://automatia.ch/about?lang=ar-ma');
    expect(metadata.alternates?.languages).toEqual(hreflangAlternates(site, '/about'));
  });

  it('fills the Open Graph and Twitter cards', () => {
    expect(metadata.openGraph).toMatchObject({
      url: 'https://automatia.ch/about?lang=ar-ma',
      title: 'شكون حنا',
      description: 'وصف',
      siteName: 'Automatia',
      locale: 'ar_MA',
    });
    expect(metadata.twitter).toMatchObject({ card: 'summary_large_image', title: 'شكون حنا' });
  });
});
