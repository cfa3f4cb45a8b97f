import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { machineLine, reportSections } from './report';
import { busyMachineWarning, type BenchResults } from './results';
import { tableToMarkdown } from './table';

export const performanceDocPath = 'docs/performance.md';

const startMarker = '<!-- bench:figures:start (written by `npm run bench -- --write-docs`) -->';
const endMarker = '<!-- bench:figures:end -->';

/** The generated part of docs/performance.md: everything between the two markers. */
export function figuresMarkdown(results: BenchResults): string {
  const mode = results.mode.all ? '`npm run bench -- --all`' : '`npm run bench`';
  const lines = [
    `Measured ${results.startedAt.slice(0, 10)} with ${mode} (${results.mode.sections.join(', ')}).`,
    '',
    `Machine: ${machineLine(results)}.`,
  ];
  const busy = busyMachineWarning(results);
  if (busy) lines.push('', `> ⚠ ${busy}`);
  for (const section of reportSections(results)) {
    lines.push('', `### ${section.title}`, '', section.target, '', tableToMarkdown(section.table));
    if (section.notes.length > 0) lines.push('', ...section.notes.map((note) => `- ${note}`));
  }
  return lines.join('\n');
}

/**
 * Replaces the figures between the markers of docs/performance.md, keeping the hand-written
 * text around them (how the figures are produced, what they mean).
 */
export function writePerformanceDoc(results: BenchResults): void {
  if (!existsSync(performanceDocPath)) throw new Error(`${performanceDocPath} is missing`);
  const doc = readFileSync(performanceDocPath, 'utf8');
  const start = doc.indexOf(startMarker);
  const end = doc.indexOf(endMarker);
  if (start < 0 || end < start) {
    throw new Error(`${performanceDocPath} lacks the bench markers:\n${startMarker}\n${endMarker}`);
  }
  const updated =
    doc.slice(0, start + startMarker.length) +
    '\n\n' +
    figuresMarkdown(results) +
    '\n\n' +
    doc.slice(end);
  writeFileSync(performanceDocPath, updated);
}
