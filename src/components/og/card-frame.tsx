import type { CSSProperties, ReactNode } from 'react';

/**
 * What every social card of the site shares (drawn by next/og): the dark background with its
 * two glows, the column layout, and the footer line with the site's host. Cards fill the
 * space between their own header and this footer.
 */
export function CardFrame({
  padding,
  host,
  children,
}: {
  padding: string;
  host: string;
  children: ReactNode;
}) {
  return (
    <div
      style={{
        position: 'relative',
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding,
        color: '#eef2fb',
        backgroundColor: '#070b16',
        backgroundImage:
          'radial-gradient(circle at 85% 0%, rgba(56, 213, 245, 0.28), transparent 55%), radial-gradient(circle at 0% 100%, rgba(167, 139, 250, 0.24), transparent 55%)',
      }}
    >
      {children}
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

/** The outlined, rounded label the cards use for platforms and categories. */
export const cardPill: CSSProperties = {
  display: 'flex',
  color: '#7cf0ff',
  border: '2px solid #23304d',
  borderRadius: 999,
  backgroundColor: 'rgba(18, 27, 49, 0.8)',
};
