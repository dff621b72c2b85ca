/**
 * Who is asking, kept in memory (decision 11, lib/identity-cache.ts):
 * `app.identityCache.sessions` holds the identity of live sessions (what
 * plugins/auth.ts would otherwise read on every authenticated request) and
 * `app.identityCache.answers` the serialized `me` answer of each user.
 *
 * Both forget a user:
 * - when the database says so: the triggers of migration 0016 send
 *   `identity:<user id>` on every process (sessions ended or deleted, the
 *   account's row, memberships), received through app.realtime; a favourite
 *   added or removed sends `me:<user id>` (only the `me` answer) through
 *   app.realtime.meChanged, after its write (migration 0025);
 *   everything is forgotten when that channel may have missed notifications;
 * - at once, before the answer leaves, after this process's own writes:
 *   sessions ended anywhere in this process go through
 *   `app.realtime.endSessions`, which evicts those users synchronously; the
 *   profile route evicts its user, and the favourites routes through
 *   `app.realtime.meChanged`; and a successful write
 *   under the paths that change accounts, memberships or staff rights
 *   written by other modules (IDENTITY_WRITES) empties both caches;
 * - after MAX_AGE_MS at most.
 *
 * `me` lists favourites of announcements that still exist, so its answers
 * are also forgotten when the catalogue changes (a pet deleted).
 */
import fp from 'fastify-plugin';
import { UserCache } from '../lib/identity-cache';
import { CATALOGUE_CHANGED } from '../lib/realtime';

/** What plugins/auth.ts knows of a live session's user. */
export interface SessionIdentity {
  id: number;
  email: string;
  isStaff: boolean;
  shelterIds: readonly number[];
}

export interface IdentityCache {
  /** By user id and session id. */
  sessions: UserCache<SessionIdentity>;
  /** Serialized answers by user id and a name (`me`). */
  answers: UserCache<Buffer>;
}

declare module 'fastify' {
  interface FastifyInstance {
    identityCache: IdentityCache;
  }
}

const MAX_ENTRIES = 50_000;
const MAX_AGE_MS = 60_000;
/** The `me` answers kept at most, in bytes (a long list of favourites makes a big one). */
const ANSWERS_MAX_BYTES = 16 * 1024 * 1024;

/**
 * Successful writes under these paths may change a user's identity or rights
 * or their `me` (staff's users, shelters and applications; memberships,
 * invitations and new shelters; an address confirmed).
 */
const IDENTITY_WRITES =
  /^\/(staff|shelters)\/api\/|^\/users\/api\/(email-confirmation|users\/me\/change-email)\//;
/** …and these `me`'s favourites (an announcement deleted). */
const ANSWER_WRITES = /^\/pets\/api\//;
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export default fp(
  async (app) => {
    const cache: IdentityCache = {
      sessions: new UserCache({ maxEntries: MAX_ENTRIES, maxAgeMs: MAX_AGE_MS }),
      answers: new UserCache({
        maxEntries: MAX_ENTRIES,
        maxAgeMs: MAX_AGE_MS,
        maxWeight: ANSWERS_MAX_BYTES,
        weigh: (body) => body.length,
      }),
    };
    app.decorate('identityCache', cache);

    app.realtime.onIdentityChange((userIds, onlyMe) => {
      if (userIds === null) {
        if (!onlyMe) cache.sessions.clear();
        cache.answers.clear();
        return;
      }
      if (!onlyMe) cache.sessions.evict(userIds);
      cache.answers.evict(userIds);
    });
    app.realtime.onChange(CATALOGUE_CHANGED, () => cache.answers.clear());

    app.addHook('onSend', (request, reply, payload, done) => {
      if (!SAFE_METHODS.has(request.method) && reply.statusCode < 400) {
        if (IDENTITY_WRITES.test(request.url)) {
          cache.sessions.clear();
          cache.answers.clear();
        } else if (ANSWER_WRITES.test(request.url)) {
          cache.answers.clear();
        }
      }
      done(null, payload);
    });
  },
  { name: 'identity-cache', dependencies: ['realtime'] },
);
