import type { ReactNode } from 'react';

/** Eyebrow, h2 and optional intro that open each section of the about page. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  intro,
  align = 'start',
}: {
  id: string;
  eyebrow: string;
  title: ReactNode;
  intro?: ReactNode;
  align?: 'start' | 'center';
}) {
  const alignment = align === 'center' ? 'mx-auto max-w-2xl text-center' : 'max-w-2xl';
  return (
    <div className={alignment}>
      <p className="text-sm font-semibold uppercase tracking-wider text-accent">{eyebrow}</p>
      <h2 id={id} className="mt-3 text-3xl font-bold text-balance sm:text-4xl">
        {title}
      </h2>
      {intro && <p className="mt-4 text-lg leading-8 text-fg-muted">{intro}</p>}
    </div>
  );
}
