import { describe, expect, it } from 'vitest';
import { telHref, whatsappHref } from '@/lib/contact-links';

describe('telHref', () => {
  it('keeps only the + and the digits of a displayed number', () => {
    expect(telHref('+41 22 555 01 00')).toBe('tel:+41225550100');
    expect(telHref('+33 (0)1 23-45-67-89')).toBe('tel:+330123456789');
  });
});

describe('whatsappHref', () => {
  it('builds a wa.me link from the number’s digits', () => {
    expect(whatsappHref('+41 79 555 01 00')).toBe('https://wa.me/41795550100');
  });

  it('adds an encoded message when given one', () => {
    expect(whatsappHref('+41 79 555 01 00', 'Bonjour, un devis & un audit ?')).toBe(
      'https://wa.me/41795550100?text=Bonjour%2C%20un%20devis%20%26%20un%20audit%20%3F',
    );
    expect(whatsappHref('+212 600 000 000', 'سلام')).toBe(
      `https://wa.me/212600000000?text=${encodeURIComponent('سلام')}`,
    );
  });
});
