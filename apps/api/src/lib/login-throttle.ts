/**
 * Password attempts slowed down without letting anyone lock the owner out.
 *
 * Every attempt at an account's password (login, and the password checks of a
 * signed-in user) is counted before the password is verified, in one atomic
 * step that also refuses it when it comes too early, so that forty attempts
 * sent at once are not all evaluated. Two counters:
 *
 * - per account and source address: after `freeAttempts` attempts each next
 *   one must wait twice as long as the last (1 s, 2 s, 4 s… up to 15 min). A
 *   stranger failing from another address never touches the owner's counter;
 * - per account, for addresses not known to be good for it: generous, and it
 *   only slows (at most a minute between attempts), against a password guessed
 *   from many addresses. An address where the right password was given in the
 *   last 30 days is exempt, so the owner is never slowed there.
 *
 * A right password clears its address's counter. Attempts are refused with
 * TooManyRequests (429, Retry-After, the Spanish message). Counters live in
 * this process's memory or, shared by every process, in PostgreSQL
 * (`login_throttles`, db/login-throttle-store.ts), like the rate limits.
 */
import { TooManyRequests } from './errors';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const DAY = 24 * 60 * MINUTE;

/** How attempts are spaced: free ones first, then a delay that doubles, up to a ceiling. */
export interface BackoffSchedule {
  /** Stable name, part of the counter key. */
  name: string;
  freeAttempts: number;
  firstDelayMs: number;
  maxDelayMs: number;
  /** A counter with no attempt for this long starts again from zero. */
  forgetAfterMs: number;
}

export const LOGIN_BACKOFF = {
  /** One account from one address: the owner's own counter. */
  perAddress: {
    name: 'login-address',
    freeAttempts: 5,
    firstDelayMs: SECOND,
    maxDelayMs: 15 * MINUTE,
    forgetAfterMs: DAY,
  },
  /** One account from every address not known to be good for it: generous, and only slows. */
  perAccount: {
    name: 'login-account',
    freeAttempts: 50,
    firstDelayMs: SECOND,
    maxDelayMs: MINUTE,
    forgetAfterMs: DAY,
  },
} as const satisfies Record<string, BackoffSchedule>;

/** How long an address where the right password was given stays known-good. */
export const KNOWN_ADDRESS_MS = 30 * DAY;

/** The wait after the n-th attempt (0 while attempts are free). */
export function delayAfter(schedule: BackoffSchedule, attempts: number): number {
  if (attempts < schedule.freeAttempts) return 0;
  return Math.min(
    schedule.maxDelayMs,
    schedule.firstDelayMs * 2 ** Math.min(attempts - schedule.freeAttempts, 40),
  );
}

/**
 * When the attempt after this one may come: no wait at all (the epoch, not
 * `now`) while attempts are free. Attempts sent at once reach the store in
 * any order, and one stamped a moment earlier must not find the "wait" of one
 * stamped a moment later.
 */
export function nextAttemptAt(schedule: BackoffSchedule, attempts: number, now: number): number {
  const delay = delayAfter(schedule, attempts);
  return delay === 0 ? 0 : now + delay;
}

export type AttemptResult = { allowed: true } | { allowed: false; retryAfterMs: number };

export interface LoginThrottleStore {
  /** Atomically: refuses the attempt if it comes before the key's next allowed time, else counts it. */
  attempt(key: string, schedule: BackoffSchedule, now: number): Promise<AttemptResult>;
  clear(key: string): Promise<void>;
  /** Clears every key that starts with the prefix. */
  clearPrefix(prefix: string): Promise<void>;
  remember(key: string, until: number): Promise<void>;
  remembers(key: string, now: number): Promise<boolean>;
}

interface MemoryEntry {
  attempts: number;
  nextAttemptAt: number;
  expiresAt: number;
}

export class MemoryLoginThrottleStore implements LoginThrottleStore {
  private readonly entries = new Map<string, MemoryEntry>();
  private lastSweep = 0;

  // Each method runs to completion before any other (no await inside), so check and count are one step.
  async attempt(key: string, schedule: BackoffSchedule, now: number): Promise<AttemptResult> {
    this.sweep(now);
    const entry = this.entries.get(key);
    const live = entry && entry.expiresAt > now ? entry : undefined;
    if (live && live.nextAttemptAt > now) {
      return { allowed: false, retryAfterMs: live.nextAttemptAt - now };
    }
    const attempts = (live?.attempts ?? 0) + 1;
    this.entries.set(key, {
      attempts,
      nextAttemptAt: nextAttemptAt(schedule, attempts, now),
      expiresAt: now + schedule.forgetAfterMs,
    });
    return { allowed: true };
  }

  async clear(key: string): Promise<void> {
    this.entries.delete(key);
  }

  async clearPrefix(prefix: string): Promise<void> {
    for (const key of [...this.entries.keys()])
      if (key.startsWith(prefix)) this.entries.delete(key);
  }

  async remember(key: string, until: number): Promise<void> {
    this.entries.set(key, { attempts: 0, nextAttemptAt: 0, expiresAt: until });
  }

  async remembers(key: string, now: number): Promise<boolean> {
    return (this.entries.get(key)?.expiresAt ?? 0) > now;
  }

  /** Drops expired entries at most once a minute, so memory stays bounded. */
  private sweep(now: number) {
    if (now - this.lastSweep < MINUTE) return;
    this.lastSweep = now;
    for (const [key, entry] of this.entries) if (entry.expiresAt <= now) this.entries.delete(key);
  }
}

export interface LoginThrottleOptions {
  disabled?: boolean;
  now?: () => number;
}

export class LoginThrottle {
  private readonly now: () => number;
  private readonly disabled: boolean;

  constructor(
    private readonly store: LoginThrottleStore,
    options: LoginThrottleOptions = {},
  ) {
    this.now = options.now ?? Date.now;
    this.disabled = options.disabled ?? false;
  }

  /**
   * Counts an attempt at this account's password from this address, before the
   * password is verified; throws TooManyRequests when it comes too early.
   */
  async attempt(account: string, address: string): Promise<void> {
    if (this.disabled) return;
    const now = this.now();
    const known = await this.store.remembers(knownKey(account, address), now);
    const perAddress = await this.store.attempt(
      addressKey(account, address),
      LOGIN_BACKOFF.perAddress,
      now,
    );
    if (!perAddress.allowed) throw new TooManyRequests(perAddress.retryAfterMs / 1000);
    if (known) return;
    const perAccount = await this.store.attempt(accountKey(account), LOGIN_BACKOFF.perAccount, now);
    if (!perAccount.allowed) throw new TooManyRequests(perAccount.retryAfterMs / 1000);
  }

  /** The right password: this address starts again from zero and is known-good from now on. */
  async succeeded(account: string, address: string): Promise<void> {
    if (this.disabled) return;
    await this.store.clear(addressKey(account, address));
    await this.store.remember(knownKey(account, address), this.now() + KNOWN_ADDRESS_MS);
  }

  /** Forgets every attempt at this account (its password was reset, or it was deleted). */
  async forgetAccount(account: string): Promise<void> {
    if (this.disabled) return;
    await this.store.clearPrefix(`${LOGIN_BACKOFF.perAddress.name}:${account}|`);
    await this.store.clear(accountKey(account));
  }
}

const addressKey = (account: string, address: string) =>
  `${LOGIN_BACKOFF.perAddress.name}:${account}|${address}`;
const accountKey = (account: string) => `${LOGIN_BACKOFF.perAccount.name}:${account}`;
const knownKey = (account: string, address: string) => `login-known:${account}|${address}`;
