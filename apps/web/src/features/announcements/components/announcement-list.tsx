/**
 * The list of announcements a user manages: the search, the four counters
 * (which filter it) and the announcements, 30 at a time with "Cargar más".
 * Anuncios shows every shelter of the user; Refugios → Mascotas shows one
 * (`shelterId`). Who keeps the filters is up to the caller: the URL in
 * Anuncios, the panel's own state in Mascotas.
 */
import { useEffect, useRef, type ReactNode } from 'react';
import { Megaphone, SearchX } from 'lucide-react';
import { accountMessages } from '@huella/shared/messages/account';
import type { ManagedPetStatus } from '@huella/shared/schemas/pets';
import { LoadError } from '../../../components/ui/load-error';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { useMyAnnouncementCounts } from '../api/count-my-announcements';
import { useMyAnnouncements } from '../api/list-my-announcements';
import type { AnnouncementFilters } from '../api/my-announcements-keys';
import { AnnouncementCounters } from './announcement-counters';
import { AnnouncementItem } from './announcement-item';
import { AnnouncementSearch } from './announcement-search';

const announcementsText = accountMessages.announcements;

export type ListFilters = Omit<AnnouncementFilters, 'shelter'>;

interface AnnouncementListProps {
  filters: ListFilters;
  onFiltersChange: (filters: ListFilters) => void;
  /** Only this shelter's animals. */
  shelterId?: number;
  /** What the empty state offers (the way to the announcement form). */
  emptyAction?: ReactNode;
}

export function AnnouncementList({
  filters,
  onFiltersChange,
  shelterId,
  emptyAction,
}: AnnouncementListProps) {
  const list = useMyAnnouncements({ ...filters, shelter: shelterId });
  const counts = useMyAnnouncementCounts({ q: filters.q, shelter: shelterId });
  const listRef = useRef<HTMLUListElement>(null);
  const statusRef = useRef<HTMLParagraphElement>(null);
  // After "Cargar más", focus goes to the first announcement it brought.
  const focusIndex = useRef<number | null>(null);
  // After an action that can take an item off the list, focus must not be lost with it.
  const keepFocus = useRef(false);

  const pets = list.data?.pages.flatMap((page) => page.items) ?? [];
  const total = list.data?.pages[0]?.total ?? 0;

  useEffect(() => {
    if (focusIndex.current !== null) {
      listRef.current?.querySelectorAll('article')[focusIndex.current]?.focus();
      focusIndex.current = null;
    }
    if (keepFocus.current && !list.isFetching) {
      keepFocus.current = false;
      if (!document.activeElement || document.activeElement === document.body) {
        statusRef.current?.focus();
      }
    }
  }, [list.data, list.isFetching]);

  const setStatus = (status: ManagedPetStatus) => onFiltersChange({ ...filters, status });
  const setQuery = (q: string) => onFiltersChange({ ...filters, q });

  let content: ReactNode;
  if (list.isError || counts.isError) {
    content = (
      <LoadError
        message={announcementsText.loadError}
        onRetry={() => {
          if (list.isError) void list.refetch();
          if (counts.isError) void counts.refetch();
        }}
      />
    );
  } else if (list.isPending) {
    content = <ListSkeleton />;
  } else if (pets.length === 0) {
    content = filters.q.trim() ? (
      <EmptyState
        Icon={SearchX}
        title={announcementsText.noResults(filters.q.trim())}
        hint={announcementsText.noResultsHint}
        action={
          <Button variant="secondary" onClick={() => setQuery('')}>
            {announcementsText.clearSearch}
          </Button>
        }
      />
    ) : filters.status === 'all' ? (
      <EmptyState
        Icon={Megaphone}
        title={announcementsText.empty}
        hint={announcementsText.emptyHint}
        action={emptyAction}
      />
    ) : (
      <EmptyState
        Icon={Megaphone}
        title={announcementsText.emptyStatus[filters.status]}
        action={
          <Button variant="secondary" onClick={() => setStatus('all')}>
            {announcementsText.showAll}
          </Button>
        }
      />
    );
  } else {
    content = (
      <>
        <ul
          ref={listRef}
          aria-label={announcementsText.listLabel}
          className={`space-y-4 transition-opacity ${list.isPlaceholderData ? 'opacity-60' : ''}`}
        >
          {pets.map((pet) => (
            <li key={pet.id}>
              <AnnouncementItem
                pet={pet}
                showShelter={shelterId === undefined}
                onLeaving={() => {
                  keepFocus.current = true;
                }}
              />
            </li>
          ))}
        </ul>
        {list.hasNextPage ? (
          <div className="mt-6 flex flex-col items-center gap-2">
            <Button
              variant="accent"
              disabled={list.isFetchingNextPage}
              onClick={() => {
                focusIndex.current = pets.length;
                void list.fetchNextPage();
              }}
            >
              {list.isFetchingNextPage ? announcementsText.loading : announcementsText.loadMore}
            </Button>
            <p className="text-sm text-muted">{announcementsText.shown(pets.length, total)}</p>
          </div>
        ) : null}
      </>
    );
  }

  return (
    <div>
      <AnnouncementSearch value={filters.q} onChange={setQuery} />
      <div className="mt-5">
        <AnnouncementCounters counts={counts.data} current={filters.status} onSelect={setStatus} />
      </div>
      <p
        ref={statusRef}
        tabIndex={-1}
        aria-live="polite"
        className="mt-6 mb-3 text-sm font-medium text-muted focus:outline-none"
      >
        {list.isSuccess && total > 0 ? announcementsText.results(total) : ''}
      </p>
      {content}
    </div>
  );
}

/** Three grey rows the shape of an announcement while the first page loads. */
function ListSkeleton() {
  return (
    <div role="status">
      <span className="sr-only">{announcementsText.loading}</span>
      <ul className="space-y-4" aria-hidden="true">
        {[0, 1, 2].map((row) => (
          <li
            key={row}
            className="grid animate-pulse grid-cols-[6rem_minmax(0,1fr)] gap-4 rounded-2xl p-4 ring-1 ring-gray-200 sm:grid-cols-[10rem_minmax(0,1fr)] sm:p-5"
          >
            <div className="aspect-4/3 rounded-xl bg-gray-200" />
            <div className="space-y-3 py-1">
              <div className="h-5 w-1/3 rounded bg-gray-200" />
              <div className="h-4 w-1/2 rounded bg-gray-200" />
              <div className="h-4 w-2/3 rounded bg-gray-200" />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
