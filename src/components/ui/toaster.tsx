'use client';

import { lazy, Suspense, useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { toasterThemeStyle } from '@/components/ui/toaster-theme';

const Sonner = lazy(() => import('sonner').then((sonner) => ({ default: sonner.Toaster })));

interface Props {
  /** The page's direction: toasts sit at the bottom end and swipe the right way. */
  dir: 'ltr' | 'rtl';
  /** The spec: 3 in the general toaster, 1 on the contact page (a new toast replaces the old). */
  visibleToasts?: number;
  /** Accessible name of the notifications region, in the page's language. */
  label?: string;
  /** Accessible name of each toast's close button, in the page's language. */
  closeLabel?: string;
}

/**
 * Sonner's toast container in the site's dark theme, with the spec's timings (§4, §9).
 *
 * Toasts only ever follow an action, so sonner (about 10 KB gzip) is fetched once the page has
 * loaded and the browser is idle, outside the first-load JavaScript; a toast raised before
 * then is shown as soon as the container mounts (sonner replays pending toasts). It renders
 * into <body>: the page-transition wrapper (components/site/page-transition.tsx) animates `transform`,
 * which would pin `position: fixed` toasts to the page instead of the screen.
 */
export function Toaster({ dir, visibleToasts = 3, label, closeLabel }: Props) {
  const idle = useIdleAfterLoad();
  if (!idle) return null;
  return createPortal(
    <Suspense>
      <Sonner
        theme="dark"
        dir={dir}
        // Sonner positions are physical: "bottom end" is bottom-left in Arabic.
        position={dir === 'rtl' ? 'bottom-left' : 'bottom-right'}
        duration={4000}
        visibleToasts={visibleToasts}
        closeButton
        containerAriaLabel={label}
        style={toasterThemeStyle}
        toastOptions={{ closeButtonAriaLabel: closeLabel, style: { fontSize: 14 } }}
      />
    </Suspense>,
    document.body,
  );
}

/** True once the page has loaded and the browser has had an idle moment. */
function useIdleAfterLoad(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    // Safari has no requestIdleCallback: a short timeout stands in for it.
    const supportsIdle = typeof window.requestIdleCallback === 'function';
    let handle: number | undefined;
    const markIdle = () => setIdle(true);
    const waitForIdle = () => {
      handle = supportsIdle
        ? window.requestIdleCallback(markIdle, { timeout: 2000 })
        : window.setTimeout(markIdle, 200);
    };
    if (document.readyState === 'complete') waitForIdle();
    else window.addEventListener('load', waitForIdle, { once: true });
    return () => {
      window.removeEventListener('load', waitForIdle);
      if (handle === undefined) return;
      if (supportsIdle) window.cancelIdleCallback(handle);
      else window.clearTimeout(handle);
    };
  }, []);
  return idle;
}
