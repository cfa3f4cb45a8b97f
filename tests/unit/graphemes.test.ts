import { describe, expect, it } from 'vitest';
import { contactSchema } from '@/lib/forms/contact-schema';
import { graphemeCount, withinGraphemes } from '@/lib/forms/graphemes';

describe('characters as a person counts them (issue 17)', () => {
  it('counts an emoji, a flag, a family, an accent and an Arabic vowel mark once', () => {
    expect(graphemeCount('a😀b')).toBe(3);
    expect('😀'.length).toBe(2);
    expect(graphemeCount('🇨🇭')).toBe(1);
    expect(graphemeCount('👨‍👩‍👧‍👦')).toBe(1);
    expect(graphemeCount('e\u0301')).toBe(1);
    expect(graphemeCount('بَ')).toBe(1);
    expect(graphemeCount('')).toBe(0);
  });

  it('stops counting at the limit', () => {
    expect(withinGraphemes('😀'.repeat(5000), 5000)).toBe(true);
    expect(withinGraphemes('😀'.repeat(5001), 5000)).toBe(false);
    expect(withinGraphemes('a'.repeat(60_000), 5000)).toBe(false);
  });

  it('lets the contact form take 5 000 emoji (10 000 UTF-16 units) and refuses one more', () => {
    const request = {
      name: '😀'.repeat(120),
      email: 'jean@exemple.ch',
      service: 'other',
      message: '😀'.repeat(5000),
    };
    expect(contactSchema.safeParse(request).success).toBe(true);
    const tooLong = contactSchema.safeParse({ ...request, message: '😀'.repeat(5001) });
    expect(tooLong.error?.issues.map((issue) => issue.message)).toEqual(['messageTooLong']);
    const longName = contactSchema.safeParse({ ...request, name: '😀'.repeat(121) });
    expect(longName.error?.issues.map((issue) => issue.message)).toEqual(['nameTooLong']);
  });
});
