/**
 * The heart: a toggle button (aria-pressed) named after the animal. With a
 * `label` it is a pill with that text (a reserved animal's "follow it"), the
 * same toggle: the visible text is its name and aria-pressed its state.
 */
import { useId } from 'react';
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
  /** Visible text: a pill instead of the round heart. */
  label?: string;
  /** Under the pill, what being a favourite does (and the button's description). */
  hints?: { on: string; off: string };
  className?: string;
}

export function FavouriteButton({
  petId,
  name,
  failure = 'toast',
  size = 'md',
  label,
  hints,
  className = '',
}: FavouriteButtonProps) {
  const { isFavourite, toggle, isPending } = useFavourite(petId, { failure });
  const hintId = useId();
  const heart = (
    <Heart
      aria-hidden="true"
      className={size === 'lg' ? 'size-6 shrink-0' : 'size-5 shrink-0'}
      fill={isFavourite ? 'currentColor' : 'none'}
      strokeWidth={2.25}
    />
  );
  if (label) {
    return (
      <div className={`space-y-2 ${className}`}>
        <button
          type="button"
          aria-pressed={isFavourite}
          aria-busy={isPending || undefined}
          aria-describedby={hints ? hintId : undefined}
          onClick={() => void toggle()}
          className={`inline-flex min-h-11 items-center gap-2 rounded-xl bg-white px-4 py-2 text-left text-sm font-semibold text-primary shadow-sm ring-1 ring-primary/20 transition hover:bg-orange-50 disabled:cursor-progress [&>svg]:text-accent ${
            isPending ? 'opacity-70' : ''
          }`}
        >
          {heart}
          {label}
        </button>
        {hints ? (
          <p id={hintId} className="text-sm text-ink">
            {isFavourite ? hints.on : hints.off}
          </p>
        ) : null}
      </div>
    );
  }
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
      {heart}
    </button>
  );
}
