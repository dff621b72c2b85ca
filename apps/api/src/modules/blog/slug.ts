/**
 * A post's address from its title (lib/slug.ts, shared with the shop's
 * products): "¿Por qué adoptar un perro adulto?" → "por-que-adoptar-un-perro-adulto";
 * a slug of digits only gets "articulo-" in front.
 */
import { BLOG_SLUG_MAX_LENGTH } from '@huella/shared/constants';
import { freeSlug as freeSlugWithin, slugify as slugifyText } from '../../lib/slug';

const FALLBACK = 'articulo';

export function slugify(title: string, maxLength = BLOG_SLUG_MAX_LENGTH): string {
  return slugifyText(title, { maxLength, fallback: FALLBACK });
}

/** `base`, or `base-2`, `base-3`… whichever is not in `taken` (kept within the maximum length). */
export function freeSlug(base: string, taken: Set<string>): string {
  return freeSlugWithin(base, taken, BLOG_SLUG_MAX_LENGTH);
}
