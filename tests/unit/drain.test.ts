// How scripts/serve.mjs stops (decision 021), on a real node:http server: requests in flight
// finish, keep-alive connections close, new connections are refused, the shutdown hook runs, and
// a request that hangs is cut when the grace runs out.
import { Agent, createServer, get, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { drainable } from '../../scripts/lib/drain.mjs';

interface Answer {
  status?: number;
  body: string;
  connection?: string;
}

const servers: Server[] = [];
const agents: Agent[] = [];

afterEach(() => {
  for (const server of servers.splice(0)) server.closeAllConnections();
  for (const agent of agents.splice(0)) agent.destroy();
});

async function serve(handler: RequestListener) {
  const server = createServer(handler);
  // Long enough that a test waiting for it to close an idle connection would time out.
  server.keepAliveTimeout = 60_000;
  const { drain } = drainable(server);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { drain, port: (server.address() as AddressInfo).port };
}

function keepAliveAgent(): Agent {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  agents.push(agent);
  return agent;
}

function request(port: number, path: string, agent?: Agent): Promise<Answer> {
  return new Promise((resolve, reject) => {
    get({ host: '127.0.0.1', port, path, agent }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode, body, connection: response.headers.connection }),
      );
      response.on('error', reject);
    }).on('error', reject);
  });
}

/** A promise and the function that settles it, for a handler to wait on the test. */
function signal() {
  let settle!: () => void;
  const settled = new Promise<void>((resolve) => (settle = resolve));
  return { settled, settle };
}

describe('drainable(server).drain', () => {
  it('lets a request in flight finish, refuses new connections and runs the shutdown hook', async () => {
    const arrived = signal();
    const release = signal();
    const { drain, port } = await serve((incoming, response) => {
      if (incoming.url === '/slow') {
        arrived.settle();
        void release.settled.then(() => response.end('slow done'));
      } else response.end('ok');
    });
    const agent = keepAliveAgent();
    const slow = request(port, '/slow', agent);
    await arrived.settled;

    const steps: string[] = [];
    const drained = drain({
      graceMs: 60_000,
      async shutdown({ requestsFinished }) {
        steps.push('shutdown began');
        await requestsFinished;
        steps.push('requests finished');
      },
    });
    await expect(request(port, '/')).rejects.toMatchObject({ code: 'ECONNREFUSED' });

    release.settle();
    // Answered in full, and its keep-alive connection is closed after it.
    expect(await slow).toEqual({ status: 200, body: 'slow done', connection: 'close' });
    expect(await drained).toEqual({ requestsCut: 0, shutdown: 'done' });
    expect(steps).toEqual(['shutdown began', 'requests finished']);
  });

  it('finishes an answer already being sent, then closes its connection', async () => {
    const started = signal();
    const release = signal();
    const { drain, port } = await serve((_incoming, response) => {
      response.write('first part, ');
      started.settle();
      void release.settled.then(() => response.end('last part'));
    });
    const answer = request(port, '/', keepAliveAgent());
    await started.settled;
    const drained = drain({ graceMs: 60_000, shutdown: async () => undefined });
    release.settle();
    expect(await answer).toMatchObject({ status: 200, body: 'first part, last part' });
    expect(await drained).toEqual({ requestsCut: 0, shutdown: 'done' });
  });

  it('closes idle keep-alive connections at once', async () => {
    const { drain, port } = await serve((_incoming, response) => response.end('ok'));
    const agent = keepAliveAgent();
    expect(await request(port, '/', agent)).toMatchObject({ connection: 'keep-alive' });
    // The agent keeps the connection open; the server would keep it for 60 s.
    expect(await drain({ graceMs: 60_000, shutdown: async () => undefined })).toEqual({
      requestsCut: 0,
      shutdown: 'done',
    });
  });

  it('cuts a request that hangs when the grace runs out, and still runs the hook', async () => {
    const arrived = signal();
    const { drain, port } = await serve(() => arrived.settle());
    const hanging = request(port, '/');
    await arrived.settled;

    const graceMs = 200;
    const began = Date.now();
    let deadline = 0;
    let finished = false;
    const outcome = await drain({
      graceMs,
      async shutdown(context) {
        deadline = context.deadline;
        await context.requestsFinished;
        finished = true;
      },
    });
    const elapsed = Date.now() - began;
    expect(outcome).toEqual({ requestsCut: 1, shutdown: 'done' });
    expect(finished).toBe(true);
    await expect(hanging).rejects.toMatchObject({ code: 'ECONNRESET' });
    expect(deadline - began).toBeGreaterThanOrEqual(graceMs);
    expect(deadline - began).toBeLessThan(graceMs + 100);
    expect(elapsed).toBeGreaterThanOrEqual(graceMs - 5);
    expect(elapsed).toBeLessThan(graceMs + 2_000);
  });

  it('reports a shutdown hook that fails', async () => {
    const { drain } = await serve((_incoming, response) => response.end());
    const failure = new Error('the database would not close');
    expect(
      await drain({
        graceMs: 60_000,
        shutdown: async () => {
          throw failure;
        },
      }),
    ).toEqual({ requestsCut: 0, shutdown: 'failed', error: failure });
  });

  it('gives up on a shutdown hook that never ends, shortly after the grace', async () => {
    const { drain } = await serve((_incoming, response) => response.end());
    expect(
      await drain({
        graceMs: 0,
        shutdownMarginMs: 50,
        shutdown: () => new Promise(() => undefined),
      }),
    ).toEqual({ requestsCut: 0, shutdown: 'timed-out' });
  });
});
