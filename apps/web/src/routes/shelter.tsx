/**
 * /refugios/{id}: a verified shelter's public page — breadcrumb (Inicio ›
 * Refugios › name), logo, kind, city and the verified badge; what the
 * shelter writes about itself and its adoption conditions; its contact card
 * (hours, map link); and all its animals in the catalogue, available and
 * reserved, with their state on the cards (30 a page). An unknown shelter
 * gets a Spanish not-found page with a way to the catalogue.
 */
import { useParams, useSearchParams } from 'react-router';
import { MapPin } from 'lucide-react';
import { PAGE_SIZE_DEFAULT } from '@huella/shared/constants';
import { sheltersMessages } from '@huella/shared/messages/shelters';
import type { PublicShelter } from '@huella/shared/schemas/shelters';
import { Button, ButtonLink } from '../components/ui/button';
import { FormAlert } from '../components/ui/form-alert';
import { Spinner } from '../components/ui/spinner';
import { ApiError } from '../lib/api-client';
import { useDocumentTitle } from '../lib/document-title';
import { useAnimals } from '../features/pets/api/list-animals';
import { AnimalGrid } from '../features/pets/components/animal-grid';
import { Pagination } from '../features/pets/components/pagination';
import { pageFromParams } from '../features/pets/hooks/adoption-filters';
import { isShelterId, useShelter } from '../features/shelters/api/get-shelter';
import { ShelterContact } from '../features/shelters/components/shelter-contact';
import { ShelterLogo } from '../features/shelters/components/shelter-logo';
import { ShelterTrail } from '../features/shelters/components/shelter-trail';
import { VerifiedBadge } from '../features/shelters/components/verified-badge';
import { Container } from '../features/site/components/container';

const pageText = sheltersMessages.page;
const directoryCrumb = { label: pageText.directory, to: '/refugios' };

export default function ShelterPage() {
  const { id = '' } = useParams();
  const query = useShelter(id);
  const notFound =
    !isShelterId(id) || (query.error instanceof ApiError && query.error.status === 404);
  const shelter = notFound ? undefined : query.data;
  useDocumentTitle(shelter ? shelter.name : notFound ? pageText.notFound : null);

  if (!shelter) {
    if (!notFound && query.isPending) {
      return (
        <Container className="flex min-h-[50vh] items-center justify-center py-16">
          <Spinner label={pageText.loading} showLabel />
        </Container>
      );
    }
    return (
      <>
        <ShelterTrail items={[directoryCrumb]} />
        <Container narrow className="flex flex-col items-center py-20 text-center">
          <h1 className="text-2xl font-bold text-primary sm:text-3xl">{pageText.notFound}</h1>
          {notFound ? (
            <p className="mt-3 max-w-md text-muted">{pageText.notFoundHint}</p>
          ) : (
            <FormAlert className="mt-6">{query.error?.message}</FormAlert>
          )}
          <ButtonLink to="/adopciones" className="mt-8">
            {pageText.toAdoptions}
          </ButtonLink>
        </Container>
      </>
    );
  }

  const kind = sheltersMessages.kinds[shelter.kind];
  return (
    <>
      <ShelterTrail
        items={[
          directoryCrumb,
          { label: shelter.name, to: `/refugios/${shelter.id}`, current: true },
        ]}
      />
      <section
        aria-labelledby="page-title"
        className="bg-linear-to-b from-secondary/55 via-secondary/20 to-white"
      >
        <Container className="flex flex-col gap-5 py-8 sm:flex-row sm:items-center sm:gap-8 sm:py-10">
          <ShelterLogo
            name={shelter.name}
            photo={shelter.photo}
            alt={pageText.photoAlt(shelter.name)}
            className="size-24 shrink-0 rounded-2xl shadow-sm ring-4 ring-white sm:size-32"
          />
          <div className="min-w-0">
            <p className="text-sm font-bold tracking-wide text-accent uppercase">{kind}</p>
            <h1
              id="page-title"
              className="mt-1 text-3xl font-extrabold tracking-tight text-balance text-primary [overflow-wrap:anywhere] sm:text-4xl"
            >
              {shelter.name}
            </h1>
            <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2">
              <VerifiedBadge />
              {shelter.city ? (
                <span className="inline-flex items-center gap-1.5 text-muted">
                  <MapPin className="size-4 shrink-0" aria-hidden="true" />
                  {shelter.city}
                </span>
              ) : null}
            </div>
            <p className="mt-3 max-w-2xl text-muted">{pageText.intro(kind, shelter.city)}</p>
          </div>
        </Container>
      </section>
      <Container className="space-y-12 pt-4 pb-16">
        <div className="grid gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start">
          <ShelterStory shelter={shelter} />
          <ShelterContact shelter={shelter} />
        </div>
        <ShelterAnimals shelterId={shelter.id} />
      </Container>
    </>
  );
}

/** What the shelter writes: who they are, and what they ask of adopters. */
function ShelterStory({ shelter }: { shelter: PublicShelter }) {
  return (
    <div className="space-y-8">
      <section aria-labelledby="shelter-about">
        <h2 id="shelter-about" className="text-2xl font-bold text-primary">
          {pageText.about}
        </h2>
        <p className="mt-3 text-lg leading-relaxed whitespace-pre-line text-ink [overflow-wrap:anywhere]">
          {shelter.description || pageText.noDescription}
        </p>
      </section>
      {shelter.adoption_conditions ? (
        <section
          aria-labelledby="shelter-conditions"
          className="rounded-2xl bg-secondary/25 p-5 ring-1 ring-secondary-dark/30 sm:p-6"
        >
          <h2 id="shelter-conditions" className="text-xl font-bold text-primary">
            {pageText.adoptionConditions}
          </h2>
          <p className="mt-3 leading-relaxed whitespace-pre-line text-ink [overflow-wrap:anywhere]">
            {shelter.adoption_conditions}
          </p>
        </section>
      ) : null}
    </div>
  );
}

function ShelterAnimals({ shelterId }: { shelterId: number }) {
  const [searchParams] = useSearchParams();
  const page = pageFromParams(searchParams);
  const params: Record<string, string> = { shelter: String(shelterId) };
  if (page > 1) params.page = String(page);
  const query = useAnimals(params);
  const total = query.data?.total ?? 0;

  return (
    <section aria-labelledby="shelter-animals">
      <div className="mb-6 flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="shelter-animals" className="text-2xl font-bold text-primary">
          {pageText.animals}
        </h2>
        {query.data ? (
          <p className="text-sm font-medium text-muted" aria-live="polite">
            {pageText.animalsCount(total)}
          </p>
        ) : null}
      </div>
      {query.isError && !query.data ? (
        <div className="space-y-4">
          <FormAlert>{pageText.animalsError}</FormAlert>
          <Button variant="primary" onClick={() => void query.refetch()}>
            {pageText.retry}
          </Button>
        </div>
      ) : (
        <AnimalGrid
          animals={query.data?.animals}
          isLoading={query.isPending}
          isRefreshing={query.isPlaceholderData}
          showShelter={false}
        />
      )}
      <Pagination page={page} pageCount={Math.max(1, Math.ceil(total / PAGE_SIZE_DEFAULT))} />
    </section>
  );
}
