import type { Page } from '@playwright/test';

/** The '+ Nouvel article' modal's form, filled and sent (the toast that follows says how it went). */
export async function createInModal(
  page: Page,
  { title, content, status }: { title: string; content: string; status: 'Brouillon' | 'Publié' },
): Promise<void> {
  await page.getByRole('button', { name: '+ Nouvel article' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nouvel article' });
  await dialog.getByLabel('Titre').fill(title);
  await dialog.getByLabel('Contenu').fill(content);
  await dialog.getByLabel('Statut').selectOption({ label: status });
  await dialog.getByRole('button', { name: 'Créer' }).click();
}
