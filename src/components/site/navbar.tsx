import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import { ButtonLink } from '@/components/ui/button-link';
import { LanguagePicker } from './language-picker';
import { LocalizedLink } from './localized-link';
import { Logo } from './logo';
import { MobileMenu } from './mobile-menu';
import { NavLinks } from './nav-links';
import { mainNavigation, type NavKey } from './navigation';
import { ShrinkingHeader } from './shrinking-header';

interface Props {
  locale: Locale;
  /** Where this page lives in each language (see LanguagePicker). */
  languagePaths?: Record<Locale, string>;
  /** The agency's name (the site settings'), beside the logo. */
  agencyName: string;
}

export async function Navbar({ locale, languagePaths, agencyName }: Props) {
  const t = await getTranslations({ locale, namespace: 'nav' });
  const labels = Object.fromEntries(mainNavigation.map(({ key }) => [key, t(key)])) as Record<
    NavKey,
    string
  >;
  const getStarted = (
    <ButtonLink href="/contact" locale={locale} className="max-sm:px-4">
      {t('getStarted')}
    </ButtonLink>
  );
  return (
    <ShrinkingHeader>
      <div className="mx-auto flex h-20 max-w-7xl items-center justify-between gap-4 px-4 transition-all duration-300 group-data-[scrolled=true]:h-16 sm:px-6">
        <LocalizedLink href="/" locale={locale} className="shrink-0" aria-label={t('homeLabel')}>
          <Logo name={agencyName} />
        </LocalizedLink>
        <nav aria-label={t('mainNavigation')} className="hidden md:block">
          <NavLinks
            locale={locale}
            labels={labels}
            className="flex items-center gap-1 text-sm"
            linkClassName="rounded-full px-3 py-2 text-fg-muted transition hover:text-fg aria-[current=page]:text-accent-strong"
          />
        </nav>
        <div className="flex items-center gap-2">
          <div className="hidden md:block">
            <LanguagePicker locale={locale} label={t('language')} paths={languagePaths} />
          </div>
          {/* The call to action stays in view at every width (issue 17). */}
          {getStarted}
          <MobileMenu
            locale={locale}
            labels={labels}
            openLabel={t('openMenu')}
            closeLabel={t('closeMenu')}
            menuTitle={t('mainNavigation')}
            footer={
              <>
                <LanguagePicker
                  locale={locale}
                  label={t('language')}
                  paths={languagePaths}
                  inline
                />
                {getStarted}
              </>
            }
          />
        </div>
      </div>
    </ShrinkingHeader>
  );
}
