/**
 * Per-user answers kept in memory (decision 11): who a live session belongs
 * to (plugins/auth.ts) and the serialized `me` answer (modules/users), so
 * that a warm authenticated request costs no database round trip to learn
 * who is asking.
 *
 * Entries are bounded (least recently used first out, and optionally by
 * size) and live `maxAgeMs` at most. Whatever may change one is evicted by
 * the user it belongs to (`evict`) or all at once (`clear`): by this
 * process's own writes before their answer leaves, and by the database's
 * triggers on every process (migration 0016, plugins/identity-cache.ts).
 *
 * A value read from the database before an eviction and stored after it
 * would bring the old state back for a whole minute, so a read takes a
 * `ticket` before it asks the database and `set` refuses the value when its
 * user (or everyone) was evicted since.
 */

interface Entry<V> {
  userId: number;
  value: V;
  weight: number;
  storedAt: number;
}

export interface UserCacheOptions<V> {
  maxEntries: number;
  maxAgeMs: number;
  /** The total weight kept at most (bytes of a serialized answer); unbounded without it. */
  maxWeight?: number;
  weigh?: (value: V) => number;
  now?: () => number;
}

/** Evictions remembered per user for the tickets of reads in flight; beyond, treated as a clear. */
const EVICTIONS_REMEMBERED = 10_000;

export class UserCache<V> {
  private readonly entries = new Map<string, Entry<V>>();
  private readonly keysOfUser = new Map<number, Set<string>>();
  private weight = 0;
  /** Advances on every eviction; a ticket is its value when a read began. */
  private tick = 0;
  private clearedAt = 0;
  private readonly evictedAt = new Map<number, number>();
  private readonly now: () => number;

  constructor(private readonly options: UserCacheOptions<V>) {
    this.now = options.now ?? Date.now;
  }

  get size(): number {
    return this.entries.size;
  }

  get(userId: number, key: string): V | undefined {
    const full = `${userId}:${key}`;
    const entry = this.entries.get(full);
    if (!entry) return undefined;
    if (this.now() - entry.storedAt > this.options.maxAgeMs) {
      this.remove(full, entry);
      return undefined;
    }
    // Most recently used last: Map keeps insertion order.
    this.entries.delete(full);
    this.entries.set(full, entry);
    return entry.value;
  }

  /** Take it before reading what will be stored. */
  ticket(): number {
    return this.tick;
  }

  /** Keeps the value unless its user (or everyone) was evicted after `ticket` was taken. */
  set(userId: number, key: string, value: V, ticket: number): void {
    if (this.clearedAt > ticket || (this.evictedAt.get(userId) ?? 0) > ticket) return;
    const weight = this.options.weigh?.(value) ?? 0;
    const { maxWeight } = this.options;
    if (maxWeight !== undefined && weight > maxWeight / 100) return;
    const full = `${userId}:${key}`;
    const previous = this.entries.get(full);
    if (previous) this.remove(full, previous);
    this.entries.set(full, { userId, value, weight, storedAt: this.now() });
    this.weight += weight;
    let keys = this.keysOfUser.get(userId);
    if (!keys) {
      keys = new Set();
      this.keysOfUser.set(userId, keys);
    }
    keys.add(full);
    while (
      this.entries.size > this.options.maxEntries ||
      (maxWeight !== undefined && this.weight > maxWeight)
    ) {
      const [oldestKey, oldest] = this.entries.entries().next().value!;
      this.remove(oldestKey, oldest);
    }
  }

  /** Forgets everything kept for these users, and any read of theirs in flight. */
  evict(userIds: Iterable<number>): void {
    this.tick += 1;
    for (const userId of userIds) {
      this.evictedAt.set(userId, this.tick);
      for (const key of this.keysOfUser.get(userId) ?? []) {
        const entry = this.entries.get(key);
        if (entry) this.remove(key, entry);
      }
    }
    if (this.evictedAt.size > EVICTIONS_REMEMBERED) this.clear();
  }

  /** Forgets everything, and every read in flight. */
  clear(): void {
    this.tick += 1;
    this.clearedAt = this.tick;
    this.evictedAt.clear();
    this.entries.clear();
    this.keysOfUser.clear();
    this.weight = 0;
  }

  private remove(key: string, entry: Entry<V>) {
    this.entries.delete(key);
    this.weight -= entry.weight;
    const keys = this.keysOfUser.get(entry.userId);
    keys?.delete(key);
    if (keys?.size === 0) this.keysOfUser.delete(entry.userId);
  }
}
