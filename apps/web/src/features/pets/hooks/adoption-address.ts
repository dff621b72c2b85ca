/**
 * Reading /adopciones's address with the API's own schema (zod), in Spanish or
 * English, reporting what it does not understand. Only the catalogue page
 * reads addresses this way; pages that only write them use adoption-filters.ts,
 * which loads no validation library.
 */
import { CITIES } from '@huella/shared/constants';
import {
  readCatalogueAddress,
  type NotUnderstoodParam,
} from '@huella/shared/schemas/catalogue-query';
import type { AdoptionFilters } from './adoption-filters';

export interface AdoptionAddress {
  filters: AdoptionFilters;
  page: number;
  notUnderstood: NotUnderstoodParam[];
}

const fold = (value: string) =>
  value
    .trim()
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');

/** 'Valencia' and 'valencia' are the list's city; another city stays as written. */
function cityOf(location: string | undefined): string {
  if (!location) return '';
  const folded = fold(location);
  return CITIES.find((city) => city === folded) ?? location.trim();
}

/** Everything the address says, as the page's filters and page number. */
export function readAdoptionAddress(params: URLSearchParams): AdoptionAddress {
  const { query, notUnderstood } = readCatalogueAddress(params);
  const flag = (value: boolean | undefined) => (value === undefined ? '' : String(value));
  return {
    filters: {
      location: cityOf(query.location),
      category: query.category ?? '',
      q: query.q ?? '',
      gender: query.gender ?? '',
      age: query.age ?? '',
      size: query.size ?? '',
      sterilized: flag(query.sterilized),
      good_with_children: query.good_with_children === true,
      good_with_dogs: query.good_with_dogs === true,
      good_with_cats: query.good_with_cats === true,
      sort: query.sort ?? 'recent',
    },
    page: query.page && query.page > 1 ? query.page : 1,
    notUnderstood,
  };
}
