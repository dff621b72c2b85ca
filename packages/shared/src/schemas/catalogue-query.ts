/**
 * The catalogue's query (GET /pets/api/pets, GET /api/animals and the
 * /adopciones address): filters, search, sort and pagination.
 *
 * Two spellings are accepted. The API's own English names and values
 * (`category=dog`, `location=madrid`, `sort=recent`), which existing clients
 * send, and the Spanish ones people read and share in addresses
 * (`categoria=perro`, `ciudad=madrid`, `orden=recientes`), which the web app
 * writes. Both become the same query; a value that is neither is an error in
 * Spanish, never a filter silently dropped. The same schema runs on the server
 * and in the browser, so the page and the API agree on what they understood.
 *
 * | Spanish        | English              | Values                                          |
 * | -------------- | -------------------- | ----------------------------------------------- |
 * | ciudad         | location             | any city (accents and case do not matter)       |
 * | categoria      | category             | perro, gato, ave, otros / dog, cat, bird, other |
 * | q              | q                    | free text                                       |
 * | sexo           | gender               | macho, hembra                                   |
 * | edad           | age                  | cachorro, joven, adulto, senior                 |
 * | tamano         | size                 | pequeno (or pequeño), mediano, grande           |
 * | esterilizado   | sterilized           | si, no / true, false                            |
 * | bien_con       | good_with_children…  | ninos, perros, gatos, comma-separated           |
 * | orden          | sort                 | recientes, antiguos, nombre, compatibilidad / recent, oldest, name, compatibility |
 * | refugio        | shelter              | a shelter's id                                  |
 * | pagina         | page                 | 1, 2, …                                         |
 */
import { z } from 'zod';
import {
  AGE_BANDS,
  CATEGORY_TO_KIND,
  ID_MAX,
  PET_GENDERS,
  PET_KINDS,
  PET_SIZES,
  PET_SORTS,
  type PetKind,
} from '../constants';
import { adoptionsMessages } from '../messages/adoptions';
import {
  CATALOGUE_PARAM_NAMES,
  CITY_QUERY_MAX_LENGTH,
  GOOD_WITH_PARAM,
  GOOD_WITH_VALUES,
  SEARCH_QUERY_MAX_LENGTH,
  SIZE_SLUGS,
  SPANISH_PARAM_NAMES,
  SPANISH_SORTS,
  type GoodWithValue,
} from './catalogue-params';
import { paginationQuerySchema } from './common';

const queryErrors = adoptionsMessages.query;

export {
  CATALOGUE_PARAM_NAMES,
  CITY_QUERY_MAX_LENGTH,
  GOOD_WITH_PARAM,
  GOOD_WITH_VALUES,
  SEARCH_QUERY_MAX_LENGTH,
  SIZE_SLUGS,
  SPANISH_PARAM_NAMES,
  SPANISH_SORTS,
  type GoodWithValue,
  type SpanishParamName,
} from './catalogue-params';

const fold = (value: string) =>
  value
    .trim()
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');

const kindOf = (value: string): string =>
  (CATEGORY_TO_KIND as Record<string, PetKind>)[value] ?? value;

const sortOf = (value: string): string =>
  Object.entries(SPANISH_SORTS).find(([, spanish]) => spanish === value)?.[0] ?? value;

const sizeOf = (value: string): string =>
  Object.entries(SIZE_SLUGS).find(([, slug]) => slug === value)?.[0] ?? value;

const booleanOf = (value: string): string =>
  value === 'si' ? 'true' : value === 'no' ? 'false' : value;

/** Lower-cased (and, where the values are plain words, accent-free) canonical values. */
const VALUE_ALIASES: Record<string, (folded: string) => string> = {
  category: kindOf,
  gender: (value) => value,
  age: (value) => value,
  size: sizeOf,
  sort: sortOf,
  sterilized: booleanOf,
  good_with_children: booleanOf,
  good_with_dogs: booleanOf,
  good_with_cats: booleanOf,
};

/**
 * The query under the API's names and values. A Spanish name gives way to its
 * English twin when both are sent (what an existing client meant stays).
 * `bien_con`'s known items become the three flags; an unknown item stays in
 * `bien_con`, where the schema rejects it.
 */
export function canonicalCatalogueQuery(input: unknown): unknown {
  if (!input || typeof input !== 'object' || Array.isArray(input)) return input;
  const query: Record<string, unknown> = { ...(input as Record<string, unknown>) };
  for (const [spanish, english] of Object.entries(SPANISH_PARAM_NAMES)) {
    if (!(spanish in query)) continue;
    if (query[english] === undefined) query[english] = query[spanish];
    delete query[spanish];
  }
  const goodWith = query[GOOD_WITH_PARAM];
  delete query[GOOD_WITH_PARAM];
  if (typeof goodWith === 'string') {
    const unknown: string[] = [];
    for (const item of goodWith.split(',').map(fold).filter(Boolean)) {
      const flag = GOOD_WITH_VALUES[item as GoodWithValue];
      if (flag) query[flag] ??= 'true';
      else unknown.push(item);
    }
    if (unknown.length) query[GOOD_WITH_PARAM] = unknown.join(',');
  } else if (goodWith !== undefined) {
    query[GOOD_WITH_PARAM] = goodWith;
  }
  for (const [key, alias] of Object.entries(VALUE_ALIASES)) {
    const value = query[key];
    if (typeof value === 'string')
      query[key] = value.trim() === '' ? undefined : alias(fold(value));
  }
  if (typeof query.location === 'string' && query.location.trim() === '') delete query.location;
  if (typeof query.q === 'string' && query.q.trim() === '') delete query.q;
  return query;
}

const choice = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.enum(values, { error: message }).optional();

const flag = (message: string) =>
  z
    .enum(['true', 'false'], { error: message })
    .transform((value) => value === 'true')
    .optional();

const listQueryObject = paginationQuerySchema.extend({
  location: z
    .string({ error: queryErrors.location })
    .trim()
    .max(CITY_QUERY_MAX_LENGTH, queryErrors.location)
    .optional(),
  category: choice(PET_KINDS, queryErrors.category),
  q: z
    .string({ error: queryErrors.q })
    .trim()
    .max(SEARCH_QUERY_MAX_LENGTH, queryErrors.q)
    .optional(),
  gender: choice(PET_GENDERS, queryErrors.gender),
  age: choice(AGE_BANDS, queryErrors.age),
  size: choice(PET_SIZES, queryErrors.size),
  sterilized: flag(queryErrors.sterilized),
  good_with_children: flag(queryErrors.goodWith),
  good_with_dogs: flag(queryErrors.goodWith),
  good_with_cats: flag(queryErrors.goodWith),
  /** Only ever present with items that are not ninos, perros or gatos: always an error. */
  bien_con: z
    .string()
    .refine(() => false, queryErrors.goodWith)
    .optional(),
  shelter: z.coerce
    .number({ error: queryErrors.shelter })
    .int(queryErrors.shelter)
    .positive(queryErrors.shelter)
    .max(ID_MAX, queryErrors.shelter)
    .optional(),
  sort: z.enum(PET_SORTS, { error: queryErrors.sort }).default('recent'),
});

/**
 * Whether a list's raw query asks for the order by compatibility, which is
 * personal: it needs to know who asks, and its answer is never shared.
 */
export function asksCompatibilityOrder(input: unknown): boolean {
  const query = canonicalCatalogueQuery(input) as { sort?: unknown } | undefined;
  return query?.sort === 'compatibility';
}

/** Filters, search, sort and pagination of both lists, in English or Spanish. */
export const petListQuerySchema = z.preprocess(canonicalCatalogueQuery, listQueryObject);
export type PetListQuery = Omit<z.infer<typeof listQueryObject>, 'bien_con'>;

/**
 * The list's filters and words alone, under the API's names (no page, size or
 * order), to be read after `canonicalCatalogueQuery`: what a saved search keeps.
 */
export const catalogueFiltersObject = listQueryObject.omit({
  page: true,
  page_size: true,
  sort: true,
});

export interface NotUnderstoodParam {
  /** The parameter as the address spells it. */
  name: string;
  value: string;
}

export interface CatalogueAddress {
  /** What was understood, under the API's names; nothing of what was not. */
  query: Partial<PetListQuery>;
  /** Parameters whose name or value means nothing to the catalogue. */
  notUnderstood: NotUnderstoodParam[];
}

/** Parameters that links from elsewhere carry and the catalogue has no reason to mention. */
const FOREIGN_PARAM = /^(utm_\w+|fbclid|gclid|msclkid|mc_cid|mc_eid|ref)$/;

/**
 * Reads an address's parameters the way the API would, but keeps going past
 * a bad one: each parameter the schema rejects is left out and reported by
 * the name it was sent under, and so is any parameter the catalogue does not
 * know, so the page can say what it did not understand.
 */
export function readCatalogueAddress(params: URLSearchParams): CatalogueAddress {
  const notUnderstood: NotUnderstoodParam[] = [];
  const raw: Record<string, string> = {};
  /** The name each API key was sent under, to report it as the person wrote it. */
  const sentAs: Record<string, string> = {};
  for (const [name, value] of params) {
    if (!CATALOGUE_PARAM_NAMES.has(name)) {
      if (!FOREIGN_PARAM.test(name)) notUnderstood.push({ name, value });
      continue;
    }
    if (name in raw) continue;
    raw[name] = value;
    const english = (SPANISH_PARAM_NAMES as Record<string, string>)[name] ?? name;
    sentAs[english] ??= name;
  }
  const canonical = canonicalCatalogueQuery(raw) as Record<string, unknown>;
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const result = listQueryObject.safeParse(canonical);
    if (result.success) {
      const { bien_con: _unused, ...query } = result.data;
      return { query, notUnderstood };
    }
    const keys = new Set(result.error.issues.map((issue) => String(issue.path[0] ?? '')));
    for (const key of keys) {
      const name = key === GOOD_WITH_PARAM ? GOOD_WITH_PARAM : (sentAs[key] ?? key);
      notUnderstood.push({ name, value: params.get(name) ?? String(canonical[key] ?? '') });
      delete canonical[key];
    }
  }
  return { query: {}, notUnderstood };
}
