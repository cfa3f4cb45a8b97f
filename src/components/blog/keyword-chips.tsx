import { Tag } from 'lucide-react';
import type { Locale } from '@/i18n/locales';
import { localizedHref } from '@/i18n/href';

interface Props {
  keywords: string[];
  locale: Locale;
  label: string;
  searchLabel: (keyword: string) => string;
}

/**
 * Keyword chips: each links to the blog list searched for it, which works without
 * JavaScript; on the list itself the filter island catches the click (`data-keyword`) and
 * sets the search in place.
 */
export function KeywordChips({ keywords, locale, label, searchLabel }: Props) {
  if (keywords.length === 0) return null;
  return (
    <ul aria-label={label} className="flex flex-wrap gap-2">
      {keywords.map((keyword) => (
        <li key={keyword}>
          <a
            href={localizedHref(`/blog?q=${encodeURIComponent(keyword)}`, locale)}
            data-keyword={keyword}
            aria-label={searchLabel(keyword)}
            className="inline-flex min-h-8 items-center gap-1 rounded-full border border-line bg-ink-raised/60 px-3 text-xs text-fg-muted transition hover:border-accent hover:text-accent-strong"
          >
            <Tag aria-hidden className="size-3" />
            {keyword}
          </a>
        </li>
      ))}
    </ul>
  );
}
