/**
 * The long tail of guests' requests: distinct filter combinations, pages and
 * Spanish search words over `/api/animals` and `/pets/api/pets`, from a fixed
 * seed, then a random order of requests drawn from a Zipf-like distribution
 * (s = 1) over them: a few popular requests and many asked once in a while, as
 * real traffic looks, so the cache hit rate is the one such traffic gives.
 */
import { AGE_BANDS, PET_GENDERS, PET_KINDS, PET_SIZES } from '@huella/shared/constants';
import { DEMO_ANIMALS } from '../apps/api/src/db/demo/animals';
import { CITIES, random } from './datasets';
import type { Request } from './load';

/** Filter combinations (each with its first page), before pages are added. */
export const COMBINATIONS = Number(process.env.BENCH_LONGTAIL_COMBINATIONS ?? 300);
/** Pages at most, whatever a combination's total. */
const PAGES_MAX = 60;
/** The requests the load cycles through (each a draw of the distribution). */
const DRAWS = 50_000;
/** Words a visitor may type that no description holds. */
const NOTHING = ['ornitorrinco', 'submarino', 'xilófono', 'tractor'];

/** Spanish words of the generated descriptions (the demo's templates), 5 letters or more. */
export function searchWords(rand: () => number, count: number): string[] {
  const words = new Set<string>();
  for (const animal of DEMO_ANIMALS) {
    for (const word of animal.description.toLowerCase().match(/\p{L}{5,}/gu) ?? []) {
      words.add(word);
    }
  }
  const all = [...words].sort();
  const picked = new Set<string>();
  while (picked.size < Math.min(count, all.length)) {
    picked.add(all[Math.floor(rand() * all.length)]!);
  }
  return [...picked, ...NOTHING];
}

const pick = <T>(rand: () => number, values: readonly T[]) =>
  values[Math.floor(rand() * values.length)]!;

/** COMBINATIONS distinct first pages: the base path and its filters. */
export function combinations(seed = 18): string[] {
  const rand = random(seed);
  const words = searchWords(rand, 40);
  const found = new Set<string>();
  let attempts = 0;
  while (found.size < COMBINATIONS && attempts < COMBINATIONS * 20) {
    attempts += 1;
    const params = new URLSearchParams();
    if (rand() < 0.5) params.set('location', pick(rand, CITIES)[0].toLowerCase());
    if (rand() < 0.5) params.set('category', pick(rand, PET_KINDS));
    if (rand() < 0.2) params.set('gender', pick(rand, PET_GENDERS));
    if (rand() < 0.2) params.set('age', pick(rand, AGE_BANDS));
    if (rand() < 0.15) params.set('size', pick(rand, PET_SIZES));
    if (rand() < 0.1) params.set('sterilized', rand() < 0.5 ? 'true' : 'false');
    for (const flag of ['good_with_children', 'good_with_dogs', 'good_with_cats']) {
      if (rand() < 0.08) params.set(flag, 'true');
    }
    if (rand() < 0.3) params.set('sort', pick(rand, ['oldest', 'name']));
    if (rand() < 0.25) params.set('q', pick(rand, words));
    const base = rand() < 0.5 ? '/api/animals' : '/pets/api/pets';
    const query = params.toString();
    found.add(query ? `${base}?${query}` : base);
  }
  return [...found];
}

/**
 * Adds pages to each combination: up to three more, at random within its
 * real number of pages (from its total, `x-total-count`) and PAGES_MAX.
 */
export function withPages(firstPages: { path: string; pages: number }[], seed = 19): string[] {
  const rand = random(seed);
  const paths: string[] = [];
  for (const { path, pages } of firstPages) {
    paths.push(path);
    const last = Math.min(pages, PAGES_MAX);
    if (last < 2) continue;
    const extra = new Set<number>();
    const wanted = Math.floor(rand() * 4);
    for (let i = 0; i < wanted; i += 1) extra.add(2 + Math.floor(rand() * (last - 1)));
    for (const page of extra) paths.push(`${path}${path.includes('?') ? '&' : '?'}page=${page}`);
  }
  return paths;
}

/** DRAWS requests over `paths`, ranked at random, each drawn with weight 1/rank. */
export function zipfRequests(paths: string[], seed = 20): Request[] {
  const rand = random(seed);
  const ranked = [...paths];
  for (let i = ranked.length - 1; i > 0; i -= 1) {
    const j = Math.floor(rand() * (i + 1));
    [ranked[i], ranked[j]] = [ranked[j]!, ranked[i]!];
  }
  const cumulative: number[] = [];
  let total = 0;
  for (let rank = 1; rank <= ranked.length; rank += 1) {
    total += 1 / rank;
    cumulative.push(total);
  }
  const requests: Request[] = [];
  for (let i = 0; i < DRAWS; i += 1) {
    const x = rand() * total;
    let lo = 0;
    let hi = cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cumulative[mid]! < x) lo = mid + 1;
      else hi = mid;
    }
    requests.push({ method: 'GET', path: ranked[lo]! });
  }
  return requests;
}
