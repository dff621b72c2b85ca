/**
 * A shelter's own figures (issue 17): the totals, views, favourites and
 * requests per day over 90 days (a line chart), the most viewed animals (a
 * bar chart) and every animal in a table that sorts by any figure. Each chart
 * says what it shows in a sentence and has its data as a table; the drawing
 * library loads only when a chart renders. Shown in Mi cuenta → Refugios (in
 * a modal, ShelterStatsButton) and on staff's page of the shelter.
 */
import { useId, useState } from 'react';
import { ArrowDown, BarChart3 } from 'lucide-react';
import { SHELTER_STATS_DAYS } from '@huella/shared/constants';
import { shelterApplicationsScreensMessages } from '@huella/shared/messages/shelter-applications-screens';
import { petsMessages } from '@huella/shared/messages/pets';
import type { ShelterStats } from '@huella/shared/schemas/staff-admin';
import { BarChart, CHART_COLOURS, LineChart } from '../../../components/charts';
import { Button } from '../../../components/ui/button';
import { LoadError } from '../../../components/ui/load-error';
import { Modal } from '../../../components/ui/modal';
import { Spinner } from '../../../components/ui/spinner';
import { dateFormat, formatShortDate } from '../../../lib/dates';
import { useShelterStats } from '../api/get-shelter-stats';

const text = shelterApplicationsScreensMessages.stats;
const totalsText = text.totals;

/** How many animals the bar chart shows. */
const TOP_ANIMALS = 8;

const SERIES = [
  { key: 'views', name: totalsText.views, colour: CHART_COLOURS[1] },
  { key: 'favourites', name: totalsText.favourites, colour: CHART_COLOURS[0] },
  { key: 'requests', name: totalsText.requests, colour: CHART_COLOURS[2] },
];

type Figure = 'views' | 'favourites' | 'requests';
const FIGURES: Figure[] = ['views', 'favourites', 'requests'];

const dayLabel = dateFormat({
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});
/** "3 nov" for a day the API sends as 2026-11-03 (already a Madrid day). */
const formatDay = (day: string) => dayLabel(new Date(`${day.slice(0, 10)}T12:00:00Z`));

const number = (value: number) => value.toLocaleString('es-ES');

export function overTimeSummary(stats: ShelterStats): string {
  const sum = (key: Figure) => stats.days.reduce((total, day) => total + day[key], 0);
  const best = stats.days.reduce<ShelterStats['days'][number] | null>(
    (top, day) => (day.views > 0 && (!top || day.views > top.views) ? day : top),
    null,
  );
  return text.overTimeSummary(
    sum('views'),
    sum('favourites'),
    sum('requests'),
    best ? text.bestDay(formatDay(best.day), best.views) : null,
  );
}

function Totals({ stats }: { stats: ShelterStats }) {
  const items = [
    ['views', stats.totals.views],
    ['favourites', stats.totals.favourites],
    ['requests', stats.totals.requests],
    ['adoptions', stats.totals.adoptions],
  ] as const;
  return (
    <dl aria-label={totalsText.label} className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      {items.map(([key, value]) => (
        <div key={key} className="rounded-2xl bg-secondary/40 p-4">
          <dt className="text-sm font-medium text-muted">{totalsText[key]}</dt>
          <dd className="mt-1 text-2xl font-extrabold text-primary tabular-nums">
            {number(value)}
          </dd>
        </div>
      ))}
    </dl>
  );
}

function AnimalsTable({ animals }: { animals: ShelterStats['animals'] }) {
  const headingId = useId();
  const [sortBy, setSortBy] = useState<Figure>('views');
  const sorted = [...animals].sort((a, b) => b[sortBy] - a[sortBy] || a.name.localeCompare(b.name));
  return (
    <section
      aria-labelledby={headingId}
      className="@container rounded-2xl bg-white p-3 shadow-sm ring-1 ring-gray-200 sm:p-6"
    >
      <h3 id={headingId} className="text-lg font-bold text-primary">
        {text.perAnimal}
      </h3>
      <div className="mt-3 overflow-x-auto">
        <table className="w-full border-collapse text-left text-sm">
          <caption className="sr-only">
            {text.perAnimal}. {text.sortedBy(totalsText[sortBy])}
          </caption>
          <thead>
            <tr className="border-b border-gray-200">
              <th scope="col" className="py-2 pr-2 text-xs font-semibold @md:text-sm">
                {text.animal}
              </th>
              <th
                scope="col"
                className="hidden py-2 pr-4 text-xs font-semibold @xl:table-cell @md:text-sm"
              >
                {text.publishedAt}
              </th>
              {FIGURES.map((figure) => (
                <th
                  key={figure}
                  scope="col"
                  aria-sort={sortBy === figure ? 'descending' : undefined}
                  className="py-2 text-right text-xs font-semibold @md:text-sm"
                >
                  <button
                    type="button"
                    onClick={() => setSortBy(figure)}
                    className={`inline-flex items-center gap-0.5 rounded px-0.5 py-0.5 @md:px-1 hover:bg-secondary/50 focus-visible:ring-2 focus-visible:ring-primary focus-visible:outline-none ${sortBy === figure ? 'text-primary underline underline-offset-4' : 'text-ink'}`}
                  >
                    {totalsText[figure]}
                    <ArrowDown
                      className={`size-3.5 shrink-0 ${sortBy === figure ? 'opacity-100' : 'hidden opacity-30 @md:block'}`}
                      aria-hidden="true"
                    />
                  </button>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {sorted.map((animal) => (
              <tr key={animal.id} className="border-b border-gray-100">
                <th scope="row" className="py-2 pr-2 text-left font-normal">
                  <span className="block font-semibold text-ink">{animal.name}</span>
                  <span className="block text-xs text-muted">
                    <span className="sr-only">{text.state}: </span>
                    {petsMessages.characteristics.states[animal.state]}
                  </span>
                </th>
                <td className="hidden py-2 pr-4 whitespace-nowrap text-muted @xl:table-cell">
                  {formatShortDate(animal.published_at)}
                </td>
                {FIGURES.map((figure) => (
                  <td key={figure} className="py-2 pr-1 text-right tabular-nums">
                    {number(animal[figure])}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

/** The figures of one shelter, loaded on render. */
export function ShelterStatsPanel({ shelterId }: { shelterId: number }) {
  const stats = useShelterStats(shelterId);
  if (stats.isPending) return <Spinner label={text.loading} showLabel />;
  if (stats.isError) {
    return <LoadError message={text.loadError} onRetry={() => void stats.refetch()} />;
  }
  return <ShelterStatsView stats={stats.data} />;
}

export function ShelterStatsView({ stats }: { stats: ShelterStats }) {
  const days = stats.days.slice(-SHELTER_STATS_DAYS).map((day) => ({
    label: formatDay(day.day),
    values: { views: day.views, favourites: day.favourites, requests: day.requests },
  }));
  const top = [...stats.animals].sort((a, b) => b.views - a.views).slice(0, TOP_ANIMALS);
  const best = top[0];
  return (
    <div className="space-y-6">
      <Totals stats={stats} />
      <LineChart
        title={text.overTime}
        summary={overTimeSummary(stats)}
        labelHeader={text.day}
        data={days}
        series={SERIES}
      />
      {stats.animals.length === 0 ? (
        <p className="rounded-2xl bg-surface p-4 text-muted">{text.noAnimals}</p>
      ) : (
        <>
          <BarChart
            title={text.topAnimals}
            summary={text.topSummary(best?.name ?? null, best?.views ?? 0, stats.animals.length)}
            labelHeader={text.animal}
            layout="vertical"
            data={top.map((animal) => ({
              label: animal.name,
              values: {
                views: animal.views,
                favourites: animal.favourites,
                requests: animal.requests,
              },
            }))}
            series={SERIES}
          />
          <AnimalsTable animals={stats.animals} />
        </>
      )}
    </div>
  );
}

/** Mi cuenta → Refugios → Estadísticas: a button opening the panel in a modal. */
export function ShelterStatsButton({ shelter }: { shelter: { id: number; name: string } }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" size="sm" onClick={() => setOpen(true)}>
        <BarChart3 className="size-4" aria-hidden="true" />
        {text.open}
      </Button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        variant="side"
        title={text.modalTitle(shelter.name)}
        closeLabel={text.close}
      >
        <div className="px-5 py-6 sm:px-6">
          <ShelterStatsPanel shelterId={shelter.id} />
        </div>
      </Modal>
    </>
  );
}
