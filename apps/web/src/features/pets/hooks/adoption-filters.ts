/**
 * The catalogue's filters live in the URL (so a search survives reload and can
 * be shared). The address is read with the API's own schema, in Spanish or
 * English (`categoria=gato` or `category=cat`), and what it does not
 * understand is reported instead of dropped in silence. The page writes the
 * Spanish form back (`/adopciones?ciudad=valencia&categoria=gato`); the API is
 * sent its English names.
 */
import type { PetKind, PetSort } from '@huella/shared/constants';
import {
  GOOD_WITH_PARAM,
  GOOD_WITH_VALUES,
  SIZE_SLUGS,
  SPANISH_SORTS,
  type GoodWithValue,
} from '@huella/shared/schemas/catalogue-params';

export const GOOD_WITH = ['good_with_children', 'good_with_dogs', 'good_with_cats'] as const;

export interface AdoptionFilters {
  /** A city of the list (`madrid`) or, from a shared address, any other city as written. */
  location: string;
  /** A kind: perro, gato, ave, otros. */
  category: '' | PetKind;
  q: string;
  gender: string;
  age: string;
  size: string;
  /** '' (either), 'true' or 'false'. */
  sterilized: string;
  good_with_children: boolean;
  good_with_dogs: boolean;
  good_with_cats: boolean;
  sort: PetSort;
}

export const EMPTY_FILTERS: AdoptionFilters = {
  location: '',
  category: '',
  q: '',
  gender: '',
  age: '',
  size: '',
  sterilized: '',
  good_with_children: false,
  good_with_dogs: false,
  good_with_cats: false,
  sort: 'recent',
};

/**
 * The page number of an address (`pagina`, or `page`, which wins as it does
 * in the API's reading), 1 when it is not a whole number above 1.
 */
export function pageFromParams(params: URLSearchParams): number {
  const page = Number(params.get('page') ?? params.get('pagina') ?? '');
  return Number.isInteger(page) && page > 1 ? page : 1;
}

/** The non-default filters under the API's names (what GET /api/animals receives). */
export function filtersToParams(filters: AdoptionFilters): Record<string, string> {
  const params: Record<string, string> = {};
  for (const key of ['location', 'category', 'q', 'gender', 'age', 'size', 'sterilized'] as const) {
    const value = filters[key].trim();
    if (value) params[key] = value;
  }
  for (const key of GOOD_WITH) if (filters[key]) params[key] = 'true';
  if (filters.sort !== 'recent') params.sort = filters.sort;
  return params;
}

/** The page's own address: Spanish names and values, defaults left out. */
export function filtersToAddress(filters: AdoptionFilters, page = 1): URLSearchParams {
  const params = new URLSearchParams();
  const set = (name: string, value: string) => {
    if (value.trim()) params.set(name, value.trim());
  };
  set('ciudad', filters.location);
  set('categoria', filters.category);
  set('q', filters.q);
  set('sexo', filters.gender);
  set('edad', filters.age);
  set('tamano', SIZE_SLUGS[filters.size as keyof typeof SIZE_SLUGS] ?? filters.size);
  set('esterilizado', filters.sterilized === 'true' ? 'si' : filters.sterilized ? 'no' : '');
  const goodWith = (Object.keys(GOOD_WITH_VALUES) as GoodWithValue[]).filter(
    (value) => filters[GOOD_WITH_VALUES[value]],
  );
  set(GOOD_WITH_PARAM, goodWith.join(','));
  if (filters.sort !== 'recent') set('orden', SPANISH_SORTS[filters.sort]);
  if (page > 1) set('pagina', String(page));
  return params;
}

/** Whether any filter differs from the defaults (what 'Quitar filtros' would undo). */
export function hasFilters(filters: AdoptionFilters): boolean {
  return Object.keys(filtersToParams(filters)).length > 0;
}
