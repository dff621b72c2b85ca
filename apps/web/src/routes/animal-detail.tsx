/**
 * /adopciones/animal/{id} (spec §2): the animal passed from the list paints at
 * once; the page still asks the API by id for fresh data (which also counts the
 * view, unless the viewer belongs to its shelter). Gallery with its lightbox,
 * name with its state (Reservado, Adoptado), description, characteristics,
 * views, favourite, "Quiero adoptar" (or why not now) and "Contactar con el
 * refugio", report and share; for a signed-in person, why the animal fits
 * them or what to consider (issue 20); below, the shelter's contact block and
 * its other animals. A member of the animal's shelter gets "Editar anuncio" instead of
 * the adoption buttons. Unknown animal (a 404): the spec's message and a back
 * button; a failed request (network, server) says so and offers to retry.
 */
import { lazy, Suspense, useDeferredValue, useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import {
  ArrowLeft,
  ArrowRight,
  Flag,
  Home,
  MapPin,
  PawPrint,
  Pencil,
  RotateCw,
  Share2,
  WifiOff,
} from 'lucide-react';
import { adoptionsMessages } from '@huella/shared/messages/adoptions';
import { petsMessages } from '@huella/shared/messages/pets';
import { AnimalStateBadge } from '../components/ui/animal-state-badge';
import { Button, ButtonLink } from '../components/ui/button';
import { Spinner } from '../components/ui/spinner';
import { ApiError } from '../lib/api-client';
import { useDocumentTitle } from '../lib/document-title';
import { useMyShelters } from '../lib/my-shelters';
import { AdoptActions } from '../features/adoption-requests/components/adopt-actions';
import { isAnimalId, useAnimal } from '../features/pets/api/get-animal';
import { useAnimals } from '../features/pets/api/list-animals';
import { AnimalAvailability } from '../features/pets/components/animal-availability';
import { AnimalCard } from '../features/pets/components/animal-card';
import { AnimalGallery } from '../features/pets/components/animal-gallery';
import { CharacteristicsList } from '../features/pets/components/characteristics-list';
import { CompatibilityPanel } from '../features/pets/components/compatibility-panel';
import { FavouriteButton } from '../features/pets/components/favourite-button';
import { ShareButtons } from '../features/pets/components/share-buttons';
import { ViewCount } from '../features/pets/components/view-count';
import type { Animal } from '@huella/shared/schemas/pets';
import { useShelter } from '../features/shelters/api/get-shelter';
import { ShelterContact } from '../features/shelters/components/shelter-contact';
import { VerifiedBadge } from '../components/ui/verified-badge';
import { Container } from '../features/site/components/container';

const pageText = petsMessages.animalPage;

// The report form (and the validation library it checks the address with)
// loads when someone opens it, or points at its button: few visitors report.
const loadReportModal = () => import('../features/pets/components/report-modal');
const ReportModal = lazy(async () => ({ default: (await loadReportModal()).ReportModal }));
/** How many of the shelter's other animals the page shows. */
const OTHER_ANIMALS = 4;

function navigationAnimal(state: unknown, id: string): Animal | undefined {
  const animal = (state as { animal?: Animal } | null)?.animal;
  return animal && String(animal.id) === id ? animal : undefined;
}

function BackButton() {
  const navigate = useNavigate();
  const location = useLocation();
  // Opened directly (no history inside the app): "back" means the catalogue.
  const goBack = () => void (location.key === 'default' ? navigate('/adopciones') : navigate(-1));
  return (
    <Button variant="primary" onClick={goBack}>
      <ArrowLeft className="size-5" aria-hidden="true" />
      {adoptionsMessages.detail.back}
    </Button>
  );
}

export default function AnimalDetailPage() {
  const { id = '' } = useParams();
  const location = useLocation();
  const fromList = navigationAnimal(location.state, id);
  const query = useAnimal(id);
  // The answer renders in a deferred pass, which React splits into short tasks:
  // the query's own update is synchronous and would render the page in one.
  const data = useDeferredValue(query.data);
  const arriving = query.data !== undefined && data === undefined;
  const [reporting, setReporting] = useState(false);

  const notFound =
    !isAnimalId(id) || (query.error instanceof ApiError && query.error.status === 404);
  const animal = notFound ? undefined : (data ?? fromList);
  const name = animal?.name?.trim() || adoptionsMessages.card.noName;
  const failed = !animal && !notFound && query.isError;
  useDocumentTitle(
    animal
      ? name
      : notFound
        ? adoptionsMessages.detail.notFound
        : failed
          ? pageText.loadError
          : null,
  );
  const shelters = useMyShelters();
  const member =
    animal !== undefined && (shelters.data?.some(({ id }) => id === animal.shelter?.id) ?? false);

  if (!animal) {
    if (failed) {
      // Not "no such animal": the animal may well exist, the request did not get through.
      const retrying = query.isFetching;
      return (
        <Container narrow className="flex flex-col items-center py-16 text-center sm:py-24">
          <span
            className="flex size-20 items-center justify-center rounded-full bg-secondary/50 text-accent"
            aria-hidden="true"
          >
            <WifiOff className="size-10" />
          </span>
          <h1 className="mt-6 text-2xl font-bold text-primary sm:text-3xl">{pageText.loadError}</h1>
          <p className="mt-3 max-w-md text-muted">{pageText.loadErrorHint}</p>
          <div className="mt-8 grid w-full gap-3 sm:flex sm:w-auto">
            <Button
              variant="accent"
              disabled={retrying}
              aria-busy={retrying || undefined}
              onClick={() => void query.refetch()}
            >
              <RotateCw
                className={`size-5 ${retrying ? 'animate-spin motion-reduce:animate-none' : ''}`}
                aria-hidden="true"
              />
              {pageText.retry}
            </Button>
            <BackButton />
          </div>
        </Container>
      );
    }
    if ((query.isPending || arriving) && !notFound) {
      // Laid out as the page will be (the photo's box first), and at least as
      // tall as the screen, so the footer does not jump when the animal arrives.
      // Its own key: the page replaces it rather than reusing its boxes, or the
      // spinner's box would become the text column and move down by the
      // thumbnails' height (a layout shift).
      return (
        <Container key="loading" className="min-h-dvh py-8 sm:py-12 lg:min-h-[75vh]">
          <div className="grid gap-8 lg:grid-cols-2 lg:gap-12">
            <div className="aspect-4/3 w-full rounded-2xl bg-secondary/30" aria-hidden="true" />
            <div>
              <Spinner label={adoptionsMessages.detail.loading} showLabel />
            </div>
          </div>
        </Container>
      );
    }
    return (
      <Container narrow className="flex flex-col items-center py-16 text-center sm:py-24">
        <span
          className="flex size-20 items-center justify-center rounded-full bg-secondary/50 text-accent"
          aria-hidden="true"
        >
          <PawPrint className="size-10" />
        </span>
        <h1 className="mt-6 text-2xl font-bold text-primary sm:text-3xl">
          {adoptionsMessages.detail.notFound}
        </h1>
        <p className="mt-3 max-w-md text-muted">{adoptionsMessages.detail.notFoundHint}</p>
        <div className="mt-8">
          <BackButton />
        </div>
      </Container>
    );
  }

  const views = data?.views ?? animal.views;
  const shareUrl = `${window.location.origin}/adopciones/animal/${animal.id}`;

  return (
    <Container className="py-8 sm:py-12">
      <div className="grid gap-8 lg:grid-cols-2 lg:gap-12">
        <AnimalGallery name={name} images={animal.images} />

        <div className="space-y-6">
          <div className="flex items-start justify-between gap-4">
            <div>
              <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
                <h1 className="text-3xl font-extrabold tracking-tight break-words text-primary sm:text-4xl">
                  {name}
                </h1>
                <AnimalStateBadge state={animal.state} className="px-3 text-sm" />
              </div>
              <div className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1">
                <p className="inline-flex items-center gap-1.5 text-sm font-medium text-muted">
                  <MapPin className="size-4 text-accent" aria-hidden="true" />
                  <span className="sr-only">{adoptionsMessages.card.location}: </span>
                  {animal.location?.trim() || adoptionsMessages.card.noLocation}
                </p>
                {typeof views === 'number' ? (
                  <ViewCount views={views} note={member ? pageText.memberViews : undefined} />
                ) : null}
              </div>
            </div>
            <FavouriteButton petId={animal.id} name={name} failure="dialog" size="lg" />
          </div>

          {member ? (
            <ButtonLink
              to={`/dashboard/adoption_announcement/${animal.id}`}
              variant="primary"
              size="lg"
              className="w-full sm:w-auto"
            >
              <Pencil className="size-5" aria-hidden="true" />
              {pageText.edit}
            </ButtonLink>
          ) : (
            <AdoptActions
              pet={animal}
              unavailable={<AnimalAvailability animal={animal} name={name} />}
            />
          )}

          {/* Why it fits the person reading, or what to consider: not for its own shelter. */}
          {member ? null : <CompatibilityPanel animal={animal} />}

          <section aria-labelledby="animal-about">
            <h2 id="animal-about" className="text-lg font-bold text-primary">
              {adoptionsMessages.detail.about}
            </h2>
            <p className="mt-2 whitespace-pre-line text-ink">
              {animal.description?.trim() || adoptionsMessages.card.noDescription}
            </p>
          </section>

          <CharacteristicsList items={animal.characteristics} />

          {animal.shelter ? (
            <p className="flex items-center gap-2 rounded-xl bg-secondary/30 px-4 py-3 text-sm text-primary">
              <Home className="size-4 shrink-0" aria-hidden="true" />
              <span>
                {adoptionsMessages.detail.shelter}{' '}
                {animal.shelter.verified ? (
                  <Link
                    to={`/refugios/${animal.shelter.id}`}
                    className="font-bold underline decoration-secondary-dark underline-offset-4 hover:decoration-primary"
                  >
                    {animal.shelter.name}
                  </Link>
                ) : (
                  <strong>{animal.shelter.name}</strong>
                )}
                {animal.shelter.city ? ` · ${animal.shelter.city}` : ''}
              </span>
              {animal.shelter.verified ? <VerifiedBadge className="ml-auto" /> : null}
            </p>
          ) : null}

          <section aria-labelledby="animal-share">
            <h2
              id="animal-share"
              className="flex items-center gap-2 text-lg font-bold text-primary"
            >
              <Share2 className="size-5" aria-hidden="true" />
              {adoptionsMessages.detail.share}
            </h2>
            <div className="mt-3">
              <ShareButtons url={shareUrl} name={name} />
            </div>
          </section>

          {/* Full-width, stacked buttons on phones; side by side from 640 px. */}
          <div className="grid gap-3 border-t border-gray-200 pt-6 sm:flex sm:flex-wrap">
            <Button
              variant="secondary"
              onClick={() => setReporting(true)}
              onPointerEnter={() => void loadReportModal()}
              onFocus={() => void loadReportModal()}
            >
              <Flag className="size-4" aria-hidden="true" />
              {adoptionsMessages.detail.report}
            </Button>
            <BackButton />
          </div>
        </div>
      </div>
      {animal.shelter ? <ShelterSection animal={animal} /> : null}
      {reporting ? (
        <Suspense fallback={null}>
          <ReportModal animalId={animal.id} open onClose={() => setReporting(false)} />
        </Suspense>
      ) : null}
    </Container>
  );
}

/**
 * Below the animal: its shelter's contact block (verified shelters have a
 * public page; others show none) and its other animals. Both are extras: while
 * they load, or if they cannot, the page simply goes without them.
 */
function ShelterSection({ animal }: { animal: Animal }) {
  const shelter = animal.shelter;
  const contact = useShelter(shelter.verified ? String(shelter.id) : '');
  // The shelter page's own first page of animals: one cache entry for both.
  const others = useAnimals({ shelter: String(shelter.id) });
  const strip = (others.data?.animals ?? [])
    .filter((other) => other.id !== animal.id)
    .slice(0, OTHER_ANIMALS);
  if (!contact.data && strip.length === 0) return null;

  return (
    <div className="mt-12 space-y-10 border-t border-gray-200 pt-10 sm:mt-16">
      {contact.data ? <ShelterContact shelter={contact.data} /> : null}
      {strip.length > 0 ? (
        <section aria-labelledby="animal-shelter-others">
          <div className="mb-5 flex flex-wrap items-baseline justify-between gap-x-4 gap-y-2">
            <h2 id="animal-shelter-others" className="text-2xl font-bold text-primary">
              {pageText.shelter.others}
            </h2>
            {shelter.verified ? (
              <Link
                to={`/refugios/${shelter.id}`}
                aria-label={pageText.shelter.seeAllOf(shelter.name)}
                className="inline-flex min-h-11 items-center gap-1.5 font-semibold text-primary underline decoration-secondary-dark underline-offset-4 hover:decoration-primary"
              >
                {pageText.shelter.seeAll}
                <ArrowRight className="size-4" aria-hidden="true" />
              </Link>
            ) : null}
          </div>
          {/* Phones: a strip that scrolls sideways (the next card peeks in); wider: a grid. */}
          <ul className="-mx-4 flex snap-x snap-mandatory scroll-px-4 gap-4 overflow-x-auto px-4 pb-3 sm:mx-0 sm:grid sm:grid-cols-2 sm:gap-5 sm:overflow-visible sm:px-0 sm:pb-0 lg:grid-cols-4">
            {strip.map((other) => (
              <li key={other.id} className="w-[78%] shrink-0 snap-start sm:w-auto">
                <AnimalCard animal={other} showShelter={false} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
