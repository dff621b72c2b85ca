/** The statements of the durable mail queue (lib/mail-queue.ts) on `mail_jobs`. */
import { sql, type SQL } from 'drizzle-orm';
import type { Database, Executor } from './client';
import { mailJobs } from './schema';
import type { MailMessage } from '../lib/mail';

/**
 * Marks the worker's own statements, so that tests counting a request's
 * statements can leave them out (test/helper.ts).
 */
export const MAIL_WORKER_MARK = '/* mail worker */';

export interface ClaimedJob {
  id: number;
  message: MailMessage;
  attempts: number;
  created_ms: string | number;
  /** When it was due, in microseconds since the epoch (exact: a bigint as text). */
  run_at_us: string;
}

/** Where a claim left off in the queue's order: its last mail's due time and id. */
export interface ClaimCursor {
  runAtUs: string;
  id: number;
}

/** The last of `jobs` in the queue's order (run_at, id). */
export function lastClaimed(jobs: readonly ClaimedJob[]): ClaimCursor | undefined {
  let last: ClaimCursor | undefined;
  for (const job of jobs) {
    const runAt = BigInt(job.run_at_us);
    if (
      !last ||
      runAt > BigInt(last.runAtUs) ||
      (runAt === BigInt(last.runAtUs) && job.id > last.id)
    ) {
      last = { runAtUs: job.run_at_us, id: job.id };
    }
  }
  return last;
}

export function createMailQueueRepository(db: Database) {
  async function rows<T>(query: SQL): Promise<T[]> {
    const result = await db.execute(sql`${sql.raw(MAIL_WORKER_MARK)} ${query}`);
    return (result as unknown as { rows: T[] }).rows;
  }

  return {
    async insert(messages: MailMessage[], executor: Executor = db): Promise<void> {
      await executor.insert(mailJobs).values(
        messages.map((message) => ({
          recipient: message.to.slice(0, 320),
          subject: message.subject.slice(0, 300),
          message,
        })),
      );
    },

    /**
     * Leases up to `limit` due mails not held by another worker (attempts
     * counted), in the queue's order; `after` a cursor, only those past it.
     * The due index keeps a sent mail's entry until vacuum, so a claim from
     * the start after a burst reads every mail sent since; a burst's next
     * claims start where the last one ended.
     */
    claim(limit: number, leaseSeconds: number, after?: ClaimCursor): Promise<ClaimedJob[]> {
      const past = after
        ? sql`and (run_at, id) > (timestamptz 'epoch' + ${after.runAtUs}::bigint * interval '1 microsecond', ${after.id}::integer)`
        : sql``;
      return rows<ClaimedJob>(sql`
        update mail_jobs
        set attempts = attempts + 1, locked_until = now() + make_interval(secs => ${leaseSeconds})
        where id in (
          select id from mail_jobs
          where state = 'pendiente' and run_at <= now()
            and (locked_until is null or locked_until < now()) ${past}
          order by run_at, id
          limit ${limit}
          for update skip locked)
        returning id, message, attempts,
          (extract(epoch from created_at) * 1000)::bigint as created_ms,
          (extract(epoch from run_at) * 1000000)::bigint::text as run_at_us`);
    },

    /** Records delivered mails, in one statement. */
    async sent(ids: number[]): Promise<void> {
      if (ids.length === 0) return;
      await rows(sql`
        update mail_jobs set state = 'enviado', sent_at = now(), locked_until = null
        where id in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})`);
    },

    /** A failed attempt: tried again after `retryInMs`, or given up (`final`). */
    async failed(id: number, error: string, final: boolean, retryInMs: number): Promise<void> {
      await rows(sql`
        update mail_jobs
        set locked_until = null, last_error = ${error.slice(0, 1000)},
            state = ${final ? 'fallido' : 'pendiente'},
            run_at = now() + make_interval(secs => ${retryInMs / 1000})
        where id = ${id}`);
    },

    /** Milliseconds until a pending mail becomes due (or a lease ends); null when none is pending. */
    async nextDueInMs(): Promise<number | null> {
      const [row] = await rows<{ wait_ms: number | null }>(sql`
        select (extract(epoch from min(greatest(run_at, coalesce(locked_until, run_at))) - now())
          * 1000)::float8 as wait_ms
        from mail_jobs where state = 'pendiente'`);
      return row?.wait_ms ?? null;
    },

    /** Mail held right now by a worker (this process's or another's) and not yet recorded. */
    async leased(): Promise<number> {
      const [row] = await rows<{ count: number }>(sql`
        select count(*)::int as count from mail_jobs
        where state = 'pendiente' and locked_until > now()`);
      return row?.count ?? 0;
    },

    async counts(): Promise<{ pending: number; failed: number }> {
      const found = await rows<{ state: string; count: number }>(sql`
        select state, count(*)::int as count from mail_jobs
        where state in ('pendiente', 'fallido') group by state`);
      const of = (state: string) => found.find((row) => row.state === state)?.count ?? 0;
      return { pending: of('pendiente'), failed: of('fallido') };
    },

    async pruneSent(keptDays: number): Promise<void> {
      await rows(sql`
        delete from mail_jobs
        where state = 'enviado' and sent_at < now() - make_interval(days => ${keptDays})`);
    },
  };
}

export type MailQueueRepository = ReturnType<typeof createMailQueueRepository>;
