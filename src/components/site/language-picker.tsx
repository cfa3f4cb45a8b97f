'use client';

import { Check, Globe } from 'lucide-react';
import { usePathname } from 'next/navigation';
import { useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';
import { localizedHref, publicPathname } from '@/i18n/href';
import { localeInfo, locales, type Locale } from '@/i18n/locales';

interface Props {
  locale: Locale;
  label: string;
}

/**
 * Switches language on the same page. A full navigation (plain links) because `<html lang dir>`
 * and the fonts change; other query parameters and the fragment are kept.
 */
export function LanguagePicker({ locale, label }: Props) {
  const [open, setOpen] = useState(false);
  const pathname = publicPathname(usePathname());
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

  // A page may live at another path in another language (a blog post's slug is per language):
  // its hreflang alternates in <head> say where. Read on every render after hydration (the
  // server has no head to read) and again on click, since client navigation replaces the head.
  const headAlternates = useSyncExternalStore(
    subscribeToNothing,
    () => JSON.stringify(alternatePathsInHead()),
    () => '{}',
  );
  const translatedPaths = JSON.parse(headAlternates) as Partial<Record<Locale, string>>;

  const hrefFor = (target: Locale) => {
    const current =
      typeof window === 'undefined' ? '' : window.location.search + window.location.hash;
    const path = alternatePathsInHead()[target] ?? pathname;
    return localizedHref(`${path}${current}`, target);
  };

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
        <span lang={localeInfo[locale].tag}>{localeInfo[locale].nativeName}</span>
      </button>
      <ul
        id={menuId}
        hidden={!open}
        aria-label={label}
        className="absolute end-0 top-full z-50 mt-2 min-w-44 rounded-2xl border border-line bg-ink-raised p-1 shadow-2xl"
      >
        {locales.map((target) => (
          <li key={target}>
            <a
              href={localizedHref(translatedPaths[target] ?? pathname, target)}
              hrefLang={localeInfo[target].tag}
              lang={localeInfo[target].tag}
              aria-current={target === locale ? 'true' : undefined}
              onClick={(event) => {
                event.currentTarget.href = hrefFor(target);
                setOpen(false);
              }}
              className="flex min-h-11 items-center justify-between gap-3 rounded-xl px-3 text-sm text-fg-muted hover:bg-ink-card hover:text-fg aria-[current=true]:text-accent-strong"
            >
              {localeInfo[target].nativeName}
              {target === locale && <Check aria-hidden className="size-4" />}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

function alternatePathsInHead(): Partial<Record<Locale, string>> {
  const paths: Partial<Record<Locale, string>> = {};
  for (const target of locales) {
    const link = document.querySelector<HTMLLinkElement>(
      `link[rel="alternate"][hreflang="${localeInfo[target].tag}"]`,
    );
    if (link) paths[target] = new URL(link.href).pathname;
  }
  return paths;
}

function subscribeToNothing(): () => void {
  return () => {};
}
