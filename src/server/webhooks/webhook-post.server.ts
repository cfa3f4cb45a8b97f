import 'server-only';
import { lookup as systemLookup } from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import type { WebhookAllowList } from '@/config/webhook-allow-list';
import { mayConnect } from './address-check.server';

/** One address a host name resolves to, as node's DNS lookup answers it. */
export interface ResolvedAddress {
  address: string;
  family: number;
}

/** Resolves a host name to its addresses (the system's resolver unless a test gives its own). */
export type Resolve = (hostname: string) => Promise<ResolvedAddress[]>;

const systemResolve: Resolve = (hostname) => systemLookup(hostname, { all: true, verbatim: true });

export interface WebhookPostOptions {
  allowList: WebhookAllowList;
  resolve?: Resolve;
  timeoutMs?: number;
  maxAnswerBytes?: number;
}

/** How a POST went: the answer's code and how long it took, or why there was none. */
export type WebhookAnswer =
  | { answered: true; status: number; durationMs: number; excerpt: string }
  | { answered: false; error: string; durationMs: number };

/** A delivery's time limit (issue 32): connection, request and answer together. */
export const webhookTimeoutMs = 5000;
/** How much of an answer is read: enough to know it came, never a large body. */
export const webhookAnswerMaxBytes = 64 * 1024;

/**
 * The address a delivery connects to: the host's own when it is an IP address, else the first of
 * its DNS answers, every answer checked (mayConnect). Undefined with the reason when refused.
 */
async function checkedAddress(
  hostname: string,
  { allowList, resolve = systemResolve }: WebhookPostOptions,
): Promise<ResolvedAddress | string> {
  const literal = isIP(hostname);
  const answers = literal
    ? [{ address: hostname, family: literal }]
    : await resolve(hostname).catch((error: Error) => error.message);
  if (typeof answers === 'string') return `the name could not be resolved: ${answers}`;
  if (answers.length === 0) return 'the name resolves to no address';
  const refused = answers.find((answer) => !mayConnect(allowList, hostname, answer.address));
  if (refused) return `refused address ${refused.address} (private, loopback or link-local)`;
  return answers[0]!;
}

/**
 * POSTs one webhook body (issue 32's safety rules): the host is resolved once and its addresses
 * checked, then the connection goes to the address that was checked (a `lookup` answering only
 * it), so a DNS answer that changes in between cannot send it elsewhere. No redirect is
 * followed (a 3xx is an answer like any other), the whole exchange has 5 s, and at most 64 KB
 * of the answer is read.
 */
export async function postWebhook(
  target: string,
  body: string,
  headers: Record<string, string>,
  options: WebhookPostOptions,
): Promise<WebhookAnswer> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const url = new URL(target);
  const hostname = url.hostname.replace(/^\[(.*)\]$/, '$1');
  const address = await checkedAddress(hostname, options);
  if (typeof address === 'string')
    return { answered: false, error: address, durationMs: elapsed() };
  const lookup: LookupFunction = (_name, lookupOptions, callback) => {
    if (lookupOptions.all)
      (callback as (error: null, all: ResolvedAddress[]) => void)(null, [address]);
    else callback(null, address.address, address.family);
  };
  const maxBytes = options.maxAnswerBytes ?? webhookAnswerMaxBytes;
  const transport = url.protocol === 'https:' ? https : http;
  return new Promise((settle) => {
    let settled = false;
    const finish = (answer: WebhookAnswer) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      settle(answer);
    };
    const request = transport.request(
      url,
      {
        method: 'POST',
        headers: { ...headers, 'content-length': Buffer.byteLength(body) },
        lookup,
        agent: false,
      },
      (response) => {
        const chunks: Buffer[] = [];
        let read = 0;
        const done = () => {
          const excerpt = Buffer.concat(chunks).toString('utf8').slice(0, 200);
          finish({
            answered: true,
            status: response.statusCode ?? 0,
            durationMs: elapsed(),
            excerpt,
          });
          response.destroy();
        };
        response.on('data', (chunk: Buffer) => {
          if (read < maxBytes) chunks.push(chunk.subarray(0, maxBytes - read));
          read += chunk.length;
          if (read >= maxBytes) done();
        });
        response.on('end', done);
        response.on('error', done);
      },
    );
    const timer = setTimeout(
      () =>
        request.destroy(new Error(`no answer within ${options.timeoutMs ?? webhookTimeoutMs} ms`)),
      options.timeoutMs ?? webhookTimeoutMs,
    );
    request.on('error', (error) =>
      finish({ answered: false, error: error.message, durationMs: elapsed() }),
    );
    request.end(body);
  });
}
