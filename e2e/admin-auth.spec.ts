// Issue 5 §1 and §4 in the browser: signing in (generic error, `next` honoured only inside the
// admin, rate limit), two-factor enrolment and sign-in with a TOTP code or a backup code, signing
// out for real (a replayed cookie is refused), and the password reset through the mailed link.
import * as OTPAuth from 'otpauth';
import type { Page } from '@playwright/test';
import {
  createStaffAccount,
  e2eStaff,
  expect,
  signInAs,
  signOut,
  submitAndWait,
  submitLogin,
  test,
  type Credentials,
} from './support/admin';
import { freshCode } from '../tests/support/totp-codes';
import { linkIn, mailsTo } from './support/mailbox';

const genericError = 'Adresse e-mail ou mot de passe incorrect.';

function alert(page: Page) {
  return page.locator('main [role="alert"]').first();
}

test.describe('signing in', () => {
  test('a wrong password and an unknown address get the same message; the right one gets in', async ({
    page,
  }) => {
    const account = createStaffAccount('editor', 'login');
    await page.goto('/admin/login');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Connexion');
    await expect(page.locator('#login-password')).toHaveAttribute(
      'autocomplete',
      'current-password',
    );

    await submitLogin(page, { email: account.email, password: 'not-the-password-123' });
    await expect(alert(page)).toHaveText(genericError);
    await expect(page.locator('#login-email')).toHaveValue(account.email);
    await expect(page.locator('#login-password')).toHaveValue('');

    await submitLogin(page, { email: 'nobody-at-all@example.ch', password: account.password });
    await expect(alert(page)).toHaveText(genericError);

    await submitLogin(page, account);
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Tableau de bord administrateur',
    );
  });

  test('speaks English on request', async ({ page }) => {
    await page.goto('/admin/login?lang=en');
    await expect(page).toHaveURL(/\/admin\/login$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.getByRole('link', { name: 'Français' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Connexion');
  });

  test('an anonymous visit to a screen signs in first, then lands on that screen', async ({
    page,
  }) => {
    await page.goto('/admin/users');
    await expect(page).toHaveURL(/\/admin\/login\?next=%2Fadmin%2Fusers$/);
    await submitLogin(page, e2eStaff.admin);
    await expect(page).toHaveURL(/\/admin\/users$/);
  });

  test('never follows `next` out of the admin', async ({ page }) => {
    await page.goto(`/admin/login?next=${encodeURIComponent('//evil.example')}`);
    await submitLogin(page, e2eStaff.editor);
    await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/admin$/);
  });

  test('is refused after the rate limit, even with the right password', async ({ page }) => {
    const account = createStaffAccount('editor', 'limit');
    await page.goto('/admin/login');
    for (let attempt = 0; attempt < 5; attempt++) {
      await submitLogin(page, { email: account.email, password: `wrong-password-${attempt}` });
      await expect(alert(page)).toHaveText(genericError);
    }
    await submitLogin(page, account);
    await expect(alert(page)).toContainText('Trop de tentatives');
    await expect(page).toHaveURL(/\/admin\/login/);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the form still signs in, and a failure keeps the typed address', async ({ page }) => {
      const account = createStaffAccount('editor', 'nojs');
      await page.goto('/admin/login');
      await submitLogin(page, { email: account.email, password: 'not-the-password-123' });
      await expect(alert(page)).toHaveText(genericError);
      await expect(page.locator('#login-email')).toHaveValue(account.email);
      await submitLogin(page, account);
      await expect(page).toHaveURL(/\/admin$/);
    });
  });
});

test('signing out revokes the session: the old cookie, replayed, is refused', async ({
  page,
  context,
}) => {
  // Through the form (credentials, not the role): the session revoked is this test's own, not
  // the one the worker's other tests reuse (signInAs).
  await signInAs(page, e2eStaff.editor);
  const saved = await context.cookies();
  expect(saved.some((cookie) => cookie.name.endsWith('session_token'))).toBe(true);
  await signOut(page);
  await expect(page.locator('main [role="status"]')).toHaveText('Vous êtes déconnecté.');

  await context.addCookies(saved);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/login/);
});

/** Sign in with the password and reach the second step. */
async function passwordStep(page: Page, account: Credentials) {
  await page.goto('/admin/login');
  await submitLogin(page, account);
  await expect(page).toHaveURL(/\/admin\/login\/two-factor/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vérification en deux étapes');
}

async function useBackupCode(page: Page) {
  await page.getByRole('link', { name: 'Utiliser un code de secours' }).click();
  await expect(page.getByLabel('Code de secours')).toBeVisible();
}

/** Six digits the app is not showing right now. */
function wrongCode(totp: OTPAuth.TOTP): string {
  return totp.generate() === '000000' ? '111111' : '000000';
}

async function enterCode(page: Page, code: string) {
  await page.locator('#two-factor-code').fill(code);
  await submitAndWait(page, page.getByRole('button', { name: 'Vérifier' }));
}

test('two-factor: enrol with the QR secret, then every sign-in asks for a code; a backup code works once', async ({
  page,
}) => {
  test.slow();
  const account = createStaffAccount('editor', 'totp');
  await signInAs(page, account);
  await page.goto('/admin/account');
  await page.getByRole('link', { name: 'Activer' }).click();
  await expect(page).toHaveURL(/\/admin\/account\/two-factor$/);

  await page.locator('#two-factor-start-password').fill(account.password);
  await submitAndWait(page, page.getByRole('button', { name: 'Continuer' }));
  await expect(page.getByRole('img', { name: /Code QR/ }).locator('svg')).toBeVisible();
  const secret = (await page.getByTestId('two-factor-secret').textContent())!.replace(/\s/g, '');
  const backupCodes = await page
    .getByTestId('two-factor-backup-codes')
    .locator('li')
    .allTextContents();
  expect(backupCodes).toHaveLength(10);
  const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret) });

  await page.locator('#two-factor-confirm-code').fill(wrongCode(totp));
  await submitAndWait(page, page.getByRole('button', { name: 'Activer' }));
  await expect(page.locator('#two-factor-confirm-code-error')).toContainText('Code incorrect');
  // A wrong first code keeps the QR code and the backup codes on screen.
  await expect(page.getByTestId('two-factor-secret')).toBeVisible();

  await page.locator('#two-factor-confirm-code').fill(freshCode(totp));
  await submitAndWait(page, page.getByRole('button', { name: 'Activer' }));
  await expect(page.getByText('Double authentification activée.')).toBeVisible();
  await expect(page.getByText('Activée', { exact: true })).toBeVisible();

  // Next sign-in: password, then the code from the app.
  await signOut(page);
  await passwordStep(page, account);
  await enterCode(page, wrongCode(totp));
  await expect(page.locator('#two-factor-code-error')).toContainText('Code incorrect');
  await enterCode(page, freshCode(totp));
  await expect(page).toHaveURL(/\/admin$/);

  // A backup code instead of the app, once.
  await signOut(page);
  await passwordStep(page, account);
  await useBackupCode(page);
  await enterCode(page, backupCodes[0]!);
  await expect(page).toHaveURL(/\/admin$/);

  await signOut(page);
  await passwordStep(page, account);
  await useBackupCode(page);
  await enterCode(page, backupCodes[0]!);
  await expect(page.locator('#two-factor-code-error')).toContainText('Code incorrect');
  await enterCode(page, backupCodes[1]!);
  await expect(page).toHaveURL(/\/admin$/);
});

test('the password reset: a mailed link, a new password, the old one refused', async ({ page }) => {
  const account = createStaffAccount('editor', 'reset');
  await page.goto('/admin/login');
  await page.getByRole('link', { name: 'Mot de passe oublié ?' }).click();
  await expect(page).toHaveURL(/\/admin\/reset-password$/);
  await page.locator('#reset-email').fill(account.email);
  await submitAndWait(page, page.getByRole('button', { name: 'Envoyer le lien' }));
  await expect(page.locator('main [role="status"]')).toContainText('Si un compte existe');

  const [mail] = await mailsTo(account.email);
  const link = linkIn(mail!, '/admin/reset-password?token=');
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nouveau mot de passe');
  const newPassword = 'a-new-password-from-the-mail';
  await page.locator('#reset-new-password').fill(newPassword);
  await page.locator('#reset-confirm-password').fill('something-else-entirely');
  await submitAndWait(page, page.getByRole('button', { name: 'Enregistrer le mot de passe' }));
  await expect(page.locator('#reset-confirm-password-error')).toContainText('ne correspondent pas');
  await page.locator('#reset-new-password').fill(newPassword);
  await page.locator('#reset-confirm-password').fill(newPassword);
  await submitAndWait(page, page.getByRole('button', { name: 'Enregistrer le mot de passe' }));
  await expect(page).toHaveURL(/\/admin\/login\?notice=reset$/);
  await expect(page.locator('main [role="status"]')).toContainText('mot de passe a été modifié');

  await submitLogin(page, account);
  await expect(alert(page)).toHaveText(genericError);
  await submitLogin(page, { email: account.email, password: newPassword });
  await expect(page).toHaveURL(/\/admin$/);

  // The link works once.
  await page.goto(link);
  await page.locator('#reset-new-password').fill('yet-another-password-1');
  await page.locator('#reset-confirm-password').fill('yet-another-password-1');
  await submitAndWait(page, page.getByRole('button', { name: 'Enregistrer le mot de passe' }));
  await expect(alert(page)).toContainText("n'est plus valable");
});
