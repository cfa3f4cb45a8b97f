import { describe, expect, it } from 'vitest';
import { initialsOf, memberGradient } from '@/components/about/about-content';

// Decision 053: a team member an editor adds, without initials or a known id, still gets a
// monogram and colours.
describe("a team member's monogram and colours", () => {
  it('takes the first letters of the first and last words of the name, in capitals', () => {
    expect(initialsOf('Leïla Benjelloun')).toBe('LB');
    expect(initialsOf('  zoé   de la  Martinière ')).toBe('ZM');
    expect(initialsOf('Cher')).toBe('C');
    expect(initialsOf('')).toBe('');
  });

  it('gives a seeded member their gradient and a new one the first', () => {
    expect(memberGradient('leila')).toBe('from-violet to-fuchsia-400');
    expect(memberGradient('3f9a0c2b1d7e')).toBe(memberGradient('marc'));
  });
});
