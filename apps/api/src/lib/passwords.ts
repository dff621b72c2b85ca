/**
 * Password hashing with argon2id, OWASP parameters (m=19456 KiB, t=2, p=1).
 *
 * Each hash or verification costs about 19 MB and tens of milliseconds of a
 * core on libuv's thread pool, so they are bounded (PASSWORD_QUEUE): two at a
 * time, and a bounded number waiting. Signing in goes first (high priority)
 * and one of the two slots is kept for it; setting a password or confirming
 * one to change the account (low) uses the other, so sixty password changes
 * at once cannot hold a sign-in up. Past
 * the bound the request is refused at once with a Spanish 503.
 */
import argon2 from 'argon2';
import { WorkQueue, type Priority } from './work-queue';

const OPTIONS = { type: argon2.argon2id, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

/** Operations at once, and waiting per priority. */
export const PASSWORD_QUEUE = {
  concurrency: 2,
  reservedForHigh: 1,
  maxQueued: { high: 64, low: 16 },
} as const;

/** The argon2 operations of this process (exported for the tests that watch its bound). */
export const passwordWork = new WorkQueue({
  concurrency: PASSWORD_QUEUE.concurrency,
  reservedForHigh: PASSWORD_QUEUE.reservedForHigh,
  maxQueued: PASSWORD_QUEUE.maxQueued,
  retryAfterSeconds: 2,
});

/** Hashes a new password (low priority: it never stands between a person and signing in). */
export const hashPassword = (password: string) =>
  passwordWork.run(() => argon2.hash(password, OPTIONS), { priority: 'low' });

/**
 * Checks a password against its hash: high priority by default (signing in),
 * `low` where it confirms a change to the account.
 */
export async function verifyPassword(
  hash: string,
  password: string,
  { priority = 'high', signal }: { priority?: Priority; signal?: AbortSignal } = {},
): Promise<boolean> {
  return passwordWork.run(
    async () => {
      try {
        return await argon2.verify(hash, password);
      } catch {
        return false;
      }
    },
    { priority, signal },
  );
}

/**
 * A hash verified when the account does not exist, so that a wrong email costs
 * the same time as a wrong password and the answer reveals nothing.
 */
let dummyHash: Promise<string> | undefined;
export async function verifyAgainstDummy(password: string, signal?: AbortSignal): Promise<false> {
  dummyHash ??= argon2.hash('Huella-dummy-password-1', OPTIONS);
  await verifyPassword(await dummyHash, password, { signal });
  return false;
}
