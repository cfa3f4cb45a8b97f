import { describe, expect, it } from 'vitest';
import { requestedLanguage, unreadablePath } from '../../scripts/lib/request-path.mjs';

describe('unreadablePath (scripts/serve.mjs answers these with 400)', () => {
  it('accepts every path a browser sends, encoded or not', () => {
    for (const target of [
      '/',
      '/about?lang=ar',
      '/blog/%D8%A7%D9%84%D8%A3%D8%AA%D9%85%D8%AA%D8%A9',
      '/services/test%40example.org',
      '/blog/%2e%2e/%2e%2e/admin',
      '/blog?q=%FF',
    ])
      expect(unreadablePath(target), target).toBeNull();
  });

  it('names a malformed percent-encoding', () => {
    for (const target of ['/about%', '/about%F', '/blog/%E0%A4%A', '/a%zz'])
      expect(unreadablePath(target), target).toBe('malformed-percent-encoding');
  });

  it('names bytes that are not UTF-8: overlong, lone surrogate, truncated, stray', () => {
    for (const target of ['/about%FF', '/%C0%AF', '/blog/%ED%A0%80', '/%F0%9F%98', '/%80'])
      expect(unreadablePath(target), target).toBe('invalid-utf8');
  });
});

describe('requestedLanguage', () => {
  it('reads lang from a query, however broken the rest is', () => {
    expect(requestedLanguage('/about%FF?lang=ar')).toBe('ar');
    expect(requestedLanguage('/about%FF?q=%FF&lang=en')).toBe('en');
    expect(requestedLanguage('/about%FF')).toBe('');
  });
});
