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

/**
 * The four headline figures as a page shows them (spec §1): each one's label, and the template
 * that prints the settings' figure (`{projects}+`, `{satisfaction} %`; decision 061).
 */
export const figureFields = {
  experience: label,
  experienceValue: line(40),
  projects: label,
  projectsValue: line(40),
  clients: label,
  clientsValue: line(40),
  success: label,
  successValue: line(40),
} as const;
