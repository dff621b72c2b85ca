/** A `users` row in the shape the API returns (packages/shared/src/schemas/users.ts). */
import type { User } from '@huella/shared/schemas/users';
import { mediaPath } from '../../lib/storage';
import type { UserRow } from './repository';

/**
 * `favourites`: the ids of the user's favourite animals (favourites repository).
 * `avatar`: the profile photo's 400 px variant, a path relative to the API base
 * address like the animals' images.
 */
export function presentUser(row: UserRow, favourites: number[] = []): User {
  return {
    id: row.id,
    first_name: row.firstName,
    last_name: row.lastName,
    email: row.email,
    email_confirmed: row.emailConfirmedAt !== null,
    pending_email: row.pendingEmail,
    phone: row.phone,
    address: row.address,
    postcode: row.postcode,
    city: row.city,
    country: row.country,
    web: row.web,
    instagram: row.instagram,
    facebook: row.facebook,
    avatar: row.avatar ? mediaPath(row.avatar, 400) : null,
    is_staff: row.isStaff,
    favourites,
    favourite_update_mails: row.favouriteUpdateMails,
    date_joined: row.dateJoined.toISOString(),
  };
}
