// @ts-check
/*
 * How the production server is started, in one place (decision 022): `npm start`, `npm run
 * serve`, the topology, the end-to-end servers and the bench all run `node <flags>
 * scripts/serve.mjs`, so what is measured is what runs.
 */

/**
 * V8's heap bounded on purpose. Without a limit V8 sizes the heap from the machine's memory
 * (about 4 GB here) and, being lazy about collecting, lets an instance grow to 550–675 MB under
 * load; with these it stays near 300 MB at the same throughput. The old generation holds Next's
 * in-memory page cache (cacheMaxMemorySize, 50 MB) and about 50 MB of live data under load;
 * 192 MB leaves room for an admin export or a burst. The young generation's semi-spaces, 16 MB
 * by default, are halved: more frequent, cheaper collections of short-lived render garbage.
 */
export const serverNodeFlags = ['--max-old-space-size=192', '--max-semi-space-size=8'];

/** The server's command line after `node`: flags, script, then the script's own arguments. */
export function serverArgs(/** @type {string[]} */ scriptArgs) {
  return [...serverNodeFlags, 'scripts/serve.mjs', ...scriptArgs];
}

/** The whole command, for a shell (`node …`). */
export function serverCommand(/** @type {string[]} */ scriptArgs) {
  return ['node', ...serverArgs(scriptArgs)].join(' ');
}
