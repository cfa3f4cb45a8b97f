import { describe, expect, it } from 'vitest';
import { securityHeaders, strictTransportSecurity } from '@/lib/security-headers.mjs';

const valueOf = (siteUrl: string, key: string) =>
  securityHeaders(siteUrl).find((header) => header.key.toLowerCase() === key.toLowerCase())?.value;

describe('securityHeaders', () => {
  it('always sends nosniff, a Referrer-Policy and no framing', () => {
    for (const siteUrl of ['http://localhost:3000', 'https://www.automatia.ch']) {
      expect(valueOf(siteUrl, 'X-Content-Type-Options')).toBe('nosniff');
      expect(valueOf(siteUrl, 'Referrer-Policy')).toBe('strict-origin-when-cross-origin');
      expect(valueOf(siteUrl, 'X-Frame-Options')).toBe('DENY');
    }
  });

  it('adds HSTS (two years, subdomains) when the site is published over HTTPS', () => {
    expect(strictTransportSecurity).toBe('max-age=63072000; includeSubDomains');
    expect(valueOf('https://www.automatia.ch', 'Strict-Transport-Security')).toBe(
      'max-age=63072000; includeSubDomains',
    );
    expect(valueOf('HTTPS://automatia.ch/', 'Strict-Transport-Security')).toBeDefined();
  });

  it('sends no HSTS over plain HTTP, where browsers would ignore it anyway', () => {
    expect(valueOf('http://localhost:3000', 'Strict-Transport-Security')).toBeUndefined();
    expect(valueOf('http://www.automatia.ch', 'Strict-Transport-Security')).toBeUndefined();
  });

  it('lists each header once', () => {
    const keys = securityHeaders('https://a.ch').map((header) => header.key.toLowerCase());
    expect(new Set(keys).size).toBe(keys.length);
  });
});
