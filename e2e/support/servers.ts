/**
 * The end-to-end servers, all of one build on one database, each on its own port:
 * - the main one (loopback SITE_URL, as `npm start` on a laptop), started by playwright.config.ts;
 * - a deployed-site instance (an https SITE_URL that is not loopback), also started there;
 * - one that trusts no proxy, and one that trusts a proxy on another machine, started by
 *   e2e/client-address.spec.ts for its own tests.
 */
export const e2ePort = Number(process.env.E2E_PORT ?? 3100);
export const deployedPort = e2ePort + 1;
export const deployedSiteUrl = 'https://agence.e2e.example';
/** The main server's BOOKING_WEBHOOK_SECRET: the tests sign Cal.com's booking webhooks with it. */
export const bookingWebhookSecret = 'e2e-booking-webhook-secret-0123456789';
/** Where the browser reaches the deployed-site instance. */
export const deployedBaseUrl = `http://127.0.0.1:${deployedPort}`;
export const untrustingPort = e2ePort + 2;
export const remoteProxyPort = e2ePort + 3;

/** The topology specs' two instances and nginx (e2e/topology/, on their own PostgreSQL). */
export const topologyPorts = { a: e2ePort + 20, b: e2ePort + 21, nginx: e2ePort + 22 } as const;
