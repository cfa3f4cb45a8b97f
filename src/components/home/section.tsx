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
