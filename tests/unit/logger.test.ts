// The server's log line (decision 021): one JSON object per line, with the time, the level's
// name, the event and its fields, and the id of the request being handled. Read back from the
// stream the logger writes to.
import { AsyncLocalStorage } from 'node:async_hooks';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { createLogger, routeConsoleTo } from '@/lib/log/logger.mjs';
import { currentRequestId, runInRequestContext } from '@/lib/request-context.mjs';

function capture() {
  const lines: string[] = [];
  const logger = createLogger({ write: (line) => void lines.push(line) });
  const entries = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>);
  return { logger, lines, entries };
}

describe('the server log', () => {
  it('writes one JSON object per line: time, level, event, fields, message', () => {
    const { logger, lines, entries } = capture();
    const before = Date.now();
    logger.warn({ event: 'not-found', path: '/nope', locale: 'fr' }, 'page not found');
    logger.info({ event: 'mail.kept', mailId: 'm1' }, 'first line\nsecond line');
    expect(lines).toHaveLength(2);
    for (const line of lines)
      expect(line.endsWith('\n') && !line.slice(0, -1).includes('\n')).toBe(true);
    const [notFound, kept] = entries();
    expect(notFound).toMatchObject({
      level: 'warn',
      event: 'not-found',
      path: '/nope',
      locale: 'fr',
      msg: 'page not found',
    });
    expect(Date.parse(String(notFound!.time))).toBeGreaterThanOrEqual(before - 1);
    expect(notFound!.time).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(notFound).not.toHaveProperty('requestId');
    expect(kept).toMatchObject({ level: 'info', msg: 'first line\nsecond line' });
  });

  it("carries the request's id on every line written while it is handled", async () => {
    const { logger, entries } = capture();
    await runInRequestContext({ requestId: 'req-1' }, async () => {
      logger.info({ event: 'first' });
      await nextTurn();
      logger.error({ event: 'after-a-turn' });
    });
    await Promise.all([
      runInRequestContext({ requestId: 'req-2' }, async () => {
        await nextTurn();
        logger.info({ event: 'concurrent' });
      }),
      runInRequestContext({ requestId: 'req-3' }, async () => logger.info({ event: 'concurrent' })),
    ]);
    logger.info({ event: 'outside' });
    expect(entries().map(({ event, requestId }) => [event, requestId])).toEqual([
      ['first', 'req-1'],
      ['after-a-turn', 'req-1'],
      ['concurrent', 'req-3'],
      ['concurrent', 'req-2'],
      ['outside', undefined],
    ]);
  });

  it('sees the request context opened by another copy of the module (serve.mjs and the bundles)', () => {
    const { logger, entries } = capture();
    expect(currentRequestId()).toBeUndefined();
    const shared = (globalThis as Record<symbol, unknown>)[Symbol.for('automatia.request-context')];
    expect(shared).toBeInstanceOf(AsyncLocalStorage);
    (shared as AsyncLocalStorage<{ requestId: string }>).run({ requestId: 'from-serve' }, () => {
      expect(currentRequestId()).toBe('from-serve');
      logger.info({ event: 'inside' });
    });
    expect(entries()[0]).toMatchObject({ requestId: 'from-serve' });
  });

  it("writes an error's kind, message, code and stack, not the values a database error repeats", () => {
    const { logger, entries } = capture();
    const error = Object.assign(new Error('duplicate key value violates unique constraint'), {
      code: '23505',
      detail: 'Key (email)=(amelie.favre@example.ch) already exists.',
    });
    logger.error({ event: 'forms.store-failed', err: error }, 'a submission could not be stored');
    const [entry] = entries();
    expect(entry!.err).toEqual({
      type: 'Error',
      message: 'duplicate key value violates unique constraint',
      code: '23505',
      stack: expect.stringContaining('duplicate key'),
    });
    expect(JSON.stringify(entry)).not.toContain('amelie');
  });

  it('takes what other code prints with console.* as console events, until put back', () => {
    const { logger, lines, entries } = capture();
    const original = console.error;
    const restore = routeConsoleTo(logger);
    try {
      console.error('⨯ failed: %s', 'render', new Error('boom'));
      console.log('plain');
    } finally {
      restore();
    }
    expect(console.error).toBe(original);
    expect(lines).toHaveLength(2);
    const [failed, plain] = entries();
    expect(failed).toMatchObject({ level: 'error', event: 'console' });
    expect(failed!.msg).toMatch(/^⨯ failed: render Error: boom\n\s+at /);
    expect(plain).toMatchObject({ level: 'info', event: 'console', msg: 'plain' });
  });
});
