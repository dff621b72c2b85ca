/** Profiles: the list (everyone for staff, only oneself otherwise), one's own account, updates. */
import type { User, UserUpdate } from '@huella/shared/schemas/users';
import type { Database } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { Forbidden, NotFound, Unauthorized } from '../../lib/errors';
import type { PageRequest } from '../../lib/pagination';
import type { AuthUser } from '../../plugins/auth';
import { emailTaken } from '../auth/service';
import { presentUser } from './present';
import { createUsersRepository, USERS_EMAIL_UNIQUE, type UserChanges } from './repository';

export function createUsersService({ db }: { db: Database }) {
  const users = createUsersRepository(db);

  return {
    /** Staff see every account; anyone else a one-item list with their own. */
    async list(viewer: AuthUser, page: PageRequest): Promise<{ items: User[]; total: number }> {
      if (viewer.isStaff) {
        const { rows, total } = await users.list(page);
        return { items: rows.map(presentUser), total };
      }
      const own = await users.findById(viewer.id);
      if (!own) throw new Unauthorized();
      return { items: page.offset === 0 ? [presentUser(own)] : [], total: 1 };
    },

    async me(viewer: AuthUser): Promise<User> {
      const row = await users.findById(viewer.id);
      if (!row) throw new Unauthorized();
      return presentUser(row);
    },

    /** A user edits their own account; staff may edit anyone's. */
    async update(viewer: AuthUser, userId: number, input: UserUpdate): Promise<User> {
      if (userId !== viewer.id && !viewer.isStaff) throw new Forbidden();
      const changes: UserChanges = {
        firstName: input.first_name,
        lastName: input.last_name,
        email: input.email,
        phone: input.phone,
        address: input.address,
        postcode: input.postcode,
        city: input.city,
        country: input.country,
        web: input.web,
        instagram: input.instagram,
        facebook: input.facebook,
      };
      // Fields left out of the request keep their value.
      for (const key of Object.keys(changes) as (keyof UserChanges)[]) {
        if (changes[key] === undefined) delete changes[key];
      }
      const other = await users.findByEmail(input.email);
      if (other && other.id !== userId) throw emailTaken();
      try {
        const row = await users.update(userId, changes);
        if (!row) throw new NotFound();
        return presentUser(row);
      } catch (error) {
        if (isUniqueViolation(error, USERS_EMAIL_UNIQUE)) throw emailTaken();
        throw error;
      }
    },
  };
}
