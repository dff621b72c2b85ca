/**
 * "Recién llegados": the latest animals put on the list, as catalogue cards.
 * Phones scroll them sideways (one and a half in sight, so the row says it
 * scrolls); wider screens show a grid. Nothing is shown when there is
 * nothing to show: the home page never breaks for want of animals.
 */
import { useDeferredValue } from 'react';
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { homeMessages } from '@huella/shared/messages/home';
import { useAnimals } from '../api/list-animals';
import { AnimalCard, AnimalCardSkeleton } from './animal-card';

const text = homeMessages.recent;
/** Two rows of four on a desktop. */
export const RECENT_ANIMALS = 8;
const PARAMS = { sort: 'recent', page_size: String(RECENT_ANIMALS) };

const ROW =
  '-mx-4 flex snap-x snap-mandatory gap-3 overflow-x-auto px-4 pb-3 sm:mx-0 sm:grid sm:snap-none sm:grid-cols-2 sm:gap-6 sm:overflow-visible sm:px-0 sm:pb-0 lg:grid-cols-4';
const ITEM = 'w-[62%] shrink-0 snap-start sm:w-auto';

export function RecentAnimals() {
  const query = useAnimals(PARAMS);
  // The cards are drawn in an interruptible pass of their own: the answer's
  // arrival would otherwise render eight cards in one task (issue 18).
  const animals = useDeferredValue(query.data?.animals);
  if (query.isError || (query.data && query.data.animals.length === 0)) return null;

  return (
    <section aria-labelledby="home-recent" className="py-10 sm:py-14">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="mb-5 flex items-end justify-between gap-4">
          <div>
            <h2 id="home-recent" className="text-2xl font-extrabold text-primary sm:text-3xl">
              {text.title}
            </h2>
            <p className="mt-1 text-muted">{text.text}</p>
          </div>
          <Link
            to="/adopciones"
            aria-label={text.seeAllLabel}
            className="inline-flex shrink-0 items-center gap-1.5 rounded font-semibold text-accent underline-offset-4 hover:underline focus-visible:ring-2 focus-visible:ring-primary focus-visible:outline-none"
          >
            {text.seeAll}
            <ArrowRight className="size-4" aria-hidden="true" />
          </Link>
        </div>
        {animals ? (
          <ul className={ROW}>
            {animals.map((animal) => (
              <li key={animal.id} className={ITEM}>
                <AnimalCard animal={animal} layout="stacked" />
              </li>
            ))}
          </ul>
        ) : (
          <div className={ROW} aria-busy="true">
            {Array.from({ length: 4 }, (_, index) => (
              <div key={index} className={ITEM}>
                <AnimalCardSkeleton />
              </div>
            ))}
          </div>
        )}
      </div>
    </section>
  );
}
