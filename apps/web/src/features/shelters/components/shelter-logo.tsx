/**
 * A shelter's logo or photo (its 400 px variant), or its initial on a
 * coloured tile when it has none, so that every card has a face. The colour
 * comes from the name, so a shelter keeps its own.
 */
import { apiUrl } from '../../../lib/api-client';
import { nameTileClass } from '../../../lib/name-tile';

interface ShelterLogoProps {
  name: string;
  photo: string | null;
  /** Text for the image; '' when the name is shown beside it. */
  alt?: string;
  className?: string;
}

export function ShelterLogo({ name, photo, alt = '', className = '' }: ShelterLogoProps) {
  if (photo) {
    return (
      <img
        src={apiUrl(photo)}
        alt={alt}
        width={400}
        height={400}
        loading="lazy"
        className={`aspect-square object-cover ${className}`}
      />
    );
  }
  const initial = name.trim().charAt(0).toLocaleUpperCase('es-ES') || '?';
  return (
    <span
      role={alt ? 'img' : undefined}
      aria-label={alt || undefined}
      aria-hidden={alt ? undefined : true}
      className={`flex aspect-square items-center justify-center text-3xl font-extrabold ${nameTileClass(name)} ${className}`}
    >
      {initial}
    </span>
  );
}
