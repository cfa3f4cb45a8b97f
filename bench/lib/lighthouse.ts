import lighthouse, { desktopConfig, type Flags, type Result } from 'lighthouse';
import type { AnchorKind, AnchorPage } from './anchors';
import { launchDebuggableChromium } from './chromium-debugging';
import { publicUrl, type BenchPage } from './pages';
import { awaitQuietMachine, currentLoadAverage } from './quiet-machine';
import { median } from './stats';

export const categoryIds = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type CategoryId = (typeof categoryIds)[number];
export const formFactors = ['mobile', 'desktop'] as const;
export type FormFactor = (typeof formFactors)[number];

/** The figures the bench keeps from one Lighthouse report. */
export interface LighthouseFigures {
  /** 0–100, or null when Lighthouse could not score the category. */
  scores: Record<CategoryId, number | null>;
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
}

export interface LighthouseRun extends LighthouseFigures {
  /** Audits below a full score in the non-performance categories: why a score is not 100. */
  failingAudits: string[];
  runtimeError?: string;
  benchmarkIndex?: number;
  /** The machine's 1-minute load average when the run started (at most its cores: quiet). */
  loadAverage?: number;
}

export interface LighthouseMeasurement {
  path: string;
  /** Set on the anchors' measurements (decision 043): not a page of the site. */
  anchor?: AnchorKind;
  lang: string;
  formFactor: FormFactor;
  url: string;
  runs: LighthouseRun[];
  /** Each figure's median over the runs, taken figure by figure. */
  median: LighthouseFigures;
  /** Audits that failed in any run. */
  failingAudits: string[];
}

export interface LighthousePlan {
  pages: BenchPage[];
  langs: string[];
  runs: number;
  /** Both by default. */
  formFactors?: readonly FormFactor[];
  /** Extra Chromium flags: the front door's certificate. */
  chromiumFlags?: readonly string[];
  /** Measured with the pages, interleaved, in every form factor. */
  anchors?: readonly AnchorPage[];
}

/** One URL in one form factor, measured `runs` times. */
interface LighthouseTarget {
  path: string;
  anchor?: AnchorKind;
  lang: string;
  formFactor: FormFactor;
  url: string;
  status: number;
  blockedUrlPatterns?: readonly string[];
  runs: LighthouseRun[];
}

function targetsOf(origin: string, plan: LighthousePlan): LighthouseTarget[] {
  const forms = plan.formFactors ?? formFactors;
  const pages = plan.pages.flatMap((page) =>
    plan.langs.map((lang) => ({
      path: page.path,
      lang,
      url: publicUrl(origin, page, lang),
      status: page.status,
    })),
  );
  const anchors = (plan.anchors ?? []).map((anchor) => ({
    path: anchor.path,
    anchor: anchor.kind,
    lang: anchor.lang,
    url: anchor.url ?? new URL(anchor.path, origin).href,
    status: anchor.status ?? 200,
    blockedUrlPatterns: anchor.blockedUrlPatterns,
  }));
  return [...pages, ...anchors].flatMap((page) =>
    forms.map((formFactor): LighthouseTarget => ({ ...page, formFactor, runs: [] })),
  );
}

function figuresOf(lhr: Result): LighthouseRun {
  const score = (id: CategoryId) => {
    const value = lhr.categories[id]?.score;
    return typeof value === 'number' ? Math.round(value * 100) : null;
  };
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? null;
  const failingAudits = categoryIds
    .filter((id) => id !== 'performance')
    .flatMap((id) =>
      (lhr.categories[id]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0)
        .filter((ref) => {
          const audit = lhr.audits[ref.id];
          return audit !== undefined && audit.score !== null && audit.score < 1;
        })
        .map((ref) => `${id}/${ref.id}`),
    );
  return {
    scores: {
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
      seo: score('seo'),
    },
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    failingAudits,
    runtimeError: lhr.runtimeError
      ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}`
      : undefined,
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}

function medianFigures(runs: LighthouseRun[]): LighthouseFigures {
  const of = (pick: (run: LighthouseRun) => number | null) => median(runs.map(pick)) ?? null;
  return {
    scores: {
      performance: of((run) => run.scores.performance),
      accessibility: of((run) => run.scores.accessibility),
      'best-practices': of((run) => run.scores['best-practices']),
      seo: of((run) => run.scores.seo),
    },
    lcpMs: of((run) => run.lcpMs),
    tbtMs: of((run) => run.tbtMs),
    cls: of((run) => run.cls),
  };
}

/**
 * Lighthouse 12 on every page × language × form factor and on the anchors, `runs` times each,
 * interleaved (every target once, then every target again) so that a slower minute of the
 * machine falls on all of them alike, in one headless Chromium (Lighthouse resets storage and
 * cache before every run). Mobile is Lighthouse's default (simulated slow 4G, 4× CPU slowdown);
 * desktop is its `--preset=desktop` config. Each run waits for a quiet machine and the section
 * refuses to report when it stays busy.
 */
export async function measureLighthouse(
  origin: string,
  chromiumPath: string,
  plan: LighthousePlan,
  log: (line: string) => void,
): Promise<LighthouseMeasurement[]> {
  const chromium = await launchDebuggableChromium(chromiumPath, plan.chromiumFlags);
  const targets = targetsOf(origin, plan);
  const total = targets.length * plan.runs;
  let done = 0;
  try {
    for (let run = 0; run < plan.runs; run++) {
      for (const target of targets) {
        const flags: Flags = {
          port: chromium.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: [...categoryIds],
          // The not-found page answers 404 on purpose; audit it anyway.
          ignoreStatusCode: target.status !== 200,
          blockedUrlPatterns: target.blockedUrlPatterns
            ? [...target.blockedUrlPatterns]
            : undefined,
        };
        await awaitQuietMachine(undefined, log);
        const started = Date.now();
        const result = await lighthouse(
          target.url,
          flags,
          target.formFactor === 'desktop' ? desktopConfig : undefined,
        );
        if (!result) throw new Error(`Lighthouse returned no result for ${target.url}`);
        const figures = { ...figuresOf(result.lhr), loadAverage: currentLoadAverage() };
        target.runs.push(figures);
        done++;
        const seconds = ((Date.now() - started) / 1000).toFixed(0);
        log(
          `  [${done}/${total}] ${target.formFactor.padEnd(7)} ${target.lang} ${target.path} ` +
            `perf ${figures.scores.performance ?? '—'} TBT ${Math.round(figures.tbtMs ?? 0)} ms ` +
            `(${seconds} s)` +
            (figures.runtimeError ? ` ⚠ ${figures.runtimeError}` : ''),
        );
      }
    }
  } finally {
    await chromium.close();
  }
  return targets.map(({ status: _status, blockedUrlPatterns: _blocked, runs, ...target }) => ({
    ...target,
    runs,
    median: medianFigures(runs),
    failingAudits: [...new Set(runs.flatMap((run) => run.failingAudits))].sort(),
  }));
}
