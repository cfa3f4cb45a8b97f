// On a deployed site (an https SITE_URL that is not loopback, issue 11 §1): an admin's (and, since
// issue 34 §4, an editor's) first sign-in leads to two-factor enrolment before anything else,
// cookies are Secure, and once enrolled a password change asks for a code too. Against the
// second e2e server, same build and database as the main one (e2e/support/servers.ts).
import * as OTPAuth from 'otpauth';
import { createStaffAccount, expect, submitAndWait, submitLogin, test } from './support/admin';
import { freshCode } from '../tests/support/totp-codes';
import { deployedBaseUrl } from './support/servers';

test('a new admin of a deployed site is sent to enrolment first, and only then reaches the panel', async ({
  page,
  context,
}) => {
  test.slow();
  const account = createStaffAccount('admin', 'deployed');
  await page.goto(`${deployedBaseUrl}/admin/login`);
  await submitLogin(page, account);
  await expect(page).toHaveURL(/\/admin\/account\/two-factor$/);
  await expect(page.getByRole('status').filter({ hasText: 'obligatoire' })).toBeVisible();
  const session = (await context.cookies(deployedBaseUrl)).find((cookie) =>
    cookie.name.endsWith('session_token'),
  );
  expect(session, 'a session cookie').toBeDefined();
  expect(session!.name.startsWith('__Secure-')).toBe(true);
  expect(session!.secure && session!.httpOnly).toBe(true);

  // Every other screen waits for the enrolment.
  for (const screen of ['/admin', '/admin/posts', '/admin/users']) {
    await page.goto(`${deployedBaseUrl}${screen}`);
    await expect(page, screen).toHaveURL(/\/admin\/account\/two-factor$/);
  }

  await page.locator('#two-factor-start-password').fill(account.password);
  await submitAndWait(page, page.getByRole('button', { name: 'Continuer' }));
  const secret = (await page.getByTestId('two-factor-secret').textContent())!.replace(/\s/g, '');
  const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret) });
  await page.locator('#two-factor-confirm-code').fill(freshCode(totp));
  await submitAndWait(page, page.getByRole('button', { name: 'Activer' }));
  await expect(page.getByText('Double authentification activée.')).toBeVisible();

  await page.goto(`${deployedBaseUrl}/admin/posts`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Articles');

  // With two-factor on, changing the password asks for a code as well as the current password.
  await page.goto(`${deployedBaseUrl}/admin/account`);
  await page.locator('#account-currentPassword').fill(account.password);
  await page.locator('#account-newPassword').fill('a-new-deployed-password-42');
  await page.locator('#account-confirmPassword').fill('a-new-deployed-password-42');
  await page.locator('#account-code').fill(totp.generate() === '000000' ? '111111' : '000000');
  await submitAndWait(page, page.getByRole('button', { name: 'Changer le mot de passe' }));
  await expect(page.locator('#account-code-error')).toContainText('Code incorrect');
  await page.locator('#account-currentPassword').fill(account.password);
  await page.locator('#account-newPassword').fill('a-new-deployed-password-42');
  await page.locator('#account-confirmPassword').fill('a-new-deployed-password-42');
  await page.locator('#account-code').fill(freshCode(totp));
  await submitAndWait(page, page.getByRole('button', { name: 'Changer le mot de passe' }));
  await expect(page.getByText('Mot de passe modifié.')).toBeVisible();
});

test('a new editor of a deployed site is sent to enrolment first too (issue 34 §4)', async ({
  page,
}) => {
  const account = createStaffAccount('editor', 'deployed-editor');
  await page.goto(`${deployedBaseUrl}/admin/login`);
  await submitLogin(page, account);
  await expect(page).toHaveURL(/\/admin\/account\/two-factor$/);
  await expect(page.getByRole('status').filter({ hasText: 'obligatoire' })).toBeVisible();
  // Not even the newsletter, which an editor could otherwise send to every subscriber.
  await page.goto(`${deployedBaseUrl}/admin/newsletter`);
  await expect(page).toHaveURL(/\/admin\/account\/two-factor$/);
});
