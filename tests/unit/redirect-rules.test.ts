import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { parseLocalPath, redirectFormSchema } from '@/lib/admin/redirect-schema';
import { articleMoves } from '@/lib/blog/post-moves';
import { redirectLocation } from '@/lib/redirect-target';
import { hostileRedirectTargets } from '../support/hostile-inputs';

describe('a local public path as an editor types it (decision 023)', () => {
  it('keeps the path decoded and the query without lang', () => {
    expect(parseLocalPath(' /blog/ancien-article/ ')).toEqual({
      ok: true,
      value: { pathname: '/blog/ancien-article', search: '' },
    });
    expect(parseLocalPath('/blog?q=n8n&lang=en')).toEqual({
      ok: true,
      value: { pathname: '/blog', search: '?q=n8n' },
    });
    expect(parseLocalPath('/blog/%D8%AF%D9%84%D9%8A%D9%84')).toEqual({
      ok: true,
      value: { pathname: '/blog/دليل', search: '' },
    });
    expect(parseLocalPath('/')).toEqual({ ok: true, value: { pathname: '/', search: '' } });
  });

  it('refuses what leaves the site or is no public page', () => {
    const refusals: [string, string][] = [
      ['https://example.org/x', 'notLocal'],
      ['//example.org/x', 'notLocal'],
      ['blog/x', 'notLocal'],
      ['/\\example.org', 'notLocal'],
      ['/a b', 'notLocal'],
      ['/blog#top', 'notLocal'],
      ['/%E0%A4%A', 'notLocal'],
      ['/admin/posts', 'notAPage'],
      ['/api/contact', 'notAPage'],
      ['/_next/static/x.js', 'notAPage'],
      ['/sitemap.xml', 'notAPage'],
      [`/${'a'.repeat(300)}`, 'tooLong'],
    ];
    for (const [input, error] of refusals)
      expect(parseLocalPath(input), input).toEqual({ ok: false, error });
  });

  it('refuses every target that leaves the site once decoded (issue 34 §1)', () => {
    for (const input of hostileRedirectTargets)
      expect(parseLocalPath(input), input).toEqual({ ok: false, error: 'notLocal' });
  });

  it('serves a stored target only while it stays on the site', () => {
    expect(redirectLocation('/blog/دليل', 'fr')).toBe('/blog/%D8%AF%D9%84%D9%8A%D9%84');
    expect(redirectLocation('/services?ref=caf%C3%A9', 'en')).toBe(
      '/services?ref=caf%C3%A9&lang=en',
    );
    // Rows stored before the check, or written by hand, decoded as they were stored.
    const stored = [
      '//evil.example/x',
      '/\\evil.example',
      '/\tevil.example',
      '/\n/evil.example',
      '/\u3000/evil.example',
      '/%2Fevil.example',
      '/a/../../evil',
      'https://evil.example/x',
      'evil.example',
      '/x?a=1#/\\evil',
      '',
    ];
    for (const toPath of stored) expect(redirectLocation(toPath, 'fr'), toPath).toBeUndefined();
  });

  it('is checked by the form’s one schema, on both sides', () => {
    const result = z.safeParse(redirectFormSchema, { from: 'http://x.ch/a', to: '', locale: 'de' });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(
      (result.error?.issues ?? []).map((issue) => [issue.path[0], issue.message]),
    );
    expect(messages).toEqual({ from: 'notLocal', to: 'toInvalid', locale: 'languageInvalid' });
  });
});

describe('what saving a visible post moves', () => {
  it('moves the page of every language whose address changes', () => {
    expect(articleMoves({ fr: 'a', en: 'b', ar: 'c' }, { fr: 'a2', en: 'b' })).toEqual([
      { fromPath: '/blog/a', locale: 'fr', toPath: '/blog/a2', reason: 'slug-change' },
      { fromPath: '/blog/c', locale: 'ar', toPath: '/blog/a2', reason: 'translation-removed' },
      // Moroccan Arabic had no translation: it showed the French version, which moved.
      { fromPath: '/blog/a', locale: 'ar-ma', toPath: '/blog/a2', reason: 'slug-change' },
    ]);
  });

  it('leaves an address that is still one of the post’s slugs to the blog’s own redirect', () => {
    // /blog/a?lang=en showed the French version; now English has its own page, and the blog
    // answers the French slug in English with it (decision 012).
    expect(articleMoves({ fr: 'a' }, { fr: 'a', en: 'new' })).toEqual([]);
  });
});
