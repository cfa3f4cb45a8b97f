import { parseArgs } from 'node:util';
import { representativePages, type BenchPage } from './pages';

export const sectionNames = [
  'lighthouse',
  'js',
  'throughput',
  'contact',
  'campaign',
  'topology',
  'memory',
  'soak',
  'profile',
  'growth',
  'preview',
  'audience',
  'audience-reads',
] as const;
export type SectionName = (typeof sectionNames)[number];

export interface BenchOptions {
  /** One Lighthouse run on the home page only and 3 s load tests: for working on the harness. */
  quick: boolean;
  /** Lighthouse on every public page instead of the representative set. */
  all: boolean;
  /** Lighthouse in the mobile form factor only (the one the anchors' targets are set in). */
  mobileOnly: boolean;
  writeDocs: boolean;
  /** Serve the existing .next-bench build even if sources changed (for working on the harness). */
  reuseBuild: boolean;
  sections: SectionName[];
  port: number;
  /** How long the soak section runs the mixed load beside the crawl. */
  soakMinutes: number;
  /** Lighthouse runs per page, language and side (more separates close ranges; default 3). */
  lighthouseRuns: number;
  /** Print (and optionally write the doc from) a saved results file instead of measuring. */
  from?: string;
  /** An earlier commit built and measured beside this one (Lighthouse, first-load JS, req/s). */
  before?: string;
  /** Lighthouse and first-load JS on these pages of the representative set only (an issue's). */
  pages?: BenchPage[];
}

export const usage = `npm run bench [-- options]

  --quick           1 Lighthouse run, home page only; 3 s load tests (for development)
  --all             Lighthouse on every public page (default: a representative set)
  --mobile          Lighthouse on mobile only (default: mobile and desktop)
  --pages=/,/a,…    Lighthouse and first-load JavaScript on these pages of the
                    representative set only
  --only=a,b        run only some sections: ${sectionNames.join(', ')}
  --port=N          port of the bench server on 127.0.0.1 (default 3200); the contact
                    section starts a second instance on N+1, the topology section nginx on
                    N+10 and its instances on N+11, N+12, the growth section its instances
                    (one blog size after the other) on N+40; the memory section its
                    instance on N+20, the crawled one on N+21, the uploading one on
                    N+22; the Lighthouse
                    section its front door on N+50 and the bare Next page on N+51;
                    with --before, the earlier site on N+60 and its front door on N+52;
                    the preview section its instance on N+70, the audience section
                    its instance on N+80
  --soak-minutes=N  length of the soak section (mixed load and crawl together; default 30)
  --runs=N          Lighthouse runs per page, language and side (default 3; --quick: 1)
  --reuse-build     serve the existing .next-bench build as is, even if sources changed
  --write-docs      rewrite docs/performance.md with the figures (needs a full run)
  --before=REF      also build the site as it was at commit REF and measure it beside this
                    one in the same run, page by page (Lighthouse, first-load JavaScript,
                    throughput): what a change cost, read without another day's noise
  --from=FILE       print (and with --write-docs, document) a saved bench/results/*.json
  --help`;

/** The `--pages` pages, each one of the representative set's. */
function representativeSubset(list: string | undefined): BenchPage[] | undefined {
  if (list === undefined) return undefined;
  const paths = list.split(',').map((path) => path.trim());
  const known = representativePages.map((page) => page.path);
  const unknown = paths.filter((path) => !known.includes(path));
  if (unknown.length > 0) {
    throw new Error(
      `--pages: not in the representative set: ${unknown.join(', ')} (known: ${known.join(', ')})`,
    );
  }
  return representativePages.filter((page) => paths.includes(page.path));
}

export function parseOptions(argv: string[]): BenchOptions {
  const { values } = parseArgs({
    args: argv,
    options: {
      quick: { type: 'boolean', default: false },
      all: { type: 'boolean', default: false },
      mobile: { type: 'boolean', default: false },
      'write-docs': { type: 'boolean', default: false },
      'reuse-build': { type: 'boolean', default: false },
      only: { type: 'string' },
      port: { type: 'string', default: '3200' },
      'soak-minutes': { type: 'string', default: '30' },
      runs: { type: 'string', default: '3' },
      from: { type: 'string' },
      before: { type: 'string' },
      pages: { type: 'string' },
      help: { type: 'boolean', default: false },
    },
    strict: true,
  });
  if (values.help) {
    console.log(usage);
    process.exit(0);
  }
  const sections = values.only
    ? values.only.split(',').map((name) => name.trim())
    : [...sectionNames];
  const unknown = sections.filter((name) => !(sectionNames as readonly string[]).includes(name));
  if (unknown.length > 0) throw new Error(`Unknown section(s) for --only: ${unknown.join(', ')}`);
  const port = Number(values.port);
  // The contact section serves a second instance on port + 1.
  if (!Number.isInteger(port) || port < 1024 || port > 65534) {
    throw new Error(`--port must be a port number from 1024 to 65534 (got ${values.port})`);
  }
  const soakMinutes = Number(values['soak-minutes']);
  // Its second minute and its last are compared: shorter says nothing.
  if (!Number.isInteger(soakMinutes) || soakMinutes < 3) {
    throw new Error(
      `--soak-minutes must be a whole number of at least 3 (got ${values['soak-minutes']})`,
    );
  }
  const lighthouseRuns = values.quick ? 1 : Number(values.runs);
  // Medians and ranges need more than one run; past 9 a run lasts longer than its use.
  if (!Number.isInteger(lighthouseRuns) || lighthouseRuns < 1 || lighthouseRuns > 9) {
    throw new Error(`--runs must be a whole number from 1 to 9 (got ${values.runs})`);
  }
  return {
    quick: values.quick,
    all: values.all,
    mobileOnly: values.mobile,
    writeDocs: values['write-docs'],
    reuseBuild: values['reuse-build'],
    sections: sections as SectionName[],
    port,
    soakMinutes,
    lighthouseRuns,
    from: values.from,
    before: values.before,
    pages: representativeSubset(values.pages),
  };
}
