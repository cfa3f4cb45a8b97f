import { describe, expect, it } from 'vitest';
import { renderMarkdown, sanitizedMarkdownTree } from '@/server/blog/markdown.server';

/*
 * The article body renderer (server-only; `server-only` is aliased to an empty module in
 * vitest.config.ts, so the real module runs here).
 */

describe('renderMarkdown', () => {
  it('renders GFM: paragraphs, emphasis, lists, strikethrough, task lists', async () => {
    const html = await renderMarkdown(
      'Du **gras** et de l’*italique*.\n\n- un\n- deux\n\n1. premier\n\n~~barré~~\n\n- [x] fait',
      'fr',
    );
    expect(html).toContain('<strong>gras</strong>');
    expect(html).toContain('<em>italique</em>');
    expect(html).toMatch(/<ul>\s*<li>un<\/li>/);
    expect(html).toContain('<ol>');
    expect(html).toContain('<del>barré</del>');
    expect(html).toMatch(/<input[^>]*type="checkbox"[^>]*checked/);
  });

  it('parses a text once, and gives each caller its own tree to change', async () => {
    const markdown = '## Un titre\n\nUn [lien](/contact) : *fin*.';
    const first = await sanitizedMarkdownTree(markdown);
    first.children = [];
    const again = await sanitizedMarkdownTree(markdown);
    expect(again.children.length).toBeGreaterThan(0);
    expect(again).not.toBe(first);
    // The same text in another language and for another reader: each render finishes its copy.
    expect(await renderMarkdown(markdown, 'en', 'fr')).toContain('href="/contact?lang=en"');
    expect(await renderMarkdown(markdown, 'fr')).toContain('href="/contact"');
    expect(await renderMarkdown(markdown, 'fr')).toBe(await renderMarkdown(markdown, 'fr'));
  });

  describe('sanitizing', () => {
    it('drops raw HTML and scripts', async () => {
      const html = await renderMarkdown(
        'Avant\n\n<script>alert(1)</script>\n\n<div onclick="alert(1)">bloc</div>\n\n<img src=x onerror=alert(1)>\n\n<iframe src="https://evil.example"></iframe>\n\n<style>body{display:none}</style>\n\nAprès',
        'fr',
      );
      expect(html).not.toMatch(/<script|<iframe|<style|<img|<div onclick/i);
      expect(html).not.toMatch(/onerror|onclick|alert\(1\)/);
      expect(html).toContain('Avant');
      expect(html).toContain('Après');
    });

    it('keeps the text of inline HTML tags but not the tags', async () => {
      const html = await renderMarkdown(
        'Un <b>mot</b> et <span style="color:red">rouge</span>.',
        'fr',
      );
      expect(html).not.toMatch(/<b>|<span|style=/);
      expect(html).toContain('mot');
      expect(html).toContain('rouge');
    });

    it('removes javascript:, data: and vbscript: links, keeping their text', async () => {
      const html = await renderMarkdown(
        '[a](javascript:alert(1)) [b](JAVASCRIPT:alert(1)) [c](data:text/html,hi) [d](vbscript:x) <a href="javascript:x">e</a>',
        'fr',
      );
      expect(html).not.toMatch(/javascript:|data:|vbscript:/i);
      for (const text of ['a', 'b', 'c', 'd']) expect(html).toContain(`<a>${text}</a>`);
    });

    it('keeps mailto links and images with an ordinary path', async () => {
      const html = await renderMarkdown(
        '[écrire](mailto:info@example.ch) ![Un chalet](/images/blog/alpine-resorts-guide.jpg)',
        'fr',
      );
      expect(html).toContain('href="mailto:info@example.ch"');
      expect(html).toContain('src="/images/blog/alpine-resorts-guide.jpg"');
      expect(html).toContain('alt="Un chalet"');
    });
  });

  describe('tables', () => {
    it('wraps a GFM table in a scrolling container', async () => {
      const html = await renderMarkdown('| Outil | Prix |\n|---|---|\n| n8n | CHF 0 |', 'fr');
      expect(html).toMatch(
        /<div class="table-scroll" tabindex="0">\s*<table>[\s\S]*<\/table>\s*<\/div>/,
      );
      expect(html).toContain('<th>Outil</th>');
      expect(html).toContain('<td>n8n</td>');
    });

    it('wraps each table once', async () => {
      const html = await renderMarkdown(
        '| a |\n|---|\n| 1 |\n\ntexte\n\n| b |\n|---|\n| 2 |',
        'fr',
      );
      expect(html.match(/<div class="table-scroll" tabindex="0">/g)).toHaveLength(2);
      expect(html.match(/<table>/g)).toHaveLength(2);
    });
  });

  describe('headings', () => {
    it('give h2 and h3 an id and make them links to themselves', async () => {
      const html = await renderMarkdown('## Pourquoi automatiser\n\n### Les étapes', 'fr');
      expect(html).toContain(
        '<h2 id="pourquoi-automatiser"><a href="#pourquoi-automatiser" class="heading-anchor">Pourquoi automatiser</a></h2>',
      );
      expect(html).toContain(
        '<h3 id="les-étapes"><a href="#les-étapes" class="heading-anchor">Les étapes</a></h3>',
      );
    });

    it('give Arabic headings Arabic ids', async () => {
      const html = await renderMarkdown('## لماذا الأتمتة؟\n\n### الخطوات الأولى', 'ar');
      expect(html).toContain(
        '<h2 id="لماذا-الأتمتة"><a href="#لماذا-الأتمتة" class="heading-anchor">لماذا الأتمتة؟</a></h2>',
      );
      expect(html).toContain('<h3 id="الخطوات-الأولى"><a href="#الخطوات-الأولى"');
    });

    it('keep ids unique when two headings have the same text', async () => {
      const html = await renderMarkdown('## Résumé\n\n## Résumé', 'fr');
      const ids = [...html.matchAll(/<h2 id="([^"]+)"/g)].map((match) => match[1]);
      expect(ids).toHaveLength(2);
      expect(new Set(ids).size).toBe(2);
    });

    it('do not get the sanitizer’s user-content- prefix', async () => {
      const html = await renderMarkdown('## Intro', 'fr');
      expect(html).not.toContain('user-content-');
    });
  });

  describe('links', () => {
    it('keep an internal link’s French URL bare', async () => {
      const html = await renderMarkdown('[contact](/contact)', 'fr');
      expect(html).toContain('<a href="/contact">contact</a>');
    });

    it('give internal links the reader’s language', async () => {
      expect(await renderMarkdown('[contact](/contact)', 'en')).toContain(
        'href="/contact?lang=en"',
      );
      expect(await renderMarkdown('[اتصل](/services/leysin)', 'ar')).toContain(
        'href="/services/leysin?lang=ar"',
      );
      expect(await renderMarkdown('[تواصل](/contact)', 'ar-ma')).toContain(
        'href="/contact?lang=ar-ma"',
      );
    });

    it('keep an internal link’s query and put the anchor last', async () => {
      const html = await renderMarkdown('[x](/services?x=1#support-client)', 'en');
      expect(html).toContain('href="/services?x=1&#x26;lang=en#support-client"');
    });

    it('replace a language already in an internal link', async () => {
      const html = await renderMarkdown('[x](/contact?lang=ar)', 'en');
      expect(html).toContain('href="/contact?lang=en"');
    });

    it('open outside links in a new tab without giving them the opener', async () => {
      const html = await renderMarkdown(
        '[n8n](https://n8n.io) [doc](http://example.com/a) <https://auto.example>',
        'fr',
      );
      for (const href of ['https://n8n.io', 'http://example.com/a', 'https://auto.example']) {
        expect(html).toContain(`href="${href}" target="_blank" rel="noopener noreferrer"`);
      }
    });

    it('leave in-page anchors, mail links and protocol-relative links alone', async () => {
      const html = await renderMarkdown(
        '[h](#intro) [m](mailto:a@b.ch) [p](//cdn.example/x)',
        'en',
      );
      expect(html).toContain('<a href="#intro">h</a>');
      expect(html).toContain('<a href="mailto:a@b.ch">m</a>');
      expect(html).not.toContain('//cdn.example/x?lang');
      expect(html).not.toMatch(/href="#intro"[^>]*target/);
    });
  });
});
