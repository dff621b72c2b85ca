/** The heart: a toggle button (aria-pressed) named after the animal. */
import { Heart } from 'lucide-react';
import { adoptionsMessages } from '@huella/shared/messages/adoptions';
import { useFavourite } from '../hooks/use-favourite';

const favouriteText = adoptionsMessages.favourite;

interface FavouriteButtonProps {
  petId: number;
  name: string;
  /** Detail page: the error dialog; cards: a toast. */
  failure?: 'dialog' | 'toast';
  size?: 'md' | 'lg';
  className?: string;
}

export function FavouriteButton({
  petId,
  name,
  failure = 'toast',
  size = 'md',
  className = '',
}: FavouriteButtonProps) {
  const { isFavourite, toggle, isPending } = useFavourite(petId, { failure });
  return (
    <button
      type="button"
      aria-pressed={isFavourite}
      aria-busy={isPending || undefined}
      aria-label={isFavourite ? favouriteText.remove(name) : favouriteText.add(name)}
      onClick={() => void toggle()}
      className={`inline-flex shrink-0 items-center justify-center rounded-full bg-white text-accent shadow-md ring-1 ring-primary/10 transition hover:scale-105 hover:bg-orange-50 disabled:cursor-progress ${
        size === 'lg' ? 'size-12' : 'size-10'
      } ${isPending ? 'opacity-70' : ''} ${className}`}
    >
      <Heart
        aria-hidden="true"
        className={size === 'lg' ? 'size-6' : 'size-5'}
        fill={isFavourite ? 'currentColor' : 'none'}
        strokeWidth={2.25}
      />
    </button>
  );
}
