import type { BeforeMeasurement } from './before';
import type { RouteJavaScript } from './first-load-js';
import type { LighthouseMeasurement, LighthouseRun } from './lighthouse';
import type { ReportSection } from './report';
import { alike, kilobytes, milliseconds } from './table';
import type { ThroughputMeasurement } from './throughput';

/** The lowest and highest of one figure over a page's runs. */
function range(runs: LighthouseRun[], pick: (run: LighthouseRun) => number | null) {
  const values = runs.map(pick).filter((value): value is number => value !== null);
  return values.length === 0 ? null : { min: Math.min(...values), max: Math.max(...values) };
}

/**
 * How the page after compares with the page before on one figure: alike while their runs'
 * ranges overlap (the difference is within this run's own spread), otherwise better or worse.
 */
export function compareRuns(
  before: LighthouseRun[],
  after: LighthouseRun[],
  pick: (run: LighthouseRun) => number | null,
  higherIsBetter: boolean,
): 'alike' | 'better' | 'worse' | null {
  const was = range(before, pick);
  const is = range(after, pick);
  if (!was || !is) return null;
  if (is.min <= was.max && was.min <= is.max) return 'alike';
  const higher = is.min > was.max;
  return higher === higherIsBetter ? 'better' : 'worse';
}

const figure = (m: LighthouseMeasurement, pick: (run: LighthouseRun) => number | null) => {
  const spread = range(m.runs, pick);
  const median = pick({ ...m.median, failingAudits: [] });
  return { median, spread };
};

function scoreCell(m: LighthouseMeasurement): string {
  const { median, spread } = figure(m, (run) => run.scores.performance);
  if (median === null) return '—';
  return spread && spread.min !== spread.max
    ? `${median} (${spread.min}–${spread.max})`
    : `${median}`;
}

const wholeNumber = (value: number) => Math.round(value).toLocaleString('en-US');

function msCell(m: LighthouseMeasurement, pick: (run: LighthouseRun) => number | null): string {
  const { median, spread } = figure(m, pick);
  if (median === null) return '—';
  return spread && spread.min !== spread.max
    ? `${milliseconds(median)} (${wholeNumber(spread.min)}–${wholeNumber(spread.max)})`
    : milliseconds(median);
}

function lighthouseComparison(
  measured: LighthouseMeasurement[],
  ref: string,
): ReportSection | undefined {
  const before = measured.filter((m) => m.anchor === 'before');
  if (before.length === 0) return undefined;
  const rows = measured
    .filter((m) => !m.anchor)
    .flatMap((after) => {
      const was = before.find(
        (m) => m.path === after.path && m.lang === after.lang && m.formFactor === after.formFactor,
      );
      if (!was) return [];
      const verdicts = [
        ['Perf', compareRuns(was.runs, after.runs, (run) => run.scores.performance, true)],
        ['TBT', compareRuns(was.runs, after.runs, (run) => run.tbtMs, false)],
        ['LCP', compareRuns(was.runs, after.runs, (run) => run.lcpMs, false)],
      ] as const;
      const changed = verdicts.filter(([, verdict]) => verdict && verdict !== 'alike');
      return [
        [
          after.path,
          after.lang,
          after.formFactor,
          scoreCell(was),
          scoreCell(after),
          msCell(was, (run) => run.tbtMs),
          msCell(after, (run) => run.tbtMs),
          msCell(was, (run) => run.lcpMs),
          msCell(after, (run) => run.lcpMs),
          changed.length === 0
            ? 'within the spread'
            : changed.map(([name, verdict]) => `${name} ${verdict}`).join(', '),
        ],
      ];
    });
  return {
    title: `Lighthouse before (${ref}) and after, interleaved in this run`,
    target:
      'Target (issue 29): every page within the run-to-run spread of the site before. A figure ' +
      'is "within the spread" while the ranges of its runs before and after overlap; medians ' +
      'with their range in brackets.',
    table: {
      headers: [
        'Page',
        'Lang',
        'Form',
        'Perf before',
        'Perf after',
        'TBT before',
        'TBT after',
        'LCP before',
        'LCP after',
        'Verdict',
      ],
      rows,
      align: ['left', 'left', 'left', ...alike('right', 6), 'left'],
    },
    notes: [],
  };
}

function javaScriptComparison(
  before: BeforeMeasurement,
  after: RouteJavaScript[],
): ReportSection | undefined {
  const was = before.firstLoadJavaScript?.routes;
  if (!was) return undefined;
  const rows = after.flatMap((route) => {
    const earlier = was.find((candidate) => candidate.path === route.path);
    if (!earlier) return [];
    const difference = route.gzip - earlier.gzip;
    return [
      [
        route.path,
        kilobytes(earlier.gzip),
        kilobytes(route.gzip),
        `${difference >= 0 ? '+' : '−'}${kilobytes(Math.abs(difference))}`,
      ],
    ];
  });
  return {
    title: `First-load JavaScript before (${before.ref}) and after`,
    target: 'Target (issue 29): unchanged (gzip, scripts requested before the load event).',
    table: {
      headers: ['Page', 'Before', 'After', 'Difference'],
      rows,
      align: ['left', ...alike('right', 3)],
    },
    notes: [],
  };
}

function throughputComparison(
  before: BeforeMeasurement,
  after: ThroughputMeasurement[],
): ReportSection | undefined {
  const was = before.throughput;
  if (!was) return undefined;
  const rows = after.flatMap((measurement) => {
    const earlier = was.find(
      (candidate) =>
        candidate.path === measurement.path && candidate.connections === measurement.connections,
    );
    if (!earlier) return [];
    const ratio = measurement.figures.requestsPerSecond / earlier.figures.requestsPerSecond;
    return [
      [
        measurement.path,
        String(measurement.connections),
        earlier.figures.requestsPerSecond.toFixed(0),
        measurement.figures.requestsPerSecond.toFixed(0),
        `× ${ratio.toFixed(2)}`,
      ],
    ];
  });
  return {
    title: `Throughput before (${before.ref}) and after`,
    target:
      'Target (issue 29): requests per second within the run-to-run spread (the two were ' +
      'measured one after the other, on the same machine, in this run).',
    table: {
      headers: ['Page', 'Connections', 'Before req/s', 'After req/s', 'After / before'],
      rows,
      align: ['left', ...alike('right', 4)],
    },
    notes: [],
  };
}

/** The earlier site's figures beside this run's, page by page (`--before`). */
export function beforeSections(
  before: BeforeMeasurement,
  lighthouse: LighthouseMeasurement[] | undefined,
  javaScript: RouteJavaScript[] | undefined,
  throughput: ThroughputMeasurement[] | undefined,
): ReportSection[] {
  const ref = `${before.ref}, ${before.commit.slice(0, 9)}`;
  return [
    lighthouse && lighthouseComparison(lighthouse, ref),
    javaScript && javaScriptComparison({ ...before, ref }, javaScript),
    throughput && throughputComparison({ ...before, ref }, throughput),
  ].filter((section): section is ReportSection => section !== undefined);
}
