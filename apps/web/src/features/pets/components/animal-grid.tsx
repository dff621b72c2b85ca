/** The card grid: skeletons while loading, the spec's empty message, or the cards. */
import type { ReactNode } from 'react';
import { PawPrint } from 'lucide-react';
import { PAGE_SIZE_DEFAULT } from '@huella/shared/constants';
import { adoptionsMessages } from '@huella/shared/messages/adoptions';
import { EmptyState } from '../../../components/ui/empty-state';
import { useGrowingList } from '../../../lib/use-growing-list';
import type { Animal } from '@huella/shared/schemas/pets';
import { AnimalCard, AnimalCardSkeleton } from './animal-card';

const listText = adoptionsMessages.list;
// Compact rows on phones (the card's own layout), so the first ones are above the fold.
const GRID = 'grid grid-cols-1 gap-3 sm:grid-cols-2 sm:gap-6 lg:grid-cols-3 xl:grid-cols-4';
/** Skeletons fill the first screen only; 30 would just cost layout time. */
const SKELETONS = Math.min(8, PAGE_SIZE_DEFAULT);
/**
 * Cards drawn with the first paint: two rows of four columns, more than any
 * screen shows above the fold. The rest follow eight at a time, each step in
 * a task of its own (useGrowingList), so a page of 30 does not block input for
 * one long render and layout.
 */
const FIRST_CARDS = 8;

interface AnimalGridProps {
  animals: Animal[] | undefined;
  isLoading: boolean;
  /** A new page is loading while the previous one stays on screen. */
  isRefreshing?: boolean;
  /** What the empty message offers (a search that found nothing: clearing it). */
  emptyAction?: ReactNode;
  /** False where every animal is of one shelter (its own page): no link to it on each card. */
  showShelter?: boolean;
}

export function AnimalGrid({
  animals,
  isLoading,
  isRefreshing = false,
  emptyAction,
  showShelter = true,
}: AnimalGridProps) {
  if (isLoading) {
    return (
      <div aria-busy="true">
        <p role="status" className="sr-only">
          {listText.loading}
        </p>
        <div className={GRID}>
          {Array.from({ length: SKELETONS }, (_, index) => (
            <AnimalCardSkeleton key={index} />
          ))}
        </div>
      </div>
    );
  }
  if (!animals?.length)
    return (
      <EmptyState
        Icon={PawPrint}
        title={listText.empty}
        hint={listText.emptyHint}
        action={emptyAction}
      />
    );
  return <CardList animals={animals} isRefreshing={isRefreshing} showShelter={showShelter} />;
}

function CardList({
  animals,
  isRefreshing,
  showShelter,
}: {
  animals: Animal[];
  isRefreshing: boolean;
  showShelter: boolean;
}) {
  const shown = useGrowingList(animals, FIRST_CARDS);
  return (
    <ul
      aria-busy={isRefreshing || undefined}
      className={`${GRID} transition-opacity ${isRefreshing ? 'opacity-60' : ''}`}
    >
      {shown.map((animal, index) => (
        <li key={animal.id}>
          <AnimalCard animal={animal} priority={index < 4} showShelter={showShelter} />
        </li>
      ))}
    </ul>
  );
}
