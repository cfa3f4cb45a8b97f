import 'server-only';

/**
 * The visitor's IP address as the request headers tell it.
 *
 * `scripts/serve.mjs` (what `npm start` runs) rewrites X-Forwarded-For to the one address it
 * trusts, after discarding what the client itself sent (TRUST_PROXY_HOPS, decision 009); so the
 * first entry is the client. Under `next dev` Next fills the header from the socket when absent.
 */
export function clientAddress(headers: Headers): string {
  const forwarded = headers.get('x-forwarded-for')?.split(',')[0]?.trim();
  return forwarded || 'unknown';
}
