import type { Metadata, Viewport } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import '../globals.css';
import { preload } from 'react-dom';
import { arabicFontUrl, latinFont } from '../fonts';
import { AudienceBeacon } from '@/components/site/audience-beacon';
import { ServerErrorTextsProvider } from '@/components/site/server-error-texts';
import { settings } from '@/config/settings';
import { isLocale, localeInfo, locales } from '@/i18n/locales';
import { pageLocale } from '@/i18n/params';
import { agencySettingsOfRequest } from '@/server/site-settings/site-settings-pages.server';

// No `dynamicParams = false` here: Next applies it to every route below, and blog posts
// published after the build must render on their first request. Unknown values are refused by
// each segment (this layout, services/[slug], blog/[slug]) with notFound().
// Regenerated daily so the footer's year and database-backed sections never go stale.
export const revalidate = 86400;

export function generateStaticParams() {
  return locales.map((locale) => ({ locale }));
}

export const viewport: Viewport = { themeColor: '#070b16', colorScheme: 'dark' };

export async function generateMetadata({ params }: LayoutProps<'/[locale]'>): Promise<Metadata> {
  const { SITE_URL } = settings();
  // The settings' draft's name in a preview (decision 069), as the page's own metadata has it.
  const { siteName } = await agencySettingsOfRequest(await pageLocale(params));
  return {
    metadataBase: new URL(SITE_URL),
    title: { default: siteName, template: `%s | ${siteName}` },
    applicationName: siteName,
    formatDetection: { telephone: false },
  };
}

export default async function LocaleLayout({ children, params }: LayoutProps<'/[locale]'>) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  const { tag, dir } = localeInfo[locale];
  const [errorTexts, notFoundTexts, { bookingUrl }] = await Promise.all([
    getTranslations({ locale, namespace: 'serverError' }),
    getTranslations({ locale, namespace: 'notFound' }),
    agencySettingsOfRequest(locale),
  ]);
  if (dir === 'rtl')
    preload(arabicFontUrl, { as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' });
  return (
    <html lang={tag} dir={dir} className={`dark ${latinFont.variable}`}>
      <body className="min-h-dvh bg-ink text-fg">
        <ServerErrorTextsProvider
          texts={{
            locale,
            code: errorTexts('code'),
            title: errorTexts('title'),
            description: errorTexts('description'),
            reference: errorTexts.raw('reference') as string,
            retry: errorTexts('retry'),
            backHome: notFoundTexts('backHome'),
          }}
        >
          {children as ReactNode}
        </ServerErrorTextsProvider>
        <AudienceBeacon bookingUrl={bookingUrl} />
      </body>
    </html>
  );
}
