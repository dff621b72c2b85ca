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
  now?: () => number;
}

/** A strong ETag of the body: equal bodies, equal tags, in every process. */
export function etagOf(body: Buffer): string {
  return `"${createHash('sha1').update(body).digest('base64url')}"`;
}

export class ResponseCache {
  private readonly entries = new Map<string, Entry>();
  private readonly inFlight = new Map<string, Promise<void>>();
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
