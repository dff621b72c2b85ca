/**
 * /adopciones (spec §2): results first. A slim title band and compact filters
 * kept in the URL (in Spanish: `?ciudad=valencia&categoria=gato`), then 30
 * cards a page with pagination, skeletons while loading and the spec's empty
 * message. A search or a page change brings the results into view and puts
 * focus on their heading, which carries the count; a filter that changes
 * leaves focus where it is and the count is announced. Ordered by
 * compatibility (issue 20), the API may refuse a guest or someone without a
 * questionnaire: the page says why, with the way to sign in or to fill it.
 * Under the list, the invitation to shelters to register (issue 17).
 */
import { useDeferredValue, useLayoutEffect, useRef } from 'react';
import { useLocation, useSearchParams, type SetURLSearchParams } from 'react-router';
import { ArrowRight, TriangleAlert } from 'lucide-react';
import { PAGE_SIZE_DEFAULT } from '@huella/shared/constants';
import { adoptionsMessages } from '@huella/shared/messages/adoptions';
import { authMessages } from '@huella/shared/messages/auth';
import { compatibilityMessages } from '@huella/shared/messages/compatibility';
import { Button, ButtonLink } from '../components/ui/button';
import { FormAlert } from '../components/ui/form-alert';
import { ApiError } from '../lib/api-client';
import { QUESTIONNAIRE_HREF } from '../lib/questionnaire';
import { useAnimals } from '../features/pets/api/list-animals';
import {
  AdoptionFiltersBar,
  SortSelect,
  type FilterChange,
  type FiltersUpdate,
} from '../features/pets/components/adoption-filters-bar';
import { AnimalGrid } from '../features/pets/components/animal-grid';
import { Pagination } from '../features/pets/components/pagination';
import {
  EMPTY_FILTERS,
  filtersToAddress,
  filtersToParams,
  hasFilters,
  type AdoptionFilters,
} from '../features/pets/hooks/adoption-filters';
import { SaveSearchButton } from '../features/saved-searches/components/save-search-button';
import { Container } from '../features/site/components/container';
import { ShelterCta } from '../features/site/components/shelter-cta';
import { CatalogueIllustration } from '../features/site/illustrations/catalogue-illustration';
import { useResultsFocus } from '../lib/use-results-focus';
import type { AdoptionAddress } from '../features/pets/hooks/adoption-address';
import {
  preloadAddressReader,
  rememberWrittenAddress,
  useAdoptionAddress,
} from '../features/pets/hooks/use-adoption-address';

const { hero, list, notice } = adoptionsMessages;

/**
 * Why the list cannot be ordered by compatibility, and the way forward: a
 * guest signs in (and comes back to the same address), someone without a
 * questionnaire fills it in Mi cuenta.
 */
function CompatibilityRefused({ needs }: { needs: 'sign-in' | 'questionnaire' }) {
  const location = useLocation();
  const signIn = needs === 'sign-in';
  return (
    <div
      role="alert"
      className="flex flex-col gap-3 rounded-xl bg-amber-50 p-4 text-amber-950 ring-1 ring-amber-600/30 sm:flex-row sm:items-center sm:justify-between"
    >
      <p className="flex items-start gap-3">
        <TriangleAlert className="mt-0.5 size-5 shrink-0 text-amber-700" aria-hidden="true" />
        {signIn
          ? compatibilityMessages.errors.sortSignIn
          : compatibilityMessages.errors.sortNeedsQuestionnaire}
      </p>
      <ButtonLink
        to={signIn ? '/login' : QUESTIONNAIRE_HREF}
        state={signIn ? { from: location } : undefined}
        variant="primary"
        size="sm"
        className="shrink-0 self-start sm:self-auto"
      >
        {signIn ? authMessages.login.title : compatibilityMessages.badges.fillQuestionnaire}
        <ArrowRight className="size-4" aria-hidden="true" />
      </ButtonLink>
    </div>
  );
}

/** The API's refusal to order by compatibility (401 guest, 409 no questionnaire), if that is the error. */
function compatibilityRefusal(error: unknown): 'sign-in' | 'questionnaire' | null {
  if (!(error instanceof ApiError)) return null;
  if (error.status === 401) return 'sign-in';
  if (error.status === 409) return 'questionnaire';
  return null;
}

/** The API's own words when it asks to wait (429, 503: the order by compatibility is bounded). */
function busyMessage(error: unknown): string | null {
  return error instanceof ApiError && (error.status === 429 || error.status === 503)
    ? error.message
    : null;
}

/** What a saved search keeps: the filters as the list is asked for them, without the order. */
function searchFilters(filters: AdoptionFilters): Record<string, string> {
  const { sort: _order, ...search } = filtersToParams(filters);
  return search;
}

export default function AdoptionsPage() {
  return (
    <>
      <section
        aria-labelledby="page-title"
        className="bg-linear-to-b from-secondary/45 to-white pt-4 pb-3 sm:pt-6 sm:pb-4 lg:pt-5 lg:pb-3"
      >
        <Container className="flex items-center justify-between gap-6">
          <div className="min-w-0">
            <h1
              id="page-title"
              className="text-xl font-extrabold tracking-tight text-primary sm:text-3xl"
            >
              {hero.title}
            </h1>
            <p className="mt-1 hidden max-w-3xl text-muted sm:block lg:hidden">{hero.text}</p>
          </div>
          {/* Beside the title, never above the results: as high as the band already is. */}
          <CatalogueIllustration className="hidden h-14 w-auto shrink-0 lg:block" />
        </Container>
      </section>
      <Catalogue />
    </>
  );
}

function Catalogue() {
  const [searchParams, setSearchParams] = useSearchParams();
  const address = useAdoptionAddress(searchParams.toString());
  // Opened with parameters, the list waits for the code that reads them.
  if (!address)
    return (
      <Container className="pb-16">
        <AnimalGrid animals={undefined} isLoading isRefreshing={false} />
      </Container>
    );
  return <CatalogueList address={address} onAddress={setSearchParams} />;
}

function CatalogueList({
  address: { filters, page, notUnderstood },
  onAddress,
}: {
  address: AdoptionAddress;
  onAddress: SetURLSearchParams;
}) {
  const apiParams = filtersToParams(filters);
  const query = useAnimals(page > 1 ? { ...apiParams, page: String(page) } : apiParams);
  // The answer renders in a deferred pass, which React splits into short tasks:
  // the query's own update is synchronous and would render the page in one.
  const data = useDeferredValue(query.data);

  const resultsShown =
    query.isError || (query.isSuccess && !query.isPlaceholderData && data === query.data);
  const { headingRef, moveToResults } = useResultsFocus(resultsShown);

  // React Router renders a navigation inside a transition: until it does, the
  // filters shown are older than the address written, and a change built on
  // them would drop the one before (a city, then a category chosen quickly).
  // A change builds on the last address written and not yet shown, if any.
  const written = useRef<Array<{ address: string; filters: AdoptionFilters }>>([]);
  const location = useLocation();
  // Every navigation shown is a new location, even back to the same address.
  // One the page wrote settles itself and those written before it; any other
  // (back, a link) leaves nothing pending: what it shows is what was asked for.
  // In the commit itself, so that no event comes in between.
  useLayoutEffect(() => {
    const shown = new URLSearchParams(location.search).toString();
    const index = written.current.findIndex(({ address }) => address === shown);
    written.current = index === -1 ? [] : written.current.slice(index + 1);
  }, [location]);

  // A new search starts again at page 1; the window stays put until the results are in.
  const apply = (update: FiltersUpdate, change: FilterChange) => {
    if (change === 'search') moveToResults();
    const next = update(written.current.at(-1)?.filters ?? filters);
    const nextAddress = filtersToAddress(next);
    written.current.push({ address: nextAddress.toString(), filters: next });
    // Shown at once, even while the code that reads addresses is still loading.
    rememberWrittenAddress(nextAddress, {
      filters: { ...next, q: next.q.trim() },
      page: 1,
      notUnderstood: [],
    });
    onAddress(nextAddress, { preventScrollReset: true });
  };

  const refused =
    filters.sort === 'compatibility' && query.isError ? compatibilityRefusal(query.error) : null;
  const total = data?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / PAGE_SIZE_DEFAULT));

  return (
    // Reaching for a filter, the sort or the pages loads the code that reads
    // the address they will write (pointer over or pressed, or keyboard focus).
    <div
      onPointerOver={preloadAddressReader}
      onPointerDown={preloadAddressReader}
      onFocus={preloadAddressReader}
    >
      <Container className="pb-16">
        <AdoptionFiltersBar filters={filters} onChange={apply} />

        {notUnderstood.length > 0 ? (
          <div
            role="status"
            className="mt-3 flex gap-3 rounded-xl bg-amber-50 p-3 text-sm text-amber-950 ring-1 ring-amber-600/30"
          >
            <TriangleAlert className="mt-0.5 size-5 shrink-0 text-amber-700" aria-hidden="true" />
            <div>
              <p className="font-semibold">{notice.title}</p>
              <p className="mt-0.5">
                {notice.text(notUnderstood.map(({ name, value }) => `${name}=${value}`))}
              </p>
            </div>
          </div>
        ) : null}

        <section aria-labelledby="adoptions-results" className="mt-4 sm:mt-6 lg:mt-4">
          <div className="mb-3 flex flex-wrap items-center gap-x-2 gap-y-2 sm:mb-4 sm:gap-x-4">
            <h2
              id="adoptions-results"
              ref={headingRef}
              tabIndex={-1}
              className="mr-auto scroll-mt-20 rounded max-sm:basis-full text-xl font-bold text-primary focus-visible:ring-2 focus-visible:ring-primary focus-visible:outline-none sm:text-2xl"
            >
              {/* On phones the count alone is shown (the heading keeps its whole name). */}
              <span className="max-sm:sr-only">{list.title}</span>
              {/* The count is part of the heading (read when focus lands on it) and,
                  live, says what a filter that applied as it changed found. */}
              <span
                aria-live="polite"
                className="text-sm font-bold sm:ml-2 sm:text-base sm:font-medium sm:text-muted"
              >
                {data ? (
                  <>
                    <span className="sr-only">: </span>
                    {list.results(total)}
                  </>
                ) : null}
              </span>
            </h2>
            <SaveSearchButton filters={searchFilters(filters)} />
            <SortSelect
              value={filters.sort}
              onChange={(sort) => apply((current) => ({ ...current, sort }), 'filter')}
            />
          </div>
          {refused ? (
            <CompatibilityRefused needs={refused} />
          ) : query.isError && !query.data ? (
            <div className="space-y-4">
              <FormAlert>{busyMessage(query.error) ?? list.loadError}</FormAlert>
              <Button variant="primary" onClick={() => void query.refetch()}>
                {list.retry}
              </Button>
            </div>
          ) : (
            <AnimalGrid
              animals={data?.animals}
              isLoading={!data}
              isRefreshing={query.isPlaceholderData}
              emptyAction={
                hasFilters(filters) ? (
                  <Button variant="accent" onClick={() => apply(() => EMPTY_FILTERS, 'search')}>
                    {adoptionsMessages.filters.clear}
                  </Button>
                ) : null
              }
            />
          )}
          <Pagination page={page} pageCount={pageCount} onNavigate={moveToResults} />
        </section>
        <ShelterCta className="mt-16" />
      </Container>
    </div>
  );
}
