// @ts-check
/*
 * When each cache tag's content last changed, or will change (a post scheduled for later), as
 * this process knows it. Plain JavaScript on purpose: Next loads the cache handler
 * (next-cache-handler.mjs) with a bare `import()` at run time, outside the bundles, and both it
 * and the bundled server code read the same state, which therefore lives on `globalThis`.
 */
import { registerProcessState } from '../../config/process-state.mjs';

const stateKey = Symbol.for('automatia.content-freshness');

registerProcessState(() => changesByTag().clear());

/**
 * A render that started before a change and finished after it must not be cached as fresh.
 * Renders take well under this long; an entry finished within it after a change of one of its
 * tags is not cached (the next request renders again).
 */
export const renderWindowMs = 10_000;

/** @returns {Map<string, number[]>} tag → change times (ms): the latest past one, then future ones */
function changesByTag() {
  const store = /** @type {Record<symbol, Map<string, number[]> | undefined>} */ (
    /** @type {unknown} */ (globalThis)
  );
  return (store[stateKey] ??= new Map());
}

/**
 * Notes that content under `tag` changes at `at` (now, or a scheduled time). Only the latest past
 * change matters for freshness, so older ones are dropped.
 * @param {string} tag
 * @param {number} at
 * @param {number} [now]
 */
export function recordChange(tag, at, now = Date.now()) {
  const times = changesByTag().get(tag) ?? [];
  times.push(at);
  changesByTag().set(tag, keepLatestPast(times, now));
}

/**
 * The latest time at or before `now` at which one of the tags changed, or 0.
 * @param {Iterable<string>} tags
 * @param {number} [now]
 */
export function lastChange(tags, now = Date.now()) {
  let latest = 0;
  for (const tag of tags) {
    const times = changesByTag().get(tag);
    if (!times) continue;
    const pruned = keepLatestPast(times, now);
    changesByTag().set(tag, pruned);
    if (pruned[0] !== undefined && pruned[0] <= now) latest = Math.max(latest, pruned[0]);
  }
  return latest;
}

/**
 * True when content under one of the tags changed after `cachedAt` (and by now): an entry
 * cached then is out of date.
 * @param {Iterable<string>} tags
 * @param {number} cachedAt
 * @param {number} [now]
 */
export function changedSince(tags, cachedAt, now = Date.now()) {
  return lastChange(tags, now) > cachedAt;
}

/**
 * @param {number[]} times
 * @param {number} now
 * @returns {number[]} the latest time ≤ now (if any) first, then the future ones in order
 */
function keepLatestPast(times, now) {
  const past = times.filter((time) => time <= now);
  const future = times.filter((time) => time > now).sort((a, b) => a - b);
  return past.length > 0 ? [Math.max(...past), ...new Set(future)] : [...new Set(future)];
}
