import type { ReactNode } from 'react';

interface SectionProps {
  /** Prefix of the section's ids; its heading gets `${id}-title`. */
  id: string;
  children: ReactNode;
  className?: string;
}

/** One band of the home page: full-width background, centred content column. */
export function HomeSection({ id, children, className = '' }: SectionProps) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className={`py-20 sm:py-24 ${className}`}>
      <div className="mx-auto max-w-7xl px-4 sm:px-6">{children}</div>
    </section>
  );
}

interface HeaderProps {
  id: string;
  eyebrow: string;
  title: string;
  intro?: string;
  align?: 'center' | 'start';
}

/** Eyebrow + h2 (+ intro) at the top of a section. */
export function SectionHeader({ id, eyebrow, title, intro, align = 'center' }: HeaderProps) {
  const alignment = align === 'center' ? 'mx-auto text-center' : 'text-start';
  return (
    <header className={`mb-12 max-w-3xl ${alignment}`}>
      <p className="text-sm font-semibold tracking-wider text-accent uppercase">{eyebrow}</p>
      <h2 id={`${id}-title`} className="mt-3 text-3xl font-bold text-balance sm:text-4xl">
        {title}
      </h2>
      {intro && <p className="mt-4 text-lg leading-relaxed text-fg-muted">{intro}</p>}
    </header>
  );
}

/**
 * A short figure such as "+200%", "1000+" or "48 ساعة". Its direction comes from its own
 * content (first strong letter, else left-to-right), so "+200%" does not turn into "200%+"
 * on Arabic pages while a value with Arabic words still reads right to left.
 */
export function FigureValue({
  children,
  className = '',
}: {
  children: ReactNode;
  className?: string;
}) {
  return <span className={`[unicode-bidi:plaintext] ${className}`}>{children}</span>;
}
