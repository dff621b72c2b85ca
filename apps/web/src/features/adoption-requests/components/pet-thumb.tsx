/** The animal's main photo (its 400 px variant) or a paw when it has none. */
import { PetPhoto } from '../../../components/ui/pet-photo';

export function PetThumb({
  image,
  className = 'size-16',
}: {
  image: string | null;
  className?: string;
}) {
  return (
    <PetPhoto
      image={image}
      loading="lazy"
      className={`${className} shrink-0 rounded-xl bg-secondary/40 object-cover`}
      placeholderClassName={`${className} flex shrink-0 items-center justify-center rounded-xl bg-secondary/40 text-accent`}
      pawClassName="size-1/2"
    />
  );
}
