/**
 * /adopciones (spec §2): hero, filters kept in the URL, 30 cards a page with
 * pagination, skeletons while loading and the spec's empty message.
 */
import { useDeferredValue } from 'react';
import { useSearchParams } from 'react-router';
import { PAGE_SIZE_DEFAULT } from '@huella/shared/constants';
import { adoptionsMessages } from '@huella/shared/messages/adoptions';
import { Button } from '../components/ui/button';
import { FormAlert } from '../components/ui/form-alert';
import { useAnimals } from '../features/pets/api/list-animals';
import { AdoptionFiltersBar } from '../features/pets/components/adoption-filters-bar';
import { AnimalGrid } from '../features/pets/components/animal-grid';
import { Pagination } from '../features/pets/components/pagination';
import {
  filtersFromParams,
  filtersToParams,
  pageFromParams,
  type AdoptionFilters,
} from '../features/pets/hooks/adoption-filters';
import { Container } from '../features/site/components/container';
import { PageHero } from '../features/site/components/page-hero';
import { PetsIllustration } from '../features/site/illustrations/pets-illustration';

export default function AdoptionsPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = filtersFromParams(searchParams);
  const page = pageFromParams(searchParams);
  const apiParams = filtersToParams(filters);
  const query = useAnimals(page > 1 ? { ...apiParams, page: String(page) } : apiParams);
  // The answer renders in a deferred pass, which React splits into short tasks:
  // the query's own update is synchronous and would render the page in one.
  const data = useDeferredValue(query.data);

  // A new search starts again at page 1.
  const apply = (next: AdoptionFilters) => setSearchParams(filtersToParams(next));

  const total = data?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / PAGE_SIZE_DEFAULT));

  return (
    <>
      <PageHero
        eyebrow={adoptionsMessages.hero.eyebrow}
        title={adoptionsMessages.hero.title}
        text={adoptionsMessages.hero.text}
        illustration={
          // On phones the filters matter more than the drawing: they come first.
          <PetsIllustration className="hidden h-auto w-full md:block" />
        }
      />
      <Container className="relative -mt-6 pb-16 sm:-mt-10">
        {/* Re-mount the form when the URL changes (back/forward, pagination links, clear). */}
        <AdoptionFiltersBar key={searchParams.toString()} initial={filters} onApply={apply} />

        <section aria-labelledby="adoptions-results" className="mt-10">
          <div className="mb-6 flex flex-wrap items-baseline justify-between gap-2">
            <h2 id="adoptions-results" className="text-2xl font-bold text-primary">
              {adoptionsMessages.list.title}
            </h2>
            {data ? (
              <p className="text-sm font-medium text-muted" aria-live="polite">
                {adoptionsMessages.list.results(total)}
              </p>
            ) : null}
          </div>
          {query.isError && !query.data ? (
            <div className="space-y-4">
              <FormAlert>{adoptionsMessages.list.loadError}</FormAlert>
              <Button variant="primary" onClick={() => void query.refetch()}>
                {adoptionsMessages.list.retry}
              </Button>
            </div>
          ) : (
            <AnimalGrid
              animals={data?.animals}
              isLoading={!data}
              isRefreshing={query.isPlaceholderData}
              emptyAction={
                Object.keys(apiParams).length > 0 ? (
                  <Button variant="accent" onClick={() => setSearchParams({})}>
                    {adoptionsMessages.filters.clear}
                  </Button>
                ) : null
              }
            />
          )}
          <Pagination page={page} pageCount={pageCount} />
        </section>
      </Container>
    </>
  );
}
