/** The subscribers list's state, language and search, as a GET form: the URL keeps them. */
import { Button, LinkButton } from '@/components/admin/ui/button';
import { labelClass, selectClass } from '@/components/admin/ui/form-field';
import { SearchField } from '@/components/admin/ui/search-field';
import type { AdminLocale } from '@/i18n/admin-messages';
import {
  subscriberLanguageFilters,
  subscriberStateFilters,
  type SubscriberFilters,
} from '@/lib/admin/subscriber-filters';
import { languageName } from '@/lib/admin/language-name';
import type { AdminTranslator } from '@/server/admin/admin-i18n.server';

export function SubscriberFilterForm({
  filters,
  locale,
  t,
}: {
  filters: SubscriberFilters;
  locale: AdminLocale;
  t: AdminTranslator;
}) {
  return (
    <form
      method="get"
      action="/admin/subscribers"
      role="search"
      aria-label={t('subscribers.filters.label')}
      className="mb-4 grid gap-3 rounded-xl border border-line bg-ink-card/40 p-4 sm:grid-cols-2 lg:grid-cols-[minmax(0,2fr)_minmax(11rem,1fr)_minmax(11rem,1fr)_auto]"
    >
      <SearchField
        id="subscribers-q"
        label={t('subscribers.filters.search')}
        placeholder={t('subscribers.filters.searchPlaceholder')}
        defaultValue={filters.query}
      />
      <FilterSelect
        name="state"
        label={t('subscribers.filters.state')}
        value={filters.state}
        options={subscriberStateFilters.map((state) => [
          state,
          t(`subscribers.stateFilter.${state}`),
        ])}
      />
      <FilterSelect
        name="language"
        label={t('subscribers.filters.language')}
        value={filters.language}
        options={subscriberLanguageFilters.map((language) => [
          language,
          language === 'all' ? t('subscribers.languageFilter.all') : languageName(locale, language),
        ])}
      />
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

/** One of the filters' choices: a labelled select whose value the URL keeps. */
function FilterSelect({
  name,
  label,
  value,
  options,
}: {
  name: string;
  label: string;
  value: string;
  options: [value: string, label: string][];
}) {
  return (
    <div>
      <label htmlFor={`subscribers-${name}`} className={`${labelClass} mb-1.5`}>
        {label}
      </label>
      <select id={`subscribers-${name}`} name={name} defaultValue={value} className={selectClass}>
        {options.map(([option, text]) => (
          <option key={option} value={option}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
}
