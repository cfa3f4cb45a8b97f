import { describe, expect, it } from 'vitest';
import {
  isDraftModeRequest,
  previewPageHeaders,
  publicContentSecurityPolicy,
  securityHeaders,
  strictTransportSecurity,
  takesPublicPolicy,
} from '@/lib/security-headers.mjs';

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

describe('the public pages’ Content-Security-Policy', () => {
  const directives = (policy: string) =>
    new Map(policy.split('; ').map((part) => [part.split(' ')[0], part] as const));

  it('closes everything but this site, and allows inline scripts only (no nonce on prerendered pages)', () => {
    const policy = directives(publicContentSecurityPolicy({ siteUrl: 'http://localhost:3000' }));
    expect(policy.get('default-src')).toBe(`default-src 'self'`);
    expect(policy.get('script-src')).toBe(`script-src 'self' 'unsafe-inline'`);
    expect(policy.get('connect-src')).toBe(`connect-src 'self'`);
    for (const closed of [
      `object-src 'none'`,
      `base-uri 'none'`,
      `frame-ancestors 'none'`,
      `form-action 'self'`,
    ])
      expect([...policy.values()]).toContain(closed);
    expect(policy.has('upgrade-insecure-requests')).toBe(false);
  });

  it('allows the voice widget’s host only when it is configured, and upgrades requests on https', () => {
    const policy = directives(
      publicContentSecurityPolicy({
        siteUrl: 'https://www.automatia.ch',
        voiceAgentScriptUrl: 'https://unpkg.com/@elevenlabs/convai-widget-embed@0.5.2',
      }),
    );
    expect(policy.get('script-src')).toBe(`script-src 'self' 'unsafe-inline' https://unpkg.com`);
    expect(policy.get('connect-src')).toContain('wss://*.elevenlabs.io');
    expect(policy.has('upgrade-insecure-requests')).toBe(true);
  });

  it('leaves the admin to its own, nonce-based policy', () => {
    expect(takesPublicPolicy('/blog/un-article')).toBe(true);
    expect(takesPublicPolicy('/administration-des-pme')).toBe(true);
    expect(takesPublicPolicy('/admin')).toBe(false);
    expect(takesPublicPolicy('/admin/posts/1')).toBe(false);
    expect(takesPublicPolicy('/api/admin/contacts.csv')).toBe(false);
  });
});

describe('a page previewed in draft mode (decision 069)', () => {
  const id = 'c0ffee0123456789';

  it("is known by draft mode's cookie with this build's value only", () => {
    expect(isDraftModeRequest(`a=1; __prerender_bypass=${id}`, id)).toBe(true);
    expect(isDraftModeRequest(`__prerender_bypass=${id}; theme=dark`, id)).toBe(true);
    // A guessed or older build's value, a look-alike name, no cookie, no build: a public page.
    expect(isDraftModeRequest('__prerender_bypass=guessed', id)).toBe(false);
    expect(isDraftModeRequest(`x__prerender_bypass=${id}`, id)).toBe(false);
    expect(isDraftModeRequest(undefined, id)).toBe(false);
    expect(isDraftModeRequest(`__prerender_bypass=${id}`, undefined)).toBe(false);
  });

  it('is kept by no cache, indexed by no engine, and framed by this site only', () => {
    const headers = new Map(previewPageHeaders.map(({ key, value }) => [key, value]));
    expect(headers.get('Cache-Control')).toContain('no-store');
    expect(headers.get('X-Robots-Tag')).toContain('noindex');
    expect(headers.get('X-Frame-Options')).toBe('SAMEORIGIN');
    const policy = publicContentSecurityPolicy({
      siteUrl: 'https://www.automatia.ch',
      framedBySite: true,
    });
    expect(policy).toContain(`frame-ancestors 'self'`);
    expect(policy).not.toContain(`frame-ancestors 'none'`);
  });
});
