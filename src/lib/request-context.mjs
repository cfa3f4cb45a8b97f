// @ts-check
/*
 * What the production server (scripts/serve.mjs) knows of the request being handled, visible to
 * every piece of server code that runs for it: its id, for the log (decision 021), and the status
 * a page answered with when it is not the 200 Next would send (decision 023). Server code only.
 */
import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * @typedef {object} RequestContext
 * @property {string} requestId
 * @property {PageStatus} [pageStatus] set by a page that answers "moved", "not found" or "gone"
 */
/** @typedef {308 | 404 | 410} PageStatus */

// Route handlers, instrumentation, the cache handler and serve.mjs each load their own copy of
// this module: the storage lives on globalThis so that all of them see the one serve.mjs opened.
const contextKey = Symbol.for('automatia.request-context');

/** @returns {AsyncLocalStorage<RequestContext>} */
function requestContexts() {
  const store = /** @type {Record<symbol, AsyncLocalStorage<RequestContext> | undefined>} */ (
    /** @type {unknown} */ (globalThis)
  );
  return (store[contextKey] ??= new AsyncLocalStorage());
}

/**
 * Runs `handle` (a request's whole handling) so that everything it starts sees `context`.
 * @template T
 * @param {RequestContext} context
 * @param {() => T} handle
 * @returns {T}
 */
export function runInRequestContext(context, handle) {
  return requestContexts().run(context, handle);
}

/** @returns {string | undefined} the id of the request being handled, if any */
export function currentRequestId() {
  return requestContexts().getStore()?.requestId;
}

/**
 * Says that the page being rendered answers with `status` although it renders a whole page (404,
 * 410; or 308 for a redirect Next itself sends): the production server sends that status, and
 * the page cache never stores the answer. Next's `notFound()` cannot do this job: a page it ends
 * is sent as an empty document whose text only the browser's JavaScript draws
 * (vercel/next.js#62228).
 * @param {PageStatus} status
 * @returns {boolean} false outside the production server (`next dev`), where nobody would send it
 */
export function answerPageWith(status) {
  const context = requestContexts().getStore();
  if (!context) return false;
  context.pageStatus = status;
  return true;
}

/** @returns {PageStatus | undefined} the status the request's page asked for, if any */
export function pageStatusOfRequest() {
  return requestContexts().getStore()?.pageStatus;
}
