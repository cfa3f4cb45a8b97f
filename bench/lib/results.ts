import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import type { BeforeMeasurement } from './before';
import type { CampaignMeasurement } from './campaign';
import type { ContactLoadMeasurement } from './contact-load';
import type { SelfTime } from './cpu-profile';
import type { MemoryMeasurement } from './memory';
import type { TopologyMeasurement } from './topology';
import type { FirstLoadJavaScript } from './first-load-js';
import type { GrowthMeasurement } from './growth';
import type { LighthouseMeasurement } from './lighthouse';
import type { SectionName } from './options';
import type { AudienceMeasurement } from './audience';
import type { AudienceQueriesMeasurement } from './audience-queries';
import type { PreviewMeasurement } from './preview';
import type { ThroughputMeasurement } from './throughput';

export interface Machine {
  cpus: number;
  cpuModel: string;
  memoryGb: number;
  platform: string;
  node: string;
  next: string;
  lighthouse: string;
  autocannon: string;
  chromium: string;
}

/** Everything one bench run measured: written as JSON to bench/results/<timestamp>.json. */
export interface BenchResults {
  startedAt: string;
  finishedAt: string;
  mode: { quick: boolean; all: boolean; sections: SectionName[]; lighthouseRuns: number };
  machine: Machine;
  /**
   * The 1-minute load average when each section started: the machine is shared, and a load
   * above the core count means other work competed with the bench.
   */
  loadAverages: Record<string, number>;
  /** Sections that failed, with the error: the others were still measured. */
  errors?: Partial<Record<SectionName, string>>;
  lighthouse?: LighthouseMeasurement[];
  firstLoadJavaScript?: FirstLoadJavaScript;
  throughput?: ThroughputMeasurement[];
  preview?: PreviewMeasurement;
  /** The audience beacon's size and ingestion (issue 31). */
  audience?: AudienceMeasurement;
  /** The audience screen's reads over 1 000 000 events on SQLite (decision 080). */
  audienceQueries?: AudienceQueriesMeasurement;
  contactLoad?: ContactLoadMeasurement;
  campaign?: CampaignMeasurement;
  topology?: TopologyMeasurement;
  memory?: MemoryMeasurement;
  /** The functions with the most self time in a CPU profile of the mixed load: all, and ours. */
  profile?: { seconds: number; top: SelfTime[]; ours: SelfTime[] };
  /** The blog at 5, 500 and 2 000 posts (issue 19). */
  growth?: GrowthMeasurement[];
  /**
   * The site at an earlier commit, measured in the same run (`--before`); its Lighthouse
   * figures are in `lighthouse`, marked as the anchor `before`.
   */
  before?: BeforeMeasurement;
}

const packageVersion = (name: string): string => {
  try {
    const manifest = JSON.parse(readFileSync(`node_modules/${name}/package.json`, 'utf8')) as {
      version: string;
    };
    return manifest.version;
  } catch {
    return 'unknown';
  }
};

export function describeMachine(chromiumPath: string | undefined): Machine {
  const chromium = chromiumPath
    ? spawnSync(chromiumPath, ['--version'], { encoding: 'utf8' }).stdout.trim()
    : 'not found';
  return {
    // availableParallelism honours CPU affinity (containers): the cores the bench really has.
    cpus: os.availableParallelism(),
    cpuModel: os.cpus()[0]?.model.trim() ?? 'unknown',
    memoryGb: Math.round(os.totalmem() / 1024 ** 3),
    platform: `${os.type()} ${os.release()} ${os.arch()}`,
    node: process.version,
    next: packageVersion('next'),
    lighthouse: packageVersion('lighthouse'),
    autocannon: packageVersion('autocannon'),
    chromium: chromium || 'unknown',
  };
}

/** A warning when other work competed with the bench, or undefined when the machine was quiet. */
export function busyMachineWarning(results: BenchResults): string | undefined {
  const peak = Math.max(0, ...Object.values(results.loadAverages ?? {}));
  if (peak <= results.machine.cpus) return undefined;
  return (
    `The machine was busy (1-minute load average up to ${peak} on ${results.machine.cpus} cores): ` +
    'other work competed with the bench, so these figures understate the site.'
  );
}
