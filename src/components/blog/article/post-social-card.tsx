/**
 * A post's social card (Open Graph / Twitter), drawn by next/og (satori) like the site's card
 * in '@/components/og/site-card'. The same font rule applies: only the Latin face bundled with
 * `next` is available, so every character drawn must be Latin. Arabic posts therefore show
 * their French title (or, without one, just the category), never Arabic text, which satori
 * could neither find a face for nor lay out right to left.
 */
import { LogoMark } from '@/components/site/logo-mark';
import { CardFrame, cardPill } from '@/components/og/card-frame';

interface Props {
  siteName: string;
  host: string;
  /** Category label, in Latin script. */
  category: string;
  /** Latin-script title, or null when the post has none to show. */
  title: string | null;
  /** The hero image as a data URI (satori reads no files), or null to leave it out. */
  image: string | null;
}

/** Characters the bundled Latin face can draw: Latin-1, Latin Extended-A, common punctuation. */
const latinOnly = /^[\u0020-\u007e\u00a0-\u017f\u2010-\u2026\u20ac]*$/;

/**
 * The text as the card may draw it, or null when it holds another script. No-break spaces
 * (French puts them before « : ? ») become plain ones, which the face surely has.
 */
export function drawableLatin(text: string): string | null {
  const plain = text.replace(/[\u00a0\u202f]/g, ' ').trim();
  return plain && latinOnly.test(plain) ? plain : null;
}

export function PostSocialCard({ siteName, host, category, title, image }: Props) {
  return (
    <CardFrame padding="64px 80px" host={host}>
      {image && (
        // The hero image as a framed thumbnail on the right, the text keeping the left.
        <div
          style={{
            position: 'absolute',
            top: 180,
            right: 80,
            display: 'flex',
            overflow: 'hidden',
            borderRadius: 24,
            border: '2px solid #23304d',
            boxShadow: '0 20px 60px rgba(56, 213, 245, 0.15)',
          }}
        >
          {/* eslint-disable-next-line @next/next/no-img-element -- drawn by satori, not a page */}
          <img src={image} alt="" width={480} height={270} style={{ objectFit: 'cover' }} />
        </div>
      )}

      <div style={{ display: 'flex', alignItems: 'center', gap: 20 }}>
        <LogoMark size={64} gradientId="og-post-logo" />
        <div style={{ display: 'flex', fontSize: 44, letterSpacing: -1 }}>{siteName}</div>
        <div style={{ display: 'flex', fontSize: 30, color: '#b4bfd6', marginLeft: 8 }}>Blog</div>
      </div>

      <div style={{ display: 'flex', flexDirection: 'column', gap: 28 }}>
        <div style={{ ...cardPill, alignSelf: 'flex-start', padding: '8px 24px', fontSize: 26 }}>
          {category}
        </div>
        {title && (
          <div
            style={{
              display: 'flex',
              fontSize: image ? (title.length > 60 ? 42 : 48) : title.length > 60 ? 50 : 58,
              lineHeight: 1.2,
              maxWidth: image ? 540 : 1040,
              maxHeight: 240,
              overflow: 'hidden',
            }}
          >
            {title}
          </div>
        )}
      </div>
    </CardFrame>
  );
}
