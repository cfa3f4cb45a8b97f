// Issue 34 §4 (decision 038): what reaches many people or opens a way in asks a session signed
// in (or last confirmed) over ten minutes ago for the password again, on the existing
// confirmation page, and brings the person back to where they were with nothing they entered
// lost: a campaign scheduled by an editor, an invitation, a contacts export, an attested import.
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import {
  ageSessions,
  createStaffAccount,
  expect,
  signInAs,
  submitAndWait,
  test,
  type StaffAccount,
} from './support/admin';
import { uniqueEmail, visibleToasts } from './support/forms';

type AdminMessages = typeof import('../messages/admin/fr.json');
const texts = JSON.parse(readFileSync('messages/admin/fr.json', 'utf8')) as AdminMessages;

/**
 * Expects the confirmation page asking on the way back to `next` (a path, or a pattern of its
 * encoded form), and confirms there.
 */
async function confirmIdentity(page: Page, account: StaffAccount, next: string | RegExp) {
  const nextPattern = typeof next === 'string' ? encodeURIComponent(next) : next.source;
  // The action saves (or reads) first, then redirects: give a loaded machine time.
  await expect(page).toHaveURL(new RegExp(`/admin/confirm-identity\\?next=${nextPattern}(%3F|$)`), {
    timeout: 30_000,
  });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts.freshProof.title);
  await page.getByLabel(texts.freshProof.passwordLabel, { exact: true }).fill(account.password);
  await submitAndWait(page, page.getByRole('button', { name: texts.freshProof.submit }));
}

test('an editor scheduling a campaign from an old session confirms first, and finds the texts and the time again', async ({
  page,
}) => {
  test.slow();
  const editor = createStaffAccount('editor', 'proof-campaign');
  await signInAs(page, editor, '/admin/newsletter');
  // A new letter: its first save (here, by the scheduling itself) gives it its own address,
  // where the identity check brings the editor back.
  await page.getByRole('link', { name: texts.newsletter.new }).click();
  await expect(page).toHaveURL(/\/admin\/newsletter\/new$/);
  ageSessions(editor.id, 11);

  const editorTexts = texts.newsletter.editor;
  const subject = page.getByLabel(editorTexts.fields.subject, { exact: true });
  const body = page.getByLabel(editorTexts.fields.body, { exact: true });
  const scheduleAt = page.getByLabel(editorTexts.actions.scheduleAt, { exact: true });
  const subjectText = `Lettre programmée ${Date.now().toString(36)}`;
  await subject.fill(subjectText);
  await body.fill('Un texte à ne pas perdre.');
  await scheduleAt.fill('2031-06-02T09:30');
  await page.getByRole('button', { name: editorTexts.actions.schedule }).click();

  await confirmIdentity(page, editor, /%2Fadmin%2Fnewsletter%2F[0-9a-f-]{36}/);
  await expect(page).toHaveURL(/\/admin\/newsletter\/[0-9a-f-]{36}$/);
  await expect(subject).toHaveValue(subjectText);
  await expect(body).toHaveValue('Un texte à ne pas perdre.');
  await expect(scheduleAt).toHaveValue('2031-06-02T09:30');

  await page.getByRole('button', { name: editorTexts.actions.schedule }).click();
  await expect(visibleToasts(page)).toContainText('Lettre programmée pour le');
  // Nothing left to go out during the run.
  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: editorTexts.actions.cancel }).click();
  await expect(
    visibleToasts(page).filter({ hasText: texts.newsletter.results.cancelled }),
  ).toBeVisible();
});

test('an admin inviting from an old session confirms first and gets the dialog back as it was; an export asks too', async ({
  page,
}) => {
  test.slow();
  const admin = createStaffAccount('admin', 'proof-invite');
  await signInAs(page, admin, '/admin/users');
  ageSessions(admin.id, 11);

  const email = uniqueEmail('proof-invitee');
  const invite = texts.users.invite;
  await page.getByRole('button', { name: invite.open }).click();
  const dialog = page.getByRole('dialog', { name: invite.title });
  await dialog.getByLabel(invite.email).fill(email);
  await dialog.getByLabel(invite.name).fill('Éditrice invitée');
  await dialog.getByLabel(invite.role).selectOption('admin');
  await dialog.getByRole('button', { name: invite.submit }).click();

  await confirmIdentity(page, admin, '/admin/users');
  await expect(page).toHaveURL(/\/admin\/users$/);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel(invite.email)).toHaveValue(email);
  await expect(dialog.getByLabel(invite.name)).toHaveValue('Éditrice invitée');
  await expect(dialog.getByLabel(invite.role)).toHaveValue('admin');
  await dialog.getByRole('button', { name: invite.submit }).click();
  await expect(page.getByText(`Invitation envoyée à ${email}`)).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: email })).toBeVisible();

  // Ten minutes later, the contacts' export asks again, then downloads from the same page.
  ageSessions(admin.id, 11);
  await page.goto('/admin/contacts?status=handled');
  const exportLink = page.getByRole('link', { name: texts.contacts.export });
  await exportLink.click();
  await confirmIdentity(page, admin, '/admin/contacts?status=handled');
  await expect(page).toHaveURL(/\/admin\/contacts\?status=handled$/);
  const [download] = await Promise.all([page.waitForEvent('download'), exportLink.click()]);
  expect(download.suggestedFilename()).toMatch(/^contacts-\d{4}-\d{2}-\d{2}\.csv$/);
});

test('an attested import from an old session confirms first and keeps the file and the choices', async ({
  page,
}) => {
  test.slow();
  const admin = createStaffAccount('admin', 'proof-import');
  await signInAs(page, admin, '/admin/subscribers');
  ageSessions(admin.id, 11);

  const imported = uniqueEmail('proof-import');
  const form = texts.subscribers.import;
  await page.getByLabel(form.file).setInputFiles({
    name: 'salon.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`email,langue\n${imported},ar\n`),
  });
  await page.getByLabel(form.language).selectOption('en');
  await page.getByLabel(form.attest).check();
  await page.getByRole('button', { name: form.submit, exact: true }).click();

  await confirmIdentity(page, admin, '/admin/subscribers');
  await expect(page).toHaveURL(/\/admin\/subscribers$/);
  await expect(page.getByRole('status').filter({ hasText: form.keptFile })).toBeVisible();
  await expect(page.getByLabel(form.language)).toHaveValue('en');
  await expect(page.getByLabel(form.attest)).toBeChecked();
  await page.getByRole('button', { name: form.submit, exact: true }).click();
  await expect(visibleToasts(page)).toContainText('1 confirmées');
  await page.goto(`/admin/subscribers?q=${encodeURIComponent(imported)}`);
  await expect(page.getByRole('row').filter({ hasText: imported })).toBeVisible();
});
