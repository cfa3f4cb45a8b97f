/**
 * The site's social card (Open Graph / Twitter), drawn by next/og (satori) at build time.
 *
 * Fonts: satori reads .ttf/.otf/.woff only, and the site's @fontsource-variable packages ship
 * .woff2 only, so no `fonts` option is passed: ImageResponse then uses the Latin face bundled
 * inside `next` itself (no network request). Every character drawn must therefore be Latin;
 * anything else would make satori fetch a font from Google at build time.
 */
import { LogoMark } from '@/components/site/logo-mark';

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
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: '72px 80px',
        color: '#eef2fb',
        backgroundColor: '#070b16',
        backgroundImage:
          'radial-gradient(circle at 85% 0%, rgba(56, 213, 245, 0.28), transparent 55%), radial-gradient(circle at 0% 100%, rgba(167, 139, 250, 0.24), transparent 55%)',
      }}
    >
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
            <div
              key={name}
              style={{
                display: 'flex',
                padding: '10px 26px',
                fontSize: 28,
                color: '#7cf0ff',
                border: '2px solid #23304d',
                borderRadius: 999,
                backgroundColor: 'rgba(18, 27, 49, 0.8)',
              }}
            >
              {name}
            </div>
          ))}
        </div>
      </div>

      <div style={{ display: 'flex', alignItems: 'center', gap: 20, fontSize: 28 }}>
        <div
          style={{
            display: 'flex',
            width: 120,
            height: 6,
            borderRadius: 3,
            backgroundImage: 'linear-gradient(90deg, #7cf0ff, #a78bfa)',
          }}
        />
        <div style={{ display: 'flex', color: '#b4bfd6' }}>{host}</div>
      </div>
    </div>
  );
}
