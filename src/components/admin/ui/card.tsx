/**
 * Admin surfaces.
 * - `<Card>`: a bordered panel (pass `className` for padding changes; `as="section"` etc.).
 * - `<CardHeader title description actions headingLevel>`: a card's title row (h2 by default).
 */
import type { ReactNode } from 'react';

type CardElement = 'div' | 'section' | 'article' | 'aside';

export function Card({
  as: Element = 'div',
  className = '',
  children,
  ...rest
}: {
  as?: CardElement;
  className?: string;
  children: ReactNode;
  'aria-labelledby'?: string;
}) {
  return (
    <Element className={`rounded-xl border border-line bg-ink-card/60 p-5 ${className}`} {...rest}>
      {children}
    </Element>
  );
}

export function CardHeader({
  title,
  description,
  actions,
  headingLevel = 2,
  id,
}: {
  title: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
  headingLevel?: 2 | 3;
  id?: string;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className="mb-4 flex flex-wrap items-start justify-between gap-3">
      <div className="min-w-0">
        <Heading id={id} className="text-base font-semibold text-fg">
          {title}
        </Heading>
        {description ? <p className="mt-0.5 text-sm text-fg-muted">{description}</p> : null}
      </div>
      {actions ? <div className="flex flex-wrap items-center gap-2">{actions}</div> : null}
    </div>
  );
}
