'use client';

import { ChevronDown, Search } from '@/components/ui/icons';
import { useRouter } from 'next/navigation';
import {
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  useTransition,
  type FormEvent,
  type ReactNode,
} from 'react';
import { localizedHref } from '@/i18n/href';
import type { Locale } from '@/i18n/locales';
import { blogListPath } from '@/lib/blog/paging';
import { filtersFromParams, type BlogFilters } from '@/lib/blog/search';

export interface CategoryOption {
  value: string;
  label: string;
}

/** Every text of the island, translated on the server (there is no client-side i18n). */
export interface ExplorerText {
  searchLabel: string;
  searchPlaceholder: string;
  categoryLabel: string;
  submit: string;
}

interface Props {
  /** The filters the server rendered the results with (from the URL). */
  initialFilters: BlogFilters;
  /** 'all' first, then each category. */
  categories: CategoryOption[];
  locale: Locale;
  text: ExplorerText;
  /** The results the server rendered for these filters: count line, cards, pages. */
  children: ReactNode;
}

/** How long typing pauses before the search is sent. */
const typingPauseMs = 300;
const maxQueryLength = 200;

/**
 * The search box as it was when the island went away. Next mounts a new island with each page of
 * results (a new search is a new page, decision 022): this hands it what the visitor was doing —
 * the text typed meanwhile, the caret, the focus — so typing goes on undisturbed.
 */
let handover: { query: string; selection: [number, number] | null; focused: boolean } | undefined;

/**
 * A live region outside React's tree, which outlives the islands: a screen reader hears each new
 * count (one made with the new results would be new, and not read out).
 */
function announcer(): HTMLElement {
  const existing = document.getElementById('blog-results-announcer');
  if (existing) return existing;
  const region = document.createElement('p');
  region.id = 'blog-results-announcer';
  region.className = 'sr-only';
  region.setAttribute('aria-live', 'polite');
  region.setAttribute('aria-atomic', 'true');
  document.body.append(region);
  return region;
}

/*
 * The filters of the blog list. The results are the server's, for the whole archive: each search
 * is a page of its own (`/blog?q=…&category=…`), which the island navigates to — after a pause in
 * typing, at once for a category — so the URL can be shared, back and forward work, and nothing
 * but one page of results travels. Without JavaScript the same form submits the same URL.
 */
export function BlogExplorer({ initialFilters, categories, locale, text, children }: Props) {
  const router = useRouter();
  const searchRef = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState(() => handover?.query ?? initialFilters.query);
  const [category, setCategory] = useState(initialFilters.category);
  const [pending, startTransition] = useTransition();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  // Back in the search box, where the previous island left off; the new count read out.
  useLayoutEffect(() => {
    const region = announcer();
    const input = searchRef.current;
    const previous = handover;
    handover = undefined;
    if (!previous) return;
    region.textContent = document.getElementById('blog-results-count')?.textContent ?? '';
    if (!input || !previous.focused) return;
    input.focus({ preventScroll: true });
    if (previous.selection) input.setSelectionRange(...previous.selection);
  }, []);

  const show = (filters: BlogFilters) => {
    clearTimeout(timer.current);
    const wanted = filtersFromParams({ q: filters.query, category: filters.category });
    const shown = filtersFromParams({ q: initialFilters.query, category: initialFilters.category });
    if (wanted.query === shown.query && wanted.category === shown.category) return;
    const input = searchRef.current;
    handover = {
      query: filters.query,
      focused: document.activeElement === input,
      selection: input ? [input.selectionStart ?? 0, input.selectionEnd ?? 0] : null,
    };
    const href = localizedHref(blogListPath({ filters: wanted, page: 1 }), locale);
    startTransition(() => router.replace(href, { scroll: false }));
  };

  // Typed after the navigation started: the next island gets it too, with the caret where this
  // typing left it (not where it was when the navigation started, or the next key lands there).
  const remember = (input: HTMLInputElement) => {
    if (!handover) return;
    handover.query = input.value;
    handover.selection = [input.selectionStart ?? 0, input.selectionEnd ?? 0];
  };

  // A search typed before the results of the previous one arrived is sent once they have.
  useEffect(() => {
    if (query !== initialFilters.query) {
      timer.current = setTimeout(() => show({ query, category }), typingPauseMs);
    }
    return () => clearTimeout(timer.current);
    // Only on mount: later changes schedule their own search.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const type = (input: HTMLInputElement) => {
    const typed = input.value;
    setQuery(typed);
    remember(input);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => show({ query: typed, category }), typingPauseMs);
  };

  const choose = (chosen: string) => {
    setCategory(chosen);
    show({ query, category: chosen });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    show({ query, category });
    // The keyboard's search key: close the on-screen keyboard.
    searchRef.current?.blur();
  };

  return (
    <div>
      <form
        method="get"
        action="/blog"
        role="search"
        onSubmit={submit}
        className="flex scroll-mt-28 flex-col gap-3 rounded-2xl border border-line bg-ink-card/60 p-3 sm:p-4 md:flex-row"
      >
        {locale !== 'fr' && <input type="hidden" name="lang" value={locale} />}
        <label htmlFor="blog-search" className="sr-only">
          {text.searchLabel}
        </label>
        <div className="relative md:flex-1">
          <Search
            aria-hidden
            className="pointer-events-none absolute start-4 top-1/2 size-5 -translate-y-1/2 text-fg-muted"
          />
          <input
            ref={searchRef}
            id="blog-search"
            type="search"
            name="q"
            value={query}
            maxLength={maxQueryLength}
            onChange={(event) => type(event.target)}
            placeholder={text.searchPlaceholder}
            autoComplete="off"
            enterKeyHint="search"
            className="h-14 w-full rounded-xl border border-line bg-ink-raised ps-12 pe-4 text-base text-fg placeholder:text-fg-muted focus:border-accent"
          />
        </div>
        <label htmlFor="blog-category" className="sr-only">
          {text.categoryLabel}
        </label>
        <div className="relative md:w-64">
          <select
            id="blog-category"
            name="category"
            value={category}
            onChange={(event) => choose(event.target.value)}
            className="h-14 w-full cursor-pointer appearance-none rounded-xl border border-line bg-ink-raised ps-4 pe-11 text-base text-fg focus:border-accent"
          >
            {categories.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
          <ChevronDown
            aria-hidden
            className="pointer-events-none absolute end-4 top-1/2 size-5 -translate-y-1/2 text-fg-muted"
          />
        </div>
        <button
          type="submit"
          className="h-14 rounded-xl border border-line bg-ink-raised px-6 text-base font-semibold text-fg transition hover:border-accent hover:text-accent-strong"
        >
          {text.submit}
        </button>
      </form>
      <div
        aria-busy={pending}
        className={pending ? 'opacity-60 transition-opacity duration-300' : undefined}
      >
        {children}
      </div>
    </div>
  );
}
