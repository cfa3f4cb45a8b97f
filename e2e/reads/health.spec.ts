// The health checks a load balancer or process manager asks (issue 12 §5): cheap, never cached,
// not pages of the site.
import { expect, test } from '@playwright/test';

test('GET /healthz says the process is alive, GET /readyz that the instance is ready', async ({
  request,
}) => {
  for (const [path, body] of [
    ['/healthz', { status: 'ok' }],
    ['/readyz', { status: 'ready' }],
  ] as const) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(200);
    expect(response.headers()['cache-control'], path).toBe('no-store');
    expect(response.headers()['x-content-type-options'], path).toBe('nosniff');
    expect(await response.json(), path).toEqual(body);
  }
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).not.toMatch(/healthz|readyz/);
});
