/**
 * Queries on `favourite_updates`. The fan-out to everyone who keeps an animal
 * as a favourite is three set-based statements, whatever the number of
 * people; the mail claim is one UPDATE that also applies the per-recipient
 * limits, so two processes never mail the same notice twice.
 */
import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { PetState } from '@huella/shared/constants';
import type { Database } from '../../db/client';
import { favourites, favouriteUpdates, pets, shelters, users } from '../../db/schema';
import { publiclyVisible } from '../pets';

export interface StateChange {
  petId: number;
  from: PetState;
  to: PetState;
  /** Who made the change: never told about their own change. Null: the platform. */
  actorId: number | null;
  at: Date;
}

export interface MailLimits {
  /** Mails already sent since then count against the limits below. */
  since: Date;
  /** At most this many mails to one person in the window, whatever the animals. */
  perRecipient: number;
}

export interface ClaimedMail {
  id: number;
  email: string;
  firstName: string;
  petId: number;
  petName: string;
  petGender: 'macho' | 'hembra';
  shelterName: string;
  state: PetState;
}

/** Notices the reader may see: of animals still kept as favourites and still public. */
const readable = (userId: number) => [
  eq(favouriteUpdates.userId, userId),
  ...publiclyVisible(),
  sql`exists (select 1 from ${favourites} where ${favourites.userId} = ${favouriteUpdates.userId} and ${favourites.petId} = ${favouriteUpdates.petId})`,
];

export function createFavouriteUpdatesRepository(db: Database) {
  return {
    /**
     * Tells everyone who keeps the animal as a favourite (but the author) about
     * a change. An unread notice of the animal is brought up to date instead of
     * adding a second one; if the change undid it before it was mailed, it goes.
     */
    async record(change: StateChange): Promise<void> {
      const unreadOfPet = and(
        eq(favouriteUpdates.petId, change.petId),
        isNull(favouriteUpdates.readAt),
      );
      await db
        .update(favouriteUpdates)
        .set({ toState: change.to, createdAt: change.at })
        .where(unreadOfPet);
      // One statement for every follower of the animal; the partial unique index
      // (one unread notice per person and animal) makes a race a no-op.
      await db.execute(sql`
        insert into ${favouriteUpdates} (user_id, pet_id, from_state, to_state, created_at)
        select f.user_id, f.pet_id, ${change.from}, ${change.to}, ${change.at.toISOString()}::timestamptz
        from ${favourites} as f
        where f.pet_id = ${change.petId}
          and f.user_id is distinct from ${change.actorId}::integer
          and not exists (
            select 1 from ${favouriteUpdates} as unread
            where unread.user_id = f.user_id and unread.pet_id = f.pet_id and unread.read_at is null
          )
        on conflict do nothing
      `);
      // Last, so that those whose notice it removes do not get a new one above.
      await db
        .delete(favouriteUpdates)
        .where(
          and(
            unreadOfPet,
            isNull(favouriteUpdates.mailedAt),
            eq(favouriteUpdates.fromState, favouriteUpdates.toState),
          ),
        );
    },

    /**
     * Marks as mailed, and answers, the animal's unread notices whose readers
     * want mail and are within the limits: no mail about this animal since
     * `limits.since`, and fewer than `limits.perRecipient` mails in all.
     */
    async claimMails(petId: number, now: Date, limits: MailLimits): Promise<ClaimedMail[]> {
      const since = limits.since.toISOString();
      const rows = await db
        .update(favouriteUpdates)
        .set({ mailedAt: now })
        .from(users)
        .where(
          and(
            eq(favouriteUpdates.petId, petId),
            isNull(favouriteUpdates.readAt),
            isNull(favouriteUpdates.mailedAt),
            eq(users.id, favouriteUpdates.userId),
            eq(users.favouriteUpdateMails, true),
            eq(users.isActive, true),
            sql`not exists (select 1 from ${favouriteUpdates} as mailed
              where mailed.user_id = ${favouriteUpdates.userId}
                and mailed.pet_id = ${favouriteUpdates.petId}
                and mailed.mailed_at > ${since}::timestamptz)`,
            sql`(select count(*) from ${favouriteUpdates} as mailed
              where mailed.user_id = ${favouriteUpdates.userId}
                and mailed.mailed_at > ${since}::timestamptz) < ${limits.perRecipient}`,
          ),
        )
        .returning({
          id: favouriteUpdates.id,
          email: users.email,
          firstName: users.firstName,
          state: favouriteUpdates.toState,
        });
      if (rows.length === 0) return [];
      const [pet] = await db
        .select({ name: pets.name, gender: pets.gender, shelterName: shelters.name })
        .from(pets)
        .innerJoin(shelters, eq(shelters.id, pets.shelterId))
        .where(eq(pets.id, petId));
      if (!pet) return [];
      return rows.map((row) => ({
        ...row,
        petId,
        petName: pet.name,
        petGender: pet.gender,
        shelterName: pet.shelterName,
      }));
    },

    /** The reader's newest notices (at most `limit`) and how many are unread. */
    async listFor(userId: number, limit: number) {
      const where = and(...readable(userId));
      const [rows, unread] = await Promise.all([
        db
          .select({
            id: favouriteUpdates.id,
            petId: pets.id,
            petName: pets.name,
            petKind: pets.kind,
            petGender: pets.gender,
            fromState: favouriteUpdates.fromState,
            toState: favouriteUpdates.toState,
            createdAt: favouriteUpdates.createdAt,
            readAt: favouriteUpdates.readAt,
          })
          .from(favouriteUpdates)
          .innerJoin(pets, eq(pets.id, favouriteUpdates.petId))
          .where(where)
          .orderBy(desc(favouriteUpdates.createdAt), desc(favouriteUpdates.id))
          .limit(limit),
        db
          .select({ total: count() })
          .from(favouriteUpdates)
          .innerJoin(pets, eq(pets.id, favouriteUpdates.petId))
          .where(and(where, isNull(favouriteUpdates.readAt))),
      ]);
      return { rows, unread: unread[0]?.total ?? 0 };
    },

    /** How many of these ids are the user's notices (read or not). */
    async countOwn(userId: number, ids: number[]): Promise<number> {
      const [row] = await db
        .select({ total: count() })
        .from(favouriteUpdates)
        .where(and(eq(favouriteUpdates.userId, userId), inArray(favouriteUpdates.id, ids)));
      return row?.total ?? 0;
    },

    async markRead(userId: number, ids: number[], at: Date): Promise<void> {
      await db
        .update(favouriteUpdates)
        .set({ readAt: at })
        .where(
          and(
            eq(favouriteUpdates.userId, userId),
            inArray(favouriteUpdates.id, ids),
            isNull(favouriteUpdates.readAt),
          ),
        );
    },
  };
}
