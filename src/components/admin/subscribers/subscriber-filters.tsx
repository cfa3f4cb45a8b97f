/** The subscribers list's state and search, as a GET form: the URL keeps them. */
import { Button, LinkButton } from '@/components/admin/ui/button';
import { labelClass, selectClass } from '@/components/admin/ui/form-field';
import { SearchField } from '@/components/admin/ui/search-field';
import { subscriberStateFilters, type SubscriberFilters } from '@/lib/admin/subscriber-filters';
import type { AdminTranslator } from '@/server/admin/admin-i18n.server';

export function SubscriberFilterForm({
  filters,
  t,
}: {
  filters: SubscriberFilters;
  t: AdminTranslator;
}) {
  return (
    <form
      method="get"
      action="/admin/subscribers"
      role="search"
      aria-label={t('subscribers.filters.label')}
      className="mb-4 grid gap-3 rounded-xl border border-line bg-ink-card/40 p-4 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_auto]"
    >
      <SearchField
        id="subscribers-q"
        label={t('subscribers.filters.search')}
        placeholder={t('subscribers.filters.searchPlaceholder')}
        defaultValue={filters.query}
      />
      <div>
        <label htmlFor="subscribers-state" className={`${labelClass} mb-1.5`}>
          {t('subscribers.filters.state')}
        </label>
        <select
          id="subscribers-state"
          name="state"
          defaultValue={filters.state}
          className={selectClass}
        >
          {subscriberStateFilters.map((state) => (
            <option key={state} value={state}>
              {t(`subscribers.stateFilter.${state}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="flex items-end gap-2">
        <Button type="submit" variant="primary">
          {t('subscribers.filters.apply')}
        </Button>
        <LinkButton href="/admin/subscribers" variant="ghost">
          {t('subscribers.filters.reset')}
        </LinkButton>
      </div>
    </form>
  );
}
