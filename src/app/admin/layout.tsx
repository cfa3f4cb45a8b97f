import type { Metadata } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { UnsavedChangesListeners } from '@/components/admin/forms/unsaved-changes';
import { adminMessages } from '@/i18n/admin-messages';
import { adminLocale } from '@/server/admin/admin-i18n.server';
import { latinFont } from '../fonts';
import '../globals.css';

export const metadata: Metadata = {
  title: { default: 'Administration', template: '%s · Administration' },
  robots: { index: false, follow: false },
};

/**
 * The admin's own root: no public navbar or footer, French or English, never indexed. Its client
 * components read their texts from the admin's messages (`useTranslations`), provided here and
 * only here, so public pages never carry them. Unsaved work in any admin form asks before it is
 * left (`UnsavedChangesListeners`, decision 029).
 */
export default async function AdminRootLayout({ children }: LayoutProps<'/admin'>) {
  const locale = await adminLocale();
  return (
    <html lang={locale} dir="ltr" className={`dark ${latinFont.variable}`}>
      <body className="min-h-dvh bg-ink text-fg antialiased">
        <NextIntlClientProvider
          locale={locale}
          messages={adminMessages[locale]}
          timeZone="Europe/Zurich"
        >
          <UnsavedChangesListeners />
          {children}
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
