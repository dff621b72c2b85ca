/**
 * Who is looking: the detail page counts a view at most once per animal, day
 * and source address — whatever the browser says it is, so rotating the user
 * agent counts nothing more — and once per signed-in user, from any address
 * (so neither many accounts nor many addresses inflate it alone). An IPv6
 * client counts by its /64 network, which one subscriber gets whole. Only
 * SHA-256 digests are stored, never an address. Crawlers and link-preview
 * fetchers (WhatsApp, Facebook…) are not people, and the members of the
 * animal's shelter are not visitors (service.getAnimal). Each process
 * remembers the views it counted today (CountedViews), so that a visitor
 * coming back to a page costs no write.
 */
import { createHash } from 'node:crypto';
import { isIPv4, isIPv6 } from 'node:net';

const BOT_USER_AGENT = /bot|crawl|spider|slurp|facebookexternalhit|whatsapp|preview/i;

export function isBot(userAgent: string | undefined): boolean {
  return BOT_USER_AGENT.test(userAgent ?? '');
}

interface Visitor {
  userId: number | null;
  ip: string;
  userAgent: string | undefined;
}

/** The network a request comes from: the IPv4 address, or the /64 of an IPv6 one. */
export function sourceAddress(ip: string): string {
  const address = ip.split('%')[0]!.toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(address)?.[1];
  if (mapped && isIPv4(mapped)) return mapped;
  if (!isIPv6(address)) return address;
  const [head = '', tail] = address.split('::');
  const groups = (part: string) => (part ? part.split(':') : []);
  const before = groups(head);
  const after = tail === undefined ? [] : groups(tail);
  // An embedded IPv4 address (::1.2.3.4) takes the room of two groups.
  const width = (list: string[]) => list.reduce((n, g) => n + (g.includes('.') ? 2 : 1), 0);
  const full =
    tail === undefined
      ? before
      : [...before, ...Array<string>(8 - width(before) - width(after)).fill('0'), ...after];
  return `${full
    .slice(0, 4)
    .map((group) => (group.includes('.') ? group : Number.parseInt(group, 16).toString(16)))
    .join(':')}::/64`;
}

/** Who it is, in this process's memory only: the source address, and the user when signed in. */
export const visitorIdentities = (visitor: Visitor): string[] => [
  `address:${sourceAddress(visitor.ip)}`,
  ...(visitor.userId !== null ? [`user:${visitor.userId}`] : []),
];

/** Who it is, as stored: a digest of one identity. */
export const visitorKey = (identity: string): string =>
  createHash('sha256').update(identity).digest('hex');

/** How many of today's (animal, visitor) pairs a process remembers. */
const REMEMBERED_VIEWS = 50_000;

/** The views this process has counted today; forgotten at the end of the day or when full. */
export class CountedViews {
  private day = '';
  private readonly seen = new Set<string>();

  /** Whether any of the visitor's identities was counted for the animal today. */
  has(petId: number, identities: string[], day: string): boolean {
    return this.day === day && identities.some((id) => this.seen.has(`${petId}|${id}`));
  }

  add(petId: number, identities: string[], day: string): void {
    if (this.day !== day || this.seen.size + identities.length > REMEMBERED_VIEWS) {
      this.seen.clear();
      this.day = day;
    }
    for (const id of identities) this.seen.add(`${petId}|${id}`);
  }
}
