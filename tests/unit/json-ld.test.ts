import { describe, expect, it } from 'vitest';
import { serializeJsonLd } from '@/lib/json-ld';

describe('serializeJsonLd', () => {
  const hostile = {
    '@type': 'FAQPage',
    name: '</script><script>alert(1)</script>',
    nested: [{ text: 'a < b, <!-- comment -->, </SCRIPT >' }],
    separators: 'line\u2028paragraph\u2029end',
  };

  it('never lets a closing script tag or any < into the output', () => {
    const json = serializeJsonLd(hostile);
    expect(json).not.toMatch(/<\/script/i);
    expect(json).not.toContain('<');
    expect(json).not.toContain('\u2028');
    expect(json).not.toContain('\u2029');
  });

  it('is still JSON that reads back to the same data', () => {
    expect(JSON.parse(serializeJsonLd(hostile))).toEqual(hostile);
  });
});
