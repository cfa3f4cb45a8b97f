import type { ReactNode } from 'react';

interface Props {
  /** Id of the h2, for the section's aria-labelledby. */
  id: string;
  eyebrow?: ReactNode;
  title: ReactNode;
  intro?: ReactNode;
  align?: 'center' | 'start';
  /** Spacing below, where the section's content follows directly (e.g. `mb-12`). */
  className?: string;
}

/** Eyebrow, h2 and optional intro that open a section, on every page. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  intro,
  align = 'center',
  className = '',
}: Props) {
  const alignment = align === 'center' ? 'mx-auto text-center' : 'text-start';
  return (
    <header className={`max-w-3xl ${alignment} ${className}`}>
      {eyebrow && (
        <p className="text-sm font-semibold tracking-wider text-accent uppercase">{eyebrow}</p>
      )}
      <h2 id={id} className="mt-3 text-3xl font-bold text-balance sm:text-4xl">
        {title}
      </h2>
      {intro && <p className="mt-4 text-lg leading-relaxed text-fg-muted">{intro}</p>}
    </header>
  );
}
