import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { expect, type Cookie, type Locator, type Page, type TestInfo } from '@playwright/test';
import { e2eStaff, type E2eRole } from '../../scripts/lib/e2e-staff';
import { wcagAudit } from './axe';

/**
 * Signing in for the admin specs. Use the `test` of ./forms (re-exported here): it gives every test
 * its own client address (X-Forwarded-For, trusted in e2e runs), so the sign-in rate limit, which
 * counts per address and per account, never leaks from one test into another. Only failed
 * attempts count, so signing in as the shared accounts any number of times is fine.
 */
export { expect, test } from './forms';
export { e2eStaff, type E2eRole } from '../../scripts/lib/e2e-staff';

export interface Credentials {
  email: string;
  password: string;
}

export interface StaffAccount extends Credentials {
  id: string;
  role: E2eRole;
}

/** The shared admin or editor account (created by scripts/e2e.ts). */
export function credentialsOf(role: E2eRole): Credentials {
  return e2eStaff[role];
}

/**
 * A new account for one test, created in the e2e database the server uses (through better-auth,
 * in a tsx child process). Take one whenever the test changes the account or fails on purpose.
 */
export function createStaffAccount(role: E2eRole = 'editor', label = 'staff'): StaffAccount {
  const email = `e2e-${label}-${randomUUID().slice(0, 8)}@example.ch`;
  const password = `pw-${randomUUID()}`;
  const id = createAccountIn(process.env.DATABASE_URL, { email, password, role });
  return { id, email, password, role };
}

/**
 * Creates a staff account in a database (the e2e one by default) through better-auth, in a tsx
 * child process (admin-account-cli.ts), and returns its id.
 */
export function createAccountIn(
  databaseUrl: string | undefined,
  { email, password, role }: Credentials & { role: E2eRole },
): string {
  const result = spawnSync(
    'node_modules/.bin/tsx',
    ['--conditions=react-server', 'e2e/support/admin-account-cli.ts', email, role],
    {
      input: password,
      encoding: 'utf8',
      env: databaseUrl ? { ...process.env, DATABASE_URL: databaseUrl } : process.env,
      timeout: 60_000,
    },
  );
  if (result.status !== 0)
    throw new Error(`creating a ${role} account failed:\n${result.stderr || result.stdout}`);
  return (JSON.parse(result.stdout) as { id: string }).id;
}

/** Makes every session of the account look signed in `minutes` earlier (session-age-cli.ts). */
export function ageSessions(userId: string, minutes: number): void {
  const result = spawnSync(
    'node_modules/.bin/tsx',
    ['--conditions=react-server', 'e2e/support/session-age-cli.ts', userId, String(minutes)],
    { encoding: 'utf8', env: process.env, timeout: 60_000 },
  );
  if (result.status !== 0) throw new Error(`ageing sessions failed:\n${result.stderr}`);
}

/** Fills and sends the sign-in form (the page must show it); does not wait for the outcome. */
export async function submitLogin(page: Page, { email, password }: Credentials): Promise<void> {
  await page.locator('#login-email').fill(email);
  await page.locator('#login-password').fill(password);
  await submitAndWait(page, page.locator('form:has(#login-email) button[type="submit"]'));
}

/**
 * Clicks a form's submit button and waits for the server's answer to that POST (the server
 * action with JavaScript, the page itself without), then for React to settle: it resets the form
 * once the action's transition ends, which would otherwise empty fields filled in the meantime.
 * So an old message still on screen is never mistaken for the new one.
 */
export async function submitAndWait(page: Page, button: Locator): Promise<void> {
  const answered = page.waitForResponse((response) => response.request().method() === 'POST');
  await button.click();
  await answered;
  await expect
    .poll(() =>
      button.evaluateAll((buttons) => buttons.every((b) => !(b as HTMLButtonElement).disabled)),
    )
    .toBe(true);
}

/**
 * The session cookies of the shared accounts this worker process signed in through the form, by
 * role: later tests of the worker reuse them rather than fill the form again (two page loads, a
 * password hash and a redirect each time; the sign-in itself is tested in admin-auth.spec.ts with
 * accounts of its own). Each is kept five minutes only: an action that reaches many people asks a
 * session signed in over ten minutes ago for the password again (decision 038), which a test
 * (at most three minutes) must not meet by accident. A revoked one sends the page to the form.
 */
const sharedSessions = new Map<E2eRole, { cookies: Cookie[]; signedInAt: number }>();
const sharedSessionReuse = 5 * 60_000;

/**
 * Signs in and waits to be on `next` (else the dashboard). `who` is a shared role, whose session
 * this worker may already hold (sharedSessions), or any account's credentials (without
 * two-factor), which always go through /admin/login.
 */
export async function signInAs(
  page: Page,
  who: E2eRole | Credentials,
  next?: string,
): Promise<void> {
  const shared = typeof who === 'string' ? sharedSessions.get(who) : undefined;
  if (shared && Date.now() - shared.signedInAt < sharedSessionReuse) {
    await page.context().addCookies(shared.cookies);
    await page.goto(next ?? '/admin');
    // Another server of the run (its own database) does not know the session: the form, then.
    if (!/\/admin\/login/.test(page.url())) return;
  }
  const credentials = typeof who === 'string' ? credentialsOf(who) : who;
  const query = next ? `?next=${encodeURIComponent(next)}` : '';
  const signedInAt = Date.now();
  await page.goto(`/admin/login${query}`);
  await submitLogin(page, credentials);
  await expect(page).not.toHaveURL(/\/admin\/login/);
  if (typeof who === 'string') {
    const cookies = await page.context().cookies();
    sharedSessions.set(who, {
      cookies: cookies.filter((cookie) => cookie.name.endsWith('session_token')),
      signedInAt,
    });
  }
}

/** Signs out with the sidebar's 'Déconnexion' button and waits for the sign-in page. */
export async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: /Déconnexion|Sign out/ }).click();
  await expect(page).toHaveURL(/\/admin\/login/);
}

/**
 * The four language tabs of an editor, each whole inside the screen and its strip, none scrolled
 * out of it (issue 36: "Darija (non trad" at 1280 px, Arabic and Darija off a phone's screen).
 */
export async function expectEveryTabInView(page: Page): Promise<void> {
  await expect(page.getByRole('tab')).toHaveCount(4);
  const placement = await page.getByRole('tablist').evaluate((strip) => {
    const edges = strip.getBoundingClientRect();
    return {
      scrolls: strip.scrollWidth > strip.clientWidth,
      outside: [...strip.querySelectorAll('[role="tab"]')]
        .filter((tab) => {
          const box = tab.getBoundingClientRect();
          return (
            box.left < Math.max(0, edges.left) || box.right > Math.min(innerWidth, edges.right)
          );
        })
        .map((tab) => tab.textContent),
    };
  });
  expect(placement).toEqual({ scrolls: false, outside: [] });
}

/**
 * Opens a language tab of a content form (of the page, or of one form of it) and answers its
 * panel. Clicked again until selected: a click landing before React has hydrated the form does
 * nothing.
 */
export async function openLanguage(page: Page | Locator, language: string) {
  const tab = page.getByRole('tab', { name: new RegExp(`^${language}`) });
  await expect(async () => {
    await tab.click();
    await expect(tab).toHaveAttribute('aria-selected', 'true', { timeout: 500 });
  }).toPass();
  return page.getByRole('tabpanel', { name: new RegExp(`^${language}`) });
}

/**
 * What axe finds against WCAG 2.1 A and AA on the page as it is (the crawl's rules), or only
 * `within` (a CSS selector): the part a step changed on a screen already audited whole — on the
 * home page's editor a whole audit took 12–20 s on a busy machine.
 */
export async function accessibilityViolations(page: Page, within?: string): Promise<string[]> {
  const audit = wcagAudit(page);
  const axe = await (within ? audit.include(within) : audit).analyze();
  return axe.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(' | ')}`,
  );
}

/**
 * A history screen's comparison (decision 064) after one language gained `added`: marked as added
 * there, nothing removed, the three other languages unchanged; the screen passes axe, and is
 * photographed 1280 and 390 wide (it stays at 390).
 */
export async function expectWordAddedInHistory(
  page: Page,
  testInfo: TestInfo,
  { language, from, to, added }: { language: string; from: number; to: number; added: RegExp },
): Promise<void> {
  const diff = page.getByRole('table', {
    name: `${language} : champs modifiés entre la version ${from} et la version ${to}`,
  });
  await expect(diff.locator('ins')).toHaveText(added);
  await expect(diff.locator('del')).toHaveCount(0);
  await expect(page.getByText('Aucune différence dans cette langue.')).toHaveCount(3);
  // The save's toast followed the editor here; axe would read it mid-fade as low contrast.
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 });
  expect(await accessibilityViolations(page)).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath('history-fr-1280.png'), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: testInfo.outputPath('history-fr-390.png'), fullPage: true });
}
