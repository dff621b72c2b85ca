/**
 * The drawings themselves (Recharts, SVG). Loaded only when a page shows a
 * chart (see index.tsx); the figure around them carries the words and the
 * table, so the SVG is decoration for assistive technology (no focus stops:
 * accessibilityLayer off).
 */
import {
  Bar,
  BarChart as RechartsBarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart as RechartsLineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { ChartDatum, ChartSeries } from './chart-figure';

interface DrawingProps {
  data: ChartDatum[];
  series: ChartSeries[];
}

const rows = (data: ChartDatum[]) => data.map((datum) => ({ label: datum.label, ...datum.values }));
const axisTick = { fill: '#4b5563', fontSize: 12 };

export function BarDrawing({
  data,
  series,
  layout = 'horizontal',
}: DrawingProps & { layout?: 'horizontal' | 'vertical' }) {
  const vertical = layout === 'vertical';
  return (
    <ResponsiveContainer width="100%" height="100%">
      <RechartsBarChart
        data={rows(data)}
        layout={layout}
        accessibilityLayer={false}
        margin={{ left: 0, right: 8 }}
      >
        <CartesianGrid strokeDasharray="3 3" vertical={vertical} horizontal={!vertical} />
        {vertical ? (
          <>
            <XAxis type="number" allowDecimals={false} tick={axisTick} />
            <YAxis type="category" dataKey="label" width={110} tick={axisTick} />
          </>
        ) : (
          <>
            <XAxis dataKey="label" tick={axisTick} interval="preserveStartEnd" />
            <YAxis allowDecimals={false} width={36} tick={axisTick} />
          </>
        )}
        <Tooltip cursor={{ fill: '#f7fafc' }} />
        {series.length > 1 ? <Legend /> : null}
        {series.map((item) => (
          <Bar
            key={item.key}
            dataKey={item.key}
            name={item.name}
            fill={item.colour}
            radius={4}
            isAnimationActive={false}
          />
        ))}
      </RechartsBarChart>
    </ResponsiveContainer>
  );
}

export function LineDrawing({ data, series }: DrawingProps) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <RechartsLineChart
        data={rows(data)}
        accessibilityLayer={false}
        margin={{ left: 0, right: 8 }}
      >
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="label" tick={axisTick} interval="preserveStartEnd" minTickGap={24} />
        <YAxis allowDecimals={false} width={36} tick={axisTick} />
        <Tooltip />
        {series.length > 1 ? <Legend /> : null}
        {series.map((item) => (
          <Line
            key={item.key}
            type="monotone"
            dataKey={item.key}
            name={item.name}
            stroke={item.colour}
            strokeWidth={2}
            dot={false}
            isAnimationActive={false}
          />
        ))}
      </RechartsLineChart>
    </ResponsiveContainer>
  );
}
