// @ts-check
/*
 * What this process holds in memory beyond one request (caches, limits, timers, workers), each
 * holder registering here how to forget it (decision 086). In production nothing calls
 * forgetProcessState: a process serves one database for its whole life. The tests run many files
 * in one process, each with a database of its own, and forget everything between two files
 * (tests/support/fresh-process-state.ts), as if each file had a process of its own.
 *
 * In src/config, the lowest layer, so that every layer can register (the settings too), and
 * plain JavaScript, so that the modules Node loads outside the bundles (the cache handler's
 * freshness record, the shutdown hooks) can register as well.
 */

/** @typedef {() => void | Promise<void>} Forget */

/** @type {Set<Forget>} */
const forgetters = new Set();

/**
 * Registers how to forget a piece of per-process state: drop a cache, put a limit's count back
 * to zero, stop a timer or a worker. Called where the state is created.
 * @param {Forget} forget
 */
export function registerProcessState(forget) {
  forgetters.add(forget);
}

/** Forgets every registered piece of state, as a new process would start (tests only). */
export async function forgetProcessState() {
  await Promise.all([...forgetters].map(async (forget) => forget()));
}
