import { anchorSection } from './anchor-report';
import { beforeSections } from './before-report';
import type { CampaignMeasurement } from './campaign';
import { contactTargetPerSecond, type ContactLoadMeasurement } from './contact-load';
import type { MemoryMeasurement, MixedLoadFigures } from './memory';
import type { TopologyMeasurement } from './topology';
import type { FirstLoadJavaScript, RouteJavaScript, ScriptFile } from './first-load-js';
import type { GrowthMeasurement } from './growth';
import { categoryIds, type LighthouseMeasurement } from './lighthouse';
import type { BenchResults } from './results';
import { alike, kilobytes, milliseconds, type Table } from './table';
import type { AudienceMeasurement } from './audience';
import type { AudienceQueriesMeasurement, QueryTiming } from './audience-queries';
import type { PreviewMeasurement } from './preview';
import type { ThroughputMeasurement } from './throughput';

/** One block of the report: a heading, a line saying what the target is, a table, notes. */
export interface ReportSection {
  title: string;
  target: string;
  table: Table;
  notes: string[];
}

const categoryLabels: Record<(typeof categoryIds)[number], string> = {
  performance: 'Perf',
  accessibility: 'A11y',
  'best-practices': 'BP',
  seo: 'SEO',
};

/** A score with a mark when it misses the target (performance ≥ 95, the others 100). */
function scoreCell(category: (typeof categoryIds)[number], score: number | null): string {
  if (score === null) return '—';
  const target = category === 'performance' ? 95 : 100;
  return score >= target ? String(score) : `${score} ✗`;
}

function lighthouseSection(measured: LighthouseMeasurement[], runs: number): ReportSection {
  // The anchors have a section of their own: their scores are not the site's.
  const measurements = measured.filter((m) => !m.anchor);
  const rows = measurements.map((m) => [
    m.path,
    m.lang,
    m.formFactor,
    ...categoryIds.map((id) => scoreCell(id, m.median.scores[id])),
    milliseconds(m.median.lcpMs),
    milliseconds(m.median.tbtMs),
    m.median.cls === null ? '—' : m.median.cls.toFixed(3),
  ]);
  const failing = new Map<string, string[]>();
  for (const m of measurements) {
    for (const audit of m.failingAudits) {
      failing.set(audit, [...(failing.get(audit) ?? []), `${m.path} ${m.lang} ${m.formFactor}`]);
    }
  }
  const errors = measurements.flatMap((m) =>
    m.runs.filter((run) => run.runtimeError).map((run) => `${m.url}: ${run.runtimeError}`),
  );
  const loads = measurements.flatMap((m) => m.runs.flatMap((run) => run.loadAverage ?? []));
  return {
    title: `Lighthouse 12 (median of ${runs} run${runs === 1 ? '' : 's'})`,
    target: 'Target: 100 in all four categories; performance never under 95. ✗ marks a miss.',
    table: {
      headers: [
        'Page',
        'Lang',
        'Form',
        ...categoryIds.map((id) => categoryLabels[id]),
        'LCP',
        'TBT',
        'CLS',
      ],
      rows,
      align: [...alike('left', 3), ...alike('right', categoryIds.length + 3)],
    },
    notes: [
      ...(loads.length > 0
        ? [
            `1-minute load average when each run started: ${Math.min(...loads)}–${Math.max(...loads)} ` +
              '(every run waits for a quiet machine, load at most its cores)',
          ]
        : []),
      ...[...failing].map(
        ([audit, where]) =>
          `Audit below full score: \`${audit}\` on ${where.length === measurements.length ? 'every page' : where.join('; ')}`,
      ),
      ...errors.map((error) => `Lighthouse error: ${error}`),
    ],
  };
}

const describeScripts = (scripts: ScriptFile[]) =>
  scripts.map((file) => `${kilobytes(file.gzip)} ${file.contents}`).join('; ') || '—';

/** Routes that loaded the same late scripts, together: one note instead of one per route. */
function groupedByScripts(routes: RouteJavaScript[]): [ScriptFile[], string[]][] {
  const groups = new Map<string, [ScriptFile[], string[]]>();
  for (const route of routes) {
    const key = route.lateScripts.map((file) => file.url).join(' ');
    const group = groups.get(key) ?? [route.lateScripts, []];
    group[1].push(route.path);
    groups.set(key, group);
  }
  return [...groups.values()];
}

function firstLoadSection(js: FirstLoadJavaScript): ReportSection {
  const shared = new Set(js.sharedAboveFloor.map((file) => file.url));
  const floorUrls = new Set(js.floor.scripts.map((file) => file.url));
  const rows = js.routes.map((route) => {
    const ownScripts = route.scripts.filter(
      (file) => !floorUrls.has(file.url) && !shared.has(file.url),
    );
    return [
      route.path,
      String(route.status),
      kilobytes(route.gzip),
      kilobytes(route.aboveFloor),
      route.aboveFloor <= js.budgetAboveFloor ? '✓' : '✗',
      describeScripts(ownScripts),
    ];
  });
  const late = js.routes.filter((route) => route.lateScripts.length > 0);
  const blocked = js.routes.filter((route) => route.blockedExternal.length > 0);
  return {
    title: 'First-load JavaScript (gzip)',
    target:
      `Target: at most ${kilobytes(js.budgetAboveFloor)} above the bare floor ` +
      `(${kilobytes(js.floor.gzip)}, so at most ${kilobytes(js.floor.gzip + js.budgetAboveFloor)}).`,
    table: {
      headers: [
        'Route',
        'Status',
        'First load',
        'Above floor',
        '≤ floor + 25 KB',
        'Route-specific chunks',
      ],
      rows,
      align: ['left', 'right', 'right', 'right', 'left', 'left'],
    },
    notes: [
      `Bare floor, Next's own scripts that every page loads (${kilobytes(js.floor.gzip)}): ${describeScripts(js.floor.scripts)}.`,
      `Every page also loads, above the floor (${kilobytes(js.sharedAboveFloor.reduce((sum, file) => sum + file.gzip, 0))}): ${describeScripts(js.sharedAboveFloor)}.`,
      ...groupedByScripts(late).map(
        ([scripts, paths]) =>
          `Loaded after the load event, or for the routes its links lead to (prefetched, never named by the page), on ${paths.join(', ')} (not counted): ${describeScripts(scripts)}.`,
      ),
      ...blocked.map(
        (route) =>
          `External requests blocked on ${route.path} (not counted): ${route.blockedExternal.join(', ')}.`,
      ),
    ],
  };
}

/** Milliseconds with a decimal under 10, whole above. */
const shortMs = (value: number) => (value < 10 ? value.toFixed(1) : Math.round(value).toString());

function throughputSection(measurements: ThroughputMeasurement[]): ReportSection {
  const problems = measurements
    .filter((m) => m.figures.errors > 0 || m.figures.non2xx > 0)
    .map(
      (m) => `${m.path} ×${m.connections}: ${m.figures.errors} errors, ${m.figures.non2xx} non-2xx`,
    );
  return {
    title: `Throughput (autocannon, ${measurements[0]?.seconds ?? '?'} s per measurement)`,
    target: 'Each page through its public URL, as visitors ask for it.',
    table: {
      headers: ['Page', 'HTML (gzip)', 'Conns', 'Req/s', 'p50 / p99'],
      rows: measurements.map((m) => [
        m.path,
        `${kilobytes(m.htmlBytes.raw)} (${kilobytes(m.htmlBytes.gzip)})`,
        String(m.connections),
        m.figures.requestsPerSecond.toFixed(0),
        `${shortMs(m.figures.p50Ms)} / ${shortMs(m.figures.p99Ms)} ms`,
      ]),
      align: ['left', 'right', 'right', 'right', 'right'],
    },
    notes: problems.map((problem) => `Failed requests: ${problem}`),
  };
}

function topologySection(m: TopologyMeasurement): ReportSection {
  const home = m.homeRequestsPerSecond;
  const c = m.contact;
  const f = m.faults;
  return {
    title: 'Topology (nginx → 2 instances → PostgreSQL, issue 12)',
    target:
      'Targets: home through the micro-cache ≥ 80 % of nginx static; publish → visible on the ' +
      'other instance ≤ 1 000 ms; contact load stored = delivered; through faults, every 201 ' +
      'stored and every mail delivered once.',
    table: {
      headers: ['Measure', 'Figure'],
      rows: [
        ['Home, nginx micro-cache', `${home.microCache} req/s`],
        ['Home, nginx static file', `${home.nginxStatic} req/s`],
        ['Home, one instance direct', `${home.oneInstance} req/s`],
        [
          'Micro-cache / static',
          `${Math.round(m.microCacheRatio * 100)} % ${m.microCacheRatio >= 0.8 ? '✓' : '✗'}`,
        ],
        [
          'Publish → visible (median / worst)',
          `${m.publishToVisibleMs.median} / ${m.publishToVisibleMs.worst} ms (${m.publishToVisibleMs.samples} changes)`,
        ],
        ['Contact: submitted / 201 / stored', `${c.submitted} / ${c.answered201} / ${c.stored}`],
        ['Contact: stored per second', String(c.storedPerSecond)],
        ['Contact: mails delivered (duplicates)', `${c.delivered} (${c.duplicates})`],
        [
          'Faults: submitted / 201 / refused / stored',
          `${f.submitted} / ${f.answered201} / ${f.refused} / ${f.stored}`,
        ],
        ['Faults: answered 201 but not stored', String(f.acceptedButMissing)],
        [
          'Faults: mails delivered (duplicates)',
          `${f.delivered} of ${2 * f.stored} (${f.duplicates})`,
        ],
        ['Faults: all delivered after the mail server returned', `${f.deliveredWithinSeconds} s`],
      ],
      align: ['left', 'right'],
    },
    notes: [],
  };
}

function contactLoadSection(m: ContactLoadMeasurement): ReportSection {
  const d = m.delivery;
  const balanced = d.problems.length === 0;
  const warmUp = d.contacts - m.stored;
  const outbox = Object.entries(d.outboxByStatus)
    .map(([status, count]) => `${count} ${status}`)
    .join(', ');
  const otherStatuses = Object.entries(m.statusCodes).filter(([code]) => !code.startsWith('2'));
  return {
    title: `Contact load (autocannon, POST /api/contact, ${Math.round(m.seconds)} s)`,
    target:
      `Target: ≥ ${contactTargetPerSecond} submissions/s stored at ${m.connections} connections ` +
      'on SQLite; stored = delivered (two mails per request, each Message-ID once).',
    table: {
      headers: [
        'Conns',
        'Stored',
        '201 answers',
        'Stored/s',
        'p50 / p99',
        'Non-2xx',
        'Errors',
        'Requests in DB',
        'Mails queued',
        'Delivered',
        'Distinct Message-IDs',
        'Stored = delivered',
      ],
      rows: [
        [
          String(m.connections),
          String(m.stored),
          String(m.answers201),
          `${m.storedPerSecond.toFixed(0)} ${m.storedPerSecond >= contactTargetPerSecond ? '✓' : '✗'}`,
          `${shortMs(m.p50Ms)} / ${shortMs(m.p99Ms)} ms`,
          String(m.non2xx),
          String(m.errors),
          String(d.contacts),
          String(d.mailsQueued),
          String(d.delivered),
          String(d.distinctMessageIds),
          balanced ? `${d.contacts} × 2 = ${d.delivered} ✓` : '✗',
        ],
      ],
      align: [...alike('right', 11), 'left'],
    },
    notes: [
      `Requests in DB include ${warmUp} sequential warm-up requests sent before the load; ` +
        'each request in the database must have led to exactly two delivered mails.',
      d.drained
        ? `The outbox emptied ${(d.drainMs / 1000).toFixed(1)} s after the load (${outbox}).`
        : `The outbox was not empty ${(d.drainMs / 60_000).toFixed(0)} min after the load (${outbox}).`,
      ...(m.stored > m.answers201
        ? [
            `${m.stored - m.answers201} more rows than counted 201 answers: requests still in ` +
              'flight when the load stopped were stored, their answers not counted.',
          ]
        : []),
      ...otherStatuses.map(([code, count]) => `Answered ${code}: ${count} times.`),
      ...d.problems.map((problem) => `✗ ${problem}`),
    ],
  };
}

const check = (met: boolean) => (met ? '✓' : '✗');

/** A soak's last 10 minutes count as flat below this slope: 10 MB over them, the samples' own noise. */
const maxFlatTrendMbPerMinute = 1;

function memorySection(m: MemoryMeasurement): ReportSection {
  const load = (name: string, figures: MixedLoadFigures) => [
    `${name}: req/s, p99, non-2xx`,
    `${figures.requestsPerSecond} req/s, ${figures.p99Ms} ms, ${figures.non2xx} (${figures.paths} paths, ${figures.seconds} s)`,
  ];
  const rows = [
    ['Processes of a started instance', `${m.processes.length} ${check(m.processes.length === 1)}`],
    ['Resident memory idle', `${m.idleMb} MB ${check(m.idleMb <= 200)}`],
    [
      'Resident memory under the mixed load: peak / 10 s after',
      `${m.withSearch.peakMb} / ${m.withSearch.afterMb} MB ${check(m.withSearch.peakMb <= 350)}`,
    ],
    load('Mixed load with the search', m.withSearch),
    load('Mixed load without the search', m.withoutSearch),
    [
      'With / without the search',
      `${Math.round(m.searchRatio * 100)} % ${check(m.searchRatio >= 0.7)}`,
    ],
    ['A new search alone (rendered)', `${m.searchMs.new} ms ${check(m.searchMs.new <= 30)}`],
    ['A repeated search alone (page cache)', `${m.searchMs.repeated} ms`],
  ];
  const notes = [`Processes: ${m.processes.join(' | ')}`];
  if (m.soak) {
    const soak = m.soak;
    rows.push(
      [
        `Soak (${soak.minutes} min): second minute / last minute (median)`,
        `${soak.secondMinuteMedianMb} / ${soak.lastMinuteMedianMb} MB, ${(soak.drift * 100).toFixed(1)} % ${check(Math.abs(soak.drift) <= 0.1)}`,
      ],
      ['Soak: requests per second', String(soak.requestsPerSecond)],
      ['Soak: crawl passes beside the mixed load', String(soak.crawlPasses)],
      [
        'Soak: highest resident memory (sampled every 10 s)',
        `${soak.peakMb} MB ${check(soak.peakMb <= 400)}`,
      ],
      [
        'Soak: trend of its last 10 minutes',
        `${soak.trendMbPerMinute} MB a minute ${check(soak.trendMbPerMinute <= maxFlatTrendMbPerMinute)}`,
      ],
    );
    notes.push(`Soak memory every 10 s (MB): ${soak.samplesMb.join(' ')}`);
  }
  return {
    title: 'Memory (one instance, issue 20)',
    target:
      'Targets: one process; ≤ 200 MB idle, ≤ 350 MB under the mixed load, no upward trend in a ' +
      'soak (last minute within 10 % of the second); a search ≤ 30 ms; the mix with the search ' +
      '≥ 70 % of the mix without. The soak beside the crawl (issue 35): ≤ 400 MB at its highest, ' +
      `its last 10 minutes rising by at most ${maxFlatTrendMbPerMinute} MB a minute.`,
    table: { headers: ['Measure', 'Figure'], rows, align: ['left', 'right'] },
    notes,
  };
}

function profileSection(profile: NonNullable<BenchResults['profile']>): ReportSection {
  return {
    title: `CPU profile of the mixed load (${profile.seconds} s, node --cpu-prof)`,
    target: 'Self time of each function, as a share of the time the server was busy.',
    table: {
      headers: ['Function', 'Share', 'Self time'],
      rows: profile.top.map((entry) => [entry.function, `${entry.percent} %`, `${entry.ms} ms`]),
      align: ['left', 'right', 'right'],
    },
    notes: [
      'Our own code (src/, scripts/), most first: ' +
        (profile.ours.map((entry) => `${entry.function} ${entry.percent} %`).join('; ') ||
          'none sampled'),
    ],
  };
}

function campaignSection(m: CampaignMeasurement): ReportSection {
  const balanced = m.problems.length === 0;
  return {
    title: `Newsletter campaign (${m.subscribers} subscribers, SQLite, SMTP on loopback)`,
    target:
      'A figure, not a target: the campaign lane with its pace raised to ' +
      `${m.perMinute}/min (the setting's default is 600); sent = subscribers, each Message-ID once.`,
    table: {
      headers: [
        'Subscribers',
        'Queued',
        'Time to queue',
        'Delivery',
        'Mails/s',
        'Delivered',
        'Distinct Message-IDs',
        'Sent = subscribers',
      ],
      rows: [
        [
          String(m.subscribers),
          String(m.queued),
          milliseconds(m.enqueueMs),
          `${(m.deliveryMs / 1000).toFixed(1)} s`,
          m.mailsPerSecond.toFixed(0),
          String(m.delivered),
          String(m.distinctMessageIds),
          balanced ? `${m.campaign.delivered_count} = ${m.subscribers} ✓` : '✗',
        ],
      ],
      align: [...alike('right', 7), 'left'],
    },
    notes: balanced ? [] : m.problems,
  };
}

/** The growth targets (issue 19), at the largest size against the smallest. */
const growthTargets = { htmlRatio: 1.2, lighthouse: 95, searchP50Ms: 50 };

function growthSection(sizes: GrowthMeasurement[]): ReportSection {
  const first = sizes[0];
  const last = sizes.at(-1);
  const ms = (value: number) => `${shortMs(value)} ms`;
  const fileRows = (first?.files ?? []).flatMap(({ path }) => {
    const of = (size: GrowthMeasurement) => size.files.find((file) => file.path === path);
    const ratio = last && first ? (of(last)?.raw ?? 0) / (of(first)?.raw || 1) : 0;
    return [
      [
        `${path} (raw / gzip)`,
        ...sizes.map((size) => {
          const file = of(size);
          if (!file) return '—';
          const status = file.status === 200 ? '' : ` [${file.status}]`;
          return `${kilobytes(file.raw)} / ${kilobytes(file.gzip)}${status}`;
        }),
        `× ${ratio.toFixed(2)}`,
      ],
    ];
  });
  const lighthouseRows = ['fr', 'ar'].map((lang) => {
    const of = (size: GrowthMeasurement) => size.lighthouse.find((run) => run.lang === lang);
    return [
      `Lighthouse mobile /blog ${lang} (perf, TBT)`,
      ...sizes.map((size) => {
        const run = of(size)?.median;
        return run ? `${run.scores.performance ?? '—'}, ${milliseconds(run.tbtMs)}` : '—';
      }),
      '',
    ];
  });
  const loadRows = (first?.load ?? []).map(({ path }) => [
    `req/s ${path} (p50 / p99)`,
    ...sizes.map((size) => {
      const load = size.load.find((entry) => entry.path === path);
      return load ? `${load.requestsPerSecond.toFixed(0)} (${load.p50Ms} / ${load.p99Ms} ms)` : '—';
    }),
    '',
  ]);
  const searchRows = [
    [
      'New search, through the front door: p50 / p99',
      ...sizes.map((size) => `${ms(size.searchHttp.p50Ms)} / ${ms(size.searchHttp.p99Ms)}`),
      '',
    ],
    [
      'Search query of the data module: p50 / p99',
      ...sizes.map((size) => `${ms(size.searchQuery.p50Ms)} / ${ms(size.searchQuery.p99Ms)}`),
      '',
    ],
  ];
  const blog = (size?: GrowthMeasurement) => size?.files.find((file) => file.path === '/blog');
  const htmlRatio = (blog(last)?.raw ?? 0) / (blog(first)?.raw || 1);
  const worstLighthouse = Math.min(
    ...(last?.lighthouse ?? []).map((run) => run.median.scores.performance ?? 0),
  );
  return {
    title: `Growth: the same blog at ${sizes.map((size) => size.posts).join(', ')} posts`,
    target:
      `Target at ${last?.posts ?? '?'} posts: /blog HTML ≤ ${growthTargets.htmlRatio} × its size at ` +
      `${first?.posts ?? '?'}, mobile Lighthouse ≥ ${growthTargets.lighthouse}, search p50 ≤ ` +
      `${growthTargets.searchP50Ms} ms.`,
    table: {
      headers: ['Measure', ...sizes.map((size) => `${size.posts} posts`), 'last / first'],
      rows: [...fileRows, ...lighthouseRows, ...loadRows, ...searchRows],
      align: ['left', ...sizes.map(() => 'right' as const), 'right'],
    },
    notes: [
      `/blog HTML: × ${htmlRatio.toFixed(2)} ${check(htmlRatio <= growthTargets.htmlRatio)}; ` +
        `mobile Lighthouse of /blog: ${worstLighthouse} ${check(worstLighthouse >= growthTargets.lighthouse)}; ` +
        `search p50 (front door): ${ms(last?.searchHttp.p50Ms ?? 0)} ` +
        `${check((last?.searchHttp.p50Ms ?? Infinity) <= growthTargets.searchP50Ms)}.`,
      'A search is timed as a new one (rendered, then kept in the page cache); repeated, it is ' +
        'served like /blog (the req/s row).',
      '/data/blog-posts.json without ?page or ?limit streams every post by design; ' +
        'consumers page it with ?limit= (docs/architecture.md).',
    ],
  };
}

function previewSection(m: PreviewMeasurement): ReportSection {
  const edits = m.documents.map((refresh) => refresh.edits).join(' + ');
  return {
    title: `Preview refresh (${edits} edits of a draft, issue 30)`,
    target: `Target: p95 ≤ ${m.targetMs} ms from the save to the preview's HTML showing it.`,
    table: {
      headers: ['Document', 'Edits', 'p50', 'p95', 'Max', 'Target'],
      rows: m.documents.map((refresh) => [
        refresh.document === 'page' ? 'Page (about, Arabic hero)' : 'Article (French title)',
        String(refresh.edits),
        `${shortMs(refresh.p50Ms)} ms`,
        `${shortMs(refresh.p95Ms)} ms ${refresh.p95Ms <= m.targetMs ? '✓' : '✗'}`,
        `${shortMs(refresh.maxMs)} ms`,
        `≤ ${m.targetMs} ms`,
      ]),
      align: ['left', 'right', 'right', 'right', 'right', 'right'],
    },
    notes: [
      `The saves through saveSectionDraft and savePostDraft; the preview screen asks for the ` +
        `document's stamp every ${m.pollMs} ms (its next ask anywhere within one beat of the ` +
        'save), then loads the page in draft mode with a staff session.',
    ],
  };
}

function audienceSection(m: AudienceMeasurement): ReportSection {
  const met =
    m.beaconGzipBytes + m.loaderGzipBytes <= 1024 && m.eventsPerSecond >= 1000 && m.lost === 0;
  return {
    title: `Audience (${m.events} beacon events to one instance, issue 31)`,
    target: 'Target: beacon ≤ 1 KB gzip; ingestion ≥ 1 000 events/s on one instance, 0 lost.',
    table: {
      headers: ['Beacon (gzip)', 'Loader (gzip)', 'Events/s', 'p99', 'Lost', 'GET /healthz/s'],
      rows: [
        [
          `${m.beaconGzipBytes} B`,
          `${m.loaderGzipBytes} B`,
          `${Math.round(m.eventsPerSecond)} ${met ? '✓' : '✗'}`,
          `${shortMs(m.p99Ms)} ms`,
          `${m.lost} of ${m.accepted}`,
          String(Math.round(m.healthRequestsPerSecond)),
        ],
      ],
      align: ['right', 'right', 'right', 'right', 'right', 'right'],
    },
    notes: [
      `POST /api/event with ${m.connections} connections over loopback; the instance is then ` +
        'stopped (SIGTERM flushes its queue) and the rows counted. GET /healthz, the ' +
        "instance's cheapest answer, with the same connections and count: the anchor.",
    ],
  };
}

function audienceQueriesSection(m: AudienceQueriesMeasurement): ReportSection {
  const timing = (ms: number) => `${ms < 10 ? ms.toFixed(1) : Math.round(ms)} ms`;
  const p95 = (each: QueryTiming, anchor: boolean) =>
    `${timing(each.p95Ms)} ${anchor ? '' : each.p95Ms <= 200 ? '✓' : '✗'}`.trim();
  const rows = [m.sqlite.anchor, ...m.sqlite.queries].map((each, index) => {
    const other =
      index === 0 ? m.postgres.anchor : m.postgres.queries.find(({ name }) => name === each.name);
    return [
      each.name,
      timing(each.p50Ms),
      p95(each, index === 0),
      other ? timing(other.p50Ms) : '—',
      other ? p95(other, index === 0) : '—',
    ];
  });
  return {
    title: `Audience screen's reads (${m.events} events, SQLite and PostgreSQL, issue 31)`,
    target: 'Target: every read of the audience screen ≤ 200 ms at p95 with 1 000 000 events.',
    table: {
      headers: ['Read', 'SQLite p50', 'SQLite p95', 'PostgreSQL p50', 'PostgreSQL p95'],
      rows,
      align: ['left', 'right', 'right', 'right', 'right'],
    },
    notes: [
      `A year of synthetic events (${m.sqlite.rawToday} of them today, left raw), written and ` +
        `rolled up in ${Math.round(m.sqlite.setupSeconds)} s on SQLite and ` +
        `${Math.round(m.postgres.setupSeconds)} s on PostgreSQL (a throwaway cluster on this ` +
        `machine, fsync off); each read ${m.runs} times after one warm-up, one database after ` +
        'the other. The anchor is a row read by its key in the same database and run.',
    ],
  };
}

export function reportSections(results: BenchResults): ReportSection[] {
  const sections: ReportSection[] = [];
  if (results.lighthouse) {
    sections.push(lighthouseSection(results.lighthouse, results.mode.lighthouseRuns));
    const anchors = anchorSection(results.lighthouse);
    if (anchors) sections.push(anchors);
  }
  if (results.firstLoadJavaScript) sections.push(firstLoadSection(results.firstLoadJavaScript));
  if (results.throughput) sections.push(throughputSection(results.throughput));
  if (results.before) {
    sections.push(
      ...beforeSections(
        results.before,
        results.lighthouse,
        results.firstLoadJavaScript?.routes,
        results.throughput,
      ),
    );
  }
  if (results.contactLoad) sections.push(contactLoadSection(results.contactLoad));
  if (results.campaign) sections.push(campaignSection(results.campaign));
  if (results.topology) sections.push(topologySection(results.topology));
  if (results.memory) sections.push(memorySection(results.memory));
  if (results.profile) sections.push(profileSection(results.profile));
  if (results.growth) sections.push(growthSection(results.growth));
  if (results.preview) sections.push(previewSection(results.preview));
  if (results.audience) sections.push(audienceSection(results.audience));
  if (results.audienceQueries) sections.push(audienceQueriesSection(results.audienceQueries));
  return sections;
}

export function machineLine(results: BenchResults): string {
  const m = results.machine;
  return (
    `${m.cpus} cores (${m.cpuModel}), ${m.memoryGb} GB, ${m.platform}; Node ${m.node}, Next ${m.next}, ` +
    `Lighthouse ${m.lighthouse}, autocannon ${m.autocannon}, ${m.chromium}`
  );
}
