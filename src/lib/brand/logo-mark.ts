/**
 * The logo's square mark: a rounded square in the brand gradient with an "A" stroked across it.
 * Drawn by the site's LogoMark component and by the social cards (src/app/icon.svg is the same
 * drawing as a static file).
 */
export const logoMark = {
  /** The drawing's own square, in user units. */
  viewBox: 32,
  cornerRadius: 9,
  gradientFrom: '#7cf0ff',
  gradientTo: '#a78bfa',
  path: 'M9 22 L16 9 L23 22 M12 17.5 H20',
  stroke: '#070b16',
  strokeWidth: 2.6,
} as const;
