/**
 * Fixed-window rate limiting. A rule allows `limit` hits per `windowMs` for one
 * subject (an IP address, an account's email), counted and judged in one step
 * (`hit` returns the new count). Password attempts are slowed by
 * lib/login-throttle.ts instead. Counters live behind a small
 * store interface: in this process's memory by default, or in PostgreSQL
 * (`rate_limit_hits`, db/rate-limit-store.ts) when several API processes serve the same users, so that
 * a client cannot multiply its allowance by the number of processes
 * (RATE_LIMIT_STORE=database).
 */
import { TooManyRequests } from './errors';

export interface RateLimitRule {
  /** Stable name, part of the counter key. */
  name: string;
  limit: number;
  windowMs: number;
}

export interface RateLimitStore {
  /** Adds one hit to the subject's current window and returns the new count. */
  hit(key: string, windowStart: Date, windowMs: number): Promise<number>;
}

export class MemoryRateLimitStore implements RateLimitStore {
  private readonly windows = new Map<string, { count: number; expiresAt: number }>();
  private lastSweep = 0;

  constructor(private readonly now: () => number = Date.now) {}

  async hit(key: string, windowStart: Date, windowMs: number): Promise<number> {
    this.sweep();
    const id = `${key}@${windowStart.getTime()}`;
    const entry = this.windows.get(id) ?? { count: 0, expiresAt: windowStart.getTime() + windowMs };
    entry.count += 1;
    this.windows.set(id, entry);
    return entry.count;
  }

  /** Drops finished windows at most once a minute, so memory stays bounded. */
  private sweep() {
    const now = this.now();
    if (now - this.lastSweep < 60_000) return;
    this.lastSweep = now;
    for (const [id, entry] of this.windows) if (entry.expiresAt <= now) this.windows.delete(id);
  }
}

export interface RateLimiterOptions {
  disabled?: boolean;
  now?: () => number;
}

export class RateLimiter {
  private readonly now: () => number;
  private readonly disabled: boolean;

  constructor(
    private readonly store: RateLimitStore,
    options: RateLimiterOptions = {},
  ) {
    this.now = options.now ?? Date.now;
    this.disabled = options.disabled ?? false;
  }

  /**
   * Counts one hit; throws TooManyRequests (429 with Retry-After, and
   * `message` when given) once the limit is passed.
   */
  async consume(rule: RateLimitRule, subject: string, message?: string): Promise<void> {
    if (this.disabled) return;
    const { key, windowStart, resetAt } = this.window(rule, subject);
    const count = await this.store.hit(key, windowStart, rule.windowMs);
    if (count > rule.limit) throw this.tooMany(resetAt, message);
  }

  /** Counts one hit; answers false instead of throwing once the limit is passed. */
  async tryConsume(rule: RateLimitRule, subject: string): Promise<boolean> {
    if (this.disabled) return true;
    const { key, windowStart } = this.window(rule, subject);
    return (await this.store.hit(key, windowStart, rule.windowMs)) <= rule.limit;
  }

  private window(rule: RateLimitRule, subject: string) {
    const now = this.now();
    const start = Math.floor(now / rule.windowMs) * rule.windowMs;
    return {
      key: `${rule.name}:${subject}`.slice(0, 300),
      windowStart: new Date(start),
      resetAt: start + rule.windowMs,
    };
  }

  private tooMany(resetAt: number, message?: string) {
    return new TooManyRequests((resetAt - this.now()) / 1000, message);
  }
}
