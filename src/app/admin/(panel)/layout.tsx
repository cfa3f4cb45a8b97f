import { Menu } from 'lucide-react';
import type { AdminNavItem } from '@/components/admin/shell/admin-nav';
import { SidebarContent, type SidebarTexts } from '@/components/admin/shell/sidebar-content';
import { AdminToaster } from '@/components/admin/ui/admin-toaster';
import { buttonClass } from '@/components/admin/ui/button';
import { defaultLocale } from '@/i18n/locales';
import { adminLocale, adminTranslator } from '@/server/admin/admin-i18n.server';
import { requireStaff } from '@/server/auth/guards.server';
import { getAgencySettings } from '@/server/site-settings/site-settings-pages.server';
import { signOut } from './actions';

/**
 * Every signed-in admin screen: a 16 rem sidebar (spec §2 Admin) on wide screens, a top bar with
 * a <details> menu under 768 px, the toast container, and the screen itself. The layout checks
 * the session too, though each page and action still checks on its own (layouts are not
 * re-run on every navigation).
 */
export default async function AdminPanelLayout({ children }: LayoutProps<'/admin'>) {
  const staff = await requireStaff();
  // The agency's name as its settings say (decision 045), not the first start's SITE_NAME.
  const [t, locale, agency] = await Promise.all([
    adminTranslator(),
    adminLocale(),
    getAgencySettings(defaultLocale),
  ]);
  const isAdmin = staff.role === 'admin';

  const items: AdminNavItem[] = [
    { href: '/', label: t('nav.home'), icon: 'home', external: true },
    { href: '/admin', label: t('nav.dashboard'), icon: 'dashboard' },
    { href: '/admin/audience', label: t('nav.audience'), icon: 'audience' },
    ...(isAdmin ? [{ href: '/admin/users', label: t('nav.users'), icon: 'users' } as const] : []),
    { href: '/admin/posts', label: t('nav.posts'), icon: 'posts' },
    { href: '/admin/contacts', label: t('nav.contacts'), icon: 'contacts' },
    {
      href: '/admin/contact-services',
      label: t('nav.contactServices'),
      icon: 'contactServices',
    },
    { href: '/admin/testimonials', label: t('nav.testimonials'), icon: 'testimonials' },
    { href: '/admin/services', label: t('nav.services'), icon: 'services' },
    { href: '/admin/faq', label: t('nav.faq'), icon: 'faq' },
    { href: '/admin/pages', label: t('nav.pages'), icon: 'pages' },
    { href: '/admin/landing-pages', label: t('nav.landingPages'), icon: 'landingPages' },
    { href: '/admin/translations', label: t('nav.translations'), icon: 'translations' },
    { href: '/admin/newsletter', label: t('nav.newsletter'), icon: 'newsletter' },
    { href: '/admin/media', label: t('nav.media'), icon: 'media' },
    { href: '/admin/redirects', label: t('nav.redirects'), icon: 'redirects' },
    ...(isAdmin
      ? ([
          { href: '/admin/subscribers', label: t('nav.subscribers'), icon: 'subscribers' },
          { href: '/admin/integrations', label: t('nav.integrations'), icon: 'integrations' },
          { href: '/admin/audit', label: t('nav.audit'), icon: 'audit' },
          { href: '/admin/personal-data', label: t('nav.personalData'), icon: 'personalData' },
          { href: '/admin/settings', label: t('nav.settings'), icon: 'settings' },
        ] as const)
      : []),
    { href: '/admin/account', label: t('nav.account'), icon: 'account', separated: true },
  ];
  const texts: SidebarTexts = {
    navLabel: t('nav.label'),
    signedInAs: t('nav.signedInAs'),
    role: isAdmin ? t('nav.roleAdmin') : t('nav.roleEditor'),
    language: t('nav.language'),
    otherLanguage: t('common.languageSwitch'),
    signOut: t('nav.signOut'),
  };
  const sidebar = (
    <SidebarContent
      staff={staff}
      items={items}
      texts={texts}
      locale={locale}
      signOutAction={signOut}
    />
  );
  const brand = (
    <span className="flex min-w-0 items-baseline gap-2">
      <span className="truncate font-semibold text-fg">{agency.siteName}</span>
      <span className="text-xs text-fg-muted">{t('common.siteAdmin')}</span>
    </span>
  );

  return (
    <>
      <a
        href="#admin-main"
        className="sr-only focus:not-sr-only focus:fixed focus:start-3 focus:top-3 focus:z-50 focus:rounded-lg focus:bg-ink-raised focus:px-4 focus:py-2 focus:text-fg"
      >
        {t('nav.skipToContent')}
      </a>

      {/* Narrow screens: a top bar whose menu unfolds the sidebar's content below it. */}
      <header className="sticky top-0 z-30 flex h-14 items-center justify-between gap-3 border-b border-line bg-ink-raised/95 px-4 backdrop-blur md:hidden">
        {brand}
        <details className="group">
          <summary
            className={buttonClass({
              variant: 'secondary',
              size: 'sm',
              className: 'list-none [&::-webkit-details-marker]:hidden',
            })}
          >
            <Menu aria-hidden="true" className="size-4" />
            {t('nav.openMenu')}
          </summary>
          <div className="absolute inset-x-0 top-full max-h-[calc(100dvh-3.5rem)] overflow-y-auto border-b border-line bg-ink-raised px-3 py-4 shadow-2xl shadow-black/50">
            {sidebar}
          </div>
        </details>
      </header>

      {/* Wide screens: the fixed 16 rem sidebar. */}
      <aside className="fixed inset-y-0 start-0 z-20 hidden w-64 flex-col border-e border-line bg-ink-raised px-3 py-4 md:flex">
        <div className="mb-5 px-3">{brand}</div>
        {sidebar}
      </aside>

      <main id="admin-main" tabIndex={-1} className="min-w-0 focus:outline-none md:ps-64">
        <div className="mx-auto max-w-6xl px-4 py-6 sm:px-6 md:py-8 lg:px-8">{children}</div>
      </main>

      <AdminToaster label={t('ui.toastRegion')} closeLabel={t('ui.toastClose')} />
    </>
  );
}
