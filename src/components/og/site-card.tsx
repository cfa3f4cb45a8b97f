/**
 * The site's social card (Open Graph / Twitter), drawn by next/og (satori) at build time.
 *
 * Fonts: satori reads .ttf/.otf/.woff only, and the site's @fontsource-variable packages ship
 * .woff2 only, so no `fonts` option is passed: ImageResponse then uses the Latin face bundled
 * inside `next` itself (no network request). Every character drawn must therefore be Latin;
 * anything else would make satori fetch a font from Google at build time.
 */
import { LogoMark } from '@/components/site/logo-mark';
import { CardFrame, cardPill } from './card-frame';

/** Platforms the agency builds on (brand names, Latin in every language). */
const platforms = ['n8n', 'WhatsApp', 'OpenAI', 'Shopify'];

interface SiteCardProps {
  siteName: string;
  /** Host shown in the footer of the card, e.g. 'automatia.ch'. */
  host: string;
  /** One sentence under the name; null where the language cannot be drawn (see tagline rules). */
  tagline: string | null;
}

export function SiteCard({ siteName, host, tagline }: SiteCardProps) {
  return (
    <CardFrame padding="72px 80px" host={host}>
      <div style={{ display: 'flex', alignItems: 'center', gap: 28 }}>
        <LogoMark size={104} gradientId="og-logo" />
        <div style={{ display: 'flex', fontSize: 88, letterSpacing: -2 }}>{siteName}</div>
      </div>

      <div style={{ display: 'flex', flexDirection: 'column', gap: 36 }}>
        {tagline && (
          <div style={{ display: 'flex', fontSize: 34, lineHeight: 1.4, color: '#b4bfd6' }}>
            {tagline}
          </div>
        )}
        <div style={{ display: 'flex', gap: 16 }}>
          {platforms.map((name) => (
            <div key={name} style={{ ...cardPill, padding: '10px 26px', fontSize: 28 }}>
              {name}
            </div>
          ))}
        </div>
      </div>
    </CardFrame>
  );
}
