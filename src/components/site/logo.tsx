import { settings } from '@/config/settings';
import { LogoMark } from './logo-mark';

/**
 * The wordmark; the name comes from settings so a rebrand is one variable. Each place on a page
 * passes its own gradient id, since SVG ids are document-wide.
 */
export function Logo({ gradientId = 'logo-gradient' }: { gradientId?: string }) {
  return (
    <span className="flex items-center gap-2 text-lg font-bold tracking-tight" dir="ltr">
      <LogoMark size={32} gradientId={gradientId} />
      <span>{settings().SITE_NAME}</span>
    </span>
  );
}
