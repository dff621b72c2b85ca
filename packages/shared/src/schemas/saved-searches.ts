/**
 * Saved searches with e-mail alerts (issue 20): the filters and words of a
 * search on /adopciones, kept with a name and how often new animals are
 * mailed. The filters are exactly the catalogue list's (catalogue-query.ts),
 * read by its own schema in either spelling, without page, size or order, and
 * kept normalised, so that the same search saved twice is recognised.
 */
import { z } from 'zod';
import {
  SAVED_SEARCH_DEFAULT_FREQUENCY,
  SAVED_SEARCH_FREQUENCIES,
  SAVED_SEARCH_NAME_MAX_LENGTH,
  PET_KINDS,
  type PetKind,
} from '../constants';
import { savedSearchesMessages } from '../messages/saved-searches';
import {
  canonicalCatalogueQuery,
  catalogueFiltersObject,
  GOOD_WITH_PARAM,
  GOOD_WITH_VALUES,
  SIZE_SLUGS,
  type GoodWithValue,
  type PetListQuery,
} from './catalogue-query';

const errors = savedSearchesMessages.errors;
const summaryText = savedSearchesMessages.summary;

/** What a saved search keeps: the list's filters and words, no page, size or order. */
export type SavedSearchFilters = Omit<PetListQuery, 'page' | 'page_size' | 'sort'>;

/** Parameters of an address that say how to show the results, not which: left out. */
const PRESENTATION_PARAMS = new Set(['page', 'pagina', 'page_size', 'sort', 'orden']);

/** The filters in the catalogue's query form: JSON's true, false and numbers as an address spells them. */
function asQuery(input: unknown): unknown {
  if (!input || typeof input !== 'object' || Array.isArray(input)) return input;
  const query: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(input)) {
    if (PRESENTATION_PARAMS.has(key)) continue;
    query[key] = typeof value === 'boolean' || typeof value === 'number' ? String(value) : value;
  }
  return canonicalCatalogueQuery(query);
}

/** Lower case and single spaces: "Madrid" and " madrid " are one search (the catalogue folds case). */
const tidy = (value: string) => value.trim().replace(/\s+/g, ' ').toLocaleLowerCase('es');

/** The filters given, in a fixed key order, without empty values. */
function normalise(filters: SavedSearchFilters & { bien_con?: string }): SavedSearchFilters {
  const { bien_con: _ignored, ...given } = filters;
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(given).sort() as (keyof SavedSearchFilters)[]) {
    const value = given[key];
    if (value === undefined || value === null || value === '') continue;
    out[key] = key === 'location' || key === 'q' ? tidy(value as string) : value;
  }
  return out as SavedSearchFilters;
}

/**
 * The filters of a saved search, in Spanish or English (`{"categoria": "perro",
 * "ciudad": "Madrid"}` or `{"category": "dog", "location": "madrid"}`), stored
 * under the API's names. A parameter the catalogue does not know is an error;
 * page and order are left out.
 */
export const savedSearchFiltersSchema = z
  .preprocess(
    asQuery,
    z.strictObject(catalogueFiltersObject.shape, {
      error: (issue) =>
        issue.code === 'unrecognized_keys' ? errors.unknownFilter : errors.filters,
    }),
  )
  .transform(normalise);

/** The stored filters, as the API answers them. */
export const savedSearchFiltersOutSchema = z.object({
  location: z.string().optional(),
  category: z.enum(PET_KINDS).optional(),
  q: z.string().optional(),
  gender: catalogueFiltersObject.shape.gender,
  age: catalogueFiltersObject.shape.age,
  size: catalogueFiltersObject.shape.size,
  sterilized: z.boolean().optional(),
  good_with_children: z.boolean().optional(),
  good_with_dogs: z.boolean().optional(),
  good_with_cats: z.boolean().optional(),
  shelter: z.number().optional(),
});

const nameSchema = z
  .string({ error: errors.name })
  .trim()
  .min(1, errors.name)
  .max(SAVED_SEARCH_NAME_MAX_LENGTH, errors.name);
const frequencySchema = z.enum(SAVED_SEARCH_FREQUENCIES, { error: errors.frequency });

export const savedSearchCreateSchema = z.object({
  /** By default, the summary of the filters. */
  name: nameSchema.optional(),
  filters: savedSearchFiltersSchema,
  frequency: frequencySchema.default(SAVED_SEARCH_DEFAULT_FREQUENCY),
});
export type SavedSearchCreate = z.infer<typeof savedSearchCreateSchema>;

export const savedSearchPatchSchema = z
  .object({
    name: nameSchema.optional(),
    frequency: frequencySchema.optional(),
    paused: z.boolean({ error: errors.paused }).optional(),
  })
  .strict()
  .refine((patch) => Object.values(patch).some((value) => value !== undefined), {
    message: errors.nothingToChange,
  });
export type SavedSearchPatch = z.infer<typeof savedSearchPatchSchema>;

export const savedSearchSchema = z.object({
  id: z.number(),
  name: z.string(),
  filters: savedSearchFiltersOutSchema,
  /** The filters in Spanish words. */
  summary: z.string(),
  frequency: frequencySchema,
  paused: z.boolean(),
  created_at: z.string(),
  /** The /adopciones address that shows the search's results. */
  results_url: z.string(),
});
export type SavedSearch = z.infer<typeof savedSearchSchema>;

/** The one-click unsubscribe link of every alert (RFC 8058): its token is in the query. */
export const savedSearchUnsubscribeQuerySchema = z.object({
  token: z
    .string({ error: errors.unknownToken })
    .trim()
    .min(1, errors.unknownToken)
    .max(200, errors.unknownToken),
});

/** "madrid" → "Madrid", "san sebastián" → "San Sebastián". */
const capitalised = (text: string) =>
  text.replace(
    /(^|[\s-])(\p{L})/gu,
    (_match, before: string, letter: string) => `${before}${letter.toLocaleUpperCase('es')}`,
  );

const yesNo = (value: boolean, texts: { yes: string; no: string }) =>
  value ? texts.yes : texts.no;

/**
 * The filters in Spanish words, «Perros · Madrid · cachorros»: the default
 * name of a search and the line that describes it. `shelterName` is the name
 * of the shelter the search is limited to, when it is.
 */
export function savedSearchSummary(filters: SavedSearchFilters, shelterName?: string): string {
  const parts: string[] = [];
  if (filters.category) parts.push(summaryText.kinds[filters.category as PetKind]);
  if (filters.location) parts.push(capitalised(filters.location));
  if (filters.q) parts.push(summaryText.words(filters.q));
  if (filters.gender) parts.push(summaryText.genders[filters.gender]);
  if (filters.age) parts.push(summaryText.ages[filters.age]);
  if (filters.size) parts.push(summaryText.sizes[filters.size]);
  if (filters.sterilized !== undefined) {
    parts.push(yesNo(filters.sterilized, summaryText.sterilized));
  }
  if (filters.good_with_children !== undefined) {
    parts.push(yesNo(filters.good_with_children, summaryText.goodWith.children));
  }
  if (filters.good_with_dogs !== undefined) {
    parts.push(yesNo(filters.good_with_dogs, summaryText.goodWith.dogs));
  }
  if (filters.good_with_cats !== undefined) {
    parts.push(yesNo(filters.good_with_cats, summaryText.goodWith.cats));
  }
  if (filters.shelter) {
    parts.push(
      shelterName ? summaryText.shelter(shelterName) : summaryText.unknownShelter(filters.shelter),
    );
  }
  if (parts.length === 0) return summaryText.everything;
  const [first, ...rest] = parts;
  // The first word starts the sentence: «Machos · jóvenes», not «machos · jóvenes».
  return [capitalisedFirst(first!), ...rest].join(summaryText.separator);
}

const capitalisedFirst = (text: string) =>
  text.charAt(0) === '«' ? text : text.charAt(0).toLocaleUpperCase('es') + text.slice(1);

/**
 * The /adopciones address that reproduces the search, in the Spanish names
 * and values the page itself writes (`/adopciones?ciudad=madrid&categoria=perro`).
 * A "good with" flag set to no has no Spanish spelling and keeps its API name.
 */
export function savedSearchResultsPath(filters: SavedSearchFilters): string {
  const params = new URLSearchParams();
  if (filters.location) params.set('ciudad', filters.location);
  if (filters.category) params.set('categoria', filters.category);
  if (filters.q) params.set('q', filters.q);
  if (filters.gender) params.set('sexo', filters.gender);
  if (filters.age) params.set('edad', filters.age);
  if (filters.size) params.set('tamano', SIZE_SLUGS[filters.size]);
  if (filters.sterilized !== undefined)
    params.set('esterilizado', filters.sterilized ? 'si' : 'no');
  const goodWith = Object.entries(GOOD_WITH_VALUES) as [
    GoodWithValue,
    (typeof GOOD_WITH_VALUES)[GoodWithValue],
  ][];
  const yes = goodWith.filter(([, flag]) => filters[flag] === true).map(([value]) => value);
  if (yes.length) params.set(GOOD_WITH_PARAM, yes.join(','));
  for (const [, flag] of goodWith) if (filters[flag] === false) params.set(flag, 'false');
  if (filters.shelter) params.set('refugio', String(filters.shelter));
  const query = params.toString();
  return query ? `/adopciones?${query}` : '/adopciones';
}
