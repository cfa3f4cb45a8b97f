import type { Metadata } from 'next';
import Link from 'next/link';
import './globals.css';
import { latinFont } from './fonts';

export const metadata: Metadata = {
  title: 'Page introuvable — Page not found',
  robots: { index: false },
};

/**
 * The 404 for URLs outside the localized pages (e.g. /api/…, a missing file). It has no
 * language to go by, so it speaks French (the default) and English. Localized 404s come from
 * app/[locale]/(site)/[...missing] and app/[locale]/(site)/not-found.tsx.
 */
export default function GlobalNotFound() {
  return (
    <html lang="fr" dir="ltr" className={`dark ${latinFont.variable}`}>
      <body className="flex min-h-dvh items-center justify-center bg-ink px-4 text-fg">
        <main className="flex max-w-xl flex-col items-center gap-5 text-center">
          <p aria-hidden className="text-gradient text-8xl font-black">
            404
          </p>
          <h1 className="text-3xl font-bold">Page introuvable</h1>
          <p className="text-fg-muted">
            La page que vous recherchez n&apos;existe pas ou a été déplacée.
          </p>
          <p lang="en" className="text-fg-muted">
            Page not found — The page you are looking for does not exist or has been moved.
          </p>
          <Link
            href="/"
            className="rounded-full bg-gradient-to-r from-accent to-violet px-6 py-3 font-semibold text-ink"
          >
            Retour à l&apos;accueil
          </Link>
        </main>
      </body>
    </html>
  );
}
