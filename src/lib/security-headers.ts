/** One response header, in the shape next.config's `headers()` takes. */
export interface ResponseHeader {
  key: string;
  value: string;
}

/** Two years, subdomains included: the value HSTS preload lists ask for. */
export const strictTransportSecurity = 'max-age=63072000; includeSubDomains';

/**
 * Headers every response carries (next.config.ts). HSTS only when the site is served over HTTPS:
 * sent over plain HTTP it is ignored by browsers, and on a local http://localhost it would only
 * confuse; the decision follows SITE_URL, the address the site is published at.
 */
export function securityHeaders(siteUrl: string): ResponseHeader[] {
  const headers: ResponseHeader[] = [
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'X-Frame-Options', value: 'DENY' },
    { key: 'Permissions-Policy', value: 'camera=(), microphone=(self), geolocation=()' },
  ];
  if (new URL(siteUrl).protocol === 'https:')
    headers.push({ key: 'Strict-Transport-Security', value: strictTransportSecurity });
  return headers;
}
