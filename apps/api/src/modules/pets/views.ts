/**
 * Who is looking: the detail page counts one view per visitor and day. A
 * visitor is the signed-in user, or else the IP address with the browser's
 * user agent; only a SHA-256 digest is stored, never the address itself.
 * Crawlers and link-preview fetchers (WhatsApp, Facebook…) are not people.
 */
import { createHash } from 'node:crypto';

const BOT_USER_AGENT = /bot|crawl|spider|slurp|facebookexternalhit|whatsapp|preview/i;

export function isBot(userAgent: string | undefined): boolean {
  return BOT_USER_AGENT.test(userAgent ?? '');
}

export function visitorKey(visitor: {
  userId: number | null;
  ip: string;
  userAgent: string | undefined;
}): string {
  const identity =
    visitor.userId !== null
      ? `user:${visitor.userId}`
      : `guest:${visitor.ip}|${visitor.userAgent ?? ''}`;
  return createHash('sha256').update(identity).digest('hex');
}
