import { LocalizedLink } from '@/components/site/localized-link';
import type { Locale } from '@/i18n/locales';
import { blogListPath } from '@/lib/blog/paging';
import { allCategories } from '@/lib/blog/search';

/** Where a chip lands on the list: its results' heading (BlogList). */
export const blogResultsAnchor = 'blog-all-title';

interface Props {
  keywords: string[];
  locale: Locale;
  label: string;
  searchLabel: (keyword: string) => string;
}

/**
 * Keyword chips: each links to the blog list searched for it, at its results — a plain link,
 * which works without JavaScript and, with it, loads only that page of results. A chip searches
 * every category, as the empty state's button shows every post: a chip on a card of a list
 * narrowed to one category may name a pillar that lives in another (issue 17).
 */
export function KeywordChips({ keywords, locale, label, searchLabel }: Props) {
  if (keywords.length === 0) return null;
  return (
    <ul aria-label={label} className="keyword-chips icon-tag">
      {keywords.map((keyword) => (
        <li key={keyword}>
          <LocalizedLink
            href={`${blogListPath({
              filters: { query: keyword, category: allCategories },
              page: 1,
            })}#${blogResultsAnchor}`}
            locale={locale}
            prefetch={false}
            aria-label={searchLabel(keyword)}
          >
            {keyword}
          </LocalizedLink>
        </li>
      ))}
    </ul>
  );
}
