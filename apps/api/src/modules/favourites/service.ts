/**
 * Favourite animals (spec §4): a signed-in user keeps animals as favourites and
 * sees them in the dashboard. Each user manages only their own list; adding
 * twice or removing what is not there changes nothing (the heart may be
 * clicked again after a lost answer).
 */
import { accountEmailMessages, petsMessages } from '@huella/shared/messages';
import type { Animal } from '@huella/shared/schemas/pets';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { Forbidden } from '../../lib/errors';
import type { PageRequest } from '../../lib/pagination';
import type { AuthUser } from '../../plugins/auth';
import type { Realtime } from '../../lib/realtime';
import { createPetsRepository, petNotFound, presentAnimal } from '../pets';
import { createUsersRepository } from '../users';
import { createFavouritesRepository } from './repository';
import { sameEmail } from '../../lib/email-address';

const ownOnly = () => new Forbidden(petsMessages.errors.favouritesOwnOnly, 'forbidden');

export function createFavouritesService({
  db,
  config,
  realtime,
}: {
  db: Database;
  config: Config;
  /** `me` lists the favourites: every process forgets its answer, this one before a change answers. */
  realtime: Pick<Realtime, 'meChanged'>;
}) {
  const favourites = createFavouritesRepository(db);
  const pets = createPetsRepository(db);
  const users = createUsersRepository(db);

  async function list(viewer: AuthUser, page: PageRequest) {
    const { rows, total } = await favourites.listVisible(viewer.id, page);
    const photos = await pets.photosOf(rows.map((row) => row.id));
    const items: Animal[] = rows.map((row) =>
      presentAnimal(row, photos.get(row.id) ?? [], config.publicUrl),
    );
    return { items, total };
  }

  return {
    list,

    /**
     * The spec's client asks by the stored email; only one's own answers, and
     * only once it is proved to be one's own (anyone can register any address).
     */
    async listByEmail(viewer: AuthUser, email: string, page: PageRequest) {
      if (!sameEmail(viewer.email, email)) throw ownOnly();
      if (!(await users.findById(viewer.id))?.emailConfirmedAt)
        throw new Forbidden(accountEmailMessages.errors.notConfirmed, 'email_not_confirmed');
      return list(viewer, page);
    },

    async add(viewer: AuthUser, userId: number, petId: number): Promise<number[]> {
      if (userId !== viewer.id) throw ownOnly();
      const ids = await favourites.add(viewer.id, petId);
      if (!ids) throw petNotFound();
      await realtime.meChanged(viewer.id);
      return ids;
    },

    /** Also works for an announcement withdrawn since: the user can still tidy the list. */
    async remove(viewer: AuthUser, userId: number, petId: number): Promise<number[]> {
      if (userId !== viewer.id) throw ownOnly();
      const ids = await favourites.remove(viewer.id, petId);
      if (!ids) throw petNotFound();
      await realtime.meChanged(viewer.id);
      return ids;
    },
  };
}
