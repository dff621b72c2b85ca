/**
 * Reads the mail the server wrote to DATA_DIR/outbox (no SMTP_URL set): one
 * JSON file per message, `{to, subject, text, html, links, date}`, and beside
 * it the message as sent (`.eml`), whose headers `mailHeaders` reads.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { expect, type APIRequestContext } from '@playwright/test';
import { uniqueEmail } from './session';

export interface Mail {
  to: string | string[];
  subject: string;
  text: string;
  html: string;
  links: string[];
  date: string;
}

export function outboxDir(): string {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: run through the Playwright global setup');
  return path.join(dataDir, 'outbox');
}

const recipients = (mail: Mail) =>
  (Array.isArray(mail.to) ? mail.to : [mail.to]).map((to) => String(to).toLowerCase());

/** The outbox file each message read was found in (for its `.eml`). */
const files = new WeakMap<Mail, string>();

/** Newest first. */
function readOutbox(): Mail[] {
  const dir = outboxDir();
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .map((name) => path.join(dir, name))
    .map((file) => ({ file, mtime: statSync(file).mtimeMs }))
    .sort((a, b) => b.mtime - a.mtime)
    .map(({ file }) => {
      const mail = JSON.parse(readFileSync(file, 'utf8')) as Mail;
      files.set(mail, file);
      return mail;
    });
}

/** Waits for the newest message to `to` (optionally also matching subject) and returns it. */
export async function waitForMail(
  to: string,
  { subject, timeout = 15_000 }: { subject?: string | RegExp; timeout?: number } = {},
): Promise<Mail> {
  const address = to.toLowerCase();
  const deadline = Date.now() + timeout;
  for (;;) {
    const found = readOutbox().find(
      (mail) =>
        recipients(mail).some((recipient) => recipient.includes(address)) &&
        (subject === undefined ||
          (typeof subject === 'string' ? mail.subject === subject : subject.test(mail.subject))),
    );
    if (found) return found;
    if (Date.now() > deadline) {
      throw new Error(
        `No mail to ${to}${subject ? ` with subject ${subject}` : ''} in ${outboxDir()}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** All messages to `to`, newest first. */
export const mailsTo = (to: string): Mail[] =>
  readOutbox().filter((mail) => recipients(mail).some((r) => r.includes(to.toLowerCase())));

/** The first link in the mail whose path starts with `pathname`. */
export function linkTo(mail: Mail, pathname: string): string {
  const link = mail.links.find((candidate) => new URL(candidate).pathname === pathname);
  if (!link)
    throw new Error(`No link to ${pathname} in "${mail.subject}": ${mail.links.join(', ')}`);
  return link;
}

/**
 * Waits until the mail the server was asked for so far has been written, to
 * tell that a message was NOT sent without sleeping: the server writes each
 * message in the background as soon as it is asked for, so once a marker
 * (a newsletter confirmation to a fresh address) asked for now is in the
 * outbox, anything asked for before it is there too.
 */
export async function waitForEarlierMail(request: APIRequestContext) {
  const marker = uniqueEmail('marca');
  const response = await request.post('/newsletter/api/subscribers/', {
    data: { name: 'Marca', email: marker },
  });
  expect(response.status(), await response.text()).toBe(202);
  await waitForMail(marker);
}

/**
 * The headers of a message as sent, by lower-case name (folded lines unfolded),
 * from its `.eml`, which the server writes just after the JSON.
 */
export async function mailHeaders(mail: Mail): Promise<Record<string, string>> {
  const file = files.get(mail);
  if (!file) throw new Error(`"${mail.subject}" was not read from the outbox`);
  const eml = file.replace(/\.json$/, '.eml');
  const headerBlock = () => {
    const sent = existsSync(eml) ? readFileSync(eml, 'utf8') : '';
    const end = sent.search(/\r?\n\r?\n/);
    return end < 0 ? undefined : sent.slice(0, end);
  };
  await expect.poll(headerBlock, { message: `the headers of ${eml}` }).toBeDefined();
  return Object.fromEntries(
    headerBlock()!
      .replace(/\r?\n(?=[ \t])/g, '')
      .split(/\r?\n/)
      .map((line) => {
        const colon = line.indexOf(':');
        return [line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim()];
      }),
  );
}
