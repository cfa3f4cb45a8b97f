import { ChevronRight } from '@/components/ui/icons';
import { LocalizedLink } from './localized-link';
import type { Locale } from '@/i18n/locales';
import type { FallbackAttributes } from '@/lib/shown-text';

/** Visible trail Home / Services / page; the same trail feeds the BreadcrumbList JSON-LD. */
export function Breadcrumb({
  trail,
  label,
  locale,
  currentAttributes,
}: {
  /** [name, internal path] from the home page down to the current page. */
  trail: [string, string][];
  label: string;
  locale: Locale;
  /** The current page's name's French mark, when its translation is missing. */
  currentAttributes?: FallbackAttributes;
}) {
  return (
    <nav aria-label={label} className="mb-8">
      <ol className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-fg-muted">
        {trail.map(([name, path], index) => {
          const isCurrent = index === trail.length - 1;
          return (
            <li key={path} className="flex items-center gap-2">
              {index > 0 && <ChevronRight aria-hidden className="flip-rtl size-4 shrink-0" />}
              {isCurrent ? (
                <span aria-current="page" className="text-fg" {...currentAttributes}>
                  {name}
                </span>
              ) : (
                <LocalizedLink
                  href={path}
                  locale={locale}
                  className="underline-offset-4 transition hover:text-accent-strong hover:underline"
                >
                  {name}
                </LocalizedLink>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
