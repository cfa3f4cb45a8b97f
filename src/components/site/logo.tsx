import { LogoMark } from './logo-mark';

/**
 * The wordmark with the agency's name (the site settings'). Each place on a page passes its own
 * gradient id, since SVG ids are document-wide.
 */
export function Logo({
  name,
  gradientId = 'logo-gradient',
}: {
  name: string;
  gradientId?: string;
}) {
  return (
    <span className="flex items-center gap-2 text-lg font-bold tracking-tight" dir="ltr">
      <LogoMark size={32} gradientId={gradientId} />
      <span>{name}</span>
    </span>
  );
}
