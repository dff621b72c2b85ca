/** Shelters (Refugio, Protectora, Particular) as their members see them. */
import type { MyShelter } from '@huella/shared/schemas/shelters';
import type { Database } from '../../db/client';
import { createSheltersRepository } from './repository';

export function createSheltersService({ db }: { db: Database }) {
  const shelters = createSheltersRepository(db);
  return {
    /** The dashboard's "Refugios" section and the announcement form's shelter picker. */
    myShelters: (userId: number): Promise<MyShelter[]> => shelters.listForMember(userId),
  };
}
