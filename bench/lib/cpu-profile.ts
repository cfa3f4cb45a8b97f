import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import path from 'node:path';

/** The parts of V8's .cpuprofile format (node --cpu-prof) the summary reads. */
interface CpuProfile {
  nodes: { id: number; callFrame: CallFrame }[];
  samples: number[];
  timeDeltas: number[];
}

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
  columnNumber: number;
}

export interface SelfTime {
  /** `name (file:line)`, the file relative to the project. */
  function: string;
  /** Share of all samples, in percent. */
  percent: number;
  ms: number;
}

const sourceMaps = new Map<string, SourceMap | undefined>();

/** The source map of a bundled chunk (the build writes one beside each), if there is one. */
function sourceMapOf(file: string): SourceMap | undefined {
  if (!sourceMaps.has(file)) {
    const mapFile = `${file}.map`;
    sourceMaps.set(
      file,
      existsSync(mapFile) ? new SourceMap(JSON.parse(readFileSync(mapFile, 'utf8'))) : undefined,
    );
  }
  return sourceMaps.get(file);
}

/**
 * Where a frame comes from, as short as it stays recognisable: in a bundled chunk, the original
 * module and line its source map gives (`src/…` for our own code).
 */
function frameLabel(frame: CallFrame, root: string): string {
  const name = frame.functionName || '(anonymous)';
  if (!frame.url) return name;
  const file = frame.url.replace(/^file:\/\//, '');
  const entry = sourceMapOf(file)?.findEntry(frame.lineNumber, frame.columnNumber);
  // Node answers an empty object, or one with undefined fields, where the map has no entry.
  if (entry && 'originalSource' in entry && typeof entry.originalSource === 'string') {
    const source = entry.originalSource.replace(/^.*\[project\]\//, '');
    return `${name} (${source}:${entry.originalLine + 1})`;
  }
  return `${name} (${file.replace(`${root}/`, '')}:${frame.lineNumber + 1})`;
}

/** Whether a label is our own code: the sources under src/ and scripts/. */
export function isOurCode(label: string): boolean {
  return /\((?:src|scripts)\//.test(label);
}

/**
 * The time each function spent itself (not in what it called), over every profile in `folder`,
 * as shares of the busy time, most first: what a profile of the mixed load is read for
 * (issue 20).
 */
export function selfTimes(folder: string, root: string): SelfTime[] {
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
    .map(([label, micros]) => ({
      function: label,
      percent: Number(((micros / all) * 100).toFixed(1)),
      ms: Math.round(micros / 1000),
    }));
}
