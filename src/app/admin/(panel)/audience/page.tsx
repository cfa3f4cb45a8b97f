import { BarChart3 } from 'lucide-react';
import type { Metadata } from 'next';
import { AudienceChart } from '@/components/admin/audience/audience-chart';
import { FilterChips, PeriodPicker } from '@/components/admin/audience/audience-controls';
import {
  AudienceTable,
  ExportLinks,
  type TopTableRow,
} from '@/components/admin/audience/audience-tables';
import { FigureCards, type Figure } from '@/components/admin/audience/figure-cards';
import { Card } from '@/components/admin/ui/card';
import { PageHeader } from '@/components/admin/ui/page-header';
import { languageName } from '@/lib/admin/language-name';
import { zurichDate } from '@/lib/time/zurich-time';
import { adminLocale, adminTranslator } from '@/server/admin/admin-i18n.server';
import type { VisitColumn } from '@/server/analytics/analytics-store.server';
import {
  audienceHref,
  audienceSearch,
  parseAudienceQuery,
  previousRange,
  withFilters,
  type AudienceQuery,
} from '@/server/analytics/audience-query';
import {
  audienceReport,
  audienceTables,
  type AudienceFigures,
  type AudienceTable as TableId,
} from '@/server/analytics/audience-report.server';
import { requireStaff } from '@/server/auth/guards.server';
import { getDb } from '@/server/db/connection.server';

export async function generateMetadata(): Promise<Metadata> {
  const t = await adminTranslator();
  return { title: t('audience.metaTitle') };
}

/** The screen's CSV of one table, for the period and filters shown. */
function exportHref(table: TableId | 'goals' | 'conversions', query: AudienceQuery): string {
  return `/api/admin/audience/export?table=${table}&${audienceSearch(query)}`;
}

/** A relative change, or undefined when the previous period had nothing to compare with. */
function changeOf(current: number, previous: number): number | undefined {
  return previous === 0 ? undefined : (current - previous) / previous;
}

const viewsPerVisit = (figures: AudienceFigures) =>
  figures.visits === 0 ? 0 : figures.pageviews / figures.visits;
const bounceRate = (figures: AudienceFigures) =>
  figures.visits === 0 ? 0 : figures.bounces / figures.visits;

/**
 * /admin/audience (editors and admins, issue 31): the public site's visits without cookies —
 * figures against the previous period, the series, the top tables, goals and the conversions by
 * entry page × language × source — for a period and filters kept in the URL (decision 080).
 */
export default async function AdminAudiencePage({ searchParams }: PageProps<'/admin/audience'>) {
  await requireStaff();
  const [t, locale, params] = await Promise.all([adminTranslator(), adminLocale(), searchParams]);
  const now = new Date();
  const today = zurichDate(now);
  const query = parseAudienceQuery(params, today);
  const report = await audienceReport(getDb(), query, now);

  const intlLocale = locale === 'fr' ? 'fr-CH' : 'en-GB';
  const numbers = new Intl.NumberFormat(intlLocale);
  const decimals = new Intl.NumberFormat(intlLocale, { maximumFractionDigits: 1 });
  const percent = new Intl.NumberFormat(intlLocale, { style: 'percent', maximumFractionDigits: 1 });
  const signedPercent = new Intl.NumberFormat(intlLocale, {
    style: 'percent',
    maximumFractionDigits: 0,
    signDisplay: 'exceptZero',
  });
  const shortDay = new Intl.DateTimeFormat(intlLocale, {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });
  const longDay = new Intl.DateTimeFormat(intlLocale, { dateStyle: 'long', timeZone: 'UTC' });
  const dayOf = (day: string) => new Date(`${day}T00:00:00Z`);
  const formatNumber = (value: number) => numbers.format(value);

  const labelOf = (column: VisitColumn | 'path', value: string): string => {
    if (column === 'entry_locale') return languageName(locale, value);
    if (column === 'device') {
      return value === 'desktop' || value === 'mobile' || value === 'tablet'
        ? t(`audience.devices.${value}`)
        : value;
    }
    if (value !== '') return value;
    if (column === 'referrer' || column === 'utm_source') return t(`audience.none.${column}`);
    if (column === 'utm_medium' || column === 'utm_campaign') return t(`audience.none.${column}`);
    return t('audience.none.other');
  };

  const { figures, previous } = report;
  const figureCards: Figure[] = [
    {
      key: 'visits',
      shown: formatNumber(figures.visits),
      change: changeOf(figures.visits, previous.visits),
    },
    {
      key: 'pageviews',
      shown: formatNumber(figures.pageviews),
      change: changeOf(figures.pageviews, previous.pageviews),
    },
    {
      key: 'viewsPerVisit',
      shown: decimals.format(viewsPerVisit(figures)),
      change: changeOf(viewsPerVisit(figures), viewsPerVisit(previous)),
    },
    {
      key: 'bounceRate',
      shown: percent.format(bounceRate(figures)),
      change: changeOf(bounceRate(figures), bounceRate(previous)),
      lowerIsBetter: true,
    },
    {
      key: 'conversions',
      shown: formatNumber(figures.conversions),
      change: changeOf(figures.conversions, previous.conversions),
    },
    { key: 'now', shown: formatNumber(report.now), change: null },
  ].map((figure) => ({
    ...figure,
    label: t(`audience.figures.${figure.key as 'visits'}`),
    caption: t(`audience.figureCaptions.${figure.key as 'visits'}`),
  }));

  const before = previousRange(query.range);
  const oneDay = query.range.from === query.range.to;
  const rangeText = oneDay
    ? t('audience.dayShown', {
        day: longDay.format(dayOf(query.range.from)),
        previousDay: longDay.format(dayOf(before.from)),
      })
    : t('audience.rangeShown', {
        from: longDay.format(dayOf(query.range.from)),
        to: longDay.format(dayOf(query.range.to)),
        previousFrom: longDay.format(dayOf(before.from)),
        previousTo: longDay.format(dayOf(before.to)),
      });
  // The period's own data: a visitor of the last minutes outside a past period is not its data.
  const empty = figures.visits === 0 && !figures.conversions;

  const headers = [
    t('audience.columns.value'),
    t('audience.columns.visits'),
    t('audience.columns.pageviews'),
  ];
  const tableRows = (table: TableId): TopTableRow[] =>
    report.tables[table].map((row) => ({
      key: row.value,
      label: labelOf(table === 'pages' ? 'path' : table, row.value),
      href: audienceHref(withFilters(query, { [table === 'pages' ? 'path' : table]: row.value })),
      cells: [formatNumber(row.visits), formatNumber(row.pageviews)],
    }));

  /** A table's CSV, for the period and filters shown, named after the table's title. */
  const exportLinkOf = (table: TableId | 'goals' | 'conversions', title: string) => (
    <ExportLinks
      href={exportHref(table, query)}
      label={t('audience.exportTableLabel', { table: title })}
    />
  );

  return (
    <>
      <PageHeader title={t('audience.title')} description={t('audience.description')} />
      <PeriodPicker query={query} today={today} t={t} />
      <FilterChips query={query} labelOf={labelOf} t={t} />
      <p
        className="mb-4 text-sm text-fg-muted"
        data-range={`${query.range.from}/${query.range.to}`}
      >
        {rangeText}
      </p>
      {empty ? (
        <Card
          className="flex flex-col items-center gap-3 py-12 text-center"
          aria-labelledby="audience-empty"
        >
          <BarChart3 aria-hidden="true" className="size-10 text-fg-muted" />
          <h2 id="audience-empty" className="text-lg font-semibold text-fg">
            {t('audience.emptyTitle')}
          </h2>
          <p className="max-w-prose text-sm text-fg-muted">{t('audience.emptyText')}</p>
        </Card>
      ) : (
        <>
          <FigureCards
            title={t('audience.figuresTitle')}
            figures={figureCards}
            formatChange={(change) => {
              const short = signedPercent.format(change);
              return { short, long: t('audience.change', { change: short }) };
            }}
            noPrevious={t('audience.noPrevious')}
          />
          <AudienceChart
            points={report.series.points}
            labelOf={(at) =>
              report.series.unit === 'hour'
                ? t('audience.hourLabel', { hour: at })
                : shortDay.format(dayOf(at))
            }
            formatNumber={formatNumber}
            texts={{
              title: t('audience.chartTitle'),
              unit:
                report.series.unit === 'hour'
                  ? t('audience.chartByHour')
                  : t('audience.chartByDay'),
              visits: t('audience.columns.visits'),
              pageviews: t('audience.columns.pageviews'),
              data: t('audience.chartData'),
              when: t('audience.chartWhen'),
            }}
          />
          <div className="mt-6 grid gap-4 lg:grid-cols-2">
            {audienceTables.map((table) => (
              <AudienceTable
                key={table}
                id={table}
                title={t(`audience.tables.${table}`)}
                headers={headers}
                rows={tableRows(table)}
                empty={t('audience.tableEmpty')}
                exportLink={exportLinkOf(table, t(`audience.tables.${table}`))}
                {...(table === 'pages' ? { note: t('audience.pagesNote') } : {})}
              />
            ))}
          </div>
          <AudienceTable
            id="goals"
            className="mt-6"
            title={t('audience.goalsTitle')}
            description={
              // Under a page filter, the goals of the visits that had seen it (decision 082).
              query.filters.path === undefined
                ? t('audience.goalsDescription')
                : t('audience.goalsOfPageDescription')
            }
            headers={[
              t('audience.columns.goal'),
              t('audience.columns.completions'),
              t('audience.columns.converted'),
              t('audience.columns.rate'),
            ]}
            rows={report.goals.map((goal) => ({
              key: goal.goal,
              label: t(`audience.goals.${goal.goal as 'contact_stored'}`),
              cells: [
                formatNumber(goal.completions),
                formatNumber(goal.visitors),
                percent.format(goal.rate),
              ],
            }))}
            empty={t('audience.tableEmpty')}
            exportLink={exportLinkOf('goals', t('audience.goalsTitle'))}
          />
          <AudienceTable
            id="conversions"
            textCells={2}
            className="mt-6"
            title={t('audience.conversionsTitle')}
            description={t('audience.conversionsDescription')}
            headers={[
              t('audience.columns.entryPage'),
              t('audience.columns.language'),
              t('audience.columns.source'),
              t('audience.columns.visits'),
              t('audience.columns.leads'),
              t('audience.columns.clicks'),
              t('audience.columns.rate'),
            ]}
            rows={report.conversions.map((row) => ({
              key: JSON.stringify([
                row.entry_page,
                row.entry_locale,
                row.sourceIsCampaign,
                row.source,
              ]),
              label: row.entry_page,
              href: audienceHref(
                withFilters(query, {
                  entry_page: row.entry_page,
                  entry_locale: row.entry_locale,
                  ...(row.sourceIsCampaign
                    ? { utm_source: row.source }
                    : { utm_source: '', referrer: row.source }),
                }),
              ),
              cells: [
                languageName(locale, row.entry_locale),
                row.source || t('audience.direct'),
                formatNumber(row.visits),
                formatNumber(row.leads),
                formatNumber(row.clicks),
                percent.format(row.rate),
              ],
            }))}
            empty={t('audience.conversionsEmpty')}
            exportLink={exportLinkOf('conversions', t('audience.conversionsTitle'))}
          />
        </>
      )}
    </>
  );
}
