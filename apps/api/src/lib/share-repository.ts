/**
 * The few reads the shared-link tags and the sitemap need: one animal with
 * its shelter's city and first photo, and the ids of every listed animal.
 */
import { and, asc, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { petPhotos, pets, shelters } from '../db/schema';

/** Sitemaps hold at most 50,000 addresses; the static pages take a few. */
export const SITEMAP_ANIMAL_LIMIT = 49_900;

const visible = () => and(isNull(pets.deletedAt), gt(pets.expiresAt, sql`now()`));

export interface ShareAnimal {
  id: number;
  name: string;
  kind: string;
  description: string;
  city: string;
  photo: { storageKey: string; width: number; height: number } | null;
}

/** An animal whose page is public (adopted ones included, as on the detail page), or null. */
export async function findShareAnimal(db: Database, id: number): Promise<ShareAnimal | null> {
  const [animal] = await db
    .select({
      id: pets.id,
      name: pets.name,
      kind: pets.kind,
      description: pets.description,
      city: shelters.city,
    })
    .from(pets)
    .innerJoin(shelters, eq(shelters.id, pets.shelterId))
    .where(and(eq(pets.id, id), visible()));
  if (!animal) return null;
  const [photo] = await db
    .select({ storageKey: petPhotos.storageKey, width: petPhotos.width, height: petPhotos.height })
    .from(petPhotos)
    .where(eq(petPhotos.petId, id))
    .orderBy(asc(petPhotos.position), asc(petPhotos.id))
    .limit(1);
  return { ...animal, photo: photo ?? null };
}

/** The animals of the public lists, most recently changed first. */
export async function listSitemapAnimals(
  db: Database,
): Promise<{ id: number; lastModified: Date }[]> {
  return db
    .select({ id: pets.id, lastModified: pets.updatedAt })
    .from(pets)
    .where(and(visible(), inArray(pets.state, ['en_adopcion', 'pendiente'])))
    .orderBy(desc(pets.updatedAt))
    .limit(SITEMAP_ANIMAL_LIMIT);
}
