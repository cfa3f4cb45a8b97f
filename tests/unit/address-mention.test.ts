import { describe, expect, it } from 'vitest';
import { mentionsAddress, withoutAddress } from '@/lib/privacy/address-mention';

describe('a whole mention of an address (the erasure touches no one else)', () => {
  const address = 'ami@example.ch';

  it('finds the address in any case, alone or inside punctuation', () => {
    for (const text of [
      'ami@example.ch',
      'Appel de Ami@Example.CH, au sujet de sa lettre.',
      '"Ami" <ami@example.ch>',
      'ami@example.ch: pending → confirmed',
      '(AMI@EXAMPLE.CH)',
    ])
      expect(mentionsAddress(text, address), text).toBe(true);
  });

  it('leaves an address that merely contains it', () => {
    for (const text of [
      'tami@example.ch',
      'ami@example.ch.evil.test',
      'ami@example.chx',
      'x.ami@example.ch',
      'ami@example-ch.test',
      '',
    ])
      expect(mentionsAddress(text, address), text).toBe(false);
    expect(mentionsAddress(null, address)).toBe(false);
  });

  it('replaces each mention and nothing else', () => {
    expect(
      withoutAddress('Ami@example.ch et tami@example.ch, puis ami@example.ch.', address, '[…]'),
    ).toBe('[…] et tami@example.ch, puis […].');
  });

  it('reads a dot or a plus in the address literally', () => {
    expect(mentionsAddress('amixexample.ch', 'ami@example.ch')).toBe(false);
    expect(mentionsAddress('a+news@example.ch', 'a+news@example.ch')).toBe(true);
    expect(mentionsAddress('aanews@example.ch', 'a+news@example.ch')).toBe(false);
  });
});
