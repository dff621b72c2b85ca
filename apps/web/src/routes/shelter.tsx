/**
 * /refugios/{id}: a verified shelter's public page — name, kind, city, its
 * contact card and its animals in adoption (the catalogue's cards, 30 a page).
 * An unknown shelter gets a Spanish not-found page with a way to the catalogue.
 */
import { useParams, useSearchParams } from 'react-router';
import { PAGE_SIZE_DEFAULT } from '@huella/shared/constants';
import { sheltersMessages } from '@huella/shared/messages/shelters';
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
import { Container } from '../features/site/components/container';
import { PageHero } from '../features/site/components/page-hero';
import { PetsIllustration } from '../features/site/illustrations/pets-illustration';

const pageText = sheltersMessages.page;

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
    );
  }

  return (
    <>
      <PageHero
        eyebrow={sheltersMessages.kinds[shelter.kind]}
        title={shelter.name}
        text={pageText.intro(sheltersMessages.kinds[shelter.kind], shelter.city)}
        illustration={<PetsIllustration className="hidden h-auto w-full md:block" />}
      />
      <Container className="space-y-12 pb-16">
        <ShelterContact shelter={shelter} />
        <ShelterAnimals shelterId={shelter.id} />
      </Container>
    </>
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
        />
      )}
      <Pagination page={page} pageCount={Math.max(1, Math.ceil(total / PAGE_SIZE_DEFAULT))} />
    </section>
  );
}
