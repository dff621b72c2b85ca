/**
 * One animal in the catalogue: photo (with its state when it is reserved or
 * adopted), name, the facts people choose by (sex, age, size, what it gets on
 * with), where it is and which shelter has it (with the verified badge), and
 * the heart; for a signed-in person with a compatibility questionnaire, why
 * it fits them or what to consider (issue 20). The name is a
 * link stretched over the card to the detail page, carrying the animal so the
 * detail paints at once; the heart and the shelter's link sit above the
 * stretched link, each its own control (nothing interactive is nested).
 */
import { memo } from 'react';
import { Link } from 'react-router';
import { House, MapPin } from 'lucide-react';
import { adoptionsMessages } from '@huella/shared/messages/adoptions';
import type { Animal } from '@huella/shared/schemas/pets';
import type { AnimalNavigationState } from '../types';
import { FavouriteButton } from './favourite-button';
import { AnimalStateBadge } from '../../../components/ui/animal-state-badge';
import { CompatibilityChips } from '../../../components/ui/compatibility-chips';
import { PetPhoto } from '../../../components/ui/pet-photo';
import { VerifiedBadge } from '../../../components/ui/verified-badge';

const cardText = adoptionsMessages.card;
const genders = adoptionsMessages.filters.genders;

/** Roughly the photo's width: a thumbnail in a phone's row, then 2, 3 and 4 columns. */
const CARD_SIZES =
  '(min-width: 1280px) 300px, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 160px';
const STACKED_SIZES =
  '(min-width: 1280px) 300px, (min-width: 1024px) 25vw, (min-width: 640px) 50vw, 62vw';

interface AnimalCardProps {
  animal: Animal;
  /** The first cards are above the fold on most screens: load them first. */
  priority?: boolean;
  /** A shelter's own page leaves its name out of its cards. */
  showShelter?: boolean;
  /**
   * 'row' (the default): on phones a compact row, photo beside the facts, so
   * they read at full size and the first results fit on the screen; a card
   * from 640 px. 'stacked': a card at every width (a strip that scrolls sideways).
   */
  layout?: 'row' | 'stacked';
}

/** "Bien con niños y gatos", from what the shelter said yes to; null when nothing. */
function goodWithText(animal: Animal): string | null {
  const said: Array<[boolean | null | undefined, string]> = [
    [animal.good_with_children, cardText.goodWithItems.children],
    [animal.good_with_dogs, cardText.goodWithItems.dogs],
    [animal.good_with_cats, cardText.goodWithItems.cats],
  ];
  const items = said.filter(([yes]) => yes === true).map(([, item]) => item);
  return items.length ? cardText.goodWith(items) : null;
}

/** Memoised: the grid's deferred render passes the first cards the same props again. */
export const AnimalCard = memo(function AnimalCard({
  animal,
  priority = false,
  showShelter = true,
  layout = 'row',
}: AnimalCardProps) {
  const row = layout === 'row';
  const name = animal.name?.trim() || cardText.noName;
  const location = animal.location?.trim() || cardText.noLocation;
  const description =
    (animal.descriptionOverview ?? animal.description)?.trim() || cardText.noDescription;
  const photo = animal.images[0];
  const state: AnimalNavigationState = { animal };
  const goodWith = goodWithText(animal);
  // Older lists (and tests) may send an animal without the newer fields.
  const shelter = showShelter ? animal.shelter : undefined;
  const facts = [animal.gender ? genders[animal.gender] : null, animal.age ?? null].filter(
    (fact): fact is string => Boolean(fact),
  );

  return (
    <article
      className={`group relative flex h-full ${row ? 'flex-row sm:flex-col' : 'flex-col'} overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-primary/10 transition focus-within:ring-2 focus-within:ring-primary hover:-translate-y-0.5 hover:shadow-lg motion-reduce:transition-none motion-reduce:hover:translate-y-0`}
    >
      <div
        className={`relative overflow-hidden bg-secondary/30 ${row ? 'min-h-32 w-32 shrink-0 sm:aspect-4/3 sm:min-h-0 sm:w-auto lg:aspect-16/10' : 'aspect-4/3'}`}
      >
        <PetPhoto
          photo={photo}
          image={animal.image}
          imageSize={{ width: 800, height: 600 }}
          sizes={row ? CARD_SIZES : STACKED_SIZES}
          loading={priority ? 'eager' : 'lazy'}
          className="size-full object-cover transition duration-300 group-hover:scale-105 motion-reduce:transition-none"
          placeholderClassName="flex size-full items-center justify-center bg-secondary/40 text-primary/40"
          pawClassName="size-14"
        />
        {animal.state ? (
          <AnimalStateBadge
            state={animal.state}
            className="absolute bottom-2 left-2 shadow-sm sm:bottom-3 sm:left-3"
          />
        ) : null}
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-1 p-3 sm:gap-1.5 sm:p-4 lg:gap-1">
        <h3
          className={`text-base leading-snug font-bold text-primary sm:text-lg ${row ? 'pr-10 sm:pr-0' : ''}`}
        >
          <Link
            to={`/adopciones/animal/${animal.id}`}
            state={state}
            className="break-words after:absolute after:inset-0 after:content-[''] focus:outline-none"
          >
            {name}
          </Link>
        </h3>
        {facts.length > 0 || animal.size ? (
          // In a row the favourite button sits beside the heading and this line too.
          <p className={`text-sm text-ink ${row ? 'pr-10 sm:pr-0' : ''}`}>
            {facts.join(' · ')}
            {animal.size ? (
              <>
                {facts.length > 0 ? ' · ' : null}
                <span className="sr-only">{cardText.size}: </span>
                {cardText.sizes[animal.size]}
              </>
            ) : null}
          </p>
        ) : null}
        {goodWith ? <p className="text-sm font-medium text-success">{goodWith}</p> : null}
        <CompatibilityChips animal={animal} />
        <p className="flex items-center gap-1 text-sm text-muted">
          <MapPin className="size-4 shrink-0 text-accent" aria-hidden="true" />
          <span className="sr-only">{cardText.location}: </span>
          <span className="min-w-0 truncate">{location}</span>
        </p>
        <p className="line-clamp-1 text-sm text-ink sm:line-clamp-2">{description}</p>
        {shelter ? (
          <p className="mt-auto flex items-center gap-1 pt-1 text-sm">
            <House className="size-4 shrink-0 text-primary/70" aria-hidden="true" />
            <span className="sr-only">{cardText.shelter}: </span>
            <Link
              to={`/refugios/${shelter.id}`}
              className="relative z-10 min-w-0 truncate rounded font-semibold text-primary underline decoration-primary/30 underline-offset-2 hover:decoration-primary focus-visible:ring-2 focus-visible:ring-primary focus-visible:outline-none"
            >
              {shelter.name}
            </Link>
            {shelter.verified ? <VerifiedBadge variant="icon" className="relative z-10" /> : null}
          </p>
        ) : null}
      </div>
      <div className="absolute top-2 right-2 z-10 sm:top-3 sm:right-3">
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
      className="flex overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-primary/10 max-sm:flex-row sm:block"
    >
      <div className="min-h-32 w-32 shrink-0 animate-pulse bg-secondary/40 motion-reduce:animate-none sm:aspect-4/3 sm:min-h-0 sm:w-auto lg:aspect-16/10" />
      <div className="flex-1 space-y-3 p-3 sm:p-4">
        <div className="h-5 w-1/2 animate-pulse rounded bg-gray-200 motion-reduce:animate-none" />
        <div className="h-4 w-2/3 animate-pulse rounded bg-gray-200 motion-reduce:animate-none" />
        <div className="h-4 w-1/3 animate-pulse rounded bg-gray-200 motion-reduce:animate-none" />
        <div className="h-4 w-4/5 animate-pulse rounded bg-gray-200 motion-reduce:animate-none" />
      </div>
    </div>
  );
}
