/**
 * Adoption announcements: the public catalogue in both shapes, one animal, and
 * the shelter's own management (create, replace, change, withdraw). Only the
 * members of a shelter write its announcements; only they see chip numbers.
 */
import { ANNOUNCEMENT_TTL_DAYS, type PetSort } from '@huella/shared/constants';
import { compatibilityMessages, moderationMessages, petsMessages } from '@huella/shared/messages';
import type {
  Animal,
  ManagedPetCounts,
  ManagedPetsQuery,
  Pet,
  PetListQuery,
  PetPatch,
  PetPhoto,
  PetWrite,
} from '@huella/shared/schemas/pets';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { primaryOnly, type CatalogueReader } from '../../db/catalogue-reader';
import {
  Conflict,
  Forbidden,
  invalidField,
  NotFound,
  TooManyRequests,
  Unauthorized,
} from '../../lib/errors';
import { imageRequired } from '../../lib/images';
import type { PageRequest } from '../../lib/pagination';
import { deleteImage, storeImage, type Storage } from '../../lib/storage';
import type { ClockedTotal } from '../../lib/response-cache';
import { WorkQueue } from '../../lib/work-queue';
import type { AuthUser } from '../../plugins/auth';
import { NO_TOTALS, seesAsGuest, type Totals } from '../../plugins/catalogue-cache';
import type { AdoptionRequestsService } from '../adoption-requests';
import { compatibilityProfileOf } from '../questionnaire';
import { presentAnimal, presentPet, presentPhoto } from './present';
import {
  createPetsRepository,
  type ManagedFilters,
  type PetChanges,
  type PetFilters,
  type PetRow,
  type PetWithPhotos,
  type PublicOrder,
} from './repository';
import { CountedViews, isBot, visitorIdentities, visitorKey } from './views';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The date (YYYY-MM-DD, UTC) before this one. */
const dayBefore = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) - DAY_MS).toISOString().slice(0, 10);

/**
 * The order by compatibility is a person's own: no cache answers it, and it
 * scores every listed announcement of its filters before it can page (about
 * 66 ms of PostgreSQL at 100,000 animals, bench:catalogue; decision 21). Like
 * image conversions and password hashing, it is bounded per process: two at
 * once, a few waiting, two per person (running or waiting); past that a
 * Spanish 503, or 429 for the person, with Retry-After. So people ordering by
 * compatibility never hold every connection the other lists need.
 */
export const COMPATIBILITY_QUEUE = { concurrency: 2, maxQueued: 16, maxPerOwner: 2 } as const;

/** The compatibility orders of this process (exported for the tests that watch its bound). */
export const compatibilityWork = new WorkQueue({
  concurrency: COMPATIBILITY_QUEUE.concurrency,
  maxQueued: { high: 0, low: COMPATIBILITY_QUEUE.maxQueued },
  maxPerOwner: COMPATIBILITY_QUEUE.maxPerOwner,
  retryAfterSeconds: 2,
  ownerBusy: () => new TooManyRequests(2, compatibilityMessages.errors.sortBusy),
});

export const petNotFound = () => new NotFound(petsMessages.errors.notFound, 'pet_not_found');
const notMember = () => new Forbidden(petsMessages.errors.notShelterMember, 'not_shelter_member');
const notVerified = () =>
  new Forbidden(petsMessages.errors.shelterNotVerified, 'shelter_not_verified');
const suspended = () =>
  new Forbidden(moderationMessages.errors.shelterSuspended, 'shelter_suspended');

export interface PetsServiceDeps {
  db: Database;
  config: Config;
  storage: Storage;
  now?: () => Date;
  /** A new view changed this animal's count (its cached page is out of date). */
  onViewCounted?: (petId: number) => void;
  /** The adoption workflow: a state changed by hand closes the requests it leaves behind. */
  adoptionRequests: Pick<AdoptionRequestsService, 'changePetStateByHand'>;
  /** Where the public catalogue may be read from (a replica once up to date); the primary by default. */
  catalogue?: CatalogueReader;
}

export interface Visitor {
  userId: number | null;
  /** The shelters a signed-in visitor belongs to (their own animals' views do not count). */
  shelterIds?: readonly number[];
  ip: string;
  userAgent: string | undefined;
}

function splitQuery(query: PetListQuery): { filters: PetFilters; sort: PetSort } {
  const { page: _page, page_size: _pageSize, sort, ...filters } = query;
  return { filters, sort };
}

/** The catalogue cache's key of the listed announcements' traits (listed-traits.ts). */
const LISTED_TRAITS = 'listed-traits';
/**
 * Totals counted by the database since the data last changed before the
 * traits are read: reading them costs about ten counts of a wide list (one
 * pass over the listed announcements), so data that changes more often than
 * its totals are asked for keeps counting in the database.
 */
const COUNTS_BEFORE_TRAITS = 10;

/** The key of a list's total: its filters, whatever the page and the order. */
function totalKey(filters: PetFilters): string {
  const set = Object.entries(filters)
    .filter(([, value]) => value !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : 1));
  return `listed:${JSON.stringify(set)}`;
}

/** The key of the total of a member's list (an Anuncios tab) for these shelters and words. */
function managedTotalKey({ shelterIds, status, q }: ManagedFilters): string {
  return `managed:${JSON.stringify([[...shelterIds].sort((a, b) => a - b), status, q ?? ''])}`;
}

/** API field names → columns; fields left undefined are not touched. */
function toChanges(input: PetPatch): PetChanges {
  const changes: PetChanges = {
    name: input.name,
    kind: input.kind,
    gender: input.gender,
    race: input.race,
    birth: input.birth,
    description: input.description,
    shelterId: input.shelter,
    state: input.state,
    sterilized: input.sterilized,
    sickness: input.sickness,
    size: input.size,
    microchipped: input.microchipped,
    chipNumber: input.chip_number,
    vaccinated: input.vaccinated,
    goodWithChildren: input.good_with_children,
    goodWithDogs: input.good_with_dogs,
    goodWithCats: input.good_with_cats,
    energy: input.energy,
    needsGarden: input.needs_garden,
  };
  for (const key of Object.keys(changes) as (keyof PetChanges)[]) {
    if (changes[key] === undefined) delete changes[key];
  }
  // Without a microchip there is no chip number to keep.
  if (changes.microchipped === false) changes.chipNumber = null;
  return changes;
}

export function createPetsService({
  db,
  config,
  storage,
  now = () => new Date(),
  onViewCounted = () => {},
  adoptionRequests,
  catalogue = primaryOnly(),
}: PetsServiceDeps) {
  const pets = createPetsRepository(db);
  const replicaPets = catalogue.replica && createPetsRepository(catalogue.replica);
  /**
   * The public catalogue for someone who sees it as a guest: from the replica
   * once it has replayed every change this process knows of. Members and staff,
   * who write it, always read the primary (their own changes at once).
   */
  async function fromCatalogue<T>(
    guest: boolean,
    read: (from: typeof pets) => Promise<T>,
  ): Promise<T> {
    if (!guest || !replicaPets || !catalogue.caughtUp()) return read(pets);
    try {
      return await read(replicaPets);
    } catch (error) {
      // The replica went away (or failed this read): the primary answers, now and until it is back.
      catalogue.failed(error);
      return read(pets);
    }
  }
  /** PRODUCT.md: only verified shelters publish; issue 17: nor suspended ones. */
  async function requirePublishing(shelterId: number) {
    const standing = await pets.shelterStanding(shelterId);
    if (!standing?.verified) throw notVerified();
    if (standing.suspended) throw suspended();
  }
  const countedViews = new CountedViews();
  // Today's date as text, made again only when the day changes (asked on every animal page).
  let day = { number: -1, text: '' };
  const today = () => {
    const number = Math.floor(now().getTime() / DAY_MS);
    if (number !== day.number) {
      day = { number, text: new Date(number * DAY_MS).toISOString().slice(0, 10) };
    }
    return day.text;
  };

  /** Counts a visitor's first view of the day; answers the new count, if it changed. */
  async function countView(petId: number, visitor: Visitor): Promise<number | undefined> {
    if (isBot(visitor.userAgent)) return undefined;
    const identities = visitorIdentities(visitor);
    const date = today();
    if (countedViews.has(petId, identities, date)) return undefined;
    const views = await pets.recordView(petId, identities.map(visitorKey), date);
    countedViews.add(petId, identities, date);
    if (views !== undefined) onViewCounted(petId);
    return views;
  }

  const memberOf = (viewer: AuthUser | null) => new Set(viewer?.shelterIds);

  /**
   * The list's order: a shared one, or by compatibility with the viewer's
   * questionnaire (a guest, or someone without one, is told what is missing).
   */
  async function orderFor(sort: PetSort, viewer: AuthUser | null): Promise<PublicOrder> {
    if (sort !== 'compatibility') return sort;
    const compatibility = compatibilityMessages.errors;
    if (!viewer) throw new Unauthorized(compatibility.sortSignIn, 'compatibility_sign_in');
    const profile = await compatibilityProfileOf(db, viewer.id);
    if (!profile)
      throw new Conflict(compatibility.sortNeedsQuestionnaire, undefined, 'no_questionnaire');
    return { profile };
  }

  /**
   * A public list's total: from the copy of the listed announcements' traits
   * once the data, since it last changed, has had enough totals counted to pay
   * for making it (listed-traits.ts); until then, and for words, by the database.
   */
  async function countPublic(
    from: typeof pets,
    filters: PetFilters,
    totals: Totals,
  ): Promise<number | ClockedTotal> {
    const listed = filters.q
      ? undefined
      : await totals.shared(LISTED_TRAITS, () => from.listedTraits(), COUNTS_BEFORE_TRAITS);
    const counted = listed?.value && (await from.countListed(listed.value, filters));
    if (listed && counted !== undefined) return { total: counted, until: listed.until };
    return from.countPublic(filters);
  }

  /** A page of the public list, its total counted only when not already known. */
  async function listed(
    query: PetListQuery,
    page: PageRequest,
    totals: Totals,
    viewer: AuthUser | null,
  ) {
    const { filters, sort: asked } = splitQuery(query);
    const sort = await orderFor(asked, viewer);
    return fromCatalogue(seesAsGuest(viewer), async (from) => {
      // Both settled before a failure is thrown: a count shared with other
      // requests must be over (and forgotten) before the primary is asked again.
      const pageOf = () => from.pagePublic(filters, sort, page);
      const [rows, total] = await Promise.allSettled([
        typeof sort === 'object' ? compatibilityWork.run(pageOf, { owner: viewer!.id }) : pageOf(),
        totals.of(totalKey(filters), () => countPublic(from, filters, totals)),
      ]);
      if (rows.status === 'rejected') throw rows.reason;
      if (total.status === 'rejected') throw total.reason;
      return { rows: rows.value, total: total.value };
    });
  }

  function presentPets(rows: PetWithPhotos[], viewer: AuthUser | null): Pet[] {
    const mine = memberOf(viewer);
    return rows.map((row) =>
      presentPet(row, row.photos, {
        showChipNumber: mine.has(row.shelterId),
        publicUrl: config.publicUrl,
        managed: mine.has(row.shelterId) || viewer?.isStaff === true,
      }),
    );
  }

  /** The announcement as its shelter manages it, or 404 / 403. */
  async function managed(viewer: AuthUser, id: number): Promise<PetRow> {
    const row = await pets.findManaged(id);
    if (!row) throw petNotFound();
    if (!memberOf(viewer).has(row.shelterId)) throw notMember();
    return row;
  }

  /** The caller's shelters, or the one asked for if the caller belongs to it. */
  async function managedShelterIds(viewer: AuthUser, shelter?: number): Promise<number[]> {
    const mine = memberOf(viewer);
    if (shelter === undefined) return [...mine];
    if (!mine.has(shelter)) throw notMember();
    return [shelter];
  }

  async function reloadManaged(viewer: AuthUser, id: number): Promise<Pet> {
    const row = await pets.findManaged(id);
    if (!row) throw petNotFound();
    return presentPets([row], viewer)[0]!;
  }

  return {
    async listPets(
      viewer: AuthUser | null,
      query: PetListQuery,
      page: PageRequest,
      totals: Totals = NO_TOTALS,
    ): Promise<{ items: Pet[]; total: number }> {
      const { rows, total } = await listed(query, page, totals, viewer);
      return { items: presentPets(rows, viewer), total };
    },

    async listAnimals(
      viewer: AuthUser | null,
      query: PetListQuery,
      page: PageRequest,
      totals: Totals = NO_TOTALS,
    ): Promise<{ items: Animal[]; total: number }> {
      const { rows, total } = await listed(query, page, totals, viewer);
      return {
        items: rows.map((row) => presentAnimal(row, row.photos, config.publicUrl)),
        total,
      };
    },

    /** Public announcements to anyone; expired ones too to the members of their shelter. */
    async getPet(viewer: AuthUser | null, id: number): Promise<Pet> {
      let row = await fromCatalogue(seesAsGuest(viewer), (from) => from.findVisible(id));
      if (!row && viewer) {
        const own = await pets.findManaged(id);
        if (own && memberOf(viewer).has(own.shelterId)) row = own;
      }
      if (!row) throw petNotFound();
      return presentPets([row], viewer)[0]!;
    },

    /** Whether opening this animal's page now would count no new view (bots never count). */
    viewAlreadyCounted(id: number, visitor: Visitor): boolean {
      return isBot(visitor.userAgent) || countedViews.has(id, visitorIdentities(visitor), today());
    },

    /**
     * Forgets who was counted before yesterday: their views are already in
     * the daily counts and the animal's total, and no view can be counted on
     * those days any more.
     */
    pruneViewers: (): Promise<void> => pets.pruneViewers(dayBefore(today())),

    /**
     * The animal's page: also counts the visitor's view (once a day; bots
     * never). A member of the animal's shelter looking at its own announcement
     * is not a visitor: the count is the interest of the public.
     */
    async getAnimal(id: number, visitor: Visitor, viewer: AuthUser | null = null): Promise<Animal> {
      const row = await fromCatalogue(seesAsGuest(viewer), (from) => from.findVisible(id));
      if (!row) throw petNotFound();
      const countIt = async () => {
        if (visitor.shelterIds?.includes(row.shelterId)) return undefined;
        return countView(row.id, visitor);
      };
      const views = await countIt();
      return presentAnimal(
        { ...row, viewCount: views ?? row.viewCount },
        row.photos,
        config.publicUrl,
      );
    },

    /**
     * Publishes an announcement for one of the caller's shelters, visible for
     * 90 days, with its first photo when one came with the form. The image is
     * checked and stored first; if the row cannot be written its files go.
     */
    async create(viewer: AuthUser, input: PetWrite, image?: Buffer): Promise<Pet> {
      if (!memberOf(viewer).has(input.shelter)) throw notMember();
      await requirePublishing(input.shelter);
      const stored = image
        ? await storeImage(storage, image, { prefix: 'pets', owner: viewer.id })
        : undefined;
      const publishedAt = now();
      let id: number;
      try {
        id = await pets.insert(
          {
            ...toChanges(input),
            name: input.name,
            kind: input.kind,
            shelterId: input.shelter,
            createdBy: viewer.id,
            publishedAt,
            renewedAt: publishedAt,
            expiresAt: new Date(publishedAt.getTime() + ANNOUNCEMENT_TTL_DAYS * DAY_MS),
          },
          stored && { storageKey: stored.key, width: stored.width, height: stored.height },
        );
      } catch (error) {
        if (stored) await deleteImage(storage, stored.key);
        throw error;
      }
      return reloadManaged(viewer, id);
    },

    /** Adds a photo at the end of the gallery. */
    async addPhoto(viewer: AuthUser, petId: number, image: Buffer | undefined): Promise<PetPhoto> {
      await managed(viewer, petId);
      if (!image) throw imageRequired();
      const stored = await storeImage(storage, image, { prefix: 'pets', owner: viewer.id });
      try {
        const row = await pets.addPhoto(petId, {
          storageKey: stored.key,
          width: stored.width,
          height: stored.height,
        });
        return presentPhoto(row);
      } catch (error) {
        await deleteImage(storage, stored.key);
        throw error;
      }
    },

    /** Removes a photo from the gallery, and its files from the storage. */
    async deletePhoto(viewer: AuthUser, petId: number, photoId: number): Promise<void> {
      await managed(viewer, petId);
      const photo = await pets.findPhoto(petId, photoId);
      if (!photo) throw new NotFound(petsMessages.errors.photoNotFound, 'photo_not_found');
      await pets.deletePhoto(photo.id);
      await deleteImage(storage, photo.storageKey);
    },

    /**
     * PUT replaces every field (defaults for those left out); PATCH changes only
     * those sent. An image sent with either becomes the main photo in place of
     * the current one, whose files go once the change is saved. A new state
     * goes through the adoption workflow: with open requests it needs
     * `close_open_requests` (else 409), and closes them.
     */
    async update(
      viewer: AuthUser,
      id: number,
      input: PetWrite | PetPatch,
      image?: Buffer,
    ): Promise<Pet> {
      const row = await managed(viewer, id);
      if (input.shelter !== undefined && input.shelter !== row.shelterId) {
        // Moving an announcement needs membership of both shelters.
        if (!memberOf(viewer).has(input.shelter)) throw notMember();
        await requirePublishing(input.shelter);
      } else if (
        input.state !== undefined &&
        row.state === 'adoptada' &&
        input.state !== 'adoptada' &&
        (await pets.shelterStanding(row.shelterId))?.suspended
      ) {
        // Back on the list while suspended: refused (issue 17).
        throw suspended();
      }
      const stored = image
        ? await storeImage(storage, image, { prefix: 'pets', owner: viewer.id })
        : undefined;
      const cover = stored && {
        storageKey: stored.key,
        width: stored.width,
        height: stored.height,
      };
      const changes = toChanges(input);
      let replacedKey: string | undefined;
      try {
        replacedKey =
          changes.state !== undefined && changes.state !== row.state
            ? await adoptionRequests.changePetStateByHand(
                id,
                changes.state,
                input.close_open_requests === true,
                (tx) => createPetsRepository(tx).update(id, changes, cover),
                viewer.id,
              )
            : await pets.update(id, changes, cover);
      } catch (error) {
        if (stored) await deleteImage(storage, stored.key);
        throw error;
      }
      if (replacedKey) await deleteImage(storage, replacedKey);
      return reloadManaged(viewer, id);
    },

    /**
     * Anuncios: the announcements of the caller's shelters (or of one of them),
     * expired ones included, by status and by part of the name or breed.
     */
    async listManaged(
      viewer: AuthUser,
      query: ManagedPetsQuery,
      page: PageRequest,
      totals: Totals = NO_TOTALS,
    ): Promise<{ items: Pet[]; total: number }> {
      const shelterIds = await managedShelterIds(viewer, query.shelter);
      const filters = { shelterIds, status: query.status, q: query.q };
      // Kept among the catalogue's totals: forgotten when these announcements
      // change, and a tab's also when the next of them expires.
      const known = totals.of(managedTotalKey(filters), () => pets.totalManaged(filters));
      const { rows, total } = await pets.listManaged(filters, page, known);
      return { items: presentPets(rows, viewer), total };
    },

    /** The four counters of Anuncios, for the same shelters and search as the list. */
    async countManaged(
      viewer: AuthUser,
      query: Pick<ManagedPetsQuery, 'shelter' | 'q'>,
    ): Promise<ManagedPetCounts> {
      const shelterIds = await managedShelterIds(viewer, query.shelter);
      return pets.countManaged({ shelterIds, q: query.q });
    },

    /** Puts an announcement (expired or not) back on the list for 90 days from now. */
    async renew(viewer: AuthUser, id: number): Promise<Pet> {
      const row = await managed(viewer, id);
      await requirePublishing(row.shelterId);
      const renewedAt = now();
      await pets.renew(
        id,
        renewedAt,
        new Date(renewedAt.getTime() + ANNOUNCEMENT_TTL_DAYS * DAY_MS),
      );
      return reloadManaged(viewer, id);
    },

    /** Reorders the gallery: every photo id of the announcement, the main photo first. */
    async reorderPhotos(viewer: AuthUser, id: number, photoIds: number[]): Promise<Pet> {
      await managed(viewer, id);
      if (!(await pets.reorderPhotos(id, photoIds))) {
        throw invalidField('photo_ids', petsMessages.errors.photoOrder, 'invalid_photo_order');
      }
      return reloadManaged(viewer, id);
    },

    /** Withdraws the announcement; favourites and reports keep pointing at the row. */
    async remove(viewer: AuthUser, id: number): Promise<void> {
      await managed(viewer, id);
      await pets.softDelete(id);
    },
  };
}
