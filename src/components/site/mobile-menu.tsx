'use client';

import { Menu, X } from '@/components/ui/icons';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { Locale } from '@/i18n/locales';
import { NavLinks } from './nav-links';
import type { NavKey } from './navigation';

interface Props {
  locale: Locale;
  labels: Record<NavKey, string>;
  openLabel: string;
  closeLabel: string;
  menuTitle: string;
  /** The call to action and language picker, rendered by the server. */
  footer: ReactNode;
}

const focusable = 'a[href], button:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * The full-screen menu under 768 px: a modal <dialog>, so the rest of the page is inert and
 * Escape closes it; Tab is also kept inside explicitly, and the page does not scroll behind.
 * Its contents exist only while it is open.
 */
export function MobileMenu({ locale, labels, openLabel, closeLabel, menuTitle, footer }: Props) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
    document.documentElement.classList.toggle('scroll-locked', open);
    return () => document.documentElement.classList.remove('scroll-locked');
  }, [open]);

  const keepFocusInside = (event: React.KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Tab') return;
    const items = Array.from(event.currentTarget.querySelectorAll<HTMLElement>(focusable)).filter(
      (item) => item.offsetParent !== null,
    );
    const first = items[0];
    const last = items.at(-1);
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        aria-expanded={open}
        className="inline-flex size-11 items-center justify-center rounded-full border border-line text-fg md:hidden"
      >
        <Menu aria-hidden className="size-5" />
        <span className="sr-only">{openLabel}</span>
      </button>
      <dialog
        ref={dialogRef}
        aria-label={menuTitle}
        onClose={() => setOpen(false)}
        onKeyDown={keepFocusInside}
        className="m-0 h-dvh max-h-none w-screen max-w-none bg-ink/98 p-0 text-fg backdrop:bg-ink/80 open:flex open:flex-col md:hidden"
      >
        {/* Drawn when opened: closed, its links and languages are nodes every page would
            otherwise send and hydrate for nothing (decision 043). */}
        {open && (
          <>
            <div className="flex items-center justify-end p-4">
              <button
                type="button"
                onClick={() => setOpen(false)}
                className="inline-flex size-11 items-center justify-center rounded-full border border-line"
              >
                <X aria-hidden className="size-5" />
                <span className="sr-only">{closeLabel}</span>
              </button>
            </div>
            <nav aria-label={menuTitle} className="flex flex-1 flex-col gap-8 px-8 pb-10">
              <NavLinks
                locale={locale}
                labels={labels}
                onNavigate={() => setOpen(false)}
                className="flex flex-col gap-2 text-2xl font-semibold"
                linkClassName="block rounded-xl py-3 aria-[current=page]:text-accent-strong"
              />
              <div className="mt-auto flex flex-col gap-4">{footer}</div>
            </nav>
          </>
        )}
      </dialog>
    </>
  );
}
