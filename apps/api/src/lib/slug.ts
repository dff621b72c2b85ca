/**
 * An address (slug) from a title or a name: lower case, accents and
 * punctuation gone, words joined by hyphens ("¿Por qué adoptar un perro
 * adulto?" → "por-que-adoptar-un-perro-adulto"). A slug of digits only would
 * read as an id, so it gets a word in front. Shared by the blog's posts and
 * the shop's products, each with its own maximum length and fallback word.
 */

export interface SlugOptions {
  maxLength: number;
  /** The word used when nothing is left, and put before a slug of digits only. */
  fallback: string;
}

export function slugify(title: string, { maxLength, fallback }: SlugOptions): string {
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
  if (!slug) slug = fallback;
  if (/^\d+$/.test(slug)) slug = `${fallback}-${slug}`.slice(0, maxLength);
  return slug;
}

/** `base`, or `base-2`, `base-3`… whichever is not in `taken` (kept within `maxLength`). */
export function freeSlug(base: string, taken: Set<string>, maxLength: number): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n += 1) {
    const suffix = `-${n}`;
    const head = base.slice(0, maxLength - suffix.length).replace(/-+$/, '');
    const candidate = `${head}${suffix}`;
    if (!taken.has(candidate)) return candidate;
  }
}
