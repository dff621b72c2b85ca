/**
 * Demo favourites: the demo adopter keeps a few animals, among them one that
 * its shelter has reserved (news not seen yet) and one adopted (news already
 * read), so Mi cuenta → Favoritos shows its news, its states and its hearts.
 * Only when the adopter has no favourites yet (idempotent); animals are
 * chosen by state, so a partial catalogue (tests) simply yields fewer.
 */
import { and, asc, count, eq, isNull } from 'drizzle-orm';
import type { PetState } from '@huella/shared/constants';
import type { Database } from '../client';
import { favourites, favouriteUpdates, pets } from '../schema';

const HOUR_MS = 60 * 60 * 1000;

/** How many animals of each state the adopter keeps. */
const KEPT: Record<PetState, number> = { pendiente: 1, adoptada: 1, en_adopcion: 3 };

export async function seedDemoFavourites(
  db: Database,
  adopterId: number,
  now = new Date(),
): Promise<void> {
  const [existing] = await db
    .select({ n: count() })
    .from(favourites)
    .where(eq(favourites.userId, adopterId));
  if ((existing?.n ?? 0) > 0) return;

  for (const [state, howMany] of Object.entries(KEPT) as [PetState, number][]) {
    const chosen = await db
      .select({ id: pets.id })
      .from(pets)
      .where(and(eq(pets.state, state), isNull(pets.deletedAt)))
      .orderBy(asc(pets.id))
      .limit(howMany);
    for (const [index, pet] of chosen.entries()) {
      await db
        .insert(favourites)
        .values({
          userId: adopterId,
          petId: pet.id,
          createdAt: new Date(now.getTime() - (index + 2) * 24 * HOUR_MS),
        })
        .onConflictDoNothing();
      if (state === 'en_adopcion') continue;
      // Reserved two hours ago (unread); adopted yesterday (read since).
      const reserved = state === 'pendiente';
      await db.insert(favouriteUpdates).values({
        userId: adopterId,
        petId: pet.id,
        fromState: reserved ? 'en_adopcion' : 'pendiente',
        toState: state,
        createdAt: new Date(now.getTime() - (reserved ? 2 : 26) * HOUR_MS),
        readAt: reserved ? null : new Date(now.getTime() - 20 * HOUR_MS),
      });
    }
  }
}
