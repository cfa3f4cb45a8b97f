'use client';
/**
 * The admin's toast container (sonner): top-right, 4 s, with a close button, in the dark theme,
 * above an open modal dialog (top-layer-host.ts). Mounted once by the panel layout; raise toasts
 * with `action-toast.ts`.
 */
import { createPortal } from 'react-dom';
import { Toaster } from 'sonner';
import { toasterThemeStyle } from '@/components/ui/toaster-theme';
import { useTopLayerHost } from './top-layer-host';

export function AdminToaster({ label, closeLabel }: { label: string; closeLabel: string }) {
  const host = useTopLayerHost();
  if (!host) return null;
  return createPortal(
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
    />,
    host,
  );
}
