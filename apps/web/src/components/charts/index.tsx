/**
 * Charts (issue 17): a bar chart and a line chart, each a ChartFigure with a
 * caption in words and the data as a table. The drawing library (Recharts)
 * is fetched only when one of these renders, so no other page pays for it.
 *
 *   <BarChart title="Adopciones por mes" summary="…" labelHeader="Mes"
 *     data={[{ label: 'nov 2026', values: { adoptions: 12 } }]}
 *     series={[{ key: 'adoptions', name: 'Adopciones', colour: CHART_COLOURS[0] }]} />
 */
import { lazy, Suspense, type ComponentProps } from 'react';
import { ChartFigure } from './chart-figure';
import { chartsMessages } from './messages';

export { CHART_COLOURS, type ChartDatum, type ChartSeries } from './chart-figure';

const BarDrawing = lazy(() =>
  import('./drawings').then((module) => ({ default: module.BarDrawing })),
);
const LineDrawing = lazy(() =>
  import('./drawings').then((module) => ({ default: module.LineDrawing })),
);

type FigureProps = Omit<ComponentProps<typeof ChartFigure>, 'children'>;

function Loading() {
  return (
    <p className="flex h-full items-center justify-center text-sm text-muted">
      {chartsMessages.loading}
    </p>
  );
}

export function BarChart({
  layout,
  ...props
}: FigureProps & { layout?: 'horizontal' | 'vertical' }) {
  return (
    <ChartFigure {...props}>
      <Suspense fallback={<Loading />}>
        <BarDrawing data={props.data} series={props.series} layout={layout} />
      </Suspense>
    </ChartFigure>
  );
}

export function LineChart(props: FigureProps) {
  return (
    <ChartFigure {...props}>
      <Suspense fallback={<Loading />}>
        <LineDrawing data={props.data} series={props.series} />
      </Suspense>
    </ChartFigure>
  );
}
