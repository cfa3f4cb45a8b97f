import { describe, expect, it } from 'vitest';
import { beforeSections, compareRuns } from '../../bench/lib/before-report';
import type { LighthouseMeasurement, LighthouseRun } from '../../bench/lib/lighthouse';

const run = (performance: number, tbtMs: number, lcpMs: number): LighthouseRun => ({
  scores: { performance, accessibility: 100, 'best-practices': 100, seo: 100 },
  tbtMs,
  lcpMs,
  cls: 0,
  failingAudits: [],
});

const measurement = (runs: LighthouseRun[], anchor?: 'before'): LighthouseMeasurement => ({
  path: '/services',
  lang: 'ar',
  formFactor: 'mobile',
  url: 'https://127.0.0.1/services?lang=ar',
  anchor,
  runs,
  median: runs[1]!,
  failingAudits: [],
});

describe('the site before and after, in one run (--before)', () => {
  it('calls a figure alike while its runs before and after overlap, and says which way otherwise', () => {
    const before = [run(90, 300, 2000), run(92, 250, 2100), run(95, 200, 2200)];
    expect(compareRuns(before, [run(94, 220, 2150)], (r) => r.scores.performance, true)).toBe(
      'alike',
    );
    expect(compareRuns(before, [run(97, 150, 1500)], (r) => r.tbtMs, false)).toBe('better');
    expect(compareRuns(before, [run(80, 900, 3000)], (r) => r.lcpMs, false)).toBe('worse');
    expect(compareRuns(before, [run(80, 900, 3000)], (r) => r.scores.performance, true)).toBe(
      'worse',
    );
  });

  it('pairs each page with its earlier self and names the figures outside the spread', () => {
    const before = measurement(
      [run(90, 300, 2000), run(92, 250, 2100), run(95, 200, 2200)],
      'before',
    );
    const after = measurement([run(93, 700, 2050), run(94, 800, 2150), run(96, 900, 2250)]);
    const [section] = beforeSections(
      { ref: 'abc', commit: '0123456789abcdef' },
      [after, before],
      undefined,
      undefined,
    );
    expect(section?.title).toContain('abc, 012345678');
    expect(section?.table.rows).toEqual([
      [
        '/services',
        'ar',
        'mobile',
        '92 (90–95)',
        '94 (93–96)',
        '250 ms (200–300)',
        '800 ms (700–900)',
        '2,100 ms (2,000–2,200)',
        '2,150 ms (2,050–2,250)',
        'TBT worse',
      ],
    ]);
  });
});
