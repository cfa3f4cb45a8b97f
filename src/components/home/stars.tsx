import type { CSSProperties } from 'react';

const maxStars = 5;

/**
 * Five stars, `rating` of them filled, announced as text ("5 out of 5"), not by colour. One
 * element drawn by CSS (`.star-rating`), not five icons: the testimonials show 25 stars on the
 * home page, and each icon was two nodes to send, parse and hydrate (decision 043).
 */
export function Stars({
  rating,
  label,
  size = 'md',
}: {
  rating: number;
  label: string;
  /** `md`: 1 rem a star, `lg`: 1.25 rem. */
  size?: 'md' | 'lg';
}) {
  const filled = `${(Math.min(Math.max(rating, 0), maxStars) / maxStars) * 100}%`;
  return (
    <p
      role="img"
      aria-label={label}
      className={`star-rating ${size === 'lg' ? 'h-5' : 'h-4'}`}
      style={{ '--star-rating-filled': filled } as CSSProperties}
    />
  );
}
