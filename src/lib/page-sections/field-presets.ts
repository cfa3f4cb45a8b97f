import type { LineField } from './section-definition';

/*
 * The lengths the marketing pages' fields share, so every page's definition (pages.ts and the
 * pages kept in their own module) sizes a heading or a button label alike.
 */

export const line = (maxLength: number) =>
  ({ kind: 'line', maxLength }) as const satisfies LineField;
export const eyebrow = line(60);
export const heading = line(160);
export const intro = line(400);
export const label = line(80);
