'use client';

import { lazy, Suspense } from 'react';
import { createPortal } from 'react-dom';
import { useToastRaised } from '@/components/ui/toast';
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
 * It mounts with the page's first toast (`showToast` in ./toast.ts fetches sonner then), so a
 * page that raises none never loads it; that first toast shows as soon as the container mounts
 * (sonner replays toasts raised before its container subscribed). It renders
 * into <body>: the page-transition wrapper (components/site/page-transition.tsx) animates `transform`,
 * which would pin `position: fixed` toasts to the page instead of the screen.
 */
export function Toaster({ dir, visibleToasts = 3, label, closeLabel }: Props) {
  const raised = useToastRaised();
  if (!raised) return null;
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
