import type { Metadata } from 'next';
import { adminLocale } from '@/server/admin/admin-i18n.server';
import { latinFont } from '../fonts';
import '../globals.css';

export const metadata: Metadata = {
  title: { default: 'Administration', template: '%s · Administration' },
  robots: { index: false, follow: false },
};

/** The admin's own root: no public navbar or footer, French or English, never indexed. */
export default async function AdminRootLayout({ children }: LayoutProps<'/admin'>) {
  const locale = await adminLocale();
  return (
    <html lang={locale} dir="ltr" className={`dark ${latinFont.variable}`}>
      <body className="min-h-dvh bg-ink text-fg antialiased">{children}</body>
    </html>
  );
}
