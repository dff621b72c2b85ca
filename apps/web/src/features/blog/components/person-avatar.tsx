/**
 * A person's face on the blog (a post's author, a commenter): their profile
 * photo when they have one, else their initials on a tile whose colour comes
 * from the name. No third-party avatar service is ever asked.
 */
import { apiUrl } from '../../../lib/api-client';
import { nameTileClass } from '../../../lib/name-tile';
import { initialsOf } from '../utils/thread';

const SIZES = {
  sm: 'size-10 text-sm',
  md: 'size-12 text-base',
  lg: 'size-20 text-2xl',
} as const;

interface PersonAvatarProps {
  name: string;
  photo: string | null;
  size?: keyof typeof SIZES;
  /** Text for the photo; '' (the default) where the name is written beside it. */
  alt?: string;
}

export function PersonAvatar({ name, photo, size = 'md', alt = '' }: PersonAvatarProps) {
  const classes = `${SIZES[size]} shrink-0 rounded-full`;
  if (photo) {
    return (
      <img
        src={apiUrl(photo)}
        alt={alt}
        width={400}
        height={400}
        loading="lazy"
        decoding="async"
        className={`${classes} bg-secondary object-cover`}
      />
    );
  }
  return (
    <span
      role={alt ? 'img' : undefined}
      aria-label={alt || undefined}
      aria-hidden={alt ? undefined : true}
      className={`${classes} flex items-center justify-center font-bold ${nameTileClass(name)}`}
    >
      {initialsOf(name)}
    </span>
  );
}
