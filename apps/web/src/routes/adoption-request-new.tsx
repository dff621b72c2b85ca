/**
 * /adopciones/animal/{id}/solicitar — the adoption application (protected).
 * Composes the pets feature (the animal: name, photo, whether it is still
 * published) with the adoption-requests feature (the form).
 */
import { ArrowLeft } from 'lucide-react';
import { useParams } from 'react-router';
import { adoptionRequestsMessages } from '@huella/shared/messages/adoption-requests';
import { adoptionRequestsScreensMessages } from '@huella/shared/messages/adoption-requests-screens';
import { adoptionsMessages } from '@huella/shared/messages/adoptions';
import { ButtonLink } from '../components/ui/button';
import { FormAlert } from '../components/ui/form-alert';
import { Spinner } from '../components/ui/spinner';
import { ApiError } from '../lib/api-client';
import { useDocumentTitle } from '../lib/document-title';
import { AdoptionRequestForm } from '../features/adoption-requests/components/adoption-request-form';
import { isAnimalId, useAnimal } from '../features/pets/api/get-animal';
import { Container } from '../features/site/components/container';
import { PetPhoto } from '../components/ui/pet-photo';

const formText = adoptionRequestsScreensMessages.form;

export default function AdoptionRequestNewRoute() {
  const { id = '' } = useParams();
  const query = useAnimal(id);
  const animal = query.data;
  const name = animal?.name?.trim() || adoptionsMessages.card.noName;
  const notFound =
    !isAnimalId(id) || (query.error instanceof ApiError && query.error.status === 404);
  useDocumentTitle(animal ? formText.title(name) : null);

  const back = (
    <ButtonLink to={`/adopciones/animal/${id}`} variant="ghost" size="sm" className="-ml-3">
      <ArrowLeft className="size-4" aria-hidden="true" />
      {formText.backToAnimal}
    </ButtonLink>
  );

  if (!animal) {
    return (
      <Container narrow className="py-12">
        {query.isPending && !notFound ? (
          <Spinner label={formText.loading} showLabel />
        ) : (
          <div className="space-y-4">
            <FormAlert>
              {notFound ? adoptionsMessages.detail.notFound : (query.error?.message ?? '')}
            </FormAlert>
            {back}
          </div>
        )}
      </Container>
    );
  }

  return (
    <div className="bg-surface">
      <Container narrow className="space-y-8 py-8 sm:py-12">
        {back}
        <header className="flex flex-col gap-5 rounded-2xl bg-primary p-5 text-white sm:flex-row sm:items-center sm:p-6">
          <PetPhoto
            photo={animal.images[0]}
            omitPhotoSize
            sizes="160px"
            alt={name}
            className="aspect-[4/3] w-full rounded-xl object-cover sm:w-40"
            placeholderClassName="flex aspect-[4/3] w-full items-center justify-center rounded-xl bg-white/10 text-highlight sm:w-40"
            pawClassName="size-12"
          />
          <div className="min-w-0">
            <h1 className="text-2xl font-extrabold tracking-tight [overflow-wrap:anywhere] sm:text-3xl">
              {formText.title(name)}
            </h1>
            {animal.shelter ? (
              <p className="mt-1 font-medium text-secondary">
                {animal.shelter.name}
                {animal.shelter.city ? ` · ${animal.shelter.city}` : ''}
              </p>
            ) : null}
            <p className="mt-3 text-sm text-white/90">{formText.intro}</p>
          </div>
        </header>
        {animal.state === 'en_adopcion' ? (
          <AdoptionRequestForm pet={{ id: animal.id, name }} />
        ) : (
          <FormAlert>{adoptionRequestsMessages.errors.petNotAvailable}</FormAlert>
        )}
      </Container>
    </div>
  );
}
