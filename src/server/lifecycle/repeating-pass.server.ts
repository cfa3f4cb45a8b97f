import 'server-only';
import { registerProcessState } from '@/config/process-state.mjs';
import { log } from '@/lib/log/logger.mjs';

/** A job that runs beside the web server again and again (the campaigns' and the schedules' passes). */
export interface RepeatingPass {
  /** Runs a pass now; during one, asks for another right after it. */
  run(): void;
  /** Starts the passes, the first now. */
  start(): void;
  /** No pass starts any more; resolves when the one running (if any) is over. */
  stop(): Promise<void>;
}

interface PassState {
  timer?: NodeJS.Timeout;
  running?: Promise<unknown>;
  again?: boolean;
  stopped?: boolean;
}

/**
 * Passes of `pass`, never two at once in a process, each next one after the delay the last
 * returned (ms); one that throws is logged and followed by another after `everyMs`. The state
 * lives on globalThis under `name`: server actions and instrumentation are bundled separately,
 * and an action's `run()` must reach the timer the instance started.
 */
export function repeatingPass(
  name: string,
  everyMs: number,
  pass: () => Promise<number>,
): RepeatingPass {
  const store = globalThis as unknown as Record<symbol, PassState | undefined>;
  const state = (store[Symbol.for(`automatia.pass.${name}`)] ??= {});
  registerProcessState(async () => {
    state.stopped = true;
    clearTimeout(state.timer);
    await state.running;
    for (const key of Object.keys(state)) delete state[key as keyof PassState];
  });
  const run = (): void => {
    if (state.stopped) return;
    if (state.running) {
      state.again = true;
      return;
    }
    clearTimeout(state.timer);
    state.running = pass()
      .catch((error: unknown) => {
        log.error({ event: `${name}.pass-failed`, err: error }, `${name} pass failed`);
        return everyMs;
      })
      .then((delay) => {
        state.running = undefined;
        if (state.stopped) return;
        const again = state.again;
        state.again = false;
        state.timer = setTimeout(run, again ? 0 : delay);
        state.timer.unref();
      });
  };
  return {
    run,
    start() {
      state.stopped = false;
      run();
    },
    async stop() {
      state.stopped = true;
      clearTimeout(state.timer);
      await state.running;
    },
  };
}
