import { randomUUID } from 'node:crypto';
import { expect, type Page } from '@playwright/test';

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

/** The category of the posts the admin specs publish: the blog specs' lists and searches leave it out. */
export const testCategory = 'Tests';

export function uniqueTitle(label: string): string {
  return `${label} ${randomUUID().slice(0, 8)}`;
}

/** The editor of the post whose row holds `title`, opened from the table. */
export async function openEditor(page: Page, title: string): Promise<void> {
  await page.goto('/admin/posts');
  await page.getByRole('link', { name: title, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("Modifier l'article");
  await expect(page.getByRole('tab', { name: /Français/ })).toHaveAttribute(
    'aria-selected',
    'true',
  );
}

/** The titles of the blog list's cards, as the server sends them (no JavaScript involved). */
export async function blogTitles(page: Page, path: string): Promise<string> {
  const response = await page.request.get(path);
  expect(response.status()).toBe(200);
  return response.text();
}

/** The toast that says how an action went. */
export const toast = (page: Page, title: 'Succès' | 'Erreur', description: string) =>
  page.locator('[data-sonner-toast]', { hasText: title }).filter({ hasText: description });
