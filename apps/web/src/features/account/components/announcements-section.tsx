/**
 * Anuncios (spec §2): search, 'Añadir anuncio', four counters and the recent
 * announcements. Nobody can publish yet, so every counter is a true zero and
 * the list is empty; the announcements issue fills them from the API.
 */
import { useState } from 'react';
import { Clock, Megaphone, Plus, Search, CheckCircle2, Layers, Hourglass } from 'lucide-react';
import { accountMessages } from '@huella/shared/messages';
import { ButtonLink } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { SectionPanel } from './section-panel';

const a = accountMessages.announcements;

const counters = [
  { key: 'all', label: a.counters.all, Icon: Layers, tone: 'bg-secondary/50 text-primary' },
  {
    key: 'published',
    label: a.counters.published,
    Icon: CheckCircle2,
    tone: 'bg-green-100 text-success',
  },
  {
    key: 'pending',
    label: a.counters.pending,
    Icon: Hourglass,
    tone: 'bg-amber-100 text-amber-800',
  },
  { key: 'expired', label: a.counters.expired, Icon: Clock, tone: 'bg-red-100 text-danger' },
] as const;

export function AnnouncementsSection() {
  const [query, setQuery] = useState('');
  return (
    <SectionPanel
      title={a.title}
      actions={
        <ButtonLink to="/dashboard/adoption_announcement" variant="accent">
          <Plus className="size-5" aria-hidden="true" />
          {a.add}
        </ButtonLink>
      }
    >
      <form role="search" onSubmit={(event) => event.preventDefault()} className="relative">
        <label htmlFor="announcement-search" className="sr-only">
          {a.searchLabel}
        </label>
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-muted"
          aria-hidden="true"
        />
        <input
          id="announcement-search"
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder={a.searchPlaceholder}
          className="block w-full rounded-full border border-gray-300 bg-white py-2.5 pr-4 pl-10 text-ink placeholder:text-gray-500 focus:border-primary focus:ring-2 focus:ring-secondary-dark focus:outline-none"
        />
      </form>

      <h3 className="sr-only">{a.countersLabel}</h3>
      <dl className="mt-6 grid grid-cols-2 gap-3 lg:grid-cols-4">
        {counters.map(({ key, label, Icon, tone }) => (
          <div key={key} className="rounded-xl border border-gray-200 p-4">
            <dt className="flex items-center gap-2 text-sm font-medium text-muted">
              <span
                className={`flex size-8 items-center justify-center rounded-lg ${tone}`}
                aria-hidden="true"
              >
                <Icon className="size-4" />
              </span>
              {label}
            </dt>
            <dd className="mt-2 text-3xl font-bold text-primary">0</dd>
          </div>
        ))}
      </dl>

      <h3 className="mt-8 mb-4 text-lg font-semibold text-primary">{a.recentTitle}</h3>
      <EmptyState Icon={Megaphone} title={a.recentEmpty} />
    </SectionPanel>
  );
}
