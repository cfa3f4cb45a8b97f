'use client';

import { ChevronDown, Search, SearchX } from 'lucide-react';
import {
  useEffect,
  useRef,
  useSyncExternalStore,
  type FormEvent,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { allCategories, isFiltering, matchesFilters, type BlogFilters } from '@/lib/blog/search';

/** One post as the island filters it: the server computed its normalized search text. */
export interface ExplorerItem {
  id: string;
  haystack: string;
  category: string;
}

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
  /** The count line for 0, 1, 2… results, each already in the right plural form. */
  counts: string[];
  /** Raw templates with a `{query}` or `{category}` placeholder. */
  countQuery: string;
  countCategory: string;
  empty: string;
  emptyCategory: string;
  reset: string;
}

interface Props {
  items: ExplorerItem[];
  /** The server-rendered card of each item, by id. */
  cards: Record<string, ReactNode>;
  /** The filters the server rendered with (from the URL); the URL stays the source of truth. */
  initialFilters: BlogFilters;
  /** 'all' first, then each category. */
  categories: CategoryOption[];
  /** Where the form goes without JavaScript, and the language it keeps (absent for French). */
  action: string;
  lang?: string;
  /** The unfiltered list in the page's language. */
  resetHref: string;
  text: ExplorerText;
}

/*
 * The filters live in the URL (`?q=…&category=…` next to `lang`), so a filtered list can be
 * shared, survives back/forward, and renders filtered on the server. The island reads them
 * from `location.search` as an external store and writes them with `history.replaceState`:
 * filtering is instant and nothing is fetched.
 */
const filtersChanged = 'blog-filters-change';
const maxQueryLength = 200;

function subscribe(onChange: () => void): () => void {
  window.addEventListener('popstate', onChange);
  window.addEventListener(filtersChanged, onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener(filtersChanged, onChange);
  };
}

/** The filters as one string, so the store's snapshot compares by value. */
function snapshotOf(query: string, category: string): string {
  return JSON.stringify([query, category]);
}

function urlSnapshot(): string {
  const params = new URLSearchParams(window.location.search);
  return snapshotOf(params.get('q') ?? '', params.get('category') ?? allCategories);
}

function writeFilters(query: string, category: string): void {
  const url = new URL(window.location.href);
  const setOrDrop = (key: string, value: string) =>
    value ? url.searchParams.set(key, value) : url.searchParams.delete(key);
  // The query is kept as typed (spaces between words included); blank means no search.
  setOrDrop('q', query.trim() ? query.slice(0, maxQueryLength) : '');
  setOrDrop('category', category === allCategories ? '' : category);
  window.history.replaceState(null, '', url.href);
  window.dispatchEvent(new Event(filtersChanged));
}

/** A template with its placeholder replaced by a node (isolated, so Latin text in Arabic reads right). */
function fill(template: string, placeholder: string, value: string): ReactNode {
  const [before, after] = template.split(`{${placeholder}}`);
  if (after === undefined) return template;
  return (
    <>
      {before}
      <bdi>{value}</bdi>
      {after}
    </>
  );
}

export function BlogExplorer(props: Props) {
  const { items, cards, initialFilters, categories, text } = props;
  const formRef = useRef<HTMLFormElement>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  const snapshot = useSyncExternalStore(subscribe, urlSnapshot, () =>
    snapshotOf(initialFilters.query, initialFilters.category),
  );
  const [query, rawCategory] = JSON.parse(snapshot) as [string, string];
  // A category that no longer exists (an old shared link) shows everything.
  const category = categories.some((option) => option.value === rawCategory)
    ? rawCategory
    : allCategories;
  const filters: BlogFilters = { query: query.trim(), category };
  const filtering = isFiltering(filters);
  const visible = items.filter((item) => matchesFilters(item.haystack, item.category, filters));
  const categoryName = categories.find((option) => option.value === category)?.label ?? '';

  // A keyword chip (in any card on the page) searches in place instead of loading the page.
  useEffect(() => {
    function searchChip(event: globalThis.MouseEvent) {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const chip = (event.target as Element | null)?.closest<HTMLElement>('a[data-keyword]');
      const keyword = chip?.dataset.keyword;
      if (!keyword) return;
      event.preventDefault();
      const current = new URLSearchParams(window.location.search).get('category');
      writeFilters(keyword, current ?? allCategories);
      const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
      formRef.current?.scrollIntoView({ behavior: smooth ? 'smooth' : 'auto', block: 'start' });
    }
    document.addEventListener('click', searchChip);
    return () => document.removeEventListener('click', searchChip);
  }, []);

  // With JavaScript the list is already filtered as the visitor types: submitting (the
  // keyboard's search key) only closes the on-screen keyboard.
  const keepInPlace = (event: FormEvent) => {
    event.preventDefault();
    searchRef.current?.blur();
  };

  const resetFilters = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    writeFilters('', allCategories);
    // The empty state (and the focused link) disappears: hand focus to the search box.
    searchRef.current?.focus({ preventScroll: true });
  };

  const countLine = filtering ? (
    <>
      {text.counts[visible.length]}
      {filters.query && <> {fill(text.countQuery, 'query', filters.query)}</>}
      {category !== allCategories && <> {fill(text.countCategory, 'category', categoryName)}</>}
    </>
  ) : null;

  return (
    <div>
      <form
        ref={formRef}
        method="get"
        action={props.action}
        role="search"
        onSubmit={keepInPlace}
        className="flex scroll-mt-28 flex-col gap-3 rounded-2xl border border-line bg-ink-card/60 p-3 sm:p-4 md:flex-row"
      >
        {props.lang && <input type="hidden" name="lang" value={props.lang} />}
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
            onChange={(event) => writeFilters(event.target.value, category)}
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
            onChange={(event) => writeFilters(query, event.target.value)}
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

      {/* Always in the page so screen readers announce each new count; hidden when it would
          repeat the empty state. */}
      <p
        id="blog-results-count"
        aria-live="polite"
        aria-atomic="true"
        className={
          filtering && visible.length === 0
            ? 'sr-only'
            : 'mt-5 min-h-6 text-sm font-medium text-fg-muted empty:mt-0 empty:min-h-0'
        }
      >
        {countLine}
      </p>

      {visible.length > 0 ? (
        <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {visible.map((item) => (
            <li key={item.id}>{cards[item.id]}</li>
          ))}
        </ul>
      ) : (
        <div className="mt-6 flex flex-col items-center gap-5 rounded-2xl border border-dashed border-line bg-ink-card/60 px-6 py-12 text-center">
          <SearchX aria-hidden className="size-10 text-violet" />
          <p className="max-w-xl text-xl font-semibold text-balance">
            {filters.query ? fill(text.empty, 'query', filters.query) : null}
            {filters.query && category !== allCategories && (
              <> {fill(text.countCategory, 'category', categoryName)}</>
            )}
            {!filters.query && fill(text.emptyCategory, 'category', categoryName)}
          </p>
          <a
            href={props.resetHref}
            onClick={resetFilters}
            className="inline-flex min-h-11 items-center justify-center rounded-full bg-gradient-to-r from-accent to-violet px-6 py-3 text-sm font-semibold text-ink shadow-lg shadow-accent/20 transition hover:brightness-110"
          >
            {text.reset}
          </a>
        </div>
      )}
    </div>
  );
}
