// @ts-check
import { randomUUID } from 'node:crypto';

/**
 * An id a proxy may give a request: what nginx's `$request_id`, a UUID or a trace id look like,
 * bounded so that it cannot fill a log line or carry anything but an identifier.
 */
const saneRequestId = /^[A-Za-z0-9][\w.:+=/-]{0,127}$/;

/**
 * The id of a request, carried by every log line written while it is handled and sent back in
 * `X-Request-Id` (decision 021): the proxy's, when a proxy is trusted (`TRUST_PROXY_HOPS` > 0,
 * as for X-Forwarded-For, decision 009) and the id looks sane; otherwise a new one. Without a
 * trusted proxy the header can only come from the client, who must not choose ids in our logs.
 * @param {string | string[] | undefined} header the request's X-Request-Id
 * @param {number} trustedHops
 * @returns {string}
 */
export function requestIdOf(header, trustedHops) {
  if (trustedHops > 0 && typeof header === 'string' && saneRequestId.test(header)) return header;
  return randomUUID();
}
