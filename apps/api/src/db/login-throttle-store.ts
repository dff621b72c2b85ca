/** The password-attempt counters in PostgreSQL (`login_throttles`), shared by every API process. */
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import {
  nextAttemptAt,
  type AttemptResult,
  type BackoffSchedule,
  type LoginThrottleStore,
} from '../lib/login-throttle';
import type { Database } from './client';
import { loginThrottles } from './schema';

const MINUTE = 60_000;

export class DatabaseLoginThrottleStore implements LoginThrottleStore {
  private lastSweep = 0;

  constructor(
    private readonly db: Database,
    private readonly onError: (error: unknown) => void = () => {},
    /** Sees each sweep's run (plugins/metrics.ts counts them). */
    private readonly track: <T>(work: Promise<T>) => Promise<T> = (work) => work,
  ) {}

  async attempt(key: string, schedule: BackoffSchedule, now: number): Promise<AttemptResult> {
    this.sweep(now);
    const at = new Date(now);
    const t = loginThrottles;
    // The attempt number this one becomes: a forgotten counter starts again.
    const attempts = sql`(case when ${t.expiresAt} <= ${at} then 1 else ${t.attempts} + 1 end)`;
    const delayMs = sql`(case when ${attempts} < ${schedule.freeAttempts} then 0
      else least(${schedule.maxDelayMs}::float8,
        ${schedule.firstDelayMs}::float8 * power(2, least(${attempts} - ${schedule.freeAttempts}, 40)))
      end)`;
    // One statement: the row lock makes concurrent attempts (from any process) count one by one,
    // and an attempt that comes too early changes nothing and returns no row.
    const counted = await this.db
      .insert(t)
      .values({
        key,
        attempts: 1,
        nextAttemptAt: new Date(nextAttemptAt(schedule, 1, now)),
        expiresAt: new Date(now + schedule.forgetAfterMs),
      })
      .onConflictDoUpdate({
        target: t.key,
        set: {
          attempts,
          // No wait while attempts are free (nextAttemptAt in lib/login-throttle.ts).
          nextAttemptAt: sql`case when ${delayMs} = 0 then timestamptz 'epoch'
            else ${at}::timestamptz + make_interval(secs => ${delayMs} / 1000) end`,
          expiresAt: new Date(now + schedule.forgetAfterMs),
        },
        setWhere: sql`${t.nextAttemptAt} <= ${at} or ${t.expiresAt} <= ${at}`,
      })
      .returning({ attempts: t.attempts });
    if (counted.length > 0) return { allowed: true };
    const [row] = await this.db
      .select({ nextAttemptAt: t.nextAttemptAt })
      .from(t)
      .where(eq(t.key, key));
    return { allowed: false, retryAfterMs: Math.max(0, (row?.nextAttemptAt.getTime() ?? 0) - now) };
  }

  async clear(key: string): Promise<void> {
    await this.db.delete(loginThrottles).where(eq(loginThrottles.key, key));
  }

  async clearPrefix(prefix: string): Promise<void> {
    await this.db.delete(loginThrottles).where(sql`starts_with(${loginThrottles.key}, ${prefix})`);
  }

  async remember(key: string, until: number): Promise<void> {
    const expiresAt = new Date(until);
    await this.db
      .insert(loginThrottles)
      .values({ key, attempts: 0, nextAttemptAt: new Date(0), expiresAt })
      .onConflictDoUpdate({ target: loginThrottles.key, set: { expiresAt } });
  }

  async remembers(key: string, now: number): Promise<boolean> {
    const rows = await this.db
      .select({ key: loginThrottles.key })
      .from(loginThrottles)
      .where(and(eq(loginThrottles.key, key), gt(loginThrottles.expiresAt, new Date(now))));
    return rows.length > 0;
  }

  /** Deletes expired rows at most every ten minutes, off the request's path. */
  private sweep(now: number) {
    if (now - this.lastSweep < 10 * MINUTE) return;
    this.lastSweep = now;
    this.track(
      this.db.delete(loginThrottles).where(lt(loginThrottles.expiresAt, new Date(now))),
    ).then(
      () => {},
      (error: unknown) => this.onError(error),
    );
  }
}
