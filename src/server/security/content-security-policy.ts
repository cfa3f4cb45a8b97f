/**
 * The admin's Content-Security-Policy: scripts only with this request's nonce (and what they
 * load), nothing framed, no plugins, no <base> rewriting, forms posting only here. Styles may be
 * inline: Next and the toaster set style attributes, which a nonce cannot cover.
 * Development adds 'unsafe-eval', which React's dev build needs for its stack traces.
 */
export function adminContentSecurityPolicy(nonce: string, development: boolean): string {
  return [
    `default-src 'self'`,
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${development ? ` 'unsafe-eval'` : ''}`,
    `style-src 'self' 'unsafe-inline'`,
    `img-src 'self' data: blob:`,
    `font-src 'self'`,
    `connect-src 'self'`,
    `frame-ancestors 'none'`,
    `object-src 'none'`,
    `base-uri 'none'`,
    `form-action 'self'`,
  ].join('; ');
}
