import { anchorLabels } from './anchors';
import type { LighthouseMeasurement, LighthouseRun } from './lighthouse';
import type { ReportSection } from './report';
import { alike, milliseconds } from './table';

/** Issue 35's targets, held beside the anchors measured in the same run (decision 043). */
export const anchorTargets = {
  /** Our blocking time over the bare Next page's. */
  tbtOverBare: 0.5,
  /** Our LCP over the static copy's (the home's HTML without scripts, same language). */
  lcpOverStaticCopy: 1.15,
};

const ratio = (ours: number | null, anchor: number | null) =>
  ours === null || anchor === null || anchor === 0 ? null : ours / anchor;

const ratioCell = (value: number | null, limit: number) =>
  value === null ? '—' : `${value.toFixed(2)}${value <= limit ? '' : ' ✗'}`;

/**
 * The highest ratio over the runs taken side by side (run i of the page and run i of the anchor
 * were measured one after the other): the slowest run's figure, which the targets must hold too.
 */
function worstPairedRatio(
  ours: LighthouseRun[],
  anchor: LighthouseRun[],
  pick: (run: LighthouseRun) => number | null,
): number | null {
  const ratios = ours
    .map((run, index) => ratio(pick(run), anchor[index] ? pick(anchor[index]) : null))
    .filter((value): value is number => value !== null);
  return ratios.length === 0 ? null : Math.max(...ratios);
}

/** Each page's mobile figures beside the anchors of the same run, as ratios with their targets. */
export function anchorSection(measurements: LighthouseMeasurement[]): ReportSection | undefined {
  const mobile = measurements.filter((m) => m.formFactor === 'mobile');
  const bare = mobile.find((m) => m.anchor === 'bare-next');
  if (!bare) return undefined;
  const staticCopy = (lang: string) =>
    mobile.find((m) => m.anchor === 'static-copy' && m.lang === lang);
  const rows = mobile
    .filter((m) => !m.anchor)
    .map((m) => {
      const copy = staticCopy(m.lang);
      const tbt = ratio(m.median.tbtMs, bare.median.tbtMs);
      const lcp = ratio(m.median.lcpMs, copy?.median.lcpMs ?? null);
      const score = m.median.scores.performance;
      const bareScore = bare.median.scores.performance;
      return [
        m.path,
        m.lang,
        score === null ? '—' : `${score}${bareScore !== null && score < bareScore ? ' ✗' : ''}`,
        milliseconds(m.median.tbtMs),
        ratioCell(tbt, anchorTargets.tbtOverBare),
        ratioCell(
          worstPairedRatio(m.runs, bare.runs, (run) => run.tbtMs),
          anchorTargets.tbtOverBare,
        ),
        milliseconds(m.median.lcpMs),
        ratioCell(lcp, anchorTargets.lcpOverStaticCopy),
        ratioCell(
          copy ? worstPairedRatio(m.runs, copy.runs, (run) => run.lcpMs) : null,
          anchorTargets.lcpOverStaticCopy,
        ),
      ];
    });
  // The earlier site (--before) is compared page by page in a section of its own.
  const anchorRows = mobile
    .filter((m) => m.anchor && m.anchor !== 'before')
    .map((m) => [
      `${anchorLabels[m.anchor!]} (${m.path})`,
      m.lang,
      String(m.median.scores.performance ?? '—'),
      milliseconds(m.median.tbtMs),
      '',
      '',
      milliseconds(m.median.lcpMs),
      '',
      '',
    ]);
  const runCount = Math.max(...mobile.map((m) => m.runs.length));
  const runNotes = Array.from({ length: runCount }, (_, index) => {
    const runs = measurements.flatMap((m) => (m.runs[index] ? [m.runs[index]] : []));
    const indexes = runs.flatMap((run) => run.benchmarkIndex ?? []).map(Math.round);
    const loads = runs.flatMap((run) => run.loadAverage ?? []);
    return (
      `Run ${index + 1}: CPU benchmark index ${Math.min(...indexes)}–${Math.max(...indexes)}, ` +
      `1-minute load ${Math.min(...loads)}–${Math.max(...loads)}`
    );
  });
  return {
    title: 'Lighthouse beside its anchors (mobile, same run, same front door)',
    target:
      `Targets on every page, French and Arabic: blocking time ≤ ${anchorTargets.tbtOverBare} × the bare ` +
      `Next page's, LCP ≤ ${anchorTargets.lcpOverStaticCopy} × the static copy's (the home's HTML ` +
      "without scripts, same language), performance ≥ the bare page's; in the median and in the " +
      'slowest run. ✗ marks a miss.',
    table: {
      headers: [
        'Page',
        'Lang',
        'Perf',
        'TBT',
        'TBT / bare',
        'slowest run',
        'LCP',
        'LCP / static',
        'slowest run',
      ],
      rows: [...rows, ...anchorRows],
      align: [...alike('left', 2), ...alike('right', 7)],
    },
    notes: [
      'Runs are interleaved: every page and anchor once, then again; a ratio pairs run i of a ' +
        'page with run i of the anchor.',
      ...runNotes,
    ],
  };
}
