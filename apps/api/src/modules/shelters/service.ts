/**
 * Shelters (Refugio, Protectora, Particular): the public directory and page of
 * verified shelters, their data and photo as their administrators edit them,
 * and their members. Administrators of a shelter
 * (and staff) change it and its members; any member sees who the members are
 * and may leave; a shelter never stays without an administrator. `verified`
 * belongs to staff and is never changed here.
 */
import type { MembershipRole } from '@huella/shared/constants';
import { sheltersMessages } from '@huella/shared/messages';
import {
  missingCoordinate,
  type MyShelter,
  type PublicShelter,
  type Shelter,
  type ShelterCity,
  type ShelterDirectoryEntry,
  type ShelterListQuery,
  type ShelterPatch,
  type ShelterUser,
} from '@huella/shared/schemas/shelters';
import type { Database } from '../../db/client';
import { Conflict, Forbidden, invalidField, NotFound } from '../../lib/errors';
import { imageRequired } from '../../lib/images';
import type { PageRequest } from '../../lib/pagination';
import { deleteImage, replaceImage, type Storage } from '../../lib/storage';
import type { AuthUser } from '../../plugins/auth';
import { presentDirectoryEntry, presentMyShelter, presentShelter } from './present';
import {
  createSheltersRepository,
  type MemberRow,
  type ShelterChanges,
  type SheltersRepository,
  withShelterLocked,
} from './repository';

const sheltersErrors = sheltersMessages.errors;

export const shelterNotFound = () => new NotFound(sheltersErrors.notFound, 'shelter_not_found');
const notAdmin = () => new Forbidden(sheltersErrors.notAdmin, 'not_shelter_admin');
const notMember = () => new Forbidden(sheltersErrors.notMember, 'not_shelter_member');
const memberNotFound = () => new NotFound(sheltersErrors.memberNotFound, 'member_not_found');
const lastAdministrator = () =>
  new Conflict(sheltersErrors.lastAdmin, undefined, 'last_administrator');

function presentMember(row: MemberRow): ShelterUser {
  return {
    id: row.id,
    name: `${row.firstName} ${row.lastName}`.trim(),
    first_name: row.firstName,
    last_name: row.lastName,
    email: row.email,
    role: row.role,
  };
}

/** API fields → columns; fields left out are not touched. */
function toChanges(input: ShelterPatch): ShelterChanges {
  const { opening_hours, adoption_conditions, ...same } = input;
  const changes: ShelterChanges = {
    ...same,
    openingHours: opening_hours,
    adoptionConditions: adoption_conditions,
  };
  for (const key of Object.keys(changes) as (keyof ShelterChanges)[]) {
    if (changes[key] === undefined) delete changes[key];
  }
  return changes;
}

export async function requireAdministrator(
  shelters: SheltersRepository,
  viewer: AuthUser,
  shelterId: number,
) {
  if (viewer.isStaff) return;
  if ((await shelters.roleOf(shelterId, viewer.id)) !== 'administrador') throw notAdmin();
}

export function createSheltersService({ db, storage }: { db: Database; storage: Storage }) {
  const shelters = createSheltersRepository(db);

  async function existing(id: number) {
    const shelter = await shelters.findById(id);
    if (!shelter) throw shelterNotFound();
    return shelter;
  }

  /**
   * Runs a membership change with the shelter locked: 404 when there is no
   * such shelter, 403 unless the viewer administers it (or `allowSelf` and the
   * change is about the viewer), 404 when the user is not a member.
   */
  async function changeMembership<T>(
    viewer: AuthUser,
    shelterId: number,
    userId: number,
    options: { allowSelf: boolean },
    change: (locked: SheltersRepository, member: MemberRow) => Promise<T>,
  ): Promise<T> {
    await existing(shelterId);
    return withShelterLocked(db, shelterId, async (locked) => {
      if (!(options.allowSelf && viewer.id === userId)) {
        await requireAdministrator(locked, viewer, shelterId);
      }
      const member = await locked.findMember(shelterId, userId);
      if (!member) throw memberNotFound();
      return change(locked, member);
    });
  }

  return {
    /** The dashboard's "Refugios" section and the announcement form's shelter picker. */
    myShelters: async (userId: number): Promise<MyShelter[]> =>
      (await shelters.listForMember(userId)).map(presentMyShelter),

    /** The public page: only verified shelters have one, and not while suspended. */
    async getPublic(id: number): Promise<PublicShelter> {
      const shelter = await shelters.findPublic(id);
      if (!shelter) throw shelterNotFound();
      const { verified: _verified, ...rest } = presentShelter(shelter);
      return rest;
    },

    /** The directory (/refugios): verified shelters only, by city and kind. */
    async listDirectory(
      { city, kind }: Pick<ShelterListQuery, 'city' | 'kind'>,
      page: PageRequest,
    ): Promise<{ items: ShelterDirectoryEntry[]; total: number }> {
      const { rows, total } = await shelters.listDirectory({ city, kind }, page);
      return { items: rows.map(presentDirectoryEntry), total };
    },

    directoryCities: (): Promise<ShelterCity[]> => shelters.listDirectoryCities(),

    /**
     * Puts a new logo or photo through the image pipeline (as the profile
     * photo) and in place of the old one, whose files go once the new one is
     * saved. Administrators only (and staff).
     */
    async setPhoto(viewer: AuthUser, id: number, image: Buffer | undefined): Promise<Shelter> {
      await existing(id);
      await requireAdministrator(shelters, viewer, id);
      if (!image) throw imageRequired();
      const row = await replaceImage(
        storage,
        image,
        { prefix: 'shelters', owner: viewer.id },
        (key) => shelters.replacePhoto(id, key),
        shelterNotFound,
      );
      return presentShelter(row);
    },

    /** Removes the logo or photo and its files. */
    async removePhoto(viewer: AuthUser, id: number): Promise<Shelter> {
      await existing(id);
      await requireAdministrator(shelters, viewer, id);
      const replaced = await shelters.replacePhoto(id, null);
      if (!replaced) throw shelterNotFound();
      if (replaced.previous) await deleteImage(storage, replaced.previous);
      return presentShelter(replaced.row);
    },

    /** PUT and PATCH: the fields sent replace the stored ones. */
    async update(viewer: AuthUser, id: number, input: ShelterPatch): Promise<Shelter> {
      const current = await existing(id);
      await requireAdministrator(shelters, viewer, id);
      const changes = toChanges(input);
      const missing = missingCoordinate(
        changes.latitude !== undefined ? changes.latitude : current.latitude,
        changes.longitude !== undefined ? changes.longitude : current.longitude,
      );
      if (missing) throw invalidField(missing, sheltersErrors.coordinatesPair);
      const updated = await shelters.update(id, changes);
      if (!updated) throw shelterNotFound();
      return presentShelter(updated);
    },

    /** Members and staff see who belongs to the shelter. */
    async listUsers(
      viewer: AuthUser,
      id: number,
      page: PageRequest,
    ): Promise<{ items: ShelterUser[]; total: number }> {
      await existing(id);
      if (!viewer.isStaff && !(await shelters.roleOf(id, viewer.id))) throw notMember();
      const { rows, total } = await shelters.listMembers(id, page);
      return { items: rows.map(presentMember), total };
    },

    async changeRole(
      viewer: AuthUser,
      id: number,
      userId: number,
      role: MembershipRole,
    ): Promise<ShelterUser> {
      return changeMembership(viewer, id, userId, { allowSelf: false }, async (locked, member) => {
        if (member.role === 'administrador' && role !== 'administrador') {
          if ((await locked.countAdministrators(id)) <= 1) throw lastAdministrator();
        }
        await locked.setRole(id, userId, role);
        return presentMember({ ...member, role });
      });
    },

    /** Administrators remove anyone; every member may leave. */
    async removeUser(viewer: AuthUser, id: number, userId: number): Promise<void> {
      await changeMembership(viewer, id, userId, { allowSelf: true }, async (locked, member) => {
        if (member.role === 'administrador' && (await locked.countAdministrators(id)) <= 1) {
          throw lastAdministrator();
        }
        await locked.removeMember(id, userId);
      });
    },
  };
}
