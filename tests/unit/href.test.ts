import { describe, expect, it } from 'vitest';
import { absoluteUrl, localizedHref, publicPathname } from '@/i18n/href';

describe('localizedHref', () => {
  it('leaves French at the bare path', () => {
    expect(localizedHref('/', 'fr')).toBe('/');
    expect(localizedHref('/services/geneve', 'fr')).toBe('/services/geneve');
  });

  it('adds ?lang= for the other languages', () => {
    expect(localizedHref('/', 'en')).toBe('/?lang=en');
    expect(localizedHref('/services', 'ar')).toBe('/services?lang=ar');
    expect(localizedHref('/about', 'ar-ma')).toBe('/about?lang=ar-ma');
  });

  it('removes an existing lang for French and replaces it for the others', () => {
    expect(localizedHref('/contact?lang=en', 'fr')).toBe('/contact');
    expect(localizedHref('/contact?lang=en', 'ar')).toBe('/contact?lang=ar');
  });

  it('keeps the other query parameters', () => {
    expect(localizedHref('/blog?category=ai&q=n8n', 'fr')).toBe('/blog?category=ai&q=n8n');
    expect(localizedHref('/blog?lang=ar&category=ai', 'fr')).toBe('/blog?category=ai');
    expect(localizedHref('/blog?category=ai', 'en')).toBe('/blog?category=ai&lang=en');
  });

  it('keeps the #fragment last so anchors still work', () => {
    expect(localizedHref('/services#lead-generation', 'fr')).toBe('/services#lead-generation');
    expect(localizedHref('/services#lead-generation', 'en')).toBe(
      '/services?lang=en#lead-generation',
    );
    expect(localizedHref('/services?lang=ar#faq', 'fr')).toBe('/services#faq');
    expect(localizedHref('/blog?q=a#top', 'ar-ma')).toBe('/blog?q=a&lang=ar-ma#top');
  });

  it('leaves links that are not site paths alone', () => {
    for (const href of [
      'https://example.com/page',
      'mailto:info@automatia.ch',
      'tel:+41225550100',
      '#main',
    ]) {
      expect(localizedHref(href, 'en')).toBe(href);
    }
  });
});

describe('absoluteUrl', () => {
  it('joins the site URL and the localized path', () => {
    expect(absoluteUrl('https://automatia.ch', '/', 'fr')).toBe('https://automatia.ch/');
    expect(absoluteUrl('https://automatia.ch', '/services', 'en')).toBe(
      'https://automatia.ch/services?lang=en',
    );
    expect(absoluteUrl('https://automatia.ch/', '/services/monaco', 'ar-ma')).toBe(
      'https://automatia.ch/services/monaco?lang=ar-ma',
    );
  });

  it('keeps the port of a local site URL', () => {
    expect(absoluteUrl('http://localhost:3000', '/about', 'ar')).toBe(
      'http://localhost:3000/about?lang=ar',
    );
  });
});

describe('publicPathname', () => {
  it('strips the internal locale segment a prerendered page sees', () => {
    expect(publicPathname('/en/services')).toBe('/services');
    expect(publicPathname('/ar-ma/services/geneve')).toBe('/services/geneve');
    expect(publicPathname('/fr')).toBe('/');
  });

  it('leaves public paths alone', () => {
    expect(publicPathname('/services')).toBe('/services');
    expect(publicPathname('/')).toBe('/');
    expect(publicPathname('/french-riviera')).toBe('/french-riviera');
  });
});
