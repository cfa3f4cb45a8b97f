'use client';
/**
 * The admin's toast container (sonner): top-right, 4 s, with a close button, in the dark theme.
 * Mounted once by the panel layout; raise toasts with `action-toast.ts`.
 */
import { Toaster } from 'sonner';
import { toasterThemeStyle } from '@/components/ui/toaster-theme';

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
      style={toasterThemeStyle}
      toastOptions={{
        closeButtonAriaLabel: closeLabel,
        style: { fontSize: 14 },
      }}
    />
  );
}
