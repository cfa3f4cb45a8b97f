// @ts-check
/*
 * How the production server is started, in one place (decision 022): `npm start`, `npm run
 * serve`, the topology, the end-to-end servers and the bench all run `env <environment> node
 * <flags> scripts/serve.mjs`, so what is measured is what runs.
 */

/**
 * V8's heap bounded on purpose. Without a limit V8 sizes the heap from the machine's memory
 * (about 4 GB here) and, being lazy about collecting, lets an instance grow to 550–675 MB under
 * load. With every part of the site in use (public pages in four languages, the admin, the
 * forms: the end-to-end run) the live heap settles near 150 MB: the loaded code and its sources
 * (about 60 MB), Next's page cache (cacheMaxMemorySize, 20 MB as Next counts it, most of it in the
 * heap) and what requests hold while they run. 256 MB leaves a collector
 * room to work; 192 MB did for the public pages alone, and ran out under a fuzz of 16 concurrent
 * requests once the admin's code was loaded too. The young generation's semi-spaces, 16 MB by
 * default, are 4 MB: more frequent, cheaper collections of short-lived render garbage. With the
 * page cache halved, 35 MB less held at the crawl's peak; with one arena as well, 382–391 →
 * 335–345 MB, the same requests per second (decision 042, third round).
 */
export const serverNodeFlags = ['--max-old-space-size=256', '--max-semi-space-size=4'];

/**
 * The environment the server starts with: glibc's allocator, read when the process starts, so
 * it has to be in the environment, not set from inside (decision 042). By default it gives
 * threads arenas of their own (up to eight per core), and after a large block is freed it raises
 * the size from which blocks are mapped on their own, up to 32 MB: the image encoder's buffers
 * (several MB each) then came from the arenas, and freed, stayed resident — hundreds of MB
 * after one crawl of the site's images. One arena (the main thread allocates little outside V8's
 * heap; the two encoding threads share it), and every block from 128 KB up mapped on its own and
 * given back to the system when freed.
 * And two of libuv's threads instead of four: sharp encodes one image per thread, and four
 * large AVIF encodes at once lifted an instance by 160 MB more than two (the way sharp documents
 * to bound how many images it works on; two threads keep the two cores busy). Images already
 * encoded come from memory and never wait; files read, hashes and compression share the two.
 */
export const serverEnvironment = {
  MALLOC_ARENA_MAX: '1',
  MALLOC_MMAP_THRESHOLD_: '131072',
  UV_THREADPOOL_SIZE: '2',
};

/**
 * How long an instance keeps an idle keep-alive connection open. Longer than nginx keeps its idle
 * connections to the instances (`keepalive_timeout` in deploy/nginx.conf's upstream), so nginx
 * always closes first: Node's 5 s default let an instance close a connection just as nginx sent a
 * request on it, and a POST that meets a closed connection is answered 502 (nginx never retries
 * one). The same race reset a test client's request on a busy machine.
 */
export const keepAliveSeconds = 65;

/** The server's command line after `node`: flags, script, then the script's own arguments. */
export function serverArgs(/** @type {string[]} */ scriptArgs) {
  return [...serverNodeFlags, 'scripts/serve.mjs', ...scriptArgs];
}

/** The whole command, for a shell (`env MALLOC_ARENA_MAX=1 … node …`). */
export function serverCommand(/** @type {string[]} */ scriptArgs) {
  const assignments = Object.entries(serverEnvironment).map(([name, value]) => `${name}=${value}`);
  return ['env', ...assignments, 'node', ...serverArgs(scriptArgs)].join(' ');
}
