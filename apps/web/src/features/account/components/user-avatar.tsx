/**
 * The user's profile photo in a circle, or their initials when they have none.
 * `decorative` where the name is already written beside it.
 */
import type { User } from '@huella/shared/schemas/users';
import { accountMessages } from '@huella/shared/messages/account';
import { apiUrl } from '../../../lib/api-client';

const SIZES = {
  md: 'size-14 text-xl sm:size-16',
  lg: 'size-24 text-3xl',
} as const;

interface UserAvatarProps {
  user: User;
  size?: keyof typeof SIZES;
  decorative?: boolean;
}

export function UserAvatar({ user, size = 'md', decorative = false }: UserAvatarProps) {
  const classes = `${SIZES[size]} shrink-0 rounded-full`;
  if (user.avatar) {
    return (
      <img
        src={apiUrl(user.avatar)}
        alt={decorative ? '' : accountMessages.profile.photo.alt(user.first_name)}
        width={400}
        height={400}
        className={`${classes} bg-secondary object-cover`}
      />
    );
  }
  const initials = `${user.first_name[0] ?? ''}${user.last_name[0] ?? ''}`.toUpperCase();
  return (
    <span
      className={`${classes} flex items-center justify-center bg-primary font-bold text-highlight`}
      aria-hidden="true"
    >
      {initials}
    </span>
  );
}
