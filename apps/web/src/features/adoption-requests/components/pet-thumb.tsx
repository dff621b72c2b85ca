/** The animal's main photo (its 400 px variant) or a paw when it has none. */
import { PawPrint } from 'lucide-react';
import { apiUrl } from '../../../lib/api-client';

export function PetThumb({
  image,
  className = 'size-16',
}: {
  image: string | null;
  className?: string;
}) {
  return image ? (
    <img
      src={apiUrl(image)}
      alt=""
      loading="lazy"
      className={`${className} shrink-0 rounded-xl bg-secondary/40 object-cover`}
    />
  ) : (
    <span
      className={`${className} flex shrink-0 items-center justify-center rounded-xl bg-secondary/40 text-accent`}
      aria-hidden="true"
    >
      <PawPrint className="size-1/2" />
    </span>
  );
}
