/** Queries on shelters and their memberships. */
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { shelterMemberships, shelters } from '../../db/schema';

export function createSheltersRepository(db: Database) {
  return {
    /** The shelters a user belongs to, with the user's role in each, by name. */
    async listForMember(userId: number) {
      return db
        .select({
          id: shelters.id,
          name: shelters.name,
          phone: shelters.phone,
          web: shelters.web,
          facebook: shelters.facebook,
          instagram: shelters.instagram,
          email: shelters.email,
          kind: shelters.kind,
          address: shelters.address,
          city: shelters.city,
          latitude: shelters.latitude,
          longitude: shelters.longitude,
          verified: shelters.verified,
          role: shelterMemberships.role,
        })
        .from(shelterMemberships)
        .innerJoin(shelters, eq(shelters.id, shelterMemberships.shelterId))
        .where(eq(shelterMemberships.userId, userId))
        .orderBy(asc(shelters.name), asc(shelters.id));
    },
  };
}
