// @ts-check
/*
 * How an instance stops (decision 021): the small contract between the production server
 * (scripts/serve.mjs, plain Node, which cannot import the bundles) and the bundled server code.
 * serve.mjs says when the instance begins to drain (GET /readyz then answers 503) and runs what
 * the background jobs registered here. Plain JavaScript on globalThis, like
 * ../cache/freshness-state.mjs: each bundle loads its own copy of this module, all share the state.
 */
import { registerProcessState } from '../../config/process-state.mjs';

const stateKey = Symbol.for('automatia.shutdown');

registerProcessState(() => {
  const state = shutdownState();
  state.shuttingDown = false;
  state.hooks.clear();
});

/**
 * @typedef {object} ShutdownContext
 * @property {Promise<void>} requestsFinished resolves once every connection is closed: no request
 *   uses the database any more
 * @property {number} deadline when (ms since the epoch) requests still running are cut short
 */
/** @typedef {(context: ShutdownContext) => Promise<void>} ShutdownHook */
/** @typedef {{ shuttingDown: boolean, hooks: Map<string, ShutdownHook> }} ShutdownState */

/** @returns {ShutdownState} */
function shutdownState() {
  const store = /** @type {Record<symbol, ShutdownState | undefined>} */ (
    /** @type {unknown} */ (globalThis)
  );
  return (store[stateKey] ??= { shuttingDown: false, hooks: new Map() });
}

/** From now on the instance is draining: it takes no new work, and says so to a load balancer. */
export function beginShutdown() {
  shutdownState().shuttingDown = true;
}

/** @returns {boolean} whether the instance is draining */
export function isShuttingDown() {
  return shutdownState().shuttingDown;
}

/**
 * Registers what must stop with the instance, under a name (registering the name again replaces
 * the hook). Hooks run together, as soon as draining begins.
 * @param {string} name
 * @param {ShutdownHook} hook
 */
export function onShutdown(name, hook) {
  shutdownState().hooks.set(name, hook);
}

/**
 * Runs every registered hook and waits for all of them.
 * @param {ShutdownContext} context
 * @returns {Promise<{ name: string, error: unknown }[]>} the hooks that failed
 */
export async function runShutdownHooks(context) {
  const hooks = [...shutdownState().hooks];
  const outcomes = await Promise.allSettled(hooks.map(async ([, hook]) => hook(context)));
  return outcomes.flatMap((outcome, index) =>
    outcome.status === 'rejected' ? [{ name: hooks[index]?.[0] ?? '', error: outcome.reason }] : [],
  );
}
