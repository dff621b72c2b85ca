/**
 * Favourites that tell their owner when their state changes (issue 14): an
 * animal reserved, adopted or available again, by the adoption workflow or by
 * hand in Anuncios, leaves a notice for everyone who keeps it as a favourite
 * but the person who made the change, and mails those who allow it.
 *
 * The notices are written in the transaction that changes the state (the
 * caller passes its handle): a change that rolls back tells nobody, and one
 * that commits always leaves its notices. The mails go after the commit, from
 * the notices themselves, so a mail never announces a change that did not
 * happen. Per recipient: at most one mail per animal and MAILS_PER_DAY in all
 * per day; a change undone before it was mailed or seen leaves nothing.
 */
import type { PetState } from '@huella/shared/constants';
import { favouriteUpdatesMessages } from '@huella/shared/messages';
import {
  FAVOURITE_UPDATES_LIST_MAX,
  type FavouriteUpdates,
} from '@huella/shared/schemas/favourite-updates';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { NotFound } from '../../lib/errors';
import type { Mailer } from '../../lib/mail';
import { mediaPath } from '../../lib/storage';
import type { AuthUser } from '../../plugins/auth';
import { createPetsRepository } from '../pets';
import { favouriteUpdateMail } from './mails';
import { createFavouriteUpdatesRepository } from './repository';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Mails about favourites one person gets at most per day, whatever the animals. */
export const MAILS_PER_DAY = 5;
/** The list images: the main photo's smallest variant. */
const LIST_IMAGE_WIDTH = 400 as const;

const notFound = () =>
  new NotFound(favouriteUpdatesMessages.notFound, 'favourite_update_not_found');

export interface FavouriteStateChange {
  petId: number;
  from: PetState;
  to: PetState;
  /** The person who made the change (null: the platform); never told about it. */
  actorId: number | null;
}

export interface FavouriteUpdatesServiceDeps {
  db: Database;
  mailer: Mailer;
  config: Config;
  now?: () => Date;
}

export function createFavouriteUpdatesService({
  db,
  mailer,
  config,
  now = () => new Date(),
}: FavouriteUpdatesServiceDeps) {
  const updates = createFavouriteUpdatesRepository(db);
  const pets = createPetsRepository(db);

  return {
    /** Inside the transaction (`tx`) that changed the animal's state. */
    async stateChanged(tx: Database, change: FavouriteStateChange): Promise<void> {
      if (change.from === change.to) return;
      await createFavouriteUpdatesRepository(tx).record({ ...change, at: now() });
    },

    /** After the commit: mails the animal's new notices, within each recipient's limits. */
    async mailPending(petId: number): Promise<void> {
      const at = now();
      const claimed = await updates.claimMails(petId, at, {
        since: new Date(at.getTime() - DAY_MS),
        perRecipient: MAILS_PER_DAY,
      });
      for (const notice of claimed) {
        mailer.sendInBackground(favouriteUpdateMail(notice, config.publicUrl));
      }
    },

    /** The caller's newest notices, of animals they still keep and anyone may open. */
    async list(viewer: AuthUser): Promise<FavouriteUpdates> {
      const { rows, unread } = await updates.listFor(viewer.id, FAVOURITE_UPDATES_LIST_MAX);
      const photos = await pets.photosOf([...new Set(rows.map((row) => row.petId))]);
      return {
        unread,
        items: rows.map((row) => {
          const photo = photos.get(row.petId)?.[0];
          return {
            id: row.id,
            pet: {
              id: row.petId,
              name: row.petName,
              kind: row.petKind,
              gender: row.petGender,
              image: photo ? mediaPath(photo.storageKey, LIST_IMAGE_WIDTH) : null,
            },
            from_state: row.fromState,
            state: row.toState,
            created_at: row.createdAt.toISOString(),
            read: row.readAt !== null,
          };
        }),
      };
    },

    /** Marks the caller's notices read; an id that is not theirs is a 404 and changes nothing. */
    async markRead(viewer: AuthUser, ids: number[]): Promise<{ unread: number }> {
      const unique = [...new Set(ids)];
      if ((await updates.countOwn(viewer.id, unique)) !== unique.length) throw notFound();
      await updates.markRead(viewer.id, unique, now());
      return { unread: (await updates.listFor(viewer.id, 0)).unread };
    },
  };
}

export type FavouriteUpdatesService = ReturnType<typeof createFavouriteUpdatesService>;
