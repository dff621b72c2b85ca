/**
 * Who is looking: the detail page counts one view per visitor and day. A
 * visitor is the signed-in user, or else the IP address with the browser's
 * user agent; only a SHA-256 digest is stored, never the address itself.
 * Crawlers and link-preview fetchers (WhatsApp, Facebook…) are not people.
 * Each process remembers the views it counted today (CountedViews), so that a
 * visitor coming back to a page costs no write.
 */
import { createHash } from 'node:crypto';

const BOT_USER_AGENT = /bot|crawl|spider|slurp|facebookexternalhit|whatsapp|preview/i;

export function isBot(userAgent: string | undefined): boolean {
  return BOT_USER_AGENT.test(userAgent ?? '');
}

interface Visitor {
  userId: number | null;
  ip: string;
  userAgent: string | undefined;
}

/** Who it is, in this process's memory only. */
export const visitorIdentity = (visitor: Visitor): string =>
  visitor.userId !== null
    ? `user:${visitor.userId}`
    : `guest:${visitor.ip}|${visitor.userAgent ?? ''}`;

/** Who it is, as stored: a digest. */
export const visitorKey = (visitor: Visitor): string =>
  createHash('sha256').update(visitorIdentity(visitor)).digest('hex');

/** How many of today's (animal, visitor) pairs a process remembers. */
const REMEMBERED_VIEWS = 50_000;

/** The views this process has counted today; forgotten at the end of the day or when full. */
export class CountedViews {
  private day = '';
  private readonly seen = new Set<string>();

  has(petId: number, visitor: string, day: string): boolean {
    return this.day === day && this.seen.has(`${petId}|${visitor}`);
  }

  add(petId: number, visitor: string, day: string): void {
    if (this.day !== day || this.seen.size >= REMEMBERED_VIEWS) {
      this.seen.clear();
      this.day = day;
    }
    this.seen.add(`${petId}|${visitor}`);
  }
}
