// Issue 5 §3 Users and §5 'invite an editor and check what they can and cannot do': an admin
// invites an editor, who chooses a password through the mailed link, reaches the content screens
// but not user management nor the audit log; the admin bans them and their next navigation lands
// on the sign-in page; the audit log lists what happened.
import { randomUUID } from 'node:crypto';
import {
  ageSessions,
  createStaffAccount,
  e2eStaff,
  expect,
  signInAs,
  submitAndWait,
  submitLogin,
  test,
} from './support/admin';
import { clientIp } from './support/forms';
import { linkIn, mailsTo } from './support/mailbox';

test('an admin invites an editor, who writes content but cannot manage people; a ban ends their session', async ({
  page,
  browser,
}, testInfo) => {
  const email = `e2e-invited-${randomUUID().slice(0, 8)}@example.ch`;
  const password = `chosen-${randomUUID()}`;

  await signInAs(page, 'admin', '/admin/users');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Utilisateurs');
  await page.getByRole('button', { name: '+ Inviter un utilisateur' }).click();
  const dialog = page.getByRole('dialog', { name: 'Inviter un utilisateur' });
  await dialog.getByLabel('E-mail').fill(email);
  await dialog.getByLabel('Nom').fill('Invited Editor');
  await dialog.getByLabel('Rôle').selectOption('editor');
  await dialog.getByRole('button', { name: "Envoyer l'invitation" }).click();
  await expect(page.getByText(`Invitation envoyée à ${email}`)).toBeVisible();
  await expect(dialog).toBeHidden();
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row).toContainText('Actif');
  await expect(row.getByRole('combobox')).toHaveValue('editor');

  // The admin's own row offers nothing that could lock them out.
  const ownRow = page.getByRole('row').filter({ hasText: e2eStaff.admin.email });
  await expect(ownRow.getByRole('button')).toHaveCount(0);
  await expect(ownRow.getByRole('combobox')).toHaveCount(0);

  // The invitee, in their own browser, chooses a password through the mailed link.
  const editorContext = await browser.newContext({
    extraHTTPHeaders: { 'x-forwarded-for': clientIp(testInfo, 1) },
  });
  const editor = await editorContext.newPage();
  const [mail] = await mailsTo(email);
  await editor.goto(linkIn(mail!, '/admin/reset-password?token='));
  await editor.locator('#reset-new-password').fill(password);
  await editor.locator('#reset-confirm-password').fill(password);
  await editor.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
  await expect(editor).toHaveURL(/\/admin\/login\?notice=reset$/);
  await submitLogin(editor, { email, password });
  await expect(editor).toHaveURL(/\/admin$/);

  for (const path of [
    '/admin/posts',
    '/admin/contacts',
    '/admin/testimonials',
    '/admin/services',
  ]) {
    const response = await editor.goto(path);
    expect(response?.status(), path).toBe(200);
    await expect(editor).toHaveURL(new RegExp(`${path}$`));
  }
  await expect(editor.getByRole('link', { name: 'Utilisateurs', exact: true })).toHaveCount(0);
  await expect(editor.getByRole('link', { name: "Journal d'audit", exact: true })).toHaveCount(0);
  for (const path of ['/admin/users', '/admin/audit']) {
    const response = await editor.goto(path);
    expect(response?.status(), path).toBe(403);
  }

  // The admin bans them: the very next navigation of the editor lands on the sign-in page.
  await page.reload();
  page.once('dialog', (question) => void question.accept());
  await row.getByRole('button', { name: /^Bannir/ }).click();
  await expect(page.getByText(`${email} est banni`)).toBeVisible();
  await expect(row).toContainText('Banni');
  await editor.goto('/admin/posts');
  await expect(editor).toHaveURL(/\/admin\/login/);
  await submitLogin(editor, { email, password });
  await expect(editor).toHaveURL(/\/admin\/login/);
  await editorContext.close();

  // The audit log's changes list the invitation and the ban, newest first.
  await page.goto('/admin/audit');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("Journal d'audit");
  await page.getByLabel('Type d’entrée').selectOption('changes');
  await page.getByRole('button', { name: 'Filtrer' }).click();
  await expect(page).toHaveURL(/\/admin\/audit\?kind=changes$/);
  const lines = page.locator('tbody tr').filter({ hasText: email });
  await expect(lines).toHaveCount(2);
  await expect(lines.nth(0)).toContainText('Utilisateur banni');
  await expect(lines.nth(0)).toContainText(e2eStaff.admin.email);
  await expect(lines.nth(1)).toContainText('Utilisateur invité');

  // Its sign-in events show the editor's refused sign-in after the ban, by browser family.
  await page.goto('/admin/audit?kind=sign-in');
  const refusal = page
    .locator('tbody tr')
    .filter({ hasText: email })
    .filter({ hasText: 'Connexion refusée (compte désactivé)' });
  await expect(refusal.first()).toContainText('Navigateur : Chrome');
});

test('a role change from a session signed in over ten minutes ago asks for the password first, then goes through', async ({
  page,
}) => {
  // Its own admin: ageing the shared admin's sessions would reach into other specs.
  const admin = createStaffAccount('admin', 'proof');
  const target = createStaffAccount('editor', 'proof-target');
  await signInAs(page, admin, '/admin/users');
  ageSessions(admin.id, 11);

  const row = () => page.getByRole('row').filter({ hasText: target.email });
  const promote = async () => {
    await page.reload();
    await row().getByRole('combobox').selectOption('admin');
    await row().getByRole('button', { name: 'Appliquer' }).click();
  };
  await promote();
  await expect(page).toHaveURL(/\/admin\/confirm-identity\?next=%2Fadmin%2Fusers$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Confirmez votre identité');
  await page.getByLabel('Mot de passe', { exact: true }).fill('not-the-password-123');
  await submitAndWait(page, page.getByRole('button', { name: 'Confirmer' }));
  await expect(page.locator('#confirm-identity-password-error')).toHaveText(
    'Mot de passe incorrect.',
  );
  await page.getByLabel('Mot de passe', { exact: true }).fill(admin.password);
  await submitAndWait(page, page.getByRole('button', { name: 'Confirmer' }));
  await expect(page).toHaveURL(/\/admin\/users$/);

  await promote();
  await expect(page.getByText(`${target.email} est maintenant`)).toBeVisible();
  await expect(row().getByRole('combobox')).toHaveValue('admin');
});
