// @ts-check
/** The admin path asked for (path and query), set by src/proxy.ts for the pages' checks. */
export const adminPathHeader = 'x-admin-path';
/** The admin page's CSP nonce, set by src/proxy.ts. */
export const nonceHeader = 'x-nonce';

/**
 * Every request header only our own code may write: the proxy's above, and the
 * Content-Security-Policy it hands Next (Next takes the nonce of its scripts from it). A client's
 * are removed by scripts/serve.mjs before Next sees the request: on a path the proxy does not
 * handle, or one it answers without setting them, a forged value would otherwise be read as ours.
 */
export const internalRequestHeaders = [adminPathHeader, nonceHeader, 'content-security-policy'];
