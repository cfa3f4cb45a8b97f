import { vi } from 'vitest';
import { forgetProcessState } from '@/config/process-state.mjs';

/*
 * Run before every test file (vitest.config.ts, setupFiles). The files of a worker share one
 * process and its loaded modules (`isolate: false`, decision 086): each starts as in a new
 * process, whatever the file before it left, even one that failed before its own clean-up.
 */

// The environment as the first file of this worker found it; a later file gets it back.
const held = globalThis as { environmentAtStart?: Record<string, string | undefined> };
held.environmentAtStart ??= { ...process.env };
const atStart = held.environmentAtStart;
// Vitest's own variables (the worker's and pool's numbers) are its to change.
const ours = (name: string) => !name.startsWith('VITEST');

vi.useRealTimers();
vi.unstubAllEnvs();
vi.unstubAllGlobals();
for (const name of Object.keys(process.env))
  if (ours(name) && !(name in atStart)) delete process.env[name];
for (const [name, value] of Object.entries(atStart))
  if (ours(name) && process.env[name] !== value) process.env[name] = value;
await forgetProcessState();
