// Issue 5 §2 and §3 'Dashboard tab': /admin is 'Tableau de bord administrateur' with four tabs;
// the sidebar leads to every area and folds into a menu on a phone; /Admin lands on /admin.
// Its counts are checked in reads/admin-dashboard-counts.spec.ts.
import { e2eStaff, expect, signInAs, test } from './support/admin';

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
    'Audience',
    'Utilisateurs',
    'Articles',
    'Contacts',
    'Services du formulaire',
    'Témoignages',
    'Services',
    'FAQ',
    'Pages',
    'Pages de destination',
    'Traductions',
    'Newsletter',
    'Médiathèque',
    'Redirections',
    'Abonnés newsletter',
    'Intégrations',
    "Journal d'audit",
    'Données personnelles',
    'Réglages du site',
    'Mon compte',
  ]);
  await expect(sidebar.getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
    'aria-current',
    'page',
  );

  for (const [name, path] of [
    ['Audience', '/admin/audience'],
    ['Utilisateurs', '/admin/users'],
    ['Articles', '/admin/posts'],
    ['Contacts', '/admin/contacts'],
    ['Services du formulaire', '/admin/contact-services'],
    ['Témoignages', '/admin/testimonials'],
    ['Services', '/admin/services'],
    ['FAQ', '/admin/faq'],
    ['Pages', '/admin/pages'],
    ['Pages de destination', '/admin/landing-pages'],
    ['Traductions', '/admin/translations'],
    ['Newsletter', '/admin/newsletter'],
    ['Médiathèque', '/admin/media'],
    ['Redirections', '/admin/redirects'],
    ['Abonnés newsletter', '/admin/subscribers'],
    ['Intégrations', '/admin/integrations'],
    ["Journal d'audit", '/admin/audit'],
    ['Données personnelles', '/admin/personal-data'],
    ['Réglages du site', '/admin/settings'],
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
