/**
 * The period's figures, each beside the previous period of equal length (+/- %): a rise in
 * green, a fall in red, except the bounce rate, where a fall is the good news.
 */
import { ArrowDownRight, ArrowUpRight } from 'lucide-react';

export interface Figure {
  key: string;
  label: string;
  caption: string;
  /** The figure as shown ('1 234', '42 %'). */
  shown: string;
  /**
   * Relative change against the previous period (0.12 = +12 %); undefined: nothing to compare
   * (no previous figure); null: a figure of the moment, never compared.
   */
  change?: number | null;
  /** For the bounce rate: fewer is better. */
  lowerIsBetter?: boolean;
}

export function FigureCards({
  title,
  figures,
  formatChange,
  noPrevious,
}: {
  title: string;
  figures: readonly Figure[];
  /** '+12 % par rapport à la période précédente'. */
  formatChange: (change: number) => { short: string; long: string };
  noPrevious: string;
}) {
  return (
    <section aria-labelledby="audience-figures-title">
      <h2 id="audience-figures-title" className="sr-only">
        {title}
      </h2>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-6">
        {figures.map((figure) => {
          const change =
            typeof figure.change === 'number' ? formatChange(figure.change) : undefined;
          const better =
            typeof figure.change === 'number' &&
            (figure.lowerIsBetter ? figure.change < 0 : figure.change > 0);
          const Arrow = (figure.change ?? 0) >= 0 ? ArrowUpRight : ArrowDownRight;
          return (
            <li
              key={figure.key}
              data-figure={figure.key}
              className="flex flex-col rounded-xl border border-line bg-ink-card/60 p-4"
            >
              <p className="text-sm text-fg-muted">{figure.label}</p>
              <p data-figure-value className="mt-1 text-2xl font-semibold text-fg tabular-nums">
                {figure.shown}
              </p>
              {change ? (
                <p
                  title={change.long}
                  className={`mt-1 flex items-center gap-1 text-xs font-medium tabular-nums ${
                    figure.change === 0 ? 'text-fg-muted' : better ? 'text-success' : 'text-danger'
                  }`}
                >
                  <Arrow aria-hidden="true" className="size-3.5" />
                  <span className="sr-only">{change.long}</span>
                  <span aria-hidden="true">{change.short}</span>
                </p>
              ) : figure.change === undefined ? (
                <p className="mt-1 text-xs text-fg-muted">{noPrevious}</p>
              ) : null}
              <p className="mt-auto pt-2 text-xs text-fg-muted">{figure.caption}</p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
