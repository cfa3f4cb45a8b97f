import { ArrowLeft, Languages } from 'lucide-react';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { LogoMark } from '@/components/site/logo-mark';
import { defaultLocale } from '@/i18n/locales';
import { getAgencySettings } from '@/server/site-settings/site-settings-pages.server';

/**
 * The signed-out screens (sign-in, second step, forgotten password): one centred card on the dark
 * background, the agency's name (its settings') above the page's only <h1>, and under it the way
 * back to the site and the other language.
 */
export async function AuthCard({
  eyebrow,
  title,
  description,
  children,
  backToSite,
  language,
}: {
  eyebrow: string;
  title: string;
  description?: ReactNode;
  children: ReactNode;
  backToSite: string;
  /** The same page in the other admin language (`?lang=`, handled by the proxy). */
  language: { href: string; label: string; lang: string };
}) {
  return (
    <div className="relative isolate flex min-h-dvh flex-col items-center justify-center px-4 py-10 sm:py-16">
      <div
        aria-hidden
        className="pointer-events-none absolute inset-x-0 top-0 -z-10 h-96 bg-[radial-gradient(ellipse_at_top,rgba(56,213,245,0.14),transparent_65%)]"
      />
      <main className="w-full max-w-md">
        <div className="mb-6 flex items-center justify-center gap-2.5 text-lg font-bold tracking-tight">
          <LogoMark size={32} gradientId="auth-logo-gradient" />
          <span>{(await getAgencySettings(defaultLocale)).siteName}</span>
        </div>
        <div className="rounded-2xl border border-line bg-ink-card/70 p-6 shadow-2xl shadow-black/40 sm:p-8">
          <p className="text-xs font-semibold tracking-wider text-accent uppercase">{eyebrow}</p>
          <h1 className="mt-1 text-2xl font-semibold tracking-tight text-fg">{title}</h1>
          {description ? <div className="mt-2 text-sm text-fg-muted">{description}</div> : null}
          <div className="mt-6">{children}</div>
        </div>
        <nav
          aria-label={eyebrow}
          className="mt-6 flex flex-wrap items-center justify-between gap-3 text-sm"
        >
          <Link
            href="/"
            className="inline-flex items-center gap-1.5 rounded text-fg-muted transition-colors hover:text-fg"
          >
            <ArrowLeft aria-hidden className="size-4" />
            {backToSite}
          </Link>
          <a
            href={language.href}
            hrefLang={language.lang}
            lang={language.lang}
            className="inline-flex items-center gap-1.5 rounded text-fg-muted transition-colors hover:text-fg"
          >
            <Languages aria-hidden className="size-4" />
            {language.label}
          </a>
        </nav>
      </main>
    </div>
  );
}

/** `path` with its query, plus `lang=` for the other admin language. */
export function otherLanguage(
  locale: 'fr' | 'en',
  label: string,
  path: string,
  query: Record<string, string | undefined> = {},
): { href: string; label: string; lang: string } {
  const lang = locale === 'fr' ? 'en' : 'fr';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value) params.set(key, value);
  params.set('lang', lang);
  return { href: `${path}?${params.toString()}`, label, lang };
}
