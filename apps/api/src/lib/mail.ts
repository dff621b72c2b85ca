/**
 * Outgoing mail with nodemailer, through the durable queue (lib/mail-queue.ts,
 * decision record 0019): `send` and `sendInBackground` write the message to
 * `mail_jobs`, and the process's worker delivers it, retrying while it fails.
 * With SMTP_URL the messages go to that server; without it each message is
 * written to DATA_DIR/outbox as `<time queued>-<queue row>-<slug>.json`
 * (`{to, subject, text, html, links, date}`) plus the `.eml`, and, outside
 * production, its links are logged, so that a fresh install can follow a reset
 * or confirmation link (in production they carry live tokens: never logged).
 *
 * Services that must not reveal anything by their timing (password reset,
 * newsletter, registration) use `sendInBackground`, which also takes a function
 * that prepares the message (finds the account, stores a link's token) after
 * the answer has left; `flush()` waits for those, and for the queue's due mail
 * to be delivered (tests, shutdown).
 */
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Database, Executor } from '../db/client';
import { MailQueue, type QueuedMail } from './mail-queue';
import type { MailObserver } from './metrics';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The links the message asks the reader to follow (logged and kept in the outbox). */
  links: string[];
  replyTo?: string;
  headers?: Record<string, string>;
}

export interface Mailer {
  /**
   * Queues the messages (one statement), in `executor`'s transaction when
   * given one (the mail then exists exactly when what caused it does);
   * resolves once they are saved. Call it before answering, so that an
   * acknowledged action always has its mail.
   */
  send(messages: MailMessage | MailMessage[], executor?: Executor): Promise<void>;
  /**
   * Sends without making the caller wait; a failure is logged, never thrown.
   * Given a function, runs it in the background too and sends what it returns
   * (nothing when it returns undefined).
   */
  sendInBackground(message: MailMessage | (() => Promise<MailMessage | undefined>)): void;
  /**
   * Resolves once every background message is queued, and every queued one
   * that is due has been delivered or has failed an attempt, by this process's
   * worker or another's.
   */
  flush(): Promise<void>;
  /** The queue, for its worker's start, counts and pruning (plugins/mailer.ts). */
  queue: MailQueue;
  close(): Promise<void>;
}

export interface MailerOptions {
  db: Database;
  smtpUrl?: string;
  from: string;
  outboxDir: string;
  logger: FastifyBaseLogger;
  /** Put the links of outbox messages in the log (false in production). */
  logLinks: boolean;
  /** Told of each message's delivery (plugins/metrics.ts). */
  observer?: MailObserver;
  /** The first retry's delay, and the attempts before a mail is given up (config.mailQueue). */
  retryBaseMs: number;
  maxAttempts: number;
}

export function createMailer({
  db,
  smtpUrl,
  from,
  outboxDir,
  logger,
  logLinks,
  observer,
  retryBaseMs,
  maxAttempts,
}: MailerOptions): Mailer {
  const transport: Transporter = smtpUrl
    ? nodemailer.createTransport({
        url: smtpUrl,
        // Bounded, so that a silent server costs a retry, not a worker.
        connectionTimeout: 15_000,
        greetingTimeout: 15_000,
        socketTimeout: 30_000,
      })
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const pending = new Set<Promise<void>>();
  const queue = new MailQueue({
    db,
    logger,
    retryBaseMs,
    maxAttempts,
    messageIdDomain: domainOf(from),
    deliver: async (message, queued) => {
      const ended = observer?.sending();
      try {
        await deliver(message, queued);
        ended?.('sent');
      } catch (error) {
        ended?.('failed');
        throw error;
      }
    },
  });

  async function deliver(message: MailMessage, queued: QueuedMail) {
    const info = await transport.sendMail({
      messageId: queued.messageId,
      from,
      to: message.to,
      replyTo: message.replyTo,
      subject: message.subject,
      text: message.text,
      html: message.html,
      headers: message.headers,
    });
    if (smtpUrl) {
      logger.info(
        { to: message.to, subject: message.subject, messageId: info.messageId },
        'mail sent',
      );
      return;
    }
    const date = new Date();
    // Named in the order the mail was queued (its time, then its row), whatever order the
    // worker's side-by-side deliveries finish in: readers take the last name as the newest.
    const base = `${queued.queuedAt.toISOString().replace(/[:.]/g, '-')}-${String(queued.id).padStart(8, '0')}-${slug(message.subject)}`;
    await mkdir(outboxDir, { recursive: true });
    const record = {
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
      links: message.links,
      ...(message.replyTo ? { replyTo: message.replyTo } : {}),
      date: date.toISOString(),
    };
    // Written aside and renamed, so whoever reads the outbox never sees half a message.
    const file = path.join(outboxDir, `${base}.json`);
    await writeFile(`${file}.partial`, `${JSON.stringify(record, null, 2)}\n`);
    await rename(`${file}.partial`, file);
    await writeFile(path.join(outboxDir, `${base}.eml`), (info as { message: Buffer }).message);
    logger.info(
      { to: message.to, subject: message.subject, ...(logLinks ? { links: message.links } : {}) },
      'mail written to the outbox',
    );
  }

  return {
    queue,
    send: (messages, executor) =>
      queue.enqueue(Array.isArray(messages) ? messages : [messages], executor),
    sendInBackground(message) {
      const delivery = (async () => {
        const prepared = typeof message === 'function' ? await message() : message;
        if (prepared) await queue.enqueue([prepared]);
      })().catch((error: unknown) => {
        const about =
          typeof message === 'function' ? {} : { to: message.to, subject: message.subject };
        logger.error({ err: error, ...about }, 'mail could not be queued');
      });
      pending.add(delivery);
      // Fire and forget: `delivery` never rejects (its failure is logged above); flush() awaits it.
      void delivery.finally(() => pending.delete(delivery));
    },
    async flush() {
      while (pending.size > 0) await Promise.all(pending);
      await queue.settleEverywhere();
    },
    async close() {
      // What is queued and not yet sent stays queued, for the next start.
      while (pending.size > 0) await Promise.all(pending);
      await queue.stop();
      transport.close();
    },
  };
}

/** `huella.es` of `Huella <no-responder@huella.es>`. */
function domainOf(from: string): string {
  return /@([^>\s]+)/.exec(from)?.[1] ?? 'huella.local';
}

function slug(text: string): string {
  return (
    text
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 60) || 'mensaje'
  );
}
