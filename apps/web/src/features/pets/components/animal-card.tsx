/**
 * One animal in the catalogue: photo, name, location, short description and
 * the heart. The whole card is one link (stretched over the card) to the
 * detail page, carrying the animal so the detail paints at once; the heart
 * sits above the link and stays its own button.
 */
import { memo } from 'react';
import { Link } from 'react-router';
import { MapPin } from 'lucide-react';
import { adoptionsMessages } from '@huella/shared/messages/adoptions';
import type { Animal } from '@huella/shared/schemas/pets';
import type { AnimalNavigationState } from '../types';
import { FavouriteButton } from './favourite-button';
import { PetPhoto } from '../../../components/ui/pet-photo';

const cardText = adoptionsMessages.card;

/** Roughly the card's width: full width on phones, then 2, 3 and 4 columns. */
const CARD_SIZES =
  '(min-width: 1280px) 300px, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw';

interface AnimalCardProps {
  animal: Animal;
  /** The first cards are above the fold on most screens: load them first. */
  priority?: boolean;
}

/** Memoised: the grid's deferred render passes the first cards the same props again. */
export const AnimalCard = memo(function AnimalCard({ animal, priority = false }: AnimalCardProps) {
  const name = animal.name?.trim() || cardText.noName;
  const location = animal.location?.trim() || cardText.noLocation;
  const description =
    (animal.descriptionOverview ?? animal.description)?.trim() || cardText.noDescription;
  const photo = animal.images[0];
  const state: AnimalNavigationState = { animal };

  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-primary/10 transition hover:-translate-y-0.5 hover:shadow-lg focus-within:ring-2 focus-within:ring-primary">
      <div className="aspect-4/3 overflow-hidden bg-secondary/30">
        <PetPhoto
          photo={photo}
          image={animal.image}
          imageSize={{ width: 800, height: 600 }}
          sizes={CARD_SIZES}
          loading={priority ? 'eager' : 'lazy'}
          className="size-full object-cover transition duration-300 group-hover:scale-105"
          placeholderClassName="flex size-full items-center justify-center bg-secondary/40 text-primary/40"
          pawClassName="size-14"
        />
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h3 className="text-lg font-bold text-primary">
          <Link
            to={`/adopciones/animal/${animal.id}`}
            state={state}
            className="after:absolute after:inset-0 after:content-[''] focus:outline-none"
          >
            {name}
          </Link>
        </h3>
        <p className="flex items-center gap-1.5 text-sm font-medium text-muted">
          <MapPin className="size-4 shrink-0 text-accent" aria-hidden="true" />
          <span className="sr-only">{cardText.location}: </span>
          {location}
        </p>
        <p className="line-clamp-3 text-sm text-ink">{description}</p>
      </div>
      <div className="absolute top-3 right-3 z-10">
        <FavouriteButton petId={animal.id} name={name} />
      </div>
    </article>
  );
});

/** A card-shaped placeholder while the page loads. */
export function AnimalCardSkeleton() {
  return (
    <div
      aria-hidden="true"
      className="overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-primary/10"
    >
      <div className="aspect-4/3 animate-pulse bg-secondary/40 motion-reduce:animate-none" />
      <div className="space-y-3 p-4">
        <div className="h-5 w-1/2 animate-pulse rounded bg-gray-200 motion-reduce:animate-none" />
        <div className="h-4 w-1/3 animate-pulse rounded bg-gray-200 motion-reduce:animate-none" />
        <div className="h-4 w-full animate-pulse rounded bg-gray-200 motion-reduce:animate-none" />
        <div className="h-4 w-4/5 animate-pulse rounded bg-gray-200 motion-reduce:animate-none" />
      </div>
    </div>
  );
}
