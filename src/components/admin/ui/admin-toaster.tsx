'use client';
/**
 * The admin's toast container (sonner): top-right, 4 s, with a close button, in the dark theme.
 * Mounted once by the panel layout; raise toasts with `action-toast.ts`.
 */
import type { CSSProperties } from 'react';
import { Toaster } from 'sonner';

export function AdminToaster({ label, closeLabel }: { label: string; closeLabel: string }) {
  return (
    <Toaster
      theme="dark"
      position="top-right"
      duration={4000}
      closeButton
      // Success green, errors red ("destructive"), as the spec's toasts.
      richColors
      containerAriaLabel={label}
      style={themeStyle}
      toastOptions={{
        closeButtonAriaLabel: closeLabel,
        style: { fontSize: 14 },
      }}
    />
  );
}

/** Sonner's colour variables mapped onto the site's tokens (see globals.css). */
const themeStyle = {
  fontFamily: 'inherit',
  '--normal-bg': 'var(--color-ink-card)',
  '--normal-border': 'var(--color-line)',
  '--normal-text': 'var(--color-fg)',
  '--normal-bg-hover': 'var(--color-ink-raised)',
  '--normal-border-hover': 'var(--color-accent)',
} as CSSProperties;
