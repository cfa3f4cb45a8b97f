// Issue 5 §2 'Dashboard tab': the six cards and the 'Statistiques globales' chart show the
// database's real counts. It runs with the specs that only read the seeded site, so no other spec
// adds rows while it compares.
// The stats failure path (message + destructive toast) has no honest trigger against the shared
// e2e server: it is covered by tests/integration/admin-stats.test.ts (loadDashboardStats).
import { randomUUID } from 'node:crypto';
import Database from 'better-sqlite3';
import type { Page } from '@playwright/test';
import { expect, signInAs, test } from '../support/admin';

const cardKeys = ['users', 'posts', 'contacts', 'testimonials', 'services', 'emailsReceived'];
const cardLabels = [
  'Utilisateurs',
  'Articles',
  'Contacts',
  'Témoignages',
  'Services',
  'Emails reçus',
];

function openDatabase(readonly: boolean) {
  const db = new Database(process.env.DATABASE_URL ?? './data/e2e.db', { readonly });
  db.pragma('busy_timeout = 5000');
  return db;
}

/** The six counts as the dashboard defines them, read straight from the server's database. */
function databaseCounts(): number[] {
  const db = openDatabase(true);
  try {
    const count = (sql: string) => (db.prepare(sql).get() as { count: number }).count;
    return [
      count('select count(*) as count from auth_user'),
      count('select count(*) as count from post'),
      count('select count(*) as count from contact'),
      count('select count(*) as count from testimonial'),
      count('select count(*) as count from service'),
      count(
        `select count(*) as count from outbox where kind = 'contact-notification' and status = 'sent'`,
      ),
    ];
  } finally {
    db.close();
  }
}

/** An outbox row already delivered (so the mail worker leaves it alone). */
function insertDeliveredMail(kind: string): void {
  const db = openDatabase(false);
  try {
    const id = `e2e-dashboard-${randomUUID()}`;
    const now = new Date().toISOString();
    db.prepare(
      `insert into outbox (id, message_id, kind, recipient, reply_to, subject, text_body, html_body,
         locale, contact_id, subscriber_id, status, next_attempt_at, locked_until, last_error,
         sent_at, created_at)
       values (?, ?, ?, 'info@automatia.ch', null, 'e2e dashboard', 'text', '<p>html</p>', 'fr',
         null, null, 'sent', ?, null, null, ?, ?)`,
    ).run(id, `<${id}@e2e.invalid>`, kind, now, now, now);
  } finally {
    db.close();
  }
}

const digitsOf = (text: string | null) => Number((text ?? '').replace(/\D/g, ''));

async function cardCounts(page: Page): Promise<number[]> {
  return Promise.all(
    cardKeys.map(async (key) =>
      digitsOf(await page.locator(`[data-count="${key}"] p`).first().textContent()),
    ),
  );
}

async function chartCounts(page: Page): Promise<number[]> {
  const chart = page.getByRole('table', { name: 'Statistiques globales' });
  return Promise.all(
    cardLabels.map(async (label) =>
      digitsOf(await chart.getByRole('row', { name: label }).getByRole('cell').textContent()),
    ),
  );
}

test('the dashboard tab shows the six real counts and the chart of the same numbers', async ({
  page,
}) => {
  // 'Emails reçus' counts only notifications delivered to the agency: a delivered
  // acknowledgement (to a visitor) must not move it, a delivered notification must.
  insertDeliveredMail('contact-notification');
  insertDeliveredMail('contact-acknowledgement');

  await signInAs(page, 'admin');
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Tableau de bord administrateur',
  );
  for (const label of cardLabels)
    await expect(page.getByRole('heading', { level: 3, name: label, exact: true })).toBeVisible();
  await expect(page.locator('[data-count="emailsReceived"]')).toContainText(
    "Notifications de contact livrées à la boîte de l'agence",
  );
  await expect(
    page.getByRole('heading', { level: 2, name: 'Statistiques globales' }),
  ).toBeVisible();

  // Nothing else writes while this spec runs (it reads the seeded site, playwright.config.ts).
  const expected = databaseCounts();
  expect(await cardCounts(page)).toEqual(expected);
  expect(await chartCounts(page)).toEqual(expected);
  expect(databaseCounts()[5]).toBeGreaterThanOrEqual(1);
  await expect(page.getByText('Erreur lors de la récupération des statistiques')).toHaveCount(0);
});
