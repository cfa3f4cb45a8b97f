/*
 * The social cards' renderer as a fingerprint of its sources (decision 084), part of every card
 * URL's version. tests/unit/social-card-design.test.ts computes it from these files and fails,
 * printing the new value, when they change: record it here, and the deployment that changes how
 * the cards look gives every card a new URL.
 */

/** The sources whose code decides what a card looks like: layout, colours, logo, crop, size. */
export const cardRendererSources = [
  'src/server/og/social-cards.server.ts',
  'src/server/og/card-image.server.ts',
  'src/lib/brand/logo-mark.ts',
  'src/lib/media/focal-point.ts',
  'src/lib/og/social-card.ts',
] as const;

export const cardRendererFingerprint = '53b0ca8a380d98ea';
