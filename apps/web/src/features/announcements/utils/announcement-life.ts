/**
 * Where an announcement is in its life (PRODUCT.md: it expires 90 days after
 * publication or its last renewal).
 */
import type { Pet } from '@huella/shared/schemas/pets';

/** Renewing is offered this many days before the announcement expires (and after). */
export const RENEW_WINDOW_DAYS = 14;

const DAY_MS = 24 * 60 * 60 * 1000;
type Life = Pick<Pet, 'state' | 'published_at' | 'renewed_at' | 'expires_at'>;

export function announcementLife(pet: Life, now = Date.now()) {
  const expiresAt = new Date(pet.expires_at).getTime();
  const expired = expiresAt <= now;
  const expiresSoon = !expired && expiresAt - now <= RENEW_WINDOW_DAYS * DAY_MS;
  return {
    expired,
    expiresSoon,
    canRenew: expired || expiresSoon,
    /** On the public list: en adopción or pendiente, and not expired. */
    isPublic: !expired && pet.state !== 'adoptada',
    /** Renewed after it was first published (the API sets both at publication). */
    wasRenewed: new Date(pet.renewed_at).getTime() > new Date(pet.published_at).getTime(),
  };
}
