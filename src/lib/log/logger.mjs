// @ts-check
/*
 * The server's log: one JSON object per line on stdout (time, level, event, the request's id
 * when written during a request, then the event's fields), decision 021. Plain JavaScript on
 * purpose: the production server (scripts/serve.mjs, run by node without a build step) and the
 * bundled server code both write through it. Server code only: never import it from a client
 * component. Command-line scripts keep printing plain text for people.
 *
 * What a line may hold (decision 017): never a mail's text, a full e-mail address (use
 * maskedRecipient), a URL's query or a token.
 */
import { formatWithOptions } from 'node:util';
import pino from 'pino';
import { registerProcessState } from '../../config/process-state.mjs';
import { currentRequestId } from '../request-context.mjs';

/** @typedef {import('pino').Logger} Logger */

/**
 * An error as a line shows it: its kind, message, code and stack, not its other properties (a
 * PostgreSQL error's `detail` repeats the values of the row, e-mail addresses included).
 * @param {unknown} error
 */
export function serializedError(error) {
  if (!(error instanceof Error)) return { message: String(error) };
  const code = /** @type {{ code?: unknown }} */ (error).code;
  return {
    type: error.name,
    message: error.message,
    ...(typeof code === 'string' || typeof code === 'number' ? { code } : {}),
    stack: error.stack,
  };
}

/**
 * A logger with the site's line format, writing to `destination` (stdout by default; a test
 * gives its own stream and reads the lines back).
 * @param {import('pino').DestinationStream} [destination]
 * @returns {Logger}
 */
export function createLogger(destination = process.stdout) {
  return pino(
    {
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      serializers: { err: serializedError },
      mixin() {
        const requestId = currentRequestId();
        return requestId ? { requestId } : {};
      },
    },
    destination,
  );
}

/** The process's log. */
export const log = createLogger();
// A test may quieten it (thousands of queued mails); the next file hears it again.
const initialLevel = log.level;
registerProcessState(() => {
  log.level = initialLevel;
});

/** @type {['log' | 'info' | 'warn' | 'error' | 'debug', 'info' | 'warn' | 'error' | 'debug'][]} */
const consoleLevels = [
  ['log', 'info'],
  ['info', 'info'],
  ['warn', 'warn'],
  ['error', 'error'],
  ['debug', 'debug'],
];

/**
 * Sends what other code prints with `console.*` (Next's own messages, a library's warning) to
 * `logger` as `console` events, so that the server's output stays one JSON object per line.
 * For the production server only. Returns a function that puts the console back.
 * @param {Logger} logger
 * @returns {() => void}
 */
export function routeConsoleTo(logger) {
  const { log: plain, info, warn, error, debug } = console;
  for (const [method, level] of consoleLevels)
    console[method] = (...parts) =>
      logger[level]({ event: 'console' }, formatWithOptions({ colors: false }, ...parts));
  return () => Object.assign(console, { log: plain, info, warn, error, debug });
}
