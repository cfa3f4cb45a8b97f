/**
 * The audience's time series: page views as bars, visitors as a line, by day or by hour, drawn
 * with visx (d3's scales and shapes as React SVG) on the server: no chart code reaches the
 * browser (decision 080). An SVG cannot know its width on the server, so it is drawn twice, for
 * a phone and for a wider screen, and CSS shows one; its numbers are also a table underneath,
 * folded, for screen readers and for whoever wants them exact.
 */
import { AxisBottom, AxisLeft } from '@visx/axis';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar, LinePath } from '@visx/shape';
import { Card, CardHeader } from '@/components/admin/ui/card';
import type { SeriesPoint } from '@/server/analytics/audience-report.server';

interface Texts {
  title: string;
  unit: string;
  visits: string;
  pageviews: string;
  data: string;
  when: string;
}

interface Props {
  points: readonly SeriesPoint[];
  /** The label of a point's `at` (a day or an hour) as the admin's language writes it. */
  labelOf: (at: string) => string;
  formatNumber: (value: number) => string;
  texts: Texts;
}

const margin = { top: 12, right: 8, bottom: 28, left: 44 };
const tickLabel = { fill: 'currentColor', fontSize: 11, fontFamily: 'inherit' } as const;

function Plot({
  points,
  labelOf,
  formatNumber,
  width,
  height,
  labels,
}: Omit<Props, 'texts'> & { width: number; height: number; labels: number }) {
  const innerWidth = width - margin.left - margin.right;
  const innerHeight = height - margin.top - margin.bottom;
  const x = scaleBand({
    domain: points.map((point) => point.at),
    range: [0, innerWidth],
    padding: 0.2,
  });
  const largest = Math.max(1, ...points.map((point) => Math.max(point.pageviews, point.visits)));
  const y = scaleLinear({ domain: [0, largest], range: [innerHeight, 0], nice: true });
  const every = Math.max(1, Math.ceil(points.length / labels));
  const middle = x.bandwidth() / 2;
  return (
    <svg
      viewBox={`0 0 ${width} ${height}`}
      className="h-auto w-full text-fg-muted"
      role="presentation"
    >
      <Group left={margin.left} top={margin.top}>
        {y.ticks(4).map((tick) => (
          <line
            key={tick}
            x1={0}
            x2={innerWidth}
            y1={y(tick)}
            y2={y(tick)}
            className="stroke-line"
            strokeDasharray="2 4"
          />
        ))}
        {points.map((point) => (
          <Bar
            key={point.at}
            x={x(point.at)}
            y={y(point.pageviews)}
            width={x.bandwidth()}
            height={innerHeight - y(point.pageviews)}
            rx={Math.min(3, x.bandwidth() / 3)}
            className="fill-accent/60"
          >
            <title>{`${labelOf(point.at)} : ${formatNumber(point.pageviews)} / ${formatNumber(point.visits)}`}</title>
          </Bar>
        ))}
        <LinePath
          data={[...points]}
          x={(point) => (x(point.at) ?? 0) + middle}
          y={(point) => y(point.visits)}
          className="stroke-violet"
          strokeWidth={2}
          fill="none"
        />
        <AxisLeft
          scale={y}
          numTicks={4}
          tickFormat={(value) => formatNumber(Number(value))}
          stroke="currentColor"
          tickStroke="currentColor"
          tickLabelProps={tickLabel}
        />
        <AxisBottom
          top={innerHeight}
          scale={x}
          tickValues={points.filter((_, index) => index % every === 0).map((point) => point.at)}
          tickFormat={(at) => labelOf(at)}
          stroke="currentColor"
          tickStroke="currentColor"
          tickLabelProps={tickLabel}
        />
      </Group>
    </svg>
  );
}

export function AudienceChart({ points, labelOf, formatNumber, texts }: Props) {
  const shared = { points, labelOf, formatNumber };
  return (
    <Card as="section" aria-labelledby="audience-chart-title" className="mt-6">
      <CardHeader
        id="audience-chart-title"
        title={texts.title}
        description={texts.unit}
        actions={
          <p className="flex items-center gap-4 text-xs text-fg-muted">
            <span className="flex items-center gap-1.5">
              <span aria-hidden="true" className="size-3 rounded-sm bg-accent/60" />
              {texts.pageviews}
            </span>
            <span className="flex items-center gap-1.5">
              <span aria-hidden="true" className="h-0.5 w-4 rounded bg-violet" />
              {texts.visits}
            </span>
          </p>
        }
      />
      <div aria-hidden="true" className="sm:hidden">
        <Plot {...shared} width={360} height={220} labels={4} />
      </div>
      <div aria-hidden="true" className="hidden sm:block">
        <Plot {...shared} width={820} height={260} labels={8} />
      </div>
      <details className="mt-3 text-sm">
        <summary className="cursor-pointer text-fg-muted hover:text-fg">{texts.data}</summary>
        <div className="mt-2 max-h-72 overflow-y-auto">
          <table className="w-full text-sm">
            <thead>
              <tr className="text-start text-xs text-fg-muted">
                <th scope="col" className="py-1 text-start font-medium">
                  {texts.when}
                </th>
                <th scope="col" className="py-1 text-end font-medium">
                  {texts.visits}
                </th>
                <th scope="col" className="py-1 text-end font-medium">
                  {texts.pageviews}
                </th>
              </tr>
            </thead>
            <tbody>
              {points.map((point) => (
                <tr key={point.at} className="border-t border-line/60">
                  <th scope="row" className="py-1 text-start font-normal">
                    {labelOf(point.at)}
                  </th>
                  <td className="py-1 text-end tabular-nums">{formatNumber(point.visits)}</td>
                  <td className="py-1 text-end tabular-nums">{formatNumber(point.pageviews)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </Card>
  );
}
