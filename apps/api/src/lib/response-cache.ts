/**
 * Serialized answers of public GETs kept in memory, so that a visitor's
 * request for the catalogue is answered with bytes already made instead of
 * queries, row mapping, validation and JSON. What keeps them correct:
 *
 * - Generations: `clear()` starts a new one whenever the data may have
 *   changed, and an answer computed from data read before the change (its
 *   request began in an older generation) is not stored.
 * - A horizon: the moment the data changes by the clock alone (an
 *   announcement expiring). Entries are dropped when it passes.
 * - A maximum age, for what changes without a notice (view counts written
 *   by another process, an animal's age in years).
 *
 * Entries are kept in least-recently-used order within a byte budget, so any
 * number of distinct query strings costs a bounded amount of memory. Several
 * requests that miss the same key at once wait for the first one's answer
 * instead of each running the same queries (single flight).
 *
 * Beside the answers, the cache keeps totals (a list's X-Total-Count for one
 * combination of filters, whatever the page or the order), under the same
 * rules: the same generations, horizon and maximum age, so a total is
 * forgotten whenever the answers are. They are bounded in number, not bytes.
 *
 * It also keeps values made from the data for many requests (`shared`: the
 * listed announcements' traits, that the lists' totals are counted from),
 * under the same rules again.
 */
import { createHash } from 'node:crypto';
import type { Encoding } from './encoding';

export interface CachedAnswer {
  /** Bytes, not a string: sending them costs no encoding. */
  body: Buffer;
  etag: string;
  /** Headers that belong to the answer (X-Total-Count, Link…). */
  headers: Record<string, string>;
  /**
   * The body compressed, made when first asked for (the byte budget counts
   * the uncompressed bodies; compressed ones are a fraction of them).
   */
  encoded: Partial<Record<Encoding, Buffer>>;
}

interface Entry extends CachedAnswer {
  storedAt: number;
  bytes: number;
}

export interface ResponseCacheOptions {
  maxBytes: number;
  maxAgeMs: number;
  /** How many totals are kept (least recently used forgotten first). */
  maxTotals?: number;
  now?: () => number;
}

/** A total, and when the clock alone changes it (epoch ms; Infinity: only the data does). */
export interface ClockedTotal {
  total: number;
  until: number;
}

/** A value made from the data, and until when (epoch ms) it may be used at most. */
export interface SharedValue<T> {
  value: T;
  until: number;
}

interface SharedEntry {
  /** How many times it was asked for in this generation before it was made. */
  asked: number;
  made?: Promise<SharedValue<unknown>>;
  /** Its maximum age passes then (epoch ms; Infinity until it is made). */
  until: number;
}

/** A strong ETag of the body: equal bodies, equal tags, in every process. */
export function etagOf(body: Buffer): string {
  return `"${createHash('sha1').update(body).digest('base64url')}"`;
}

/** A total is a key and a number: 10,000 of them cost about a megabyte. */
const DEFAULT_MAX_TOTALS = 10_000;

export class ResponseCache {
  private readonly entries = new Map<string, Entry>();
  private readonly inFlight = new Map<string, Promise<void>>();
  private readonly totals = new Map<string, { value: number; storedAt: number; until: number }>();
  private readonly shared = new Map<string, SharedEntry>();
  private bytes = 0;
  private generation = 0;
  private horizon = Number.POSITIVE_INFINITY;
  private readonly now: () => number;

  constructor(private readonly options: ResponseCacheOptions) {
    this.now = options.now ?? Date.now;
  }

  /** The generation a request starts in; pass it back to `set`. */
  current(): number {
    return this.generation;
  }

  get(key: string): CachedAnswer | undefined {
    const now = this.now();
    if (now >= this.horizon) this.clear();
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (now - entry.storedAt >= this.options.maxAgeMs) {
      this.delete(key);
      return undefined;
    }
    // Most recently used last.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry;
  }

  /** Keeps an answer computed in `generation`, unless the data changed since. */
  set(
    key: string,
    generation: number,
    answer: Omit<CachedAnswer, 'etag' | 'encoded'>,
  ): CachedAnswer {
    const cached = { ...answer, etag: etagOf(answer.body), encoded: {} };
    const now = this.now();
    const bytes = answer.body.length;
    if (generation !== this.generation || now >= this.horizon) return cached;
    if (bytes > this.options.maxBytes / 4) return cached;
    this.delete(key);
    this.entries.set(key, { ...cached, storedAt: now, bytes });
    this.bytes += bytes;
    for (const [oldest] of this.entries) {
      if (this.bytes <= this.options.maxBytes) break;
      this.delete(oldest);
    }
    return cached;
  }

  /** A total kept by `setTotal`, unless the data may have changed since. */
  total(key: string): number | undefined {
    const now = this.now();
    if (now >= this.horizon) this.clear();
    const entry = this.totals.get(key);
    if (!entry) return undefined;
    this.totals.delete(key);
    if (now - entry.storedAt >= this.options.maxAgeMs || now >= entry.until) return undefined;
    this.totals.set(key, entry);
    return entry.value;
  }

  /**
   * Keeps a total counted in `generation`, unless the data changed since;
   * until `until` (epoch ms) at most, for a total of its own that the clock
   * changes (rows the catalogue's horizon does not watch).
   */
  setTotal(key: string, generation: number, value: number, until = Number.POSITIVE_INFINITY): void {
    const now = this.now();
    if (generation !== this.generation || now >= this.horizon || now >= until) return;
    this.totals.delete(key);
    this.totals.set(key, { value, storedAt: now, until });
    const max = this.options.maxTotals ?? DEFAULT_MAX_TOTALS;
    for (const [oldest] of this.totals) {
      if (this.totals.size <= max) break;
      this.totals.delete(oldest);
    }
  }

  /**
   * The value kept under `key` for this generation, made by `make` once it
   * has been asked for `after` times in the generation: before that,
   * undefined (the caller does without, as a value made for one request
   * would cost more than it saves). Requests that ask while it is being made
   * share it. Kept until the data changes, the horizon passes or the
   * maximum age since it was made; a failure is not kept.
   */
  sharedValue<T>(
    key: string,
    generation: number,
    make: () => Promise<T>,
    after = 0,
  ): Promise<SharedValue<T>> | undefined {
    const now = this.now();
    if (now >= this.horizon) this.clear();
    if (generation !== this.generation) return undefined;
    let entry = this.shared.get(key);
    // Made again when asked for after its maximum age.
    if (!entry || (entry.made && now >= entry.until)) {
      this.shared.set(key, (entry = { asked: 0, until: Number.POSITIVE_INFINITY }));
    }
    if (entry.made) return entry.made as Promise<SharedValue<T>>;
    entry.asked += 1;
    if (entry.asked <= after) return undefined;
    const until = now + this.options.maxAgeMs;
    const made = make().then((value) => ({ value, until }));
    const current = entry;
    current.made = made;
    current.until = until;
    made.catch(() => {
      if (this.shared.get(key) === current) this.shared.delete(key);
    });
    return made;
  }

  delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.bytes;
  }

  /** The data may have changed: forget every answer and refuse those being computed. */
  clear(): void {
    this.generation += 1;
    this.horizon = Number.POSITIVE_INFINITY;
    this.entries.clear();
    this.totals.clear();
    this.shared.clear();
    this.bytes = 0;
  }

  /**
   * Until when (epoch ms) the data stays as it is by the clock alone. Only
   * ever brought forward within a generation.
   */
  setHorizon(generation: number, until: number): void {
    if (generation === this.generation) this.horizon = Math.min(this.horizon, until);
  }

  /**
   * Single flight: when another request is already computing this key, waits
   * for it to end and resolves with null (look in the cache again). Otherwise
   * this request computes it, and must call the returned function when done,
   * whatever the outcome.
   */
  async claim(key: string): Promise<(() => void) | null> {
    const running = this.inFlight.get(key);
    if (running) {
      await running;
      return null;
    }
    let release!: () => void;
    const turn = new Promise<void>((resolve) => (release = resolve));
    this.inFlight.set(key, turn);
    return () => {
      if (this.inFlight.get(key) === turn) this.inFlight.delete(key);
      release();
    };
  }

  get size(): number {
    return this.entries.size;
  }
}
