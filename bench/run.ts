// `npm run bench`: builds the site into .next-bench, serves it on 127.0.0.1, measures Lighthouse
// scores, first-load JavaScript, throughput and the contact pipeline under load, prints the
// figures and saves them as JSON. Figures are printed, never asserted. See docs/performance.md.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { requireChromium } from '../scripts/lib/chromium';
import { prepareBeforeSite, resolveCommit, type BeforeSite } from './lib/before';
import { measureCampaign } from './lib/campaign';
import { measureContactLoad } from './lib/contact-load';
import { measureFirstLoadJavaScript } from './lib/first-load-js';
import { measureGrowth } from './lib/growth';
import { measureLighthouseThroughFrontDoor } from './lib/front-door';
import { BusyMachineError, currentLoadAverage } from './lib/quiet-machine';
import {
  parseOptions,
  sectionNames,
  usage,
  type BenchOptions,
  type SectionName,
} from './lib/options';
import { everyPublicPage, representativePages } from './lib/pages';
import { performanceDocPath, writePerformanceDoc } from './lib/performance-doc';
import { machineLine, reportSections } from './lib/report';
import { busyMachineWarning, describeMachine, type BenchResults } from './lib/results';
import {
  benchDistDir,
  prepareBenchBuild,
  startBenchServer,
  stopAllBenchServers,
  type BenchServer,
} from './lib/server';
import { tableToText } from './lib/table';
import { measureAudience } from './lib/audience';
import { measureAudienceQueries } from './lib/audience-queries';
import { measurePreview } from './lib/preview';
import { measureThroughput } from './lib/throughput';
import { isOurCode, selfTimes } from './lib/cpu-profile';
import { measureCrawl } from './lib/crawl';
import { crawlSection, uploadMemorySection } from './lib/crawl-report';
import { measureMemory, runMixedLoad, treeRssMb } from './lib/memory';
import { measureUploadMemory } from './lib/upload-memory';
import { measureTopology } from './lib/topology';

const log = (line: string) => console.log(line);

/** A request the bench refuses: reported as a message, without a stack trace. */
class RefusedError extends Error {}
/** A section measured what it should, and what it measured is wrong: reported without a stack. */
class MeasuredProblem extends Error {}
const sectionTitles: Record<SectionName, string> = {
  js: 'First-load JavaScript',
  lighthouse: 'Lighthouse',
  throughput: 'Throughput',
  contact: 'Contact load',
  campaign: 'Newsletter campaign',
  topology: 'Topology',
  memory: 'Memory',
  soak: 'Memory and soak',
  profile: 'CPU profile of the mixed load',
  growth: 'Growth: the blog at 5, 500 and 2 000 posts',
  preview: 'Preview refresh after an edit',
  audience: 'Audience: beacon size and ingestion',
  'audience-reads': 'Audience screen’s reads on SQLite and PostgreSQL',
};
/** Sections measured on the shared bench server (the contact section starts its own). */
const mainServerSections: readonly SectionName[] = ['js', 'lighthouse', 'throughput'];
const resultsFolder = 'bench/results';

function printReport(results: BenchResults): void {
  console.log(`\n══ Bench ${results.startedAt} ══\n${machineLine(results)}`);
  if (results.mode.quick) console.log('Quick run (--quick): figures are indicative only.');
  const busy = busyMachineWarning(results);
  if (busy) console.log(`⚠ ${busy}`);
  const { crawl, uploads } = results.memory ?? {};
  for (const section of [
    ...reportSections(results),
    ...(crawl ? [crawlSection(crawl)] : []),
    ...(uploads ? [uploadMemorySection(uploads)] : []),
  ]) {
    console.log(`\n── ${section.title} ──\n${section.target}\n\n${tableToText(section.table)}`);
    for (const note of section.notes) console.log(`  • ${note}`);
  }
  for (const [name, message] of Object.entries(results.errors ?? {})) {
    console.log(`\n✗ ${name} failed: ${message.split('\n')[0]}`);
  }
  console.log('');
}

function saveResults(results: BenchResults): string {
  mkdirSync(resultsFolder, { recursive: true });
  const file = path.join(resultsFolder, `${results.startedAt.replaceAll(':', '-')}.json`);
  writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
  return file;
}

function documentResults(results: BenchResults, options: BenchOptions): void {
  if (!options.writeDocs) return;
  const partial = sectionNames.some((name) => !results.mode.sections.includes(name));
  if (results.mode.quick || partial || results.errors) {
    throw new RefusedError(
      '--write-docs needs a full run: every section, without --quick and without failures.',
    );
  }
  writePerformanceDoc(results);
  console.log(`Wrote the figures into ${performanceDocPath}.`);
}

async function measure(options: BenchOptions): Promise<BenchResults> {
  const wants = (name: SectionName) => options.sections.includes(name);
  // Checked before the build, so a missing browser is reported at once.
  const chromium =
    wants('lighthouse') || wants('js') || wants('growth') ? requireChromium() : undefined;
  // A mistyped commit is said at once, not after the build.
  if (options.before) {
    try {
      resolveCommit(options.before);
    } catch (error) {
      throw new RefusedError(error instanceof Error ? error.message : String(error));
    }
  }
  const { lighthouseRuns } = options;
  const results: BenchResults = {
    startedAt: new Date().toISOString(),
    finishedAt: '',
    mode: { quick: options.quick, all: options.all, sections: options.sections, lighthouseRuns },
    machine: describeMachine(chromium),
    loadAverages: { start: currentLoadAverage() },
  };

  // The campaign section runs the server's worker on its own and the audience reads call the
  // store directly: neither needs a build.
  const unbuilt: readonly SectionName[] = ['campaign', 'audience-reads'];
  if (options.sections.some((name) => !unbuilt.includes(name)))
    await prepareBenchBuild(options.reuseBuild, log);
  let server: BenchServer | undefined;
  let before: BeforeSite | undefined;
  const stopOnSignal = (signal: NodeJS.Signals) => {
    console.error(`\n${signal}: stopping the bench servers…`);
    void stopAllBenchServers().finally(() => process.exit(130));
  };
  process.once('SIGINT', stopOnSignal);
  process.once('SIGTERM', stopOnSignal);
  try {
    if (options.sections.some((name) => mainServerSections.includes(name))) {
      server = await startBenchServer(options.port, log);
      if (options.before) {
        before = await prepareBeforeSite(options.before, options.port + 60, log);
        results.before = { ref: before.ref, commit: before.commit };
      }
    }
    const origin = server?.origin ?? '';
    // A failing section is reported and the others still run: a long run keeps what it measured.
    const section = async (name: SectionName, measureSection: () => Promise<void>) => {
      if (!wants(name)) return;
      log(`\n${sectionTitles[name]}…`);
      results.loadAverages[name] = currentLoadAverage();
      try {
        await measureSection();
      } catch (error) {
        const message =
          error instanceof MeasuredProblem || error instanceof BusyMachineError
            ? error.message
            : error instanceof Error
              ? (error.stack ?? error.message)
              : String(error);
        results.errors = { ...results.errors, [name]: message };
        console.error(`✗ ${sectionTitles[name]} failed:\n${message}`);
      }
    };
    await section('js', async () => {
      const pages = options.pages ?? (options.quick ? representativePages : everyPublicPage());
      const distDir = process.env.NEXT_DIST_DIR || benchDistDir;
      results.firstLoadJavaScript = await measureFirstLoadJavaScript(
        origin,
        requireChromium(),
        distDir,
        pages,
        log,
      );
      if (before && results.before) {
        log(`  the site before (${before.ref}):`);
        results.before.firstLoadJavaScript = await measureFirstLoadJavaScript(
          before.server.origin,
          requireChromium(),
          path.join(before.dir, benchDistDir),
          pages,
          log,
        );
      }
    });
    await section('lighthouse', async () => {
      const pages = options.quick
        ? representativePages.slice(0, 1)
        : options.all
          ? everyPublicPage()
          : (options.pages ?? representativePages);
      results.lighthouse = await measureLighthouseThroughFrontDoor(
        options.port + 50,
        options.port,
        requireChromium(),
        {
          pages,
          langs: ['fr', 'ar'],
          runs: lighthouseRuns,
          formFactors: options.mobileOnly ? ['mobile'] : undefined,
        },
        log,
        before && Number(new URL(before.server.origin).port),
      );
    });
    await section('throughput', async () => {
      const seconds = options.quick ? 3 : 10;
      results.throughput = await measureThroughput(origin, seconds, log);
      if (before && results.before) {
        log(`  the site before (${before.ref}):`);
        results.before.throughput = await measureThroughput(before.server.origin, seconds, log);
      }
    });
    await section('contact', async () => {
      // A second instance on port + 1, with its own database, SMTP sink and raised rate limit.
      const contactLoad = await measureContactLoad(options.port + 1, options.quick ? 3 : 10, log);
      results.contactLoad = contactLoad;
      const problems = contactLoad.delivery.problems;
      if (problems.length > 0) {
        throw new MeasuredProblem(`something was lost or doubled: ${problems.join('; ')}`);
      }
    });
    await section('campaign', async () => {
      // Its own database and SMTP sink; the server's campaign worker in a process of its own.
      const campaign = await measureCampaign(log, options.quick ? 1_000 : undefined);
      results.campaign = campaign;
      if (campaign.problems.length > 0) {
        throw new MeasuredProblem(`something was lost or doubled: ${campaign.problems.join('; ')}`);
      }
    });
    await section('topology', async () => {
      results.topology = await measureTopology(
        options.port + 10,
        options.quick ? 3 : 10,
        options.quick ? 200 : 1000,
        log,
      );
    });
    // A fresh instance of its own: its idle memory is measured before anything else touched it.
    const memorySection = (name: 'memory' | 'soak', soakMinutes?: number) =>
      section(name, async () => {
        const instance = await startBenchServer(options.port + 20, log, { label: 'Instance' });
        let memory;
        try {
          memory = await measureMemory(
            instance.origin,
            instance.pid,
            { seconds: options.quick ? 10 : 60, distDir: benchDistDir, soakMinutes },
            log,
          );
          results.memory = memory;
        } finally {
          await instance.stop();
        }
        // The crawl on a fresh instance of its own: what it holds is the crawl's alone.
        const crawled = await startBenchServer(options.port + 21, log, {
          label: 'Crawled instance',
        });
        try {
          const crawl = await measureCrawl(
            { origin: crawled.origin, pid: crawled.pid, distDir: benchDistDir },
            () => treeRssMb(crawled.pid),
            options.quick ? 1 : 3,
            log,
          );
          results.memory = { ...memory, crawl };
        } finally {
          await crawled.stop();
        }
        const uploads = await measureUploadMemory(options.port + 22, options.quick ? 10 : 50, log);
        results.memory = { ...results.memory, uploads };
      });
    // The soak includes the memory figures: one of the two runs.
    if (wants('soak')) await memorySection('soak', options.quick ? 3 : options.soakMinutes);
    else await memorySection('memory');
    await section('profile', async () => {
      const folder = mkdtempSync(path.join(tmpdir(), 'site-bench-profile-'));
      const seconds = options.quick ? 10 : 30;
      const instance = await startBenchServer(options.port + 30, log, {
        label: 'Profiled instance',
        nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${folder}`],
      });
      try {
        await runMixedLoad(instance.origin, true, seconds);
      } finally {
        // The profile is written when the process exits.
        await instance.stop();
      }
      const functions = selfTimes(folder, process.cwd());
      results.profile = {
        seconds,
        top: functions.slice(0, 20),
        ours: functions.filter((entry) => isOurCode(entry.function)).slice(0, 10),
      };
      rmSync(folder, { recursive: true, force: true });
    });
    await section('growth', async () => {
      results.growth = await measureGrowth(
        options.port + 40,
        {
          seconds: options.quick ? 3 : 10,
          lighthouseRuns,
          chromium: requireChromium(),
        },
        log,
      );
    });
    await section('preview', async () => {
      // An instance and a database of its own: 50 saves of a page's draft, then 50 of an article's,
      // each until the preview shows it.
      results.preview = await measurePreview(options.port + 70, options.quick ? 10 : 50, log);
    });
    await section('audience', async () => {
      // An instance and a database of its own; every accepted event must be in the database.
      const audience = await measureAudience(
        options.port + 80,
        options.quick ? 5_000 : 20_000,
        log,
      );
      results.audience = audience;
      if (audience.lost !== 0) throw new MeasuredProblem(`${audience.lost} events lost`);
    });
    await section('audience-reads', async () => {
      // The screen's reads over a year of events, in a throwaway SQLite file and a throwaway
      // PostgreSQL cluster (decisions 080 and 082).
      results.audienceQueries = await measureAudienceQueries(
        options.quick ? 100_000 : 1_000_000,
        options.quick ? 5 : 20,
        log,
      );
    });
  } finally {
    await before?.stop();
    await server?.stop();
    process.off('SIGINT', stopOnSignal);
    process.off('SIGTERM', stopOnSignal);
  }
  results.loadAverages.end = currentLoadAverage();
  results.finishedAt = new Date().toISOString();
  return results;
}

function optionsOrExit(): BenchOptions {
  try {
    return parseOptions(process.argv.slice(2));
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : error}\n\n${usage}`);
    process.exit(2);
  }
}

async function main(): Promise<void> {
  const options = optionsOrExit();
  if (options.from) {
    const results = JSON.parse(readFileSync(options.from, 'utf8')) as BenchResults;
    printReport(results);
    documentResults(results, options);
    return;
  }
  if (options.writeDocs && (options.quick || options.sections.length < sectionNames.length)) {
    throw new RefusedError('--write-docs needs a full run: drop --quick and --only.');
  }
  const results = await measure(options);
  printReport(results);
  console.log(`Raw results: ${saveResults(results)}`);
  documentResults(results, options);
  if (results.errors) process.exitCode = 1;
}

main().catch((error: unknown) => {
  if (error instanceof RefusedError) console.error(error.message);
  else console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
