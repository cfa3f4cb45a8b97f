/**
 * The audience screen's period and filters, all in the URL: the periods are links, the custom
 * range a plain GET form (its filters ride along as hidden fields), and each filter a chip whose
 * link is the same screen without it. No JavaScript: the back button undoes any of them.
 */
import { X } from 'lucide-react';
import Link from 'next/link';
import { Button } from '@/components/admin/ui/button';
import { inputClass, labelClass } from '@/components/admin/ui/form-field';
import type { AdminTranslator } from '@/server/admin/admin-i18n.server';
import type { FilterColumn } from '@/server/analytics/analytics-store.server';
import {
  audienceFilterColumns,
  audienceHref,
  audiencePeriods,
  rangeOf,
  withoutFilter,
  type AudienceQuery,
} from '@/server/analytics/audience-query';

/** One end of the custom range: a Swiss day, today at the latest. */
function DayField({
  name,
  label,
  max,
  value,
}: {
  name: 'from' | 'to';
  label: string;
  max: string;
  value: string;
}) {
  return (
    <div>
      <label htmlFor={`audience-${name}`} className={`${labelClass} mb-1`}>
        {label}
      </label>
      <input
        id={`audience-${name}`}
        name={name}
        type="date"
        required
        max={max}
        defaultValue={value}
        className={inputClass}
      />
    </div>
  );
}

export function PeriodPicker({
  query,
  today,
  t,
}: {
  query: AudienceQuery;
  today: string;
  t: AdminTranslator;
}) {
  return (
    <section aria-label={t('audience.periodLabel')} className="mb-4 flex flex-col gap-3">
      <ul className="flex flex-wrap gap-2">
        {audiencePeriods
          .filter((period) => period !== 'custom')
          .map((period) => {
            const current = query.period === period;
            return (
              <li key={period}>
                <Link
                  href={audienceHref({ ...query, period, range: rangeOf(period, today) })}
                  aria-current={current ? 'page' : undefined}
                  className={`inline-flex min-h-9 items-center rounded-full border px-3.5 text-sm font-medium transition-colors ${
                    current
                      ? 'border-accent/60 bg-accent/10 text-accent-strong'
                      : 'border-line text-fg-muted hover:border-accent/50 hover:text-fg'
                  }`}
                >
                  {t(`audience.periods.${period}`)}
                </Link>
              </li>
            );
          })}
      </ul>
      <form
        method="get"
        action="/admin/audience"
        className="flex flex-wrap items-end gap-3 rounded-xl border border-line bg-ink-card/40 p-3"
      >
        <input type="hidden" name="period" value="custom" />
        {audienceFilterColumns.map((column) =>
          query.filters[column] === undefined ? null : (
            <input key={column} type="hidden" name={column} value={query.filters[column]} />
          ),
        )}
        <p className="w-full text-sm font-medium text-fg">
          {t('audience.periods.custom')}{' '}
          <span className="font-normal text-fg-muted">{t('audience.customHint')}</span>
        </p>
        <DayField
          name="from"
          label={t('audience.customFrom')}
          max={today}
          value={query.range.from}
        />
        <DayField name="to" label={t('audience.customTo')} max={today} value={query.range.to} />
        <Button type="submit" variant="secondary">
          {t('audience.customApply')}
        </Button>
      </form>
    </section>
  );
}

export function FilterChips({
  query,
  labelOf,
  t,
}: {
  query: AudienceQuery;
  /** A filter's value as the tables show it ('(direct ou inconnu)', 'Téléphone'…). */
  labelOf: (column: FilterColumn, value: string) => string;
  t: AdminTranslator;
}) {
  const applied = audienceFilterColumns.filter((column) => query.filters[column] !== undefined);
  if (applied.length === 0) return null;
  return (
    <section
      aria-label={t('audience.filtersLabel')}
      className="mb-4 flex flex-wrap items-center gap-2"
    >
      {applied.map((column) => {
        const name = t(`audience.tables.${column === 'path' ? 'pages' : column}`);
        const value = labelOf(column, query.filters[column] ?? '');
        return (
          <Link
            key={column}
            href={audienceHref(withoutFilter(query, column))}
            data-filter={column}
            aria-label={t('audience.removeFilter', { name, value })}
            className="inline-flex min-h-9 max-w-full items-center gap-2 rounded-full border border-accent/50 bg-accent/10 px-3 text-sm text-accent-strong hover:bg-accent/20"
          >
            <span className="truncate">{t('audience.chip', { name, value })}</span>
            <X aria-hidden="true" className="size-3.5 shrink-0" />
          </Link>
        );
      })}
      <Link
        href={audienceHref({ ...query, filters: {} })}
        className="text-sm text-fg-muted underline-offset-4 hover:text-fg hover:underline"
      >
        {t('audience.clearFilters')}
      </Link>
    </section>
  );
}
