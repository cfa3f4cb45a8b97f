// Plain JavaScript: the production server (scripts/serve.mjs, run by node without a build step)
// and next.config.ts both read it.

/** @typedef {{ key: string, value: string }} ResponseHeader One header, in next.config's shape. */

/** Two years, subdomains included: the value HSTS preload lists ask for. */
export const strictTransportSecurity = 'max-age=63072000; includeSubDomains';

/**
 * Headers every response carries. HSTS only when the site is served over HTTPS: sent over plain
 * HTTP it is ignored by browsers, and on a local http://localhost it would only confuse; the
 * decision follows SITE_URL, the address the site is published at (unset: the local default).
 * @param {string | undefined} siteUrl
 * @returns {ResponseHeader[]}
 */
export function securityHeaders(siteUrl) {
  const headers = [
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'X-Frame-Options', value: 'DENY' },
    { key: 'Permissions-Policy', value: 'camera=(), microphone=(self), geolocation=()' },
  ];
  if (siteUrl && new URL(siteUrl).protocol === 'https:')
    headers.push({ key: 'Strict-Transport-Security', value: strictTransportSecurity });
  return headers;
}
