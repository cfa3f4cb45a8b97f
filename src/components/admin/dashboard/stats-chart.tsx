/**
 * 'Statistiques globales': the six counts as a horizontal bar chart, drawn with CSS on the
 * server (no chart library, no client JavaScript). It is a real table underneath: screen
 * readers read category and number; the bars themselves are decoration.
 */
import { Card, CardHeader } from '@/components/admin/ui/card';

export interface ChartRow {
  key: string;
  label: string;
  value: number;
}

export function StatsChart({
  title,
  description,
  categoryHeader,
  countHeader,
  rows,
  formatNumber,
}: {
  title: string;
  description: string;
  categoryHeader: string;
  countHeader: string;
  rows: readonly ChartRow[];
  formatNumber: (value: number) => string;
}) {
  const largest = Math.max(0, ...rows.map((row) => row.value));
  const widthOf = (value: number) => (largest === 0 ? 0 : (value / largest) * 100);
  return (
    <Card as="section" aria-labelledby="dashboard-chart-title" className="mt-6">
      <CardHeader id="dashboard-chart-title" title={title} description={description} />
      <table className="w-full text-sm" aria-labelledby="dashboard-chart-title">
        <thead className="sr-only">
          <tr>
            <th scope="col">{categoryHeader}</th>
            <th scope="col">{countHeader}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} data-chart-row={row.key}>
              <th
                scope="row"
                className="w-28 py-2 pe-3 text-start align-middle font-normal whitespace-nowrap text-fg-muted sm:w-36"
              >
                {row.label}
              </th>
              <td className="py-2 align-middle">
                <div className="flex items-center gap-3">
                  <div aria-hidden="true" className="h-6 min-w-0 flex-1 rounded-md bg-line/30">
                    <div
                      className="h-full rounded-md bg-gradient-to-r from-accent to-violet"
                      style={{
                        width: `${widthOf(row.value)}%`,
                        minWidth: row.value > 0 ? '0.25rem' : 0,
                      }}
                    />
                  </div>
                  <span className="w-12 shrink-0 text-end font-medium text-fg tabular-nums">
                    {formatNumber(row.value)}
                  </span>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </Card>
  );
}
