/**
 * A shelter's contact data as links. Only http(s) addresses become links (the
 * API keeps it so, and the page does not trust stored data with other
 * schemes); a social profile given as a user name links to its profile page.
 */
import type { PublicShelter } from '@huella/shared/schemas/shelters';
import { addressLine } from '../../../lib/address';

export type ContactKind =
  'address' | 'hours' | 'web' | 'facebook' | 'instagram' | 'email' | 'phone';

export interface ContactLink {
  kind: ContactKind;
  /** What the page shows. */
  text: string;
  href?: string;
}

const isHttp = (value: string) => /^https?:\/\/[^\s]+$/i.test(value);

function profile(value: string, base: string): Pick<ContactLink, 'text' | 'href'> {
  if (isHttp(value)) return { text: value.replace(/^https?:\/\/(www\.)?/i, ''), href: value };
  const handle = value.replace(/^@/, '');
  if (!/^[\p{L}\p{N}._-]+$/u.test(handle)) return { text: value };
  return { text: `@${handle}`, href: `${base}${encodeURIComponent(handle)}` };
}

/** Digits and a leading + for tel: links ("+34 910 12 34 56" → "+34910123456"). */
const telHref = (phone: string) => `tel:${phone.replace(/(?!^\+)[^\d]/g, '')}`;

/**
 * OpenStreetMap centred on the shelter when both coordinates are known;
 * otherwise a search for its address and city, which finds most streets.
 */
export function mapHref({ latitude, longitude, address, city }: PublicShelter): string | undefined {
  if (latitude !== null && longitude !== null) {
    return `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=16/${latitude}/${longitude}`;
  }
  const place = addressLine(address, city);
  if (!place) return undefined;
  return `https://www.openstreetmap.org/search?query=${encodeURIComponent(place)}`;
}

export function contactLinks(shelter: PublicShelter): ContactLink[] {
  const links: ContactLink[] = [];
  const address = addressLine(shelter.address, shelter.city);
  if (address) links.push({ kind: 'address', text: address, href: mapHref(shelter) });
  const hours = shelter.opening_hours.trim();
  if (hours) links.push({ kind: 'hours', text: hours });
  if (shelter.phone)
    links.push({ kind: 'phone', text: shelter.phone, href: telHref(shelter.phone) });
  if (shelter.email) {
    links.push({ kind: 'email', text: shelter.email, href: `mailto:${shelter.email}` });
  }
  if (shelter.web) {
    links.push({
      kind: 'web',
      text: shelter.web.replace(/^https?:\/\/(www\.)?/i, '').replace(/\/$/, ''),
      href: isHttp(shelter.web) ? shelter.web : undefined,
    });
  }
  if (shelter.instagram) {
    links.push({ kind: 'instagram', ...profile(shelter.instagram, 'https://www.instagram.com/') });
  }
  if (shelter.facebook) {
    links.push({ kind: 'facebook', ...profile(shelter.facebook, 'https://www.facebook.com/') });
  }
  return links;
}
