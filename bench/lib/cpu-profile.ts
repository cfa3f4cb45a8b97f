import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The parts of V8's .cpuprofile format (node --cpu-prof) the summary reads. */
interface CpuProfile {
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number } }[];
  samples: number[];
  timeDeltas: number[];
}

export interface SelfTime {
  /** `name (file:line)`, the file relative to the project. */
  function: string;
  /** Share of all samples, in percent. */
  percent: number;
  ms: number;
}

/** Where a frame comes from, as short as it stays recognisable. */
function frameLabel(frame: CpuProfile['nodes'][number]['callFrame'], root: string): string {
  const name = frame.functionName || '(anonymous)';
  if (!frame.url) return name;
  const file = frame.url.replace(/^file:\/\//, '').replace(`${root}/`, '');
  return `${name} (${file}:${frame.lineNumber + 1})`;
}

/**
 * The functions that spent the most time themselves (not in what they called), over every
 * profile in `folder`, as shares of the busy time: what a profile of the mixed load is read
 * for (issue 20).
 */
export function topSelfTimes(folder: string, root: string, count: number): SelfTime[] {
  const totals = new Map<string, number>();
  let all = 0;
  for (const file of readdirSync(folder).filter((name) => name.endsWith('.cpuprofile'))) {
    const profile = JSON.parse(readFileSync(path.join(folder, file), 'utf8')) as CpuProfile;
    const labels = new Map(
      profile.nodes.map((node) => [node.id, frameLabel(node.callFrame, root)]),
    );
    profile.samples.forEach((nodeId, index) => {
      const label = labels.get(nodeId) ?? '(unknown)';
      // Waiting is not work: shares are of the time the process was busy.
      if (label === '(idle)') return;
      const micros = profile.timeDeltas[index] ?? 0;
      totals.set(label, (totals.get(label) ?? 0) + micros);
      all += micros;
    });
  }
  return [...totals]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([label, micros]) => ({
      function: label,
      percent: Number(((micros / all) * 100).toFixed(1)),
      ms: Math.round(micros / 1000),
    }));
}
