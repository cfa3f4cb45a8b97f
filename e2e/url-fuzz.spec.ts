import { readdirSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { expect, test } from '@playwright/test';
import { rawRequest } from './support/raw-request';

/**
 * A bounded, seeded fuzz of the URLs a client can send (issue 18): malformed percent-encodings,
 * invalid UTF-8, lone surrogates, overlong segments, dot segments, double encoding and odd
 * queries on every route family, sent raw (node:http, so nothing normalizes them first) to the
 * production server on loopback. Every answer must be deliberate (no 5xx) and carry the site's
 * security headers.
 */

const requestCount = 5_000;
const concurrency = 8;
const seed = 0x5eed_18;

const families = [
  '/',
  '/about',
  '/services',
  '/services/geneve',
  '/services/generation-leads',
  '/contact',
  '/blog',
  '/blog/guide-automatisation-n8n-pme',
  '/blog/n8n-sme-automation-guide',
  '/data/blog-posts.json',
  '/data/blog-posts/guide-automatisation-n8n-pme.json',
  '/blog/rss.xml',
  '/sitemap.xml',
  '/robots.txt',
  '/uploads/missing.webp',
  '/api/contact',
  '/api/newsletter',
  '/api/newsletter/unsubscribe',
  '/newsletter/confirm',
  '/admin',
  '/admin/login',
  '/admin/posts',
];

const pathNoise = [
  '%',
  '%F',
  '%FF',
  '%C0%AF',
  '%ED%A0%80',
  '%E0%A4%A',
  '%F0%9F%98',
  '%2e%2e/',
  '%2e%2e%2f',
  '../',
  './',
  '%252e%252e/',
  '%25',
  '%00',
  '%0A',
  '%20',
  '%40example.org',
  '.json',
  '//',
  ';jsessionid=1',
];

const queries = [
  '',
  '?lang=',
  '?lang=ar',
  '?lang=ar-ma',
  '?lang=xx',
  '?lang=%FF',
  '?lang=en&lang=ar',
  '?q=%FF',
  '?q=%E0%A4%A',
  '?q=n8n&category=%C0%AF',
  '?category=',
  '?token=%ED%A0%80',
  '?%=%',
  '?&&&',
];

/** mulberry32: the same sequence of requests on every run. */
function random(seedValue: number): () => number {
  let state = seedValue;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface FuzzRequest {
  method: string;
  path: string;
}

function fuzzRequests(): FuzzRequest[] {
  const next = random(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  return Array.from({ length: requestCount }, () => {
    let path = pick(families);
    const noiseCount = Math.floor(next() * 3);
    for (let index = 0; index < noiseCount; index += 1) {
      const noise = next() < 0.1 ? 'a'.repeat(1 + Math.floor(next() * 3_000)) : pick(pathNoise);
      path = next() < 0.5 ? `${path}${path.endsWith('/') ? '' : '/'}${noise}` : `${path}${noise}`;
    }
    const roll = next();
    const method = roll < 0.8 ? 'GET' : roll < 0.9 ? 'HEAD' : 'POST';
    return { method, path: `${path}${pick(queries)}` };
  });
}

interface Answer {
  status: number;
  nosniff: boolean;
}

function send(origin: URL, { method, path }: FuzzRequest): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      {
        host: origin.hostname,
        port: origin.port,
        method,
        path,
        // Its own client address: the fuzz's POSTs count against nobody else's rate limit.
        headers: { 'x-forwarded-for': '198.51.100.18', 'content-length': 0 },
      },
      (response) => {
        response.resume();
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            nosniff: response.headers['x-content-type-options'] === 'nosniff',
          }),
        );
      },
    );
    outgoing.setTimeout(30_000, () => outgoing.destroy(new Error(`timeout: ${method} ${path}`)));
    outgoing.on('error', reject);
    outgoing.end();
  });
}

test('every fuzzed URL gets a deliberate answer with the security headers', async ({ baseURL }) => {
  test.setTimeout(10 * 60_000);
  const origin = new URL(baseURL!);
  const pending = fuzzRequests();
  const problems: string[] = [];
  const statuses = new Map<number, number>();
  const worker = async () => {
    for (let item = pending.shift(); item; item = pending.shift()) {
      const answer = await send(origin, item);
      statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
      // 431: the request line or headers exceed what Node reads (16 KB), refused before any code.
      if (answer.status >= 500) problems.push(`${answer.status} ${item.method} ${item.path}`);
      else if (!answer.nosniff && answer.status !== 431)
        problems.push(`no security headers: ${answer.status} ${item.method} ${item.path}`);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  console.log('url fuzz statuses', Object.fromEntries([...statuses].sort(([a], [b]) => a - b)));
  expect([...statuses.values()].reduce((sum, count) => sum + count, 0)).toBe(requestCount);
  expect(problems.slice(0, 30), `${problems.length} problems`).toEqual([]);
});

test('an unreadable path answers 400 with the page in the visitor’s language, never cached', async ({
  baseURL,
}) => {
  const origin = new URL(baseURL!);
  const read = (method: string, path: string) =>
    rawRequest({ host: origin.hostname, port: origin.port, method, path });
  const cases = [
    ['GET', '/about%FF', 'fr', 'Adresse invalide'],
    ['GET', '/%C0%AF', 'fr', 'Adresse invalide'],
    ['GET', '/blog/%ED%A0%80?lang=ar', 'ar', 'عنوان غير صالح'],
    ['GET', '/services/%E0%A4%A?lang=en', 'en', 'Invalid address'],
    ['GET', '/data/blog-posts/%ED%A0%80.json', 'fr', 'Adresse invalide'],
    ['POST', '/api/contact%FF', 'fr', 'Adresse invalide'],
  ] as const;
  for (const [method, path, lang, title] of cases) {
    const answer = await read(method, path);
    expect(answer.status, path).toBe(400);
    expect(answer.headers['cache-control'], path).toBe('no-store');
    expect(answer.headers['x-content-type-options'], path).toBe('nosniff');
    expect(answer.headers['x-frame-options'], path).toBe('DENY');
    expect(answer.body, path).toContain(`<html lang="${lang}"`);
    expect(answer.body, path).toContain(`<h1>${title}</h1>`);
  }
  // Dot segments, encoded or not, go where a browser would send them: through the admin's guard.
  for (const path of ['/blog/%2e%2e/%2e%2e/admin', '/blog/../../admin/posts']) {
    const answer = await read('GET', path);
    expect(answer.status, path).toBe(307);
    expect(String(answer.headers.location), path).toMatch(/\/admin\/login\?next=%2Fadmin/);
  }
});

test('a refused form body (too large, wrong type) answers with the site’s headers', async ({
  request,
}) => {
  const forwarded = { 'x-forwarded-for': '198.51.100.19' };
  const tooLarge = await request.post('/api/contact', {
    headers: { ...forwarded, 'content-type': 'application/x-www-form-urlencoded' },
    data: `message=${'a'.repeat(70 * 1024)}`,
  });
  expect(tooLarge.status()).toBe(413);
  expect(tooLarge.headers()['x-content-type-options']).toBe('nosniff');
  const wrongType = await request.post('/api/contact', {
    headers: { ...forwarded, 'content-type': 'text/plain' },
    data: 'hello',
  });
  expect(wrongType.status()).toBe(415);
  expect(wrongType.headers()['x-content-type-options']).toBe('nosniff');
});

/** Every file under the build's cache folders (pages and data Next may write at run time). */
function cacheFiles(): string[] {
  return ['.next/server/app', '.next/cache'].flatMap((folder) =>
    readdirSync(folder, { recursive: true, encoding: 'utf8' }).map((file) => `${folder}/${file}`),
  );
}

test('1 000 requests for unknown slugs answer 404 and leave no trace in the cache or on disk', async ({
  baseURL,
}) => {
  test.setTimeout(5 * 60_000);
  const origin = new URL(baseURL!);
  const next = random(0x51_06);
  const marker = 'zz-unknown-slug';
  const slugFamilies = [
    (slug: string) => `/blog/${slug}`,
    (slug: string) => `/blog/${slug}?lang=ar`,
    (slug: string) => `/data/blog-posts/${slug}.json`,
    (slug: string) => `/services/${slug}`,
    (slug: string) => `/services/${slug}?lang=en`,
  ];
  const pending: FuzzRequest[] = Array.from({ length: 1_000 }, (_, index) => {
    const slug = `${marker}-${index}-${Math.floor(next() * 1e9).toString(36)}`;
    return { method: 'GET', path: slugFamilies[index % slugFamilies.length]!(slug) };
  });
  const statuses = new Map<number, number>();
  const worker = async () => {
    for (let item = pending.shift(); item; item = pending.shift()) {
      const { status } = await send(origin, item);
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  expect(Object.fromEntries(statuses)).toEqual({ 404: 1_000 });
  expect(cacheFiles().filter((file) => file.includes(marker))).toEqual([]);
});
