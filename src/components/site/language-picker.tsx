'use client';

import { Check, Globe } from '@/components/ui/icons';
import { usePathname } from 'next/navigation';
import { useEffect, useId, useRef, useState } from 'react';
import { localizedHref, publicPathname } from '@/i18n/href';
import { localeInfo, locales, type Locale } from '@/i18n/locales';

interface Props {
  locale: Locale;
  label: string;
  /**
   * The phone drawer's form: the four languages side by side, all visible at once (a list that
   * opened downward ran off the bottom of a phone's screen).
   */
  inline?: boolean;
  /**
   * Where this page lives in each language, when that is not its own path (an article's slugs
   * differ per language); rendered by the server, so every link leads straight to the page.
   */
  paths?: Record<Locale, string>;
}

/**
 * Switches language on the same page. A full navigation (plain links) because `<html lang dir>`
 * and the fonts change; other query parameters and the fragment are kept.
 */
export function LanguagePicker({ locale, label, paths, inline = false }: Props) {
  const [open, setOpen] = useState(false);
  const pathname = publicPathname(usePathname());
  const pathIn = (target: Locale) => paths?.[target] ?? pathname;
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const closeOnOutside = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener('pointerdown', closeOnOutside);
    document.addEventListener('keydown', closeOnEscape);
    rootRef.current?.querySelector<HTMLAnchorElement>('a[aria-current="true"]')?.focus();
    return () => {
      document.removeEventListener('pointerdown', closeOnOutside);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [open]);

  // The query (filters, a newsletter link's token) and fragment are the visitor's own: read on
  // click, since the server renders the page once for every query.
  const hrefWithCurrentQuery = (target: Locale) =>
    localizedHref(`${pathIn(target)}${window.location.search}${window.location.hash}`, target);

  const languageLink = (target: Locale, className: string) => (
    <a
      href={localizedHref(pathIn(target), target)}
      hrefLang={localeInfo[target].tag}
      lang={localeInfo[target].tag}
      aria-current={target === locale ? 'true' : undefined}
      onClick={(event) => {
        event.currentTarget.href = hrefWithCurrentQuery(target);
        setOpen(false);
      }}
      className={className}
    >
      {localeInfo[target].nativeName}
      {target === locale && <Check aria-hidden className="size-4" />}
    </a>
  );

  if (inline)
    return (
      <div role="group" aria-label={label} className="flex flex-col gap-2">
        <p aria-hidden className="flex items-center gap-2 text-sm text-fg-muted">
          <Globe className="size-4" />
          {label}
        </p>
        <ul className="grid grid-cols-2 gap-2">
          {locales.map((target) => (
            <li key={target}>
              {languageLink(
                target,
                'flex min-h-11 items-center justify-between gap-2 rounded-xl border border-line px-3 text-sm text-fg-muted hover:border-accent hover:text-fg aria-[current=true]:border-accent aria-[current=true]:text-accent-strong',
              )}
            </li>
          ))}
        </ul>
      </div>
    );

  return (
    <div ref={rootRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
        className="inline-flex min-h-11 items-center gap-2 rounded-full border border-line px-3 text-sm text-fg-muted transition hover:border-accent hover:text-fg"
      >
        <Globe aria-hidden className="size-4" />
        <span className="sr-only">{label}: </span>
        {/* Between 768 and 1023 px the short code leaves room for the call to action. */}
        <span lang={localeInfo[locale].tag} className="hidden lg:inline">
          {localeInfo[locale].nativeName}
        </span>
        <span aria-hidden className="uppercase lg:hidden">
          {locale}
        </span>
        <span lang={localeInfo[locale].tag} className="sr-only lg:hidden">
          {localeInfo[locale].nativeName}
        </span>
      </button>
      <ul
        id={menuId}
        hidden={!open}
        aria-label={label}
        className="absolute end-0 top-full z-50 mt-2 min-w-44 rounded-2xl border border-line bg-ink-raised p-1 shadow-2xl"
      >
        {locales.map((target) => (
          <li key={target}>
            {languageLink(
              target,
              'flex min-h-11 items-center justify-between gap-3 rounded-xl px-3 text-sm text-fg-muted hover:bg-ink-card hover:text-fg aria-[current=true]:text-accent-strong',
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
