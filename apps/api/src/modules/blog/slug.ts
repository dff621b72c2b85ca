/**
 * A post's address from its title: lower case, accents and punctuation gone,
 * words joined by hyphens ("¿Por qué adoptar un perro adulto?" →
 * "por-que-adoptar-un-perro-adulto"). A slug of digits only would read as an
 * id, so it gets a word in front.
 */
import { BLOG_SLUG_MAX_LENGTH } from '@huella/shared/constants';

const FALLBACK = 'articulo';

export function slugify(title: string, maxLength = BLOG_SLUG_MAX_LENGTH): string {
  const words = title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/æ/g, 'ae')
    .replace(/œ/g, 'oe')
    .replace(/ø/g, 'o')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  let slug = words.slice(0, maxLength).replace(/-+$/, '');
  if (!slug) slug = FALLBACK;
  if (/^\d+$/.test(slug)) slug = `${FALLBACK}-${slug}`.slice(0, maxLength);
  return slug;
}

/** `base`, or `base-2`, `base-3`… whichever is not in `taken` (kept within the maximum length). */
export function freeSlug(base: string, taken: Set<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n += 1) {
    const suffix = `-${n}`;
    const head = base.slice(0, BLOG_SLUG_MAX_LENGTH - suffix.length).replace(/-+$/, '');
    const candidate = `${head}${suffix}`;
    if (!taken.has(candidate)) return candidate;
  }
}
