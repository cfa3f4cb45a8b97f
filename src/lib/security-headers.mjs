// Plain JavaScript: the production server (scripts/serve.mjs, run by node without a build step)
// and next.config.ts both read it.

/** @typedef {{ key: string, value: string }} ResponseHeader One header, in next.config's shape. */

/** Two years, subdomains included: the value HSTS preload lists ask for. */
export const strictTransportSecurity = 'max-age=63072000; includeSubDomains';

/**
 * @param {string | undefined} siteUrl
 * @returns {boolean} whether the site is published over HTTPS
 */
function isHttps(siteUrl) {
  return Boolean(siteUrl) && new URL(/** @type {string} */ (siteUrl)).protocol === 'https:';
}

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
  if (isHttps(siteUrl))
    headers.push({ key: 'Strict-Transport-Security', value: strictTransportSecurity });
  return headers;
}

/** Pages whose address carries a secret token: password reset and invitations, newsletter links. */
export const tokenPagePaths = [
  '/admin/reset-password',
  '/newsletter/confirm',
  '/newsletter/unsubscribe',
];

/**
 * What a token page adds: no Referer carries its address (and token) to another site, and no
 * cache keeps it. These pages also load no third-party script (see VoiceAgent).
 * @type {ResponseHeader[]}
 */
export const tokenPageHeaders = [
  { key: 'Referrer-Policy', value: 'no-referrer' },
  { key: 'Cache-Control', value: 'no-store' },
];

/**
 * @param {string} pathname the public path, without its query
 * @returns {boolean}
 */
export function isTokenPage(pathname) {
  return tokenPagePaths.includes(pathname.replace(/\/+$/, ''));
}

/** The cookie Next's draft mode sets (`draftMode().enable()`), its value the build's own. */
export const draftModeCookie = '__prerender_bypass';

/**
 * Whether a request's Cookie header turns Next's draft mode on: the cookie with this build's
 * value (`prerender-manifest.json`'s previewModeId), as Next itself checks it. Another value is
 * ignored by Next, and so here.
 * @param {string | undefined} cookieHeader
 * @param {string | undefined} previewModeId
 * @returns {boolean}
 */
export function isDraftModeRequest(cookieHeader, previewModeId) {
  if (!cookieHeader || !previewModeId) return false;
  return cookieHeader
    .split(';')
    .some((pair) => pair.trim() === `${draftModeCookie}=${previewModeId}`);
}

/**
 * What a public page rendered in draft mode (the preview of drafts, decision 069) answers with:
 * no cache keeps it (Next says so too), no search engine indexes it, and only this site's own
 * pages may frame it: the admin's preview screen shows it in frames. Its CSP says the same
 * (`frame-ancestors 'self'`); every other answer keeps DENY and 'none'.
 * @type {ResponseHeader[]}
 */
export const previewPageHeaders = [
  { key: 'Cache-Control', value: 'private, no-cache, no-store, max-age=0, must-revalidate' },
  { key: 'X-Robots-Tag', value: 'noindex, nofollow' },
  { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
];

/**
 * The public pages' Content-Security-Policy (decision 017). Prerendered pages carry no nonce, and
 * Next's inline scripts (the page's RSC payload) differ on every page, so scripts are limited
 * by origin: this site, plus the voice widget's host when VOICE_AGENT_ID is set (its script is
 * pinned to a version and checked with Subresource Integrity). Everything else is closed.
 * A preview (draft mode) may be framed by this site's own pages (`framedBySite`).
 * @param {{ siteUrl?: string, voiceAgentScriptUrl?: string, framedBySite?: boolean }} options
 * @returns {string}
 */
export function publicContentSecurityPolicy({ siteUrl, voiceAgentScriptUrl, framedBySite }) {
  const widget = voiceAgentScriptUrl ? new URL(voiceAgentScriptUrl).origin : undefined;
  return [
    `default-src 'self'`,
    `script-src 'self' 'unsafe-inline'${widget ? ` ${widget}` : ''}`,
    `style-src 'self' 'unsafe-inline'`,
    `img-src 'self' data: blob:`,
    `font-src 'self'`,
    // The widget talks to its provider over HTTPS and WebSocket, and plays audio from blobs.
    `connect-src 'self'${widget ? ' https://*.elevenlabs.io wss://*.elevenlabs.io' : ''}`,
    `media-src 'self'${widget ? ' blob:' : ''}`,
    `frame-ancestors ${framedBySite ? "'self'" : "'none'"}`,
    `object-src 'none'`,
    `base-uri 'none'`,
    `form-action 'self'`,
    ...(isHttps(siteUrl) ? ['upgrade-insecure-requests'] : []),
  ].join('; ');
}

/**
 * Paths that answer with the public policy: everything but the admin, whose pages carry their
 * own, stricter policy with a nonce (src/proxy.ts).
 * @param {string} pathname
 * @returns {boolean}
 */
export function takesPublicPolicy(pathname) {
  return !/^\/(?:admin|api\/admin)(?:\/|$)/.test(pathname);
}
