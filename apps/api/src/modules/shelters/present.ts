/** A `shelters` row in the shape the API returns (packages/shared/src/schemas/shelters.ts). */
import type { MembershipRole } from '@huella/shared/constants';
import type { MyShelter, Shelter, ShelterDirectoryEntry } from '@huella/shared/schemas/shelters';
import { mediaPath } from '../../lib/storage';
import type { DirectoryRow, ShelterRow } from './repository';

/** The photo's 400 px variant, a path relative to the API base address like the animals' images. */
const photoPath = (key: string | null) => (key ? mediaPath(key, 400) : null);

export function presentShelter(row: ShelterRow): Shelter {
  return {
    id: row.id,
    name: row.name,
    phone: row.phone,
    web: row.web,
    facebook: row.facebook,
    instagram: row.instagram,
    email: row.email,
    kind: row.kind,
    address: row.address,
    city: row.city,
    latitude: row.latitude,
    longitude: row.longitude,
    description: row.description,
    opening_hours: row.openingHours,
    adoption_conditions: row.adoptionConditions,
    photo: photoPath(row.photo),
    verified: row.verified,
  };
}

export const presentMyShelter = (
  row: ShelterRow & { role: MembershipRole; suspendedAt: Date | null; suspensionReason: string },
): MyShelter => ({
  ...presentShelter(row),
  role: row.role,
  suspended: row.suspendedAt !== null,
  suspension_reason: row.suspensionReason,
});

/** Every shelter of the directory is verified: only those are listed. */
export const presentDirectoryEntry = (row: DirectoryRow): ShelterDirectoryEntry => ({
  ...row,
  photo: photoPath(row.photo),
  verified: true,
});
