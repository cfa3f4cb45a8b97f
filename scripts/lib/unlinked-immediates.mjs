// @ts-check
/*
 * Imported first by the production server, for its side effect: every setImmediate callback runs
 * without the Immediate object as its `this` (decision 022).
 *
 * Why: Node calls a callback as `immediate._onImmediate()`, so the Immediate is the receiver of
 * the callback's stack frame, and an Error created there keeps its frames (and their receivers)
 * until its stack is read. React aborts each render's cache signal with such an Error, created
 * inside an immediate, and the signal keeps it. A run Immediate still points at the next one of
 * its batch (`_idleNext`), and each Immediate holds the request context it was scheduled in. Under
 * load one render's signal therefore held every later immediate of the batch, their requests, their
 * renders' signals, and so on: the heap grew for as long as the load lasted (an instance bounded to
 * 192 MB ran out of memory under 16 concurrent requests). A bound function has no frame of its own
 * and ignores the receiver it is called with, so the chain is never formed.
 */
import { promisify } from 'node:util';

const nodeSetImmediate = globalThis.setImmediate;

/**
 * @param {(...args: unknown[]) => void} callback
 * @param {unknown[]} args
 */
function setImmediateWithoutReceiver(callback, ...args) {
  // Anything else than a function gets Node's own error.
  if (typeof callback !== 'function') return nodeSetImmediate(callback, ...args);
  return nodeSetImmediate(Function.prototype.bind.call(callback, undefined, ...args));
}
// util.promisify(setImmediate) keeps working (it resolves without calling any code of ours).
const promisified = Object.getOwnPropertyDescriptor(nodeSetImmediate, promisify.custom);
if (promisified) Object.defineProperty(setImmediateWithoutReceiver, promisify.custom, promisified);

Object.assign(globalThis, { setImmediate: setImmediateWithoutReceiver });
