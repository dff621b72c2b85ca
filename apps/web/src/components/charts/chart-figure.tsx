/**
 * A chart as people read it and as screen readers read it: a titled figure
 * whose caption says what it shows in words (the text alternative), the
 * drawing (hidden from assistive technology, which gets the same numbers as
 * a table), and "Ver los datos" opening that table for everyone.
 */
import { useId, type ReactNode } from 'react';
import { chartsMessages } from './messages';

export interface ChartDatum {
  /** What the bar or point stands for, as the axis and the table show it ("nov 2026"). */
  label: string;
  /** One value per series, by the series' key. */
  values: Record<string, number>;
}

export interface ChartSeries {
  key: string;
  /** The series' name in the legend and the table's header ("Visitas"). */
  name: string;
  /** A colour of the palette (CHART_COLOURS), distinct for each series. */
  colour: string;
}

/** The site's colours, strong enough against white (WCAG 1.4.11, 3:1). */
export const CHART_COLOURS = ['#c2410c', '#1d4560', '#15803d', '#7c3aed', '#b45309'] as const;

export function ChartFigure({
  title,
  summary,
  labelHeader,
  data,
  series,
  children,
}: {
  title: string;
  /** One or two sentences with what matters ("312 adopciones en 12 meses; el mejor mes, julio con 41"). */
  summary: string;
  /** The table's first column header ("Mes", "Estado", "Día"). */
  labelHeader: string;
  data: ChartDatum[];
  series: ChartSeries[];
  /** The drawing. */
  children: ReactNode;
}) {
  const id = useId();
  return (
    <figure
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-summary`}
      className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-gray-200 sm:p-6"
    >
      <figcaption>
        <h3 id={`${id}-title`} className="text-lg font-bold text-primary">
          {title}
        </h3>
        <p id={`${id}-summary`} className="mt-1 text-sm text-muted">
          {summary}
        </p>
      </figcaption>
      <div className="mt-4 h-60 w-full" aria-hidden="true">
        {children}
      </div>
      <details className="mt-3 text-sm">
        <summary className="cursor-pointer font-semibold text-primary underline-offset-2 hover:underline">
          {chartsMessages.showData}
        </summary>
        {/* Long tables scroll: focusable, so a keyboard can scroll them too. */}
        <div
          className="mt-2 max-h-72 overflow-auto rounded focus-visible:outline-2 focus-visible:outline-primary"
          tabIndex={0}
          role="group"
          aria-label={`${chartsMessages.showData}: ${title}`}
        >
          <table className="w-full border-collapse text-left">
            <caption className="sr-only">{title}</caption>
            <thead>
              <tr className="border-b border-gray-200">
                <th scope="col" className="py-1 pr-4 font-semibold">
                  {labelHeader}
                </th>
                {series.map((item) => (
                  <th key={item.key} scope="col" className="py-1 pr-4 text-right font-semibold">
                    {item.name}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {data.map((datum) => (
                <tr key={datum.label} className="border-b border-gray-100">
                  <th scope="row" className="py-1 pr-4 font-normal">
                    {datum.label}
                  </th>
                  {series.map((item) => (
                    <td key={item.key} className="py-1 pr-4 text-right tabular-nums">
                      {(datum.values[item.key] ?? 0).toLocaleString('es-ES')}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
