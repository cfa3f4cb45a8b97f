import { expect, openLanguage, signInAs, test } from './support/admin';

test('screens of a section with a draft', async ({ page }) => {
  test.setTimeout(120_000);
  const title = 'Droit applicable et for juridique';
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAs(page, 'editor', '/admin/pages/terms');
  await page.goto('/admin/pages/terms');
  const other = await page.context().newPage();
  await other.goto('/admin/pages/terms');
  const otherForm = other.getByRole('form', { name: title, exact: true });
  const otherArabic = (await openLanguage(otherForm, 'Arabe')).getByLabel('Titre');
  await otherArabic.fill(`${await otherArabic.inputValue()} (منشور)`);
  await otherForm.getByRole('button', { name: `Publier « ${title} »` }).click();
  await expect(other.getByText('Section publiée')).toBeVisible();
  await other.close();
  const form = page.getByRole('form', { name: title, exact: true });
  const arabic = (await openLanguage(form, 'Arabe')).getByLabel('Titre');
  await arabic.fill('القانون الواجب التطبيق والمحكمة المختصة (مسودة)');
  await form.getByRole('button', { name: `Enregistrer le brouillon de « ${title} »` }).click();
  await expect(page.getByText('Brouillon enregistré.')).toBeVisible();
  await page.getByRole('form', { name: 'Responsabilité', exact: true }).getByLabel('Titre (obligatoire)').fill('Responsabilité limitée');
  await page.waitForTimeout(3000);
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/admin/pages/terms');
    const shown = page.getByRole('form', { name: title, exact: true });
    await shown.screenshot({ path: `/tmp/h17-shots/form-fr-${width}.png` });
    await openLanguage(shown, 'Arabe');
    await shown.screenshot({ path: `/tmp/h17-shots/form-ar-${width}.png` });
    const liability = page.getByRole('form', { name: 'Responsabilité limitée', exact: true });
    await liability.screenshot({ path: `/tmp/h17-shots/autosaved-${width}.png` });
  }
  await page.goto('/admin/pages');
  await page.screenshot({ path: '/tmp/h17-shots/list-1280.png' });
});
