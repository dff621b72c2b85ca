/**
 * Puts the demo catalogue in the database. Photos go through the same
 * pipeline as a shelter's upload (storeImage: checks, auto-rotation, WebP
 * variants in the media storage). Each is published on its own day, a few
 * long enough ago to have expired. Idempotent: an animal already present in
 * its shelter under the same name is left alone.
 */
import { availableParallelism } from 'node:os';
import { and, eq, inArray } from 'drizzle-orm';
import { ANNOUNCEMENT_TTL_DAYS } from '@huella/shared/constants';
import { deleteImage, storeImage, type Storage, type StoredImage } from '../../lib/storage';
import { WorkQueue } from '../../lib/work-queue';
import type { Database } from '../client';
import { petPhotos, pets, shelters } from '../schema';
import { DEMO_ANIMALS, DEMO_TRAITS, type DemoAnimal } from './animals';
import { renderAnimalPhotos } from './pictures';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The birth date `months` before `today`, as YYYY-MM-DD (day clamped to 28 to stay valid). */
export function birthDate(months: number, today = new Date()): string {
  const date = new Date(
    Date.UTC(
      today.getUTCFullYear(),
      today.getUTCMonth() - months,
      Math.min(today.getUTCDate(), 28),
    ),
  );
  return date.toISOString().slice(0, 10);
}

export interface SeedAnimalsOptions {
  storage: Storage;
  /** A part of the catalogue (tests); the whole of it by default. */
  animals?: DemoAnimal[];
  now?: Date;
  /** Receives the key of every photo stored, so that a failed seed can remove them. */
  storedImages?: string[];
}

/** Returns how many animals were added. */
export async function seedDemoAnimals(
  db: Database,
  { storage, animals = DEMO_ANIMALS, now = new Date(), storedImages = [] }: SeedAnimalsOptions,
): Promise<number> {
  const shelterNames = [...new Set(animals.map((animal) => animal.shelter))];
  const shelterRows = shelterNames.length
    ? await db
        .select({ id: shelters.id, name: shelters.name })
        .from(shelters)
        .where(inArray(shelters.name, shelterNames))
    : [];
  const shelterIds = new Map(shelterRows.map((row) => [row.name, row.id]));

  // Which animals are missing, in order, each with the position that seeds its drawings.
  const missing: { animal: DemoAnimal; shelterId: number; index: number }[] = [];
  for (const animal of animals) {
    const shelterId = shelterIds.get(animal.shelter);
    if (shelterId === undefined) throw new Error(`Demo shelter missing: ${animal.shelter}`);
    const [existing] = await db
      .select({ id: pets.id })
      .from(pets)
      .where(and(eq(pets.shelterId, shelterId), eq(pets.name, animal.name)))
      .limit(1);
    if (existing) continue;
    // The catalogue position seeds the drawings, so a subset draws the same pictures.
    const index = DEMO_ANIMALS.indexOf(animal);
    missing.push({ animal, shelterId, index: index < 0 ? missing.length : index });
  }

  // Photos are drawn and converted a few animals ahead, one per core (the
  // conversions run on libuv's threads), while rows are written in order.
  const photosOf = ({ animal, index }: (typeof missing)[number]) =>
    storeAnimalPhotos(storage, animal, index, storedImages);
  const ahead = availableParallelism();
  const photos = missing.slice(0, ahead).map(photosOf);
  try {
    for (const [position, { animal, shelterId, index }] of missing.entries()) {
      const stored = await photos[position]!;
      const next = missing[position + ahead];
      if (next) photos.push(photosOf(next));
      // Spread over the last two months so that "most recent" has an order to
      // show, unless the animal says when (some have expired, for Anuncios).
      const daysAgo = animal.publishedDaysAgo ?? (index * 17) % 60;
      const publishedAt = new Date(now.getTime() - daysAgo * DAY_MS);
      await db.transaction(async (tx) => {
        const [pet] = await tx
          .insert(pets)
          .values({
            shelterId,
            name: animal.name,
            kind: animal.kind,
            gender: animal.gender,
            race: animal.race,
            birth: birthDate(animal.ageMonths, now),
            description: animal.description,
            state: animal.state ?? 'en_adopcion',
            sterilized: animal.sterilized ?? false,
            sickness: animal.sickness ?? '',
            size: animal.size,
            microchipped: animal.microchipped ?? false,
            chipNumber: animal.microchipped ? `941000${String(index + 1).padStart(9, '0')}` : null,
            vaccinated: animal.vaccinated ?? false,
            goodWithChildren: animal.goodWithChildren ?? null,
            goodWithDogs: animal.goodWithDogs ?? null,
            goodWithCats: animal.goodWithCats ?? null,
            energy: DEMO_TRAITS[animal.name]?.energy ?? null,
            needsGarden: DEMO_TRAITS[animal.name]?.needsGarden ?? null,
            publishedAt,
            renewedAt: publishedAt,
            // Not edited since: saved searches' alerts count an edit as news (issue 20).
            updatedAt: publishedAt,
            expiresAt: new Date(publishedAt.getTime() + ANNOUNCEMENT_TTL_DAYS * DAY_MS),
          })
          .returning({ id: pets.id });
        await tx.insert(petPhotos).values(
          stored.map((image, position) => ({
            petId: pet!.id,
            position,
            storageKey: image.key,
            width: image.width,
            height: image.height,
          })),
        );
      });
    }
  } catch (error) {
    // Nothing is left half-written: every photo stored, also those drawn ahead, goes.
    const settled = await Promise.allSettled(photos);
    const keys = settled.flatMap((result) =>
      result.status === 'fulfilled' ? result.value.map((image) => image.key) : [],
    );
    await Promise.allSettled(keys.map((key) => deleteImage(storage, key)));
    throw error;
  }
  return missing.length;
}

/** The work of the demo's photos: every core, since nothing else runs before the server listens. */
const seedImageWork = new WorkQueue({
  concurrency: availableParallelism(),
  maxQueued: { high: 0, low: Number.POSITIVE_INFINITY },
  retryAfterSeconds: 1,
});

/** Draws an animal's photos and stores them; none is left behind when one fails. */
async function storeAnimalPhotos(
  storage: Storage,
  animal: DemoAnimal,
  index: number,
  storedImages: string[],
): Promise<StoredImage[]> {
  const stored: StoredImage[] = [];
  try {
    for (const photo of await renderAnimalPhotos(animal, index)) {
      const image = await storeImage(storage, photo, { work: seedImageWork });
      stored.push(image);
      storedImages.push(image.key);
    }
    return stored;
  } catch (error) {
    await Promise.allSettled(stored.map((image) => deleteImage(storage, image.key)));
    throw error;
  }
}
