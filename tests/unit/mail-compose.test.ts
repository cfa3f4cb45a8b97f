import { describe, expect, it } from 'vitest';
import { escapeMarkup } from '@/lib/markup-escape';
import { composeMail, type MailBlock } from '@/server/mail/compose';
import {
  isValidToken,
  subscriberToken,
  tokenSubscriberId,
} from '@/server/newsletter/tokens.server';
import { isCrossOrigin } from '@/server/security/same-origin.server';
import { resolveClientAddress } from '../../scripts/lib/forwarded-for.mjs';

/**
 * Mail rendering and the small security pieces of the form pipeline: markup escaping,
 * newsletter link tokens, the client address behind proxies, and the same-origin check.
 */

const script = '<script>alert(1)</script>';
const breakout = '"><img src=x onerror=alert(1)>';
const quote = 'O\'Brien & "Sons"';

/** Every attribute name of every tag, once quoted values (where `"` cannot occur) are blanked. */
function attributeNames(html: string): Set<string> {
  const names = new Set<string>();
  for (const [, attributes = ''] of html.matchAll(/<[a-z]+\b([^>]*)>/g))
    for (const [, name = ''] of attributes.replace(/"[^"]*"/g, '""').matchAll(/([a-z-]+)=/g))
      names.add(name);
  return names;
}

// What the layout itself writes; anything else would have been injected.
const templateAttributes = new Set([
  'lang',
  'dir',
  'charset',
  'name',
  'content',
  'style',
  'role',
  'width',
  'cellpadding',
  'cellspacing',
  'align',
  'scope',
  'href',
]);

function render(blocks: MailBlock[], dir: 'ltr' | 'rtl' = 'ltr', lang = 'fr') {
  return composeMail({ lang, dir, siteName: 'Automatia', subject: 'Sujet', blocks });
}

describe('composeMail', () => {
  const hostile: MailBlock[] = [
    { kind: 'paragraph', text: `Bonjour ${script}` },
    { kind: 'fields', rows: [[`Nom ${breakout}`, `${quote}\n${script}`]] },
    { kind: 'quote', text: `${breakout}\n${script}` },
    { kind: 'button', label: `Go ${script}`, href: `https://example.ch/?q=${breakout}` },
    {
      kind: 'footer',
      text: `Footer ${quote}`,
      link: { label: `Leave ${script}`, href: `https://example.ch/u?t=${breakout}&x=1` },
    },
  ];

  it('escapes every piece of text and every attribute in the HTML body', () => {
    const { html } = composeMail({
      lang: 'fr',
      dir: 'ltr',
      siteName: `Site ${script}`,
      subject: `Subject ${breakout}`,
      blocks: hostile,
    });
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toMatch(/<img/i);
    expect(html).not.toContain(breakout);
    expect(html).not.toContain(quote);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('&quot;&gt;&lt;img src=x onerror=alert(1)&gt;');
    expect(html).toContain('O&#39;Brien &amp; &quot;Sons&quot;');
    expect(html).toContain(
      'href="https://example.ch/?q=&quot;&gt;&lt;img src=x onerror=alert(1)&gt;"',
    );
    expect(html).toContain('&amp;x=1"');
    expect(html).toContain(`<title>Subject &quot;&gt;&lt;img src=x onerror=alert(1)&gt;</title>`);
    // Every attribute value stays inside its quotes: no attribute comes from the content.
    expect(attributeNames(html)).toEqual(templateAttributes);
    // The check itself sees an injected attribute, quoted or not.
    expect(attributeNames(`<p style=""><img src=x onerror=alert(1)>`)).toContain('onerror');
    expect(attributeNames(`<a href="" onclick="x">`)).toContain('onclick');
  });

  it('keeps the text body verbatim', () => {
    const { text, subject } = composeMail({
      lang: 'fr',
      dir: 'ltr',
      siteName: 'Automatia',
      subject: `Subject ${breakout}`,
      blocks: hostile,
    });
    expect(subject).toBe(`Subject ${breakout}`);
    expect(text).toContain(`Bonjour ${script}`);
    expect(text).toContain(`Nom ${breakout}: ${quote}\n${script}`);
    expect(text).toContain(`> ${breakout}\n> ${script}`);
    expect(text).toContain(`Go ${script}:\nhttps://example.ch/?q=${breakout}`);
    expect(text).toContain(
      `--\nFooter ${quote}\nLeave ${script}: https://example.ch/u?t=${breakout}&x=1`,
    );
    expect(text).not.toContain('&lt;');
    expect(text).not.toContain('&amp;');
    expect(text.endsWith('\n')).toBe(true);
  });

  it('keeps line breaks of paragraphs and fields as <br> in HTML', () => {
    const { html } = render([
      { kind: 'paragraph', text: 'one\ntwo' },
      { kind: 'fields', rows: [['Message', 'a\nb']] },
    ]);
    expect(html).toContain('one<br>two');
    expect(html).toContain('a<br>b');
  });

  it('lays an Arabic mail out right to left', () => {
    const { html } = render([{ kind: 'paragraph', text: 'مرحبا' }], 'rtl', 'ar-MA');
    expect(html).toContain('<html lang="ar-MA" dir="rtl">');
    expect(html).toMatch(/<table [^>]*dir="rtl"/);
    expect(html).toContain('text-align:right');
    expect(html).not.toContain('text-align:left');
  });

  it('lays a French mail out left to right', () => {
    const { html } = render([{ kind: 'paragraph', text: 'Bonjour' }]);
    expect(html).toContain('<html lang="fr" dir="ltr">');
    expect(html).toContain('text-align:left');
  });

  it('escapes the language tag', () => {
    const { html } = render([], 'ltr', `fr" onload="x`);
    expect(html).toContain('lang="fr&quot; onload=&quot;x"');
  });
});

describe('escapeMarkup', () => {
  it('escapes the five markup characters', () => {
    expect(escapeMarkup(`<a href="x">'&'</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;',
    );
  });

  it('escapes an entity again rather than trusting it', () => {
    expect(escapeMarkup('&lt;')).toBe('&amp;lt;');
  });

  it('leaves other text, Arabic included, untouched', () => {
    const plain = 'Réservez — احجز استشارة ✓ 100 %';
    expect(escapeMarkup(plain)).toBe(plain);
    expect(escapeMarkup('')).toBe('');
  });
});

describe('newsletter tokens', () => {
  const secret = 'unit-test-secret-0123456789abcdefghij';
  const subscriber = { id: '3f2c9a64-8c1e-4b7a-9d2e-1a5b6c7d8e9f', email: 'lea@example.ch' };

  it('round-trips: a token is valid for its subscriber and purpose', () => {
    const token = subscriberToken(secret, 'confirm', subscriber);
    expect(token.startsWith(`${subscriber.id}.`)).toBe(true);
    expect(tokenSubscriberId(token)).toBe(subscriber.id);
    expect(isValidToken(secret, 'confirm', token, subscriber)).toBe(true);
    expect(subscriberToken(secret, 'confirm', subscriber)).toBe(token);
  });

  it('is URL-safe as it is', () => {
    const token = subscriberToken(secret, 'unsubscribe', subscriber);
    expect(encodeURIComponent(token)).toBe(token);
  });

  it('fails when anything is changed', () => {
    const token = subscriberToken(secret, 'confirm', subscriber);
    const [id, signature = ''] = token.split('.');
    const otherChar = signature.startsWith('A') ? 'B' : 'A';
    const tampered = [
      `${id}.${otherChar}${signature.slice(1)}`,
      `${id}.${signature.slice(0, -1)}`,
      `${token}A`,
      `${id}.`,
      String(id),
      '',
      token.toUpperCase(),
    ];
    for (const candidate of tampered)
      expect(isValidToken(secret, 'confirm', candidate, subscriber), candidate).toBe(false);
    // The same token for another purpose, address, subscriber or secret.
    expect(isValidToken(secret, 'unsubscribe', token, subscriber)).toBe(false);
    expect(isValidToken(secret, 'confirm', token, { ...subscriber, email: 'eve@example.ch' })).toBe(
      false,
    );
    expect(
      isValidToken(secret, 'confirm', token, {
        ...subscriber,
        id: '00000000-0000-4000-8000-000000000000',
      }),
    ).toBe(false);
    expect(isValidToken(`${secret}x`, 'confirm', token, subscriber)).toBe(false);
  });

  it('reads a subscriber id only from a well-formed token', () => {
    expect(tokenSubscriberId('garbage')).toBeUndefined();
    expect(tokenSubscriberId('')).toBeUndefined();
    expect(tokenSubscriberId("' or 1=1 --.abc")).toBeUndefined();
    expect(tokenSubscriberId(`${subscriber.id}x.abc`)).toBeUndefined();
  });
});

describe('resolveClientAddress (scripts/serve.mjs)', () => {
  it('ignores X-Forwarded-For when no proxy is trusted', () => {
    expect(resolveClientAddress('198.51.100.7', '1.2.3.4', 0)).toBe('198.51.100.7');
    expect(resolveClientAddress('198.51.100.7', undefined, 0)).toBe('198.51.100.7');
  });

  it('takes the last X-Forwarded-For entry behind one trusted proxy', () => {
    expect(resolveClientAddress('10.0.0.2', '1.2.3.4, 203.0.113.9', 1)).toBe('203.0.113.9');
    expect(resolveClientAddress('10.0.0.2', '203.0.113.9', 1)).toBe('203.0.113.9');
  });

  it('takes the entry the second proxy vouches for behind two', () => {
    expect(resolveClientAddress('10.0.0.2', 'spoofed, 203.0.113.9, 10.0.0.1', 2)).toBe(
      '203.0.113.9',
    );
  });

  it('falls back to the socket when the header is missing or shorter than the chain', () => {
    expect(resolveClientAddress('10.0.0.2', undefined, 1)).toBe('10.0.0.2');
    expect(resolveClientAddress('10.0.0.2', '', 1)).toBe('10.0.0.2');
    expect(resolveClientAddress('10.0.0.2', '203.0.113.9', 3)).toBe('203.0.113.9');
  });

  it('reads a header sent several times as one list', () => {
    expect(resolveClientAddress('10.0.0.2', ['1.1.1.1', '203.0.113.9'], 1)).toBe('203.0.113.9');
  });

  it('strips the IPv4-mapped IPv6 prefix and survives a missing socket address', () => {
    expect(resolveClientAddress('::ffff:198.51.100.7', undefined, 0)).toBe('198.51.100.7');
    expect(resolveClientAddress(undefined, undefined, 0)).toBe('unknown');
  });

  it('a client-chosen X-Forwarded-For cannot reset its own limit when no proxy is trusted', () => {
    const addresses = ['1.1.1.1', '2.2.2.2', '3.3.3.3'].map((spoofed) =>
      resolveClientAddress('198.51.100.7', spoofed, 0),
    );
    expect(new Set(addresses)).toEqual(new Set(['198.51.100.7']));
  });
});

describe('isCrossOrigin', () => {
  const headers = (values: Record<string, string>) => new Headers(values);

  it('lets requests without Origin through (mail clients, curl)', () => {
    expect(isCrossOrigin(headers({ host: 'automatia.ch' }))).toBe(false);
  });

  it('accepts the same host', () => {
    expect(isCrossOrigin(headers({ origin: 'https://automatia.ch', host: 'automatia.ch' }))).toBe(
      false,
    );
    expect(
      isCrossOrigin(headers({ origin: 'http://127.0.0.1:3000', host: '127.0.0.1:3000' })),
    ).toBe(false);
  });

  it('refuses another host, another port and an opaque origin', () => {
    expect(isCrossOrigin(headers({ origin: 'https://evil.example', host: 'automatia.ch' }))).toBe(
      true,
    );
    expect(
      isCrossOrigin(headers({ origin: 'http://127.0.0.1:4000', host: '127.0.0.1:3000' })),
    ).toBe(true);
    expect(isCrossOrigin(headers({ origin: 'null', host: 'automatia.ch' }))).toBe(true);
    expect(isCrossOrigin(headers({ origin: 'not a url', host: 'automatia.ch' }))).toBe(true);
  });

  it('compares with the forwarded host behind a proxy', () => {
    expect(
      isCrossOrigin(
        headers({
          origin: 'https://automatia.ch',
          host: '127.0.0.1:3000',
          'x-forwarded-host': 'automatia.ch',
        }),
      ),
    ).toBe(false);
    expect(
      isCrossOrigin(
        headers({
          origin: 'https://evil.example',
          host: 'automatia.ch',
          'x-forwarded-host': 'automatia.ch',
        }),
      ),
    ).toBe(true);
  });
});
