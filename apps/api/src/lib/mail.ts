/**
 * Outgoing mail with nodemailer. With SMTP_URL the messages go to that server;
 * without it each message is written to DATA_DIR/outbox as `<time>-<slug>.json`
 * (`{to, subject, text, html, links, date}`) plus the `.eml`, and, outside
 * production, its links are logged, so that a fresh install can follow a reset
 * or confirmation link (in production they carry live tokens: never logged).
 *
 * Services that must not reveal anything by their timing (password reset,
 * newsletter, registration) use `sendInBackground`, which also takes a function
 * that prepares the message (finds the account, stores a link's token) after
 * the answer has left; `flush()` waits for those (tests, shutdown).
 */
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
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
  send(message: MailMessage): Promise<void>;
  /**
   * Sends without making the caller wait; a failure is logged, never thrown.
   * Given a function, runs it in the background too and sends what it returns
   * (nothing when it returns undefined).
   */
  sendInBackground(message: MailMessage | (() => Promise<MailMessage | undefined>)): void;
  /** Resolves once every background message has been sent or has failed. */
  flush(): Promise<void>;
  close(): Promise<void>;
}

export interface MailerOptions {
  smtpUrl?: string;
  from: string;
  outboxDir: string;
  logger: FastifyBaseLogger;
  /** Put the links of outbox messages in the log (false in production). */
  logLinks: boolean;
  /** Told of each message's delivery (plugins/metrics.ts). */
  observer?: MailObserver;
}

export function createMailer({
  smtpUrl,
  from,
  outboxDir,
  logger,
  logLinks,
  observer,
}: MailerOptions): Mailer {
  const transport: Transporter = smtpUrl
    ? nodemailer.createTransport(smtpUrl)
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const pending = new Set<Promise<void>>();
  let sequence = 0;

  async function send(message: MailMessage) {
    const ended = observer?.sending();
    try {
      await deliver(message);
      ended?.('sent');
    } catch (error) {
      ended?.('failed');
      throw error;
    }
  }

  async function deliver(message: MailMessage) {
    const info = await transport.sendMail({
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
    sequence += 1;
    const base = `${date.toISOString().replace(/[:.]/g, '-')}-${String(sequence).padStart(4, '0')}-${slug(message.subject)}`;
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
    send,
    sendInBackground(message) {
      const delivery = (async () => {
        const prepared = typeof message === 'function' ? await message() : message;
        if (prepared) await send(prepared);
      })().catch((error: unknown) => {
        const about =
          typeof message === 'function' ? {} : { to: message.to, subject: message.subject };
        logger.error({ err: error, ...about }, 'mail could not be sent');
      });
      pending.add(delivery);
      // Fire and forget: `delivery` never rejects (its failure is logged above); flush() awaits it.
      void delivery.finally(() => pending.delete(delivery));
    },
    async flush() {
      while (pending.size > 0) await Promise.all(pending);
    },
    async close() {
      await this.flush();
      transport.close();
    },
  };
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
