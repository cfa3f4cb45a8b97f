import os from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';

const oneMinuteLoad = () => os.loadavg()[0] ?? 0;

/** The 1-minute load average now, to one decimal: recorded with each section and each run. */
export const currentLoadAverage = () => Number(oneMinuteLoad().toFixed(1));

/** The machine is quiet when its 1-minute load average is at most its number of cores. */
export function machineIsQuiet(): boolean {
  return oneMinuteLoad() <= os.cpus().length;
}

/** A measure refused because other work kept the machine busy: it would understate the site. */
export class BusyMachineError extends Error {}

/**
 * Waits, up to `patienceMs`, for the machine to be quiet, and refuses with BusyMachineError when
 * it does not get there: Lighthouse's simulated throttling scales with the CPU time it observes,
 * and a busy machine understates mobile scores by 10–20 points (issue 14 §5).
 */
export async function awaitQuietMachine(patienceMs = 180_000, log?: (line: string) => void) {
  const deadline = Date.now() + patienceMs;
  let told = false;
  while (!machineIsQuiet()) {
    const load = oneMinuteLoad().toFixed(1);
    if (Date.now() > deadline)
      throw new BusyMachineError(
        `The machine stayed busy (1-minute load ${load} on ${os.cpus().length} cores): no Lighthouse figures are reported from it.`,
      );
    if (!told) log?.(`  waiting for the machine to be quiet (load ${load})…`);
    told = true;
    await sleep(5_000);
  }
}
