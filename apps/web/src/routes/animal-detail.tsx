/**
 * /adopciones/animal/{id} (spec §2): the animal passed from the list paints at
 * once; the page still asks the API by id for fresh data (which also counts the
 * view). Gallery, name, description, characteristics, views, favourite,
 * "Quiero adoptar" and "Contactar con el refugio", report and share. Unknown
 * animal: the spec's message and a back button.
 */
import { useDeferredValue, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { ArrowLeft, Flag, Home, MapPin, PawPrint, Share2 } from 'lucide-react';
import { adoptionsMessages } from '@huella/shared/messages/adoptions';
import { Button } from '../components/ui/button';
import { FormAlert } from '../components/ui/form-alert';
import { Spinner } from '../components/ui/spinner';
import { ApiError } from '../lib/api-client';
import { useDocumentTitle } from '../lib/document-title';
import { AdoptActions } from '../features/adoption-requests/components/adopt-actions';
import { isAnimalId, useAnimal } from '../features/pets/api/get-animal';
import { AnimalGallery } from '../features/pets/components/animal-gallery';
import { CharacteristicsList } from '../features/pets/components/characteristics-list';
import { FavouriteButton } from '../features/pets/components/favourite-button';
import { ReportModal } from '../features/pets/components/report-modal';
import { ShareButtons } from '../features/pets/components/share-buttons';
import { ViewCount } from '../features/pets/components/view-count';
import type { Animal } from '@huella/shared/schemas/pets';
import { Container } from '../features/site/components/container';

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
  useDocumentTitle(animal ? name : notFound ? adoptionsMessages.detail.notFound : null);

  if (!animal) {
    if ((query.isPending || arriving) && !notFound) {
      // Laid out as the page will be (the photo's box first), and at least as
      // tall as the screen, so the footer does not jump when the animal arrives.
      return (
        <Container className="min-h-dvh py-8 sm:py-12 lg:min-h-[75vh]">
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
        {notFound ? (
          <p className="mt-3 max-w-md text-muted">{adoptionsMessages.detail.notFoundHint}</p>
        ) : query.error ? (
          <FormAlert className="mt-6">{query.error.message}</FormAlert>
        ) : null}
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
              <h1 className="text-3xl font-extrabold tracking-tight text-primary sm:text-4xl">
                {name}
              </h1>
              <div className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1">
                <p className="inline-flex items-center gap-1.5 text-sm font-medium text-muted">
                  <MapPin className="size-4 text-accent" aria-hidden="true" />
                  <span className="sr-only">{adoptionsMessages.card.location}: </span>
                  {animal.location?.trim() || adoptionsMessages.card.noLocation}
                </p>
                {typeof views === 'number' ? <ViewCount views={views} /> : null}
              </div>
            </div>
            <FavouriteButton petId={animal.id} name={name} failure="dialog" size="lg" />
          </div>

          <AdoptActions pet={animal} />

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
                {adoptionsMessages.detail.shelter} <strong>{animal.shelter.name}</strong>
                {animal.shelter.city ? ` · ${animal.shelter.city}` : ''}
              </span>
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
            <Button variant="secondary" onClick={() => setReporting(true)}>
              <Flag className="size-4" aria-hidden="true" />
              {adoptionsMessages.detail.report}
            </Button>
            <BackButton />
          </div>
        </div>
      </div>
      <ReportModal animalId={animal.id} open={reporting} onClose={() => setReporting(false)} />
    </Container>
  );
}
