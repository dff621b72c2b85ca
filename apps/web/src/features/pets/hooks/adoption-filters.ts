/**
 * The catalogue's filters live in the URL (so a search survives reload and can
 * be shared). This reads them from search params, keeping only known values,
 * and writes the form back as params, dropping what is empty or default.
 */
import {
  AGE_BANDS,
  CATEGORY_TO_KIND,
  CITIES,
  PET_GENDERS,
  PET_SIZES,
  PET_SORTS,
} from '@huella/shared/constants';

export const GOOD_WITH = ['good_with_children', 'good_with_dogs', 'good_with_cats'] as const;

export interface AdoptionFilters {
  location: string;
  category: string;
  q: string;
  gender: string;
  age: string;
  size: string;
  /** '' (either), 'true' or 'false'. */
  sterilized: string;
  good_with_children: boolean;
  good_with_dogs: boolean;
  good_with_cats: boolean;
  sort: string;
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

const choices: Record<string, readonly string[]> = {
  location: CITIES,
  category: Object.keys(CATEGORY_TO_KIND),
  gender: PET_GENDERS,
  age: AGE_BANDS,
  size: PET_SIZES,
  sterilized: ['true', 'false'],
  sort: PET_SORTS,
};

const pick = (params: URLSearchParams, key: string, fallback = '') => {
  const value = params.get(key) ?? '';
  return choices[key]?.includes(value) ? value : fallback;
};

export function filtersFromParams(params: URLSearchParams): AdoptionFilters {
  return {
    location: pick(params, 'location'),
    category: pick(params, 'category'),
    q: (params.get('q') ?? '').trim(),
    gender: pick(params, 'gender'),
    age: pick(params, 'age'),
    size: pick(params, 'size'),
    sterilized: pick(params, 'sterilized'),
    good_with_children: params.get('good_with_children') === 'true',
    good_with_dogs: params.get('good_with_dogs') === 'true',
    good_with_cats: params.get('good_with_cats') === 'true',
    sort: pick(params, 'sort', 'recent'),
  };
}

/** The non-default filters as params (also what the API receives). */
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

export function pageFromParams(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page > 1 ? page : 1;
}
