/** The rate limiter's counters in PostgreSQL (`rate_limit_hits`), shared by every API process. */
import { lt, sql } from 'drizzle-orm';
import type { RateLimitStore } from '../lib/rate-limit';
import type { Database } from './client';
import { rateLimitHits } from './schema';

export class DatabaseRateLimitStore implements RateLimitStore {
  private lastSweep = 0;

  constructor(
    private readonly db: Database,
    private readonly now: () => number = Date.now,
    private readonly onError: (error: unknown) => void = () => {},
    /** Sees each sweep's run (plugins/metrics.ts counts them). */
    private readonly track: <T>(work: Promise<T>) => Promise<T> = (work) => work,
  ) {}

  async hit(key: string, windowStart: Date, windowMs: number): Promise<number> {
    this.sweep();
    // One atomic upsert: concurrent processes never lose a hit.
    const [row] = await this.db
      .insert(rateLimitHits)
      .values({ key, windowStart, hits: 1, expiresAt: new Date(windowStart.getTime() + windowMs) })
      .onConflictDoUpdate({
        target: [rateLimitHits.key, rateLimitHits.windowStart],
        set: { hits: sql`${rateLimitHits.hits} + 1` },
      })
      .returning({ hits: rateLimitHits.hits });
    return row?.hits ?? 1;
  }

  /** Deletes finished windows at most every ten minutes, off the request's path. */
  private sweep() {
    const now = this.now();
    if (now - this.lastSweep < 10 * 60_000) return;
    this.lastSweep = now;
    this.track(
      this.db.delete(rateLimitHits).where(lt(rateLimitHits.expiresAt, new Date(now))),
    ).then(
      () => {},
      (error: unknown) => this.onError(error),
    );
  }
}
