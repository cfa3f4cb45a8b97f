/**
 * What the sidebar holds (shared by the wide sidebar and the narrow-screen menu): the
 * navigation, then who is signed in, the language switch and 'Déconnexion'.
 */
import { Languages, LogOut } from 'lucide-react';
import type { AdminLocale } from '@/i18n/admin-messages';
import type { Staff } from '@/server/auth/guards.server';
import { buttonClass } from '@/components/admin/ui/button';
import { AdminNav, type AdminNavItem } from './admin-nav';

export interface SidebarTexts {
  navLabel: string;
  signedInAs: string;
  role: string;
  language: string;
  /** Name of the other language, in that language ('English' / 'Français'). */
  otherLanguage: string;
  signOut: string;
}

export function SidebarContent({
  staff,
  items,
  texts,
  locale,
  signOutAction,
}: {
  staff: Pick<Staff, 'email'>;
  items: readonly AdminNavItem[];
  texts: SidebarTexts;
  locale: AdminLocale;
  signOutAction: () => Promise<void>;
}) {
  const otherLocale: AdminLocale = locale === 'fr' ? 'en' : 'fr';
  return (
    <div className="flex h-full flex-col gap-4">
      <div className="flex-1 overflow-y-auto">
        <AdminNav label={texts.navLabel} items={items} />
      </div>
      <div className="space-y-3 border-t border-line pt-4">
        <div className="px-3 text-xs">
          <p className="text-fg-muted">{texts.signedInAs}</p>
          <p className="truncate font-medium text-fg" title={staff.email}>
            {staff.email}
          </p>
          <p className="mt-0.5 text-fg-muted">{texts.role}</p>
        </div>
        <div className="flex items-center gap-2 px-1">
          {/* A relative `?lang=` keeps the current page: the proxy sets the cookie and comes back. */}
          <a
            href={`?lang=${otherLocale}`}
            hrefLang={otherLocale}
            lang={otherLocale}
            className={buttonClass({ variant: 'ghost', size: 'sm' })}
          >
            <Languages aria-hidden="true" className="size-4" />
            <span className="sr-only" lang={locale}>
              {texts.language}:{' '}
            </span>
            {texts.otherLanguage}
          </a>
        </div>
        {/* Signing out is leaving: a page with unsaved work asks first (useUnsavedChanges). */}
        <form action={signOutAction} data-leaves-page className="px-1">
          <button
            type="submit"
            className={buttonClass({ variant: 'secondary', className: 'w-full justify-start' })}
          >
            <LogOut aria-hidden="true" className="size-4 flip-rtl" />
            {texts.signOut}
          </button>
        </form>
      </div>
    </div>
  );
}
