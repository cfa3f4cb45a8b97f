import type { CSSProperties } from 'react';

/** Sonner's colour variables mapped onto the site's tokens (see globals.css): public and admin. */
export const toasterThemeStyle = {
  // Sonner sets a system font stack; keep the page's (the Arabic face on Arabic pages).
  fontFamily: 'inherit',
  '--normal-bg': 'var(--color-ink-card)',
  '--normal-border': 'var(--color-line)',
  '--normal-text': 'var(--color-fg)',
  '--normal-bg-hover': 'var(--color-ink-raised)',
  '--normal-border-hover': 'var(--color-accent)',
} as CSSProperties;
