import { describe, expect, it } from 'vitest';
import { safeFirstName } from '@/lib/forms/first-name';

describe('the first name an acknowledgement greets by', () => {
  it('keeps the first word of a name, in any script', () => {
    expect(safeFirstName('Amélie Favre')).toBe('Amélie');
    expect(safeFirstName("  Jean-Luc O'Neil ")).toBe('Jean-Luc');
    expect(safeFirstName('ليلى بنجلون')).toBe('ليلى');
  });

  it('greets anonymously rather than echo a link, an address, digits or a long word', () => {
    for (const typed of [
      'https://phish.example/login',
      'www.phish.example',
      'phish.example',
      'win@prize.example',
      'Call0800123',
      'A'.repeat(41),
      '',
      '<b>Bold</b>',
    ])
      expect(safeFirstName(typed), typed).toBeUndefined();
  });
});
