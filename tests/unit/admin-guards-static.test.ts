// Issue 5 §4: every admin page, server action and admin route handler begins with a named
// server-side check. The surface is read from the file tree on every run (tests/support/
// admin-surface.ts), so a screen added tomorrow is held to the rule without touching this file.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  describeViolation,
  publicAdminRoutes,
  readActionModule,
  readAdminSurface,
  readInlineActions,
  readPage,
  readRouteHandler,
  routeOfDir,
  sampleUrl,
} from '../support/admin-surface';

const guardsImport = `import { requireAdmin, requireStaff, authorizeRequest } from '@/server/auth/guards.server';`;

describe('the checker itself (so a passing run means something)', () => {
  it('accepts a page that starts with a named check, in any of its forms', () => {
    const forms = [
      `${guardsImport}\nexport default async function Page() { await requireStaff(); return null; }`,
      `${guardsImport}\nexport default async function Page() { const staff = await requireAdmin(); return staff; }`,
      `${guardsImport}\nconst Page = async () => { const { id } = await requireStaff(); return id; };\nexport default Page;`,
      `import { requireSignedIn as signedIn } from '../../../server/auth/guards.server';\nexport default async function P() { await signedIn(); }`,
    ];
    for (const [index, text] of forms.entries()) {
      const file =
        index === 3 ? 'src/app/admin/account/page.tsx' : 'src/app/admin/(panel)/users/page.tsx';
      expect(readPage(file, text).page.problem, text).toBeNull();
    }
    expect(readPage('src/app/admin/(panel)/users/page.tsx', forms[1]!).page.guard).toBe(
      'requireAdmin',
    );
  });

  it('refuses a page whose first statement is not a check, or a check from elsewhere', () => {
    const bad = [
      `${guardsImport}\nexport default async function Page() { const rows = await listUsers(); await requireAdmin(); return rows; }`,
      `${guardsImport}\nexport default function Page() { return null; }`,
      `import { requireStaff } from './fake-guards';\nexport default async function Page() { await requireStaff(); }`,
      `${guardsImport}\nexport default async function Page() { requireStaff(); }`,
      `${guardsImport}\nexport { default } from './other-page';`,
      `export const dynamic = 'force-dynamic';`,
    ];
    for (const text of bad)
      expect(readPage('src/app/admin/(panel)/x/page.tsx', text).page.problem, text).not.toBeNull();
  });

  it('holds generateMetadata that reads params to the same rule', () => {
    const text = `${guardsImport}
export async function generateMetadata({ params }) { const post = await findPost((await params).id); return { title: post.title }; }
export default async function Page() { await requireStaff(); }`;
    expect(
      readPage('src/app/admin/(panel)/posts/[id]/page.tsx', text).metadata?.problem,
    ).not.toBeNull();
    const fixed = text.replace('{ const post', '{ await requireStaff(); const post');
    expect(
      readPage('src/app/admin/(panel)/posts/[id]/page.tsx', fixed).metadata?.problem,
    ).toBeNull();
  });

  it("reads every export of a 'use server' module and inline actions", () => {
    const actionModule = readActionModule(
      'src/app/admin/(panel)/users/actions.ts',
      `'use server';\n${guardsImport}
export async function banUser(id: string) { await requireAdmin(); return id; }
export const deleteUser = async (id: string) => { const staff = await requireAdmin(); return [staff, id]; };
export async function leaky(id: string) { if (!id) return; await requireAdmin(); }
async function hidden() { return 1; }
export { hidden as exposed };
export * from './more-actions';`,
    );
    expect(actionModule.route).toBe('/admin/users');
    expect(actionModule.actions.map((action) => [action.name, action.problem === null])).toEqual([
      ['banUser', true],
      ['deleteUser', true],
      ['leaky', false],
      ['exposed', false],
      ["export * from './more-actions';", false],
    ]);
    const inline = readInlineActions(
      'src/app/admin/(panel)/posts/page.tsx',
      `${guardsImport}
export default async function Page() {
  await requireStaff();
  async function save(form: FormData) { 'use server'; await requireStaff(); }
  async function drop(form: FormData) { 'use server'; await db.delete(); }
  return null;
}`,
    );
    expect(inline?.actions.map((action) => [action.name, action.problem === null])).toEqual([
      ['save', true],
      ['drop', false],
    ]);
  });

  it('requires route handlers to start with authorizeRequest on their own request and return its refusal', () => {
    const handler = readRouteHandler(
      'src/app/api/admin/contacts/export/route.ts',
      `${guardsImport}
export const dynamic = 'force-dynamic';
export async function GET(request: Request) { const auth = await authorizeRequest(request, 'staff'); if (auth.refusal) return auth.refusal; return new Response('ok'); }
export const DELETE = async (req: Request) => { const { refusal, staff } = await authorizeRequest(req, 'admin'); if (refusal) { return refusal; } return Response.json(staff); };
export async function POST(request: Request) { const auth = await authorizeRequest(request, 'staff'); return new Response('ignored the refusal'); }
export async function PUT(request: Request) { const body = await request.json(); const auth = await authorizeRequest(request, 'staff'); if (auth.refusal) return auth.refusal; return Response.json(body); }
export async function PATCH(request: Request) { const auth = await authorizeRequest(new Request('http://x'), 'staff'); if (auth.refusal) return auth.refusal; return new Response(); }`,
    );
    expect(handler.route).toBe('/api/admin/contacts/export');
    expect(handler.methods.map((m) => [m.method, m.needs, m.problem === null])).toEqual([
      ['GET', 'staff', true],
      ['DELETE', 'admin', true],
      ['POST', 'staff', false],
      ['PUT', null, false],
      ['PATCH', null, false],
    ]);
    const reexported = readRouteHandler(
      'src/app/api/admin/x/route.ts',
      `export const { GET, POST } = toNextJsHandler(handler);`,
    );
    expect(reexported.methods.every((m) => m.problem !== null)).toBe(true);
  });

  it('derives URLs from folders: groups and slots are not part of them', () => {
    expect(routeOfDir('admin/(panel)/posts/[id]')).toBe('/admin/posts/[id]');
    expect(routeOfDir('admin/(auth)/login/@modal/reset')).toBe('/admin/login/reset');
    expect(sampleUrl('/api/admin/posts/[id]/image/[...rest]')).toBe(
      '/api/admin/posts/sample-id/image/sample',
    );
  });
});

describe('the admin in this tree', () => {
  const surface = readAdminSurface();

  it(`every admin page starts with a named check (public: ${publicAdminRoutes.join(', ')})`, () => {
    const violations = surface.pages
      .filter((page) => !page.isPublic)
      .flatMap((page) => [page.page, ...(page.metadata ? [page.metadata] : [])])
      .filter((entry) => entry.problem !== null)
      .map(describeViolation);
    expect(violations, `Admin pages without a first check:\n${violations.join('\n')}`).toEqual([]);
  });

  it('every exported server action starts with a named check (public: the same folders)', () => {
    const violations = surface.actionModules
      .filter((module) => !module.isPublic)
      .flatMap((module) => module.actions)
      .filter((action) => action.problem !== null)
      .map(describeViolation);
    expect(
      violations,
      `Server actions without a first check (every 'use server' module outside src/app/[locale] counts):\n${violations.join('\n')}`,
    ).toEqual([]);
  });

  it('every admin route handler method starts with authorizeRequest(request, …) and returns its refusal', () => {
    const violations = surface.handlers.flatMap((handler) => [
      ...handler.problems.map((problem) => `${handler.file} ${problem}`),
      ...handler.methods
        .filter((method) => method.problem !== null)
        .map((method) => `${handler.file}:${method.line} ${method.method} ${method.problem}`),
    ]);
    expect(
      violations,
      `Admin route handlers without a first check:\n${violations.join('\n')}`,
    ).toEqual([]);
  });

  it('the public allow-list names only pages that are really public and exist as folders', () => {
    // A public route is a folder, never a pattern: nothing else slips in by a shared prefix.
    for (const route of publicAdminRoutes) expect(route).toMatch(/^\/admin\/[a-z-]+$/);
    const publicPages = surface.pages.filter((page) => page.isPublic).map((page) => page.route);
    for (const route of publicPages)
      expect(publicAdminRoutes.some((base) => route === base || route.startsWith(`${base}/`))).toBe(
        true,
      );
  });

  it('mounts no better-auth HTTP handler (decision 010: every flow is one of our server actions)', () => {
    expect(existsSync(path.join('src', 'app', 'api', 'auth'))).toBe(false);
    const routeFiles = (readdirSync('src/app', { recursive: true }) as string[])
      .map((file) => path.posix.join('src/app', file.split(path.sep).join('/')))
      .filter((file) => /(^|\/)route\.(ts|js)$/.test(file));
    const mounting = routeFiles.filter((file) =>
      /toNextJsHandler|getAuth\(\)\)?\.handler\b|\.handler\(request\)/.test(
        readFileSync(file, 'utf8'),
      ),
    );
    expect(mounting, `better-auth's handler mounted in:\n${mounting.join('\n')}`).toEqual([]);
  });
});
