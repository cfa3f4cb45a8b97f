// Issue 5 §2 and §3 'Dashboard tab': /admin is 'Tableau de bord administrateur' with four tabs;
// its six cards and the 'Statistiques globales' chart show the database's real counts; the
// sidebar leads to every area and folds into a menu on a phone; /Admin lands on /admin.
// The stats failure path (message + destructive toast) has no honest trigger against the shared
// e2e server: it is covered by tests/integration/admin-stats.test.ts (loadDashboardStats).
import { randomUUID } from 'node:crypto';
import Database from 'better-sqlite3';
import type { Page } from '@playwright/test';
import { e2eStaff, expect, signInAs, test } from './support/admin';

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

  // Other specs add rows while this one runs: compare with the database until both agree.
  await expect(async () => {
    const expected = databaseCounts();
    await page.reload();
    expect(await cardCounts(page)).toEqual(expected);
    expect(await chartCounts(page)).toEqual(expected);
  }).toPass({ timeout: 20_000 });
  expect(databaseCounts()[5]).toBeGreaterThanOrEqual(1);
  await expect(page.getByText('Erreur lors de la récupération des statistiques')).toHaveCount(0);
});

test('the tabs switch by URL, and user management is offered to admins only', async ({
  page,
  browser,
}) => {
  await signInAs(page, 'admin');
  const tabs = page.getByRole('navigation', { name: 'Sections du tableau de bord' });
  await expect(tabs.getByRole('link')).toHaveText([
    'Dashboard',
    'Utilisateurs',
    'Articles',
    'Contacts',
  ]);
  await expect(tabs.getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
    'aria-current',
    'page',
  );

  await tabs.getByRole('link', { name: 'Utilisateurs' }).click();
  await expect(page).toHaveURL(/\/admin\?tab=users$/);
  await expect(tabs.getByRole('link', { name: 'Utilisateurs' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(page.getByRole('row').filter({ hasText: e2eStaff.admin.email })).toBeVisible();
  await expect(page.locator('[data-count]')).toHaveCount(0);

  for (const [name, tab, area] of [
    ['Articles', 'posts', '/admin/posts'],
    ['Contacts', 'contacts', '/admin/contacts'],
  ] as const) {
    await tabs.getByRole('link', { name }).click();
    await expect(page).toHaveURL(new RegExp(`/admin\\?tab=${tab}$`));
    await expect(tabs.getByRole('link', { name })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Tableau de bord administrateur',
    );
    await expect(page.locator(`main a[href="${area}"]`).first()).toBeVisible();
    await expect(page.getByRole('table')).toBeVisible();
  }
  await tabs.getByRole('link', { name: 'Articles' }).click();
  await expect(page.getByRole('button', { name: '+ Nouvel article' })).toBeVisible();

  await tabs.getByRole('link', { name: 'Dashboard' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.locator('[data-count]')).toHaveCount(6);

  // An editor sees three tabs; asking for the users tab shows the dashboard instead.
  const editorContext = await browser.newContext({
    extraHTTPHeaders: { 'x-forwarded-for': '10.250.0.7' },
  });
  const editor = await editorContext.newPage();
  await signInAs(editor, 'editor');
  const editorTabs = editor.getByRole('navigation', { name: 'Sections du tableau de bord' });
  await expect(editorTabs.getByRole('link')).toHaveText(['Dashboard', 'Articles', 'Contacts']);
  await editor.goto('/admin?tab=users');
  await expect(editor.locator('[data-count]')).toHaveCount(6);
  await expect(editor.getByRole('row').filter({ hasText: e2eStaff.admin.email })).toHaveCount(0);
  await editorContext.close();
});

test('the sidebar leads to every area, marks the current one, and switches language', async ({
  page,
}) => {
  await signInAs(page, 'admin');
  const sidebar = page.getByRole('complementary').getByRole('navigation', {
    name: "Navigation de l'administration",
  });
  await expect(sidebar.getByRole('link')).toHaveText([
    'Accueil',
    'Dashboard',
    'Utilisateurs',
    'Articles',
    'Contacts',
    'Témoignages',
    'Services',
    'Abonnés newsletter',
    "Journal d'audit",
    'Mon compte',
  ]);
  await expect(sidebar.getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
    'aria-current',
    'page',
  );

  for (const [name, path] of [
    ['Utilisateurs', '/admin/users'],
    ['Articles', '/admin/posts'],
    ['Contacts', '/admin/contacts'],
    ['Témoignages', '/admin/testimonials'],
    ['Services', '/admin/services'],
    ['Abonnés newsletter', '/admin/subscribers'],
    ["Journal d'audit", '/admin/audit'],
    ['Mon compte', '/admin/account'],
    ['Dashboard', '/admin'],
  ] as const) {
    await sidebar.getByRole('link', { name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(sidebar.getByRole('link', { name, exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  }

  const aside = page.getByRole('complementary');
  await expect(aside).toContainText(e2eStaff.admin.email);
  await expect(aside).toContainText('Administrateur');
  await expect(aside.getByRole('button', { name: 'Déconnexion' })).toBeVisible();

  await aside.getByRole('link', { name: /English/ }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Admin dashboard');
  await aside.getByRole('link', { name: /Français/ }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Tableau de bord administrateur',
  );

  await sidebar.getByRole('link', { name: 'Accueil' }).click();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
});

test('/Admin and /ADMIN/… in any case land on the lower-case admin path', async ({ page }) => {
  await signInAs(page, 'admin');
  await page.goto('/Admin');
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Tableau de bord administrateur',
  );
  await page.goto('/ADMIN?tab=posts');
  await expect(page).toHaveURL(/\/admin\?tab=posts$/);
});

test('on a 390 px phone the sidebar folds into a menu that opens and closes', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAs(page, 'admin');
  await expect(page.getByRole('complementary')).toBeHidden();
  const menu = page.locator('header details');
  const phoneNav = menu.getByRole('navigation', { name: "Navigation de l'administration" });
  await expect(phoneNav).toBeHidden();

  await menu.locator('summary').click();
  await expect(phoneNav).toBeVisible();
  await expect(phoneNav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(menu.getByRole('button', { name: 'Déconnexion' })).toBeVisible();
  // Nothing wider than the phone: the page itself never scrolls sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  await phoneNav.getByRole('link', { name: 'Utilisateurs' }).click();
  await expect(page).toHaveURL(/\/admin\/users$/);
  await expect(phoneNav).toBeHidden();
  await menu.locator('summary').click();
  await expect(phoneNav.getByRole('link', { name: 'Utilisateurs' })).toHaveAttribute(
    'aria-current',
    'page',
  );
});
