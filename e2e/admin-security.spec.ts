// Issue 5 §4, against the production build: every admin page, server action and route handler,
// enumerated from the code (tests/support/admin-surface.ts) and from the build's action manifest,
// refuses anonymous visitors and, when admin-only, editors; mutations check their origin; admin
// pages carry a strict nonce CSP and every response the base security headers; no secret of the
// test environment appears in any file the browser can load or in an admin page's RSC payload.
import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { APIRequestContext, APIResponse, Page } from '@playwright/test';
import {
  isPublicAdminRoute,
  readAdminSurface,
  routeOfDir,
  sampleUrl,
  type PageGuard,
} from '../tests/support/admin-surface';
import {
  createStaffAccount,
  expect,
  signInAs,
  test,
  type E2eRole,
  type StaffAccount,
} from './support/admin';

const distDir = process.env.NEXT_DIST_DIR || '.next';
const databaseFile = process.env.DATABASE_URL ?? './data/e2e.db';
const loginPath = '/admin/login';
const evilOrigin = 'https://evil.example';
/** A session cookie better-auth never issued: passes the proxy's presence check, not the guards. */
const forgedCookie = 'better-auth.session_token=forged-token.bm90LWEtc2lnbmF0dXJl';
const mutationMethods = ['POST', 'PUT', 'PATCH', 'DELETE'];

const surface = readAdminSurface();
const protectedPages = surface.pages.filter((page) => !page.isPublic);

/** One server action of the build, with what the code says about it. */
interface BuiltAction {
  id: string;
  file: string;
  exportedName: string;
  /** The admin page to POST it to (a protected page whose bundle holds it, if any). */
  url: string;
  guard: PageGuard | null;
  /** Found in the static surface (a 'use server' module or an inline action). */
  known: boolean;
}

/** Every server action of the build except the public site's and the public admin pages'. */
function builtAdminActions(): BuiltAction[] {
  const manifestFile = path.join(distDir, 'server', 'server-reference-manifest.json');
  if (!existsSync(manifestFile))
    throw new Error(
      `${manifestFile} is missing: run this spec through npm run test:e2e (it builds)`,
    );
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as {
    node: Record<
      string,
      { filename: string; exportedName: string; workers: Record<string, unknown> }
    >;
  };
  return Object.entries(manifest.node).flatMap(([id, entry]) => {
    if (entry.filename.startsWith('src/app/[locale]/')) return [];
    const actionModule = surface.actionModules.find(
      (candidate) => candidate.file === entry.filename,
    );
    if (actionModule?.isPublic) return [];
    const routes = Object.keys(entry.workers)
      .filter((worker) => worker.endsWith('/page'))
      .map((worker) => routeOfDir(worker.replace(/^app\//, '').replace(/\/page$/, '')));
    const adminRoutes = routes.filter((route) => route.startsWith('/admin'));
    const url = sampleUrl(
      adminRoutes.find((route) => !isPublicAdminRoute(route)) ?? adminRoutes[0] ?? '/admin',
    );
    const action = actionModule?.actions.find((candidate) => candidate.name === entry.exportedName);
    return [
      {
        id,
        file: entry.filename,
        exportedName: entry.exportedName,
        url,
        guard: action?.guard ?? null,
        known: actionModule !== undefined,
      },
    ];
  });
}

/** A signed-in member of staff, as the cookie the browser got from the real login page. */
interface StaffSession {
  userId: string;
  cookie: { name: string; value: string };
  /** `Cookie:` header value for APIRequestContext calls. */
  cookieHeader: string;
}

/** Accounts of this spec alone (per worker), so the audit log shows only what it did. */
const accounts: Partial<Record<E2eRole, StaffAccount>> = {};

async function signedIn(page: Page, account: StaffAccount): Promise<StaffSession> {
  await signInAs(page, account);
  const cookie = (await page.context().cookies()).find((c) => c.name.endsWith('session_token'));
  if (!cookie) throw new Error(`${account.email} signed in, yet has no session cookie`);
  return {
    userId: account.id,
    cookie: { name: cookie.name, value: cookie.value },
    cookieHeader: `${cookie.name}=${cookie.value}`,
  };
}

/** Signs this spec's admin or editor in through /admin/login (one browser page per test). */
function staff(page: Page, role: E2eRole): Promise<StaffSession> {
  accounts[role] ??= createStaffAccount(role, `security-${role}`);
  return signedIn(page, accounts[role]);
}

const noRedirect = { maxRedirects: 0 } as const;

async function describeResponse(response: APIResponse): Promise<string> {
  const headers = response.headers();
  const body = (await response.text().catch(() => '')).slice(0, 160).replace(/\s+/g, ' ');
  return `${response.status()} location=${headers.location ?? '-'} x-action-redirect=${headers['x-action-redirect'] ?? '-'} body=${body}`;
}

/** An HTTP redirect (the proxy's 307, a page's redirect()) to the login page. */
function isHttpRedirectToLogin(response: APIResponse): boolean {
  const location = response.headers().location ?? '';
  return (
    [303, 307].includes(response.status()) && new URL(location, 'http://x').pathname === loginPath
  );
}

/**
 * How Next 16 answers a fetch action that calls redirect() (requireStaff without a session):
 * 200, the target in `x-action-redirect` ("/admin/login?next=…;push"), the login page's payload
 * as body. The action stopped at its first statement; the browser is sent to sign in.
 */
function isActionRedirectToLogin(response: APIResponse): boolean {
  const target = (response.headers()['x-action-redirect'] ?? '').split(';')[0] ?? '';
  return response.status() === 200 && new URL(target, 'http://x').pathname === loginPath;
}

function postAction(
  request: APIRequestContext,
  action: BuiltAction,
  { cookie, origin }: { cookie?: string; origin: string },
) {
  return request.post(action.url, {
    ...noRedirect,
    headers: {
      'Next-Action': action.id,
      'Content-Type': 'text/plain;charset=UTF-8',
      Accept: 'text/x-component',
      Origin: origin,
      ...(cookie ? { Cookie: cookie } : {}),
    },
    data: '[]',
  });
}

/** The changes these accounts made (sign-in and refusal events are not changes). */
function auditRowsBy(actorIds: string[]): number {
  const db = new Database(databaseFile, { readonly: true, fileMustExist: true });
  db.pragma('busy_timeout = 5000');
  try {
    const placeholders = actorIds.map(() => '?').join(', ');
    const row = db
      .prepare(
        `select count(*) as count from audit_log where actor_id in (${placeholders}) and action not like 'auth.%'`,
      )
      .get(...actorIds) as { count: number };
    return row.count;
  } finally {
    db.close();
  }
}

test.describe('what the code exposes', () => {
  test('every server action of the build is one the code scan sees, so none escapes the static rule', () => {
    const built = builtAdminActions();
    expect(protectedPages.length, 'admin pages found in src/app/admin').toBeGreaterThan(0);
    expect(built.length, 'admin server actions found in the build').toBeGreaterThan(0);
    const unknown = built
      .filter((action) => !action.known)
      .map((a) => `${a.file} ${a.exportedName}`);
    expect(unknown, `actions in the build that the static surface does not see`).toEqual([]);
    // An exported action no page imports is not in the build, so it is unreachable: fine.
    test.info().annotations.push({
      type: 'surface',
      description: `${protectedPages.length} protected pages, ${built.length} admin actions, ${surface.handlers.length} admin route handlers`,
    });
  });
});

test.describe('anonymous', () => {
  test('every protected admin page sends a visitor without a session to the login page', async ({
    request,
  }) => {
    const failures: string[] = [];
    for (const screen of protectedPages) {
      const url = sampleUrl(screen.route);
      const response = await request.get(url, noRedirect);
      const location = response.headers().location ?? '';
      const next = new URL(location, 'http://x').searchParams.get('next');
      if (response.status() !== 307 || !isHttpRedirectToLogin(response) || next !== url)
        failures.push(`${screen.file} (${url}): ${await describeResponse(response)}`);
    }
    expect(failures, failures.join('\n')).toEqual([]);
  });

  test('every protected admin page refuses a forged session cookie itself (server-side check)', async ({
    request,
  }) => {
    const failures: string[] = [];
    for (const screen of protectedPages) {
      const url = sampleUrl(screen.route);
      const response = await request.get(url, { ...noRedirect, headers: { Cookie: forgedCookie } });
      if (!(isHttpRedirectToLogin(response) || response.status() === 401))
        failures.push(`${screen.file} (${url}): ${await describeResponse(response)}`);
    }
    expect(failures, failures.join('\n')).toEqual([]);
  });

  test('every admin server action refuses an anonymous caller', async ({ request, baseURL }) => {
    const failures: string[] = [];
    for (const action of builtAdminActions()) {
      for (const cookie of [undefined, forgedCookie]) {
        const response = await postAction(request, action, { cookie, origin: baseURL! });
        // Without any cookie the proxy turns the POST away (307) before Next runs the action,
        // unless the page is a public one; with a forged cookie the action's own check answers.
        const refused =
          cookie === undefined && !isPublicAdminRoute(action.url)
            ? isHttpRedirectToLogin(response)
            : isActionRedirectToLogin(response);
        if (!refused)
          failures.push(
            `${action.file} ${action.exportedName} (${cookie ? 'forged cookie' : 'no cookie'}, POST ${action.url}): ${await describeResponse(response)}`,
          );
      }
    }
    expect(failures, failures.join('\n')).toEqual([]);
  });

  test('every admin route handler answers 401 without a session, 403 to a mutation without or with a foreign Origin', async ({
    request,
    baseURL,
  }) => {
    const failures: string[] = [];
    for (const handler of surface.handlers) {
      const url = sampleUrl(handler.route);
      for (const { method } of handler.methods) {
        const cases: { origin?: string; cookie?: string; expected: number }[] =
          mutationMethods.includes(method)
            ? [
                { origin: baseURL!, expected: 401 },
                { origin: baseURL!, cookie: forgedCookie, expected: 401 },
                { expected: 403 },
                { origin: evilOrigin, expected: 403 },
              ]
            : [{ expected: 401 }, { cookie: forgedCookie, expected: 401 }];
        for (const { origin, cookie, expected } of cases) {
          const response = await request.fetch(url, {
            method,
            ...noRedirect,
            headers: {
              ...(origin ? { Origin: origin } : {}),
              ...(cookie ? { Cookie: cookie } : {}),
            },
          });
          if (response.status() !== expected)
            failures.push(
              `${handler.file} ${method} (origin ${origin ?? 'none'}${cookie ? ', forged cookie' : ''}): expected ${expected}, got ${await describeResponse(response)}`,
            );
        }
      }
    }
    expect(failures, failures.join('\n')).toEqual([]);
  });
});

test.describe('editor', () => {
  test('an editor reaches the dashboard (the session works) but gets 403 on every admin-only page', async ({
    page,
    request,
  }) => {
    const editor = await staff(page, 'editor');
    const home = await request.get('/admin', {
      ...noRedirect,
      headers: { Cookie: editor.cookieHeader },
    });
    expect(home.status(), await describeResponse(home)).toBe(200);
    const failures: string[] = [];
    for (const screen of protectedPages.filter((entry) => entry.page.guard === 'requireAdmin')) {
      const url = sampleUrl(screen.route);
      const response = await request.get(url, {
        ...noRedirect,
        headers: { Cookie: editor.cookieHeader },
      });
      if (response.status() !== 403)
        failures.push(`${screen.file} (${url}): ${await describeResponse(response)}`);
    }
    expect(failures, failures.join('\n')).toEqual([]);
  });

  test('every admin-only server action answers an editor 403', async ({
    page,
    request,
    baseURL,
  }) => {
    const editor = await staff(page, 'editor');
    const failures: string[] = [];
    for (const action of builtAdminActions().filter((entry) => entry.guard === 'requireAdmin')) {
      const response = await postAction(request, action, {
        cookie: editor.cookieHeader,
        origin: baseURL!,
      });
      if (response.status() !== 403)
        failures.push(`${action.file} ${action.exportedName}: ${await describeResponse(response)}`);
    }
    expect(failures, failures.join('\n')).toEqual([]);
    expect(auditRowsBy([editor.userId]), 'a refused action changed something').toBe(0);
  });

  test('every admin-only route handler answers an editor 403', async ({
    page,
    request,
    baseURL,
  }) => {
    const editor = await staff(page, 'editor');
    const failures: string[] = [];
    for (const handler of surface.handlers) {
      for (const { method } of handler.methods.filter((entry) => entry.needs === 'admin')) {
        const response = await request.fetch(sampleUrl(handler.route), {
          method,
          ...noRedirect,
          headers: { Cookie: editor.cookieHeader, Origin: baseURL! },
        });
        if (response.status() !== 403)
          failures.push(`${handler.file} ${method}: ${await describeResponse(response)}`);
      }
    }
    expect(failures, failures.join('\n')).toEqual([]);
  });
});

test.describe('cross-origin mutations', () => {
  test('a POST from another site to any admin route handler is refused with 403, even with a valid session', async ({
    page,
    request,
  }) => {
    const admin = await staff(page, 'admin');
    const failures: string[] = [];
    for (const handler of surface.handlers) {
      const methods = handler.methods
        .map((entry) => entry.method)
        .filter((m) => mutationMethods.includes(m));
      for (const method of methods.length > 0 ? methods : ['POST']) {
        const response = await request.fetch(sampleUrl(handler.route), {
          method,
          ...noRedirect,
          headers: { Cookie: admin.cookieHeader, Origin: evilOrigin },
        });
        const refused = methods.length > 0 ? response.status() === 403 : response.status() >= 400;
        if (!refused)
          failures.push(`${handler.file} ${method}: ${await describeResponse(response)}`);
      }
    }
    expect(failures, failures.join('\n')).toEqual([]);
  });

  test('a server action posted from another site is refused before it runs, even for an admin', async ({
    page,
    request,
  }) => {
    const admin = await staff(page, 'admin');
    const failures: string[] = [];
    for (const action of builtAdminActions()) {
      const response = await postAction(request, action, {
        cookie: admin.cookieHeader,
        origin: evilOrigin,
      });
      // Next aborts a cross-origin action with 500 "Invalid Server Actions request".
      if (response.status() < 400 || response.headers()['x-action-redirect'])
        failures.push(`${action.file} ${action.exportedName}: ${await describeResponse(response)}`);
    }
    expect(failures, failures.join('\n')).toEqual([]);
    expect(auditRowsBy([admin.userId]), 'a cross-origin action changed something').toBe(0);
  });
});

// ---------------------------------------------------------------------------------------------
// Records behind the check: a refused request carries none of the record, metadata included

/** The two newest rows' ids of the table a record route shows (`/admin/contacts/[id]` → contact). */
function newestIdsFor(route: string): string[] {
  const folder = /\/([a-z-]+)\/\[[^\]/.]+\]$/.exec(route)?.[1];
  if (!folder) return [];
  const db = new Database(databaseFile, { readonly: true, fileMustExist: true });
  try {
    const tables = [folder, folder.replace(/s$/, '')].map((name) => name.replace(/-/g, '_'));
    const table = db
      .prepare(`select name from sqlite_master where type = 'table' and name in (?, ?)`)
      .get(...tables) as { name: string } | undefined;
    if (!table) return [];
    const rows = db.prepare(`select id from "${table.name}" order by rowid desc limit 2`).all() as {
      id: string;
    }[];
    return rows.map((row) => row.id);
  } finally {
    db.close();
  }
}

function decodeEntities(text: string): string {
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&');
}

/** The words of a page's title and h1: what names the record it shows. */
function namingWords(html: string): Set<string> {
  const title = /<title>([^<]*)<\/title>/i.exec(html)?.[1] ?? '';
  const heading = /<h1\b[^>]*>([\s\S]*?)<\/h1>/i.exec(html)?.[1]?.replace(/<[^>]+>/g, ' ') ?? '';
  return new Set(decodeEntities(`${title} ${heading}`).match(/[\p{L}\p{N}]{5,}/gu) ?? []);
}

test.describe('records', () => {
  test('a record page refused to a forged session carries none of the record, not even in its metadata', async ({
    page,
    request,
    baseURL,
  }) => {
    // Two visitors' contact requests, filed through the public endpoint: the most personal data
    // the admin shows, under names no page carries otherwise.
    for (let filedCount = 0; filedCount < 2; filedCount += 1) {
      const filed = await request.post('/api/contact', {
        headers: { Origin: baseURL! },
        data: {
          name: `Zephyrine Canarylock${randomUUID()
            .replace(/[^a-f]/g, '')
            .slice(0, 6)}`,
          email: `e2e-security-canary-${randomUUID().slice(0, 8)}@example.ch`,
          service: 'n8n-automation',
          message: 'Une demande témoin pour le test de sécurité de l’administration.',
          locale: 'fr',
        },
      });
      expect(filed.status(), await describeResponse(filed)).toBe(201);
    }
    const admin = await staff(page, 'admin');
    const asAdmin = { headers: { Cookie: admin.cookieHeader } };
    const checked: string[] = [];
    const leaks: string[] = [];
    for (const screen of protectedPages.filter((entry) => /\/\[[^\]/.]+\]$/.test(entry.route))) {
      // What names a record is what differs between two records' pages (fixed texts do not).
      const [id, otherId] = newestIdsFor(screen.route);
      if (!id || !otherId) continue;
      const urlOf = (recordId: string) =>
        screen.route.replace(/\[[^\]/.]+\]$/, encodeURIComponent(recordId));
      const url = urlOf(id);
      const seen = await request.get(url, asAdmin);
      const other = namingWords(await (await request.get(urlOf(otherId), asAdmin)).text());
      const recordWords = [...namingWords(await seen.text())].filter((word) => !other.has(word));
      if (seen.status() !== 200 || recordWords.length === 0) continue;
      checked.push(`${url} (${recordWords.join(' ')})`);
      for (const [label, headers] of [
        ['forged cookie', { Cookie: forgedCookie }],
        ['forged cookie, RSC', { Cookie: forgedCookie, RSC: '1' }],
        ['no cookie', {}],
      ] as const) {
        const refused = await request.get(url, { ...noRedirect, headers });
        const body = await refused.text();
        const found = recordWords.filter((word) => body.includes(word));
        if (found.length > 0)
          leaks.push(`${screen.file} (${label}, ${refused.status()}) carries: ${found.join(', ')}`);
      }
    }
    test.info().annotations.push({ type: 'record pages checked', description: checked.join('; ') });
    expect(leaks, leaks.join('\n')).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------
// Headers

function nonceOf(policy: string): string | undefined {
  return /'nonce-([^']+)'/.exec(policy)?.[1];
}

function scriptTags(html: string): string[] {
  return html.match(/<script\b[^>]*>/gi) ?? [];
}

test.describe('headers', () => {
  test('admin pages send a strict CSP with a new nonce per request, carried by every script tag', async ({
    page,
    request,
  }) => {
    const admin = await staff(page, 'admin');
    const nonces = new Set<string>();
    const failures: string[] = [];
    const pages = [
      { url: loginPath, cookie: undefined as string | undefined },
      { url: loginPath, cookie: undefined },
      ...protectedPages
        .filter((screen) => !screen.route.includes('['))
        .map((screen) => ({ url: screen.route, cookie: admin.cookieHeader })),
    ];
    for (const { url, cookie } of pages) {
      const response = await request.get(url, {
        ...noRedirect,
        headers: cookie ? { Cookie: cookie } : {},
      });
      const policy = response.headers()['content-security-policy'] ?? '';
      const nonce = nonceOf(policy);
      const directives = Object.fromEntries(
        policy.split(';').map((part) => {
          const [name, ...values] = part.trim().split(/\s+/);
          return [name ?? '', values.join(' ')];
        }),
      );
      const problems = [
        response.status() !== 200 && `status ${response.status()}`,
        !nonce && 'no nonce',
        directives['frame-ancestors'] !== "'none'" && "frame-ancestors is not 'none'",
        directives['object-src'] !== "'none'" && "object-src is not 'none'",
        directives['base-uri'] !== "'none'" && "base-uri is not 'none'",
        /'unsafe-(inline|eval)'/.test(directives['script-src'] ?? "'unsafe-inline'") &&
          "script-src is missing or allows 'unsafe-inline'/'unsafe-eval'",
        !/private|no-store/.test(response.headers()['cache-control'] ?? '') &&
          'cacheable by shared caches',
      ].filter(Boolean);
      if (nonce) {
        if (nonces.has(nonce)) problems.push(`nonce ${nonce} was used before`);
        nonces.add(nonce);
        const html = await response.text();
        const tags = scriptTags(html);
        const withoutNonce = tags.filter((tag) => !tag.includes(`nonce="${nonce}"`));
        if (tags.length === 0) problems.push('no script tag to carry the nonce');
        if (withoutNonce.length > 0)
          problems.push(`script tags without the nonce: ${withoutNonce.slice(0, 3).join(' ')}`);
      }
      if (problems.length > 0)
        failures.push(`${url}: ${problems.join('; ')} (CSP: ${policy || 'none'})`);
    }
    expect(failures, failures.join('\n')).toEqual([]);
  });

  test('every kind of response carries nosniff and a Referrer-Policy, never X-Powered-By', async ({
    page,
    request,
  }) => {
    const admin = await staff(page, 'admin');
    const home = await request.get('/');
    const asset = /(?:src|href)="(\/_next\/static\/[^"]+\.(?:js|css))"/.exec(
      await home.text(),
    )?.[1];
    expect(asset, 'the home page references a static asset').toBeTruthy();
    const targets: { name: string; url: string; cookie?: string }[] = [
      { name: 'public page', url: '/' },
      { name: 'public page (Arabic)', url: '/services?lang=ar' },
      { name: 'static asset', url: asset! },
      { name: 'public file', url: '/robots.txt' },
      { name: 'not found', url: '/no-such-page-here' },
      { name: 'public API', url: '/api/contact' },
      { name: 'admin redirect (no session)', url: '/admin/users' },
      { name: 'admin login page', url: loginPath },
      { name: 'admin page', url: '/admin', cookie: admin.cookieHeader },
      ...surface.handlers.slice(0, 3).map((handler) => ({
        name: `admin API ${handler.route}`,
        url: sampleUrl(handler.route),
      })),
    ];
    const https = (process.env.SITE_URL ?? 'http://localhost:3000').startsWith('https:');
    const failures: string[] = [];
    for (const { name, url, cookie } of targets) {
      const response = await request.get(url, {
        ...noRedirect,
        headers: cookie ? { Cookie: cookie } : {},
      });
      const headers = response.headers();
      const problems = [
        headers['x-content-type-options'] !== 'nosniff' && 'no nosniff',
        !headers['referrer-policy'] && 'no Referrer-Policy',
        headers['x-powered-by'] !== undefined && `X-Powered-By: ${headers['x-powered-by']}`,
        // HSTS follows SITE_URL (src/lib/security-headers.ts; unit-tested both ways).
        https !== (headers['strict-transport-security'] !== undefined) &&
          `HSTS ${https ? 'missing' : 'sent'} for SITE_URL ${https ? 'https' : 'http'}`,
      ].filter(Boolean);
      if (problems.length > 0)
        failures.push(`${name} ${url} (${response.status()}): ${problems.join('; ')}`);
    }
    expect(failures, failures.join('\n')).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------
// Secrets

/** The secret values of this test environment (scripts/e2e.ts makes them distinctive). */
function testSecrets(): { name: string; value: string }[] {
  const smtpPassword = process.env.SMTP_URL
    ? decodeURIComponent(new URL(process.env.SMTP_URL).password)
    : '';
  const secrets = [
    { name: 'AUTH_SECRET', value: process.env.AUTH_SECRET ?? '' },
    { name: 'APP_SECRET', value: process.env.APP_SECRET ?? '' },
    { name: 'SMTP password', value: smtpPassword },
    { name: 'DATABASE_URL', value: databaseFile },
    { name: 'DATABASE_URL (absolute)', value: path.resolve(databaseFile) },
  ];
  for (const { name, value } of secrets)
    expect(
      value.length,
      `${name} is not set to a distinctive value (scripts/e2e.ts)`,
    ).toBeGreaterThanOrEqual(12);
  return secrets;
}

function* filesUnder(dir: string): Generator<string> {
  if (!existsSync(dir)) return;
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) yield* filesUnder(file);
    else yield file;
  }
}

function leaksIn(text: string, secrets: { name: string; value: string }[]): string[] {
  return secrets.filter(({ value }) => text.includes(value)).map(({ name }) => name);
}

test.describe('secrets', () => {
  test('no secret value appears in any file under the build’s static folder or in a prerendered page', () => {
    const secrets = testSecrets();
    const staticFiles = [...filesUnder(path.join(distDir, 'static'))];
    expect(staticFiles.length, `${distDir}/static holds the built client files`).toBeGreaterThan(
      10,
    );
    const prerendered = [...filesUnder(path.join(distDir, 'server', 'app'))].filter((file) =>
      /\.(html|rsc|body|meta)$/.test(file),
    );
    const hits: string[] = [];
    for (const file of [...staticFiles, ...prerendered]) {
      const found = leaksIn(readFileSync(file).toString('latin1'), secrets);
      if (found.length > 0) hits.push(`${file}: ${found.join(', ')}`);
    }
    expect(hits, hits.join('\n')).toEqual([]);
  });

  test('no secret value appears in the HTML or RSC payload of any admin page, signed in as an admin', async ({
    page,
    request,
  }) => {
    const secrets = testSecrets();
    const admin = await staff(page, 'admin');
    const hits: string[] = [];
    const urls = [loginPath, ...protectedPages.map((page) => sampleUrl(page.route))];
    let rendered = 0;
    for (const url of urls) {
      for (const rsc of [false, true]) {
        const response = await request.get(url, {
          ...noRedirect,
          headers: { Cookie: admin.cookieHeader, ...(rsc ? { RSC: '1' } : {}) },
        });
        if (response.status() === 200) rendered += 1;
        const found = leaksIn(await response.text(), secrets);
        if (found.length > 0) hits.push(`${url}${rsc ? ' (RSC)' : ''}: ${found.join(', ')}`);
      }
    }
    for (const handler of surface.handlers.filter((h) =>
      h.methods.some((m) => m.method === 'GET'),
    )) {
      const response = await request.get(sampleUrl(handler.route), {
        ...noRedirect,
        headers: { Cookie: admin.cookieHeader },
      });
      const found = leaksIn(await response.text(), secrets);
      if (found.length > 0) hits.push(`${handler.route}: ${found.join(', ')}`);
    }
    expect(rendered, 'admin pages rendered for the admin').toBeGreaterThan(0);
    expect(hits, hits.join('\n')).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------
// Sessions die on the server

function setBanned(userId: string): void {
  const db = new Database(databaseFile);
  db.pragma('busy_timeout = 5000');
  try {
    db.prepare('update auth_user set banned = 1 where id = ?').run(userId);
  } finally {
    db.close();
  }
}

async function expectCookieRefused(request: APIRequestContext, session: StaffSession) {
  const page = await request.get('/admin', {
    ...noRedirect,
    headers: { Cookie: session.cookieHeader },
  });
  expect(
    isHttpRedirectToLogin(page),
    `replayed cookie on /admin: ${await describeResponse(page)}`,
  ).toBe(true);
  for (const handler of surface.handlers.filter((h) => h.methods.some((m) => m.method === 'GET'))) {
    const response = await request.get(sampleUrl(handler.route), {
      ...noRedirect,
      headers: { Cookie: session.cookieHeader },
    });
    expect(response.status(), `replayed cookie on ${handler.route}`).toBe(401);
  }
}

test.describe('sessions', () => {
  // Sign-out replay is covered by e2e/admin-auth.spec.ts ('signing out revokes the session').
  test('a banned account’s existing session is refused by the server', async ({
    page,
    request,
  }) => {
    const editor = await signedIn(page, createStaffAccount('editor', 'security-banned'));
    const before = await request.get('/admin', {
      ...noRedirect,
      headers: { Cookie: editor.cookieHeader },
    });
    expect(before.status(), await describeResponse(before)).toBe(200);
    // Only the flag, not the session rows: the check itself must refuse a banned account.
    setBanned(editor.userId);
    await expectCookieRefused(request, editor);
  });
});
