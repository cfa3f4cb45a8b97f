import { describe, expect, it } from 'vitest';
import { parseContentChange } from '@/server/cache/content-change-listener.server';

/** What a `content_change` notification says, as migration 0010's triggers write it (decision 020). */
describe('a content change notification', () => {
  const kinds = ['blog', 'services', 'testimonials'] as const;

  it('names a kind of content, as PostgreSQL prints the JSON', () => {
    expect(parseContentChange('{"kind": "services"}', kinds)).toEqual({ kind: 'services' });
    expect(parseContentChange('{"kind":"testimonials"}', kinds)).toEqual({ kind: 'testimonials' });
  });

  it('carries the time a scheduled post appears, in ms', () => {
    expect(parseContentChange('{"at": "2026-12-01T08:00:00.000Z", "kind": "blog"}', kinds)).toEqual(
      { kind: 'blog', at: Date.parse('2026-12-01T08:00:00.000Z') },
    );
  });

  it('keeps the change and drops an unreadable time', () => {
    expect(parseContentChange('{"kind": "blog", "at": "tomorrow-ish"}', kinds)).toEqual({
      kind: 'blog',
    });
    expect(parseContentChange('{"kind": "blog", "at": 1790000000000}', kinds)).toEqual({
      kind: 'blog',
    });
  });

  it('is nothing for an unknown kind or a payload that is not such JSON', () => {
    for (const payload of [
      '{"kind": "pages"}',
      '{"kind": ["blog"]}',
      '{}',
      '"blog"',
      'blog',
      'null',
      '',
      undefined,
    ])
      expect(parseContentChange(payload, kinds)).toBeNull();
  });
});
