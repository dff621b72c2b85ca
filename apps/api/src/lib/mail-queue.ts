/**
 * The durable mail queue (decision record 0019). A mail is a row of
 * `mail_jobs`, written in the transaction of what caused it where there is
 * one; every API process runs a worker that claims due rows, delivers them and
 * records the outcome:
 *
 * - A claim is one UPDATE of rows chosen FOR UPDATE SKIP LOCKED, which also
 *   leases them (`locked_until`): two workers, in one process or several,
 *   never hold the same mail. A worker that dies leaves its lease to expire,
 *   and the mail is tried again (at least once: the Message-ID, made from the
 *   row, stays the same, so a receiver can tell a repeat).
 * - A failure is tried again after a back-off that doubles from
 *   `retryBaseMs` up to an hour, with some jitter, until `maxAttempts`; a
 *   permanent refusal (an SMTP 5xx answer) is not retried. Either way the
 *   mail ends `fallido`, with its last error, for staff to see and retry.
 * - Workers are woken by migration 0021's notification when mail is queued
 *   (by any process), by their own timer when the next retry is due, and
 *   once a minute in any case (a notification missed while the listening
 *   connection was down). A wake waits GATHER_MS for the mail queued with it,
 *   so that a burst (an application a millisecond) is claimed and recorded in
 *   batches: a claim and a record for every BATCH mails, not for each.
 * - Sent rows are deleted after a week; failed ones stay.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Executor } from '../db/client';
import { Batched } from './batched';
import type { MailMessage } from './mail';
import {
  createMailQueueRepository,
  lastClaimed,
  type ClaimCursor,
  type ClaimedJob,
  type MailQueueRepository,
} from '../db/mail-jobs';

/** A queued mail's identity: its row, when it was queued, and its Message-ID (the same on every attempt). */
export interface QueuedMail {
  id: number;
  queuedAt: Date;
  messageId: string;
}

/** Delivers one message; throws when it could not (lib/mail.ts). */
export type Deliver = (message: MailMessage, queued: QueuedMail) => Promise<void>;

export interface MailQueueOptions {
  db: Database;
  deliver: Deliver;
  logger: FastifyBaseLogger;
  /** The first retry's delay; each next one doubles, up to MAX_RETRY_DELAY_MS. */
  retryBaseMs: number;
  /** Attempts before a mail is given up as failed. */
  maxAttempts: number;
  /** The domain of the Message-IDs (the sender's). */
  messageIdDomain: string;
}

/** Mails claimed at once by one worker (and delivered side by side). */
const BATCH = 10;
/** Requests whose mail one insert carries at most. */
const QUEUED_TOGETHER = 50;
/** How long a wake waits for the rest of a burst before it claims. */
const GATHER_MS = 25;
/** How long a claim holds a mail: longer than an SMTP exchange can take (lib/mail.ts). */
const LEASE_SECONDS = 120;
const MAX_RETRY_DELAY_MS = 60 * 60 * 1000;
/** A worker looks at least this often, whatever it was told. */
const IDLE_LOOK_MS = 60 * 1000;
const SENT_KEPT_DAYS = 7;

export class MailQueue {
  private readonly jobs: MailQueueRepository;
  private running: Promise<void> | undefined;
  private again = false;
  private timer: NodeJS.Timeout | undefined;
  private gathering: NodeJS.Timeout | undefined;
  private stopped = true;

  /** Mail queued outside a transaction, by several requests at once: one insert (lib/batched.ts). */
  private readonly queued: Batched<MailMessage[]>;

  constructor(private readonly options: MailQueueOptions) {
    this.jobs = createMailQueueRepository(options.db);
    this.queued = new Batched((batches) => this.jobs.insert(batches.flat()), QUEUED_TOGETHER);
  }

  /**
   * Queues messages in one statement, in `executor`'s transaction when one is
   * given; otherwise with the mail other requests queue at the same moment.
   */
  async enqueue(messages: MailMessage[], executor?: Executor): Promise<void> {
    if (messages.length === 0) return;
    if (executor) await this.jobs.insert(messages, executor);
    else await this.queued.add(messages);
  }

  /** Starts the worker: it looks now, and then whenever woken or due. */
  start(): void {
    this.stopped = false;
    this.wake();
  }

  /**
   * Looks for due mail soon (mail was queued, or a retry became due): after
   * GATHER_MS, once however many times it is woken meanwhile.
   */
  wake(): void {
    if (this.stopped || this.gathering) return;
    this.gathering = setTimeout(() => {
      this.gathering = undefined;
      void this.settle().catch((error: unknown) => {
        this.options.logger.error({ err: error }, 'mail queue: the worker failed');
        this.schedule(this.options.retryBaseMs);
      });
    }, GATHER_MS);
    this.gathering.unref();
  }

  /**
   * Delivers every mail that is due and not held by another worker, and
   * resolves once none is left (those failing wait for their next attempt).
   */
  async settle(): Promise<void> {
    this.again = true;
    // A loop under way may be past its last look: then another one runs.
    while (this.again) {
      this.running ??= this.loop().finally(() => (this.running = undefined));
      await this.running;
    }
  }

  private async loop(): Promise<void> {
    do {
      while (this.again) {
        this.again = false;
        // A burst is claimed in order, each claim past the last one's mail (a
        // mail committed behind it meanwhile woke the worker: the next pass
        // starts from the beginning). A batch not full was all that was due.
        let after: ClaimCursor | undefined;
        for (;;) {
          const claimed = await this.runOnce(after);
          if (claimed.length < BATCH) break;
          after = lastClaimed(claimed);
        }
      }
      if (!this.stopped) this.schedule(await this.untilNextDue());
    } while (this.again);
  }

  /**
   * settle(), and then waits for the mail other workers (other processes) hold
   * to be recorded too: once it resolves, every mail queued before the call
   * and due has been delivered or has failed an attempt, whoever took it.
   */
  async settleEverywhere(): Promise<void> {
    await this.settle();
    while ((await this.jobs.leased()) > 0) {
      await new Promise((resolve) => setTimeout(resolve, 25));
      await this.settle();
    }
  }

  /** Stops looking; a delivery under way is finished (and recorded) first. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    if (this.gathering) clearTimeout(this.gathering);
    this.gathering = undefined;
    await this.running?.catch(() => {});
  }

  /** The mail waiting to be sent, and that given up. */
  counts(): Promise<{ pending: number; failed: number }> {
    return this.jobs.counts();
  }

  /** Deletes mail sent more than a week ago. */
  prune(): Promise<void> {
    return this.jobs.pruneSent(SENT_KEPT_DAYS);
  }

  /** Claims a batch (past `after`), delivers it and records the delivered in one statement. */
  private async runOnce(after?: ClaimCursor): Promise<ClaimedJob[]> {
    const claimed = await this.jobs.claim(BATCH, LEASE_SECONDS, after);
    const delivered = await Promise.all(claimed.map((job) => this.deliverOne(job)));
    await this.jobs.sent(claimed.filter((_, i) => delivered[i]).map((job) => job.id));
    return claimed;
  }

  /** Delivers one claimed mail: true when it went; a failure is recorded here. */
  private async deliverOne(job: ClaimedJob): Promise<boolean> {
    const { deliver, maxAttempts, logger, messageIdDomain } = this.options;
    try {
      await deliver(job.message, {
        id: job.id,
        queuedAt: new Date(Number(job.created_ms)),
        messageId: `<correo-${job.id}-${job.created_ms}@${messageIdDomain}>`,
      });
    } catch (error) {
      const final = isPermanent(error) || job.attempts >= maxAttempts;
      logger.error(
        { err: error, mailJob: job.id, to: job.message.to, attempts: job.attempts, final },
        final ? 'mail could not be sent: given up' : 'mail could not be sent: will retry',
      );
      await this.jobs.failed(job.id, describe(error), final, this.retryDelayMs(job.attempts));
      return false;
    }
    return true;
  }

  /** The delay after the attempt-th failure: doubling, capped, ±20 %. */
  private retryDelayMs(attempt: number): number {
    const base = Math.min(this.options.retryBaseMs * 2 ** (attempt - 1), MAX_RETRY_DELAY_MS);
    return Math.round(base * (0.8 + Math.random() * 0.4));
  }

  private async untilNextDue(): Promise<number> {
    const wait = await this.jobs.nextDueInMs();
    return wait === null ? IDLE_LOOK_MS : Math.min(Math.max(wait, 0), IDLE_LOOK_MS);
  }

  private schedule(delayMs: number) {
    if (this.timer) clearTimeout(this.timer);
    // A few milliseconds late, so that the database's clock has passed run_at.
    this.timer = setTimeout(() => this.wake(), delayMs + 5);
    this.timer.unref();
  }
}

/** An SMTP server's 5xx answer: the mail will never be accepted as it is. */
function isPermanent(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
