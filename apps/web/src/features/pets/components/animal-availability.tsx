/**
 * What the animal page says in place of "Quiero adoptar" when no request can
 * be sent: a reserved animal (the shelter's `pendiente`) explains why and
 * offers to follow it (the favourite: its owner hears when it is available
 * again) and to see similar animals; an adopted one says it found a family,
 * with the same way on to similar animals.
 */
import { useId } from 'react';
import { Link } from 'react-router';
import { ArrowRight, Clock, PartyPopper } from 'lucide-react';
import { petsMessages } from '@huella/shared/messages/pets';
import type { Animal } from '@huella/shared/schemas/pets';
import { FavouriteButton } from './favourite-button';

const pageText = petsMessages.animalPage;

/** The catalogue filtered to the same species and city, in the URL's Spanish values. */
export function similarAnimalsHref(animal: Pick<Animal, 'kind' | 'shelter'>): string {
  const params = new URLSearchParams({ categoria: animal.kind });
  const city = animal.shelter.city.trim().toLowerCase();
  if (city) params.set('ciudad', city);
  return `/adopciones?${params.toString()}`;
}

function SimilarLink({ animal }: { animal: Animal }) {
  return (
    <Link
      to={similarAnimalsHref(animal)}
      className="inline-block py-2 font-semibold text-primary underline decoration-secondary-dark underline-offset-4 hover:decoration-primary"
    >
      {pageText.similar(animal.kind, animal.shelter.city.trim())}
      <ArrowRight className="ml-1.5 inline size-4 align-[-0.125em]" aria-hidden="true" />
    </Link>
  );
}

interface AnimalAvailabilityProps {
  animal: Animal;
  name: string;
}

export function AnimalAvailability({ animal, name }: AnimalAvailabilityProps) {
  const headingId = useId();
  if (animal.state === 'en_adopcion') return null;

  if (animal.state === 'pendiente') {
    return (
      <section
        aria-labelledby={headingId}
        className="space-y-3 rounded-2xl bg-amber-50 p-5 ring-1 ring-amber-600/30"
      >
        <h2 id={headingId} className="flex items-start gap-2 text-lg font-bold text-amber-950">
          <Clock className="mt-1 size-5 shrink-0" aria-hidden="true" />
          {pageText.reserved.title}
        </h2>
        <p className="text-ink">{pageText.reserved.text(name)}</p>
        <FavouriteButton
          petId={animal.id}
          name={name}
          failure="dialog"
          label={pageText.reserved.follow}
          hints={{ on: pageText.reserved.following, off: pageText.reserved.notFollowing }}
        />
        <SimilarLink animal={animal} />
      </section>
    );
  }

  return (
    <section
      aria-labelledby={headingId}
      className="space-y-2 rounded-2xl bg-secondary/40 p-5 ring-1 ring-primary/15"
    >
      <h2 id={headingId} className="flex items-start gap-2 text-lg font-bold text-primary">
        <PartyPopper className="mt-1 size-5 shrink-0 text-accent" aria-hidden="true" />
        {pageText.adopted.title(name)}
      </h2>
      <p className="text-ink">{pageText.adopted.text}</p>
      <SimilarLink animal={animal} />
    </section>
  );
}
