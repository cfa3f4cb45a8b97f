/** The articles table's search, as a GET form: the URL keeps it. */
import { Button, LinkButton } from '@/components/admin/ui/button';
import { SearchField } from '@/components/admin/ui/search-field';
import type { PostFilters } from '@/lib/admin/post-filters';
import type { AdminTranslator } from '@/server/admin/admin-i18n.server';

export function PostSearchForm({ filters, t }: { filters: PostFilters; t: AdminTranslator }) {
  return (
    <form
      method="get"
      action="/admin/posts"
      role="search"
      aria-label={t('posts.filters.label')}
      className="mb-4 grid gap-3 rounded-xl border border-line bg-ink-card/40 p-4 sm:grid-cols-[minmax(0,1fr)_auto]"
    >
      <SearchField
        id="posts-q"
        label={t('posts.filters.search')}
        placeholder={t('posts.filters.searchPlaceholder')}
        defaultValue={filters.query}
      />
      <div className="flex items-end gap-2">
        <Button type="submit" variant="primary">
          {t('posts.filters.apply')}
        </Button>
        <LinkButton href="/admin/posts" variant="ghost">
          {t('posts.filters.reset')}
        </LinkButton>
      </div>
    </form>
  );
}
