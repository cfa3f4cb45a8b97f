/**
 * The end-to-end servers: the main one (loopback SITE_URL, as `npm start` on a laptop) and a
 * second instance of the same build on the same database configured as a deployed site (an https
 * SITE_URL that is not loopback), both started by playwright.config.ts.
 */
export const e2ePort = Number(process.env.E2E_PORT ?? 3100);
export const deployedPort = e2ePort + 1;
export const deployedSiteUrl = 'https://agence.e2e.example';
/** Where the browser reaches the deployed-site instance. */
export const deployedBaseUrl = `http://127.0.0.1:${deployedPort}`;
