import { describe, expect, it } from 'vitest';
import { withoutScripts } from '../../bench/lib/anchors';

describe('the static copy anchor (decision 043)', () => {
  it('keeps the page’s HTML, styles and images, and drops everything that runs', () => {
    const page = [
      '<!DOCTYPE html><html lang="fr"><head>',
      '<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>',
      '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/b.js"/>',
      '<link rel="modulepreload" href="/_next/static/chunks/c.js"/>',
      '<script src="/_next/static/chunks/d.js" async="" nonce="n"></script>',
      '</head><body><h1>Automatisation</h1><img src="/_next/image?url=x&amp;w=640" alt=""/>',
      '<script nonce="n">self.__next_f.push([1,"<script>"])</script>',
      '<script type="application/ld+json">{"@type":"Organization"}</script>',
      '</body></html>',
    ].join('\n');
    const copy = withoutScripts(page);
    expect(copy).not.toMatch(/<script|as="script"|modulepreload|__next_f/);
    expect(copy).toContain('<link rel="stylesheet" href="/_next/static/chunks/a.css"');
    expect(copy).toContain('<h1>Automatisation</h1><img src="/_next/image?url=x&amp;w=640"');
  });
});
