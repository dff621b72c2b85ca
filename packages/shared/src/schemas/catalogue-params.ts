/**
 * The catalogue's parameter names and values in Spanish and English (see
 * catalogue-query.ts for the table and the schema that reads them). Kept
 * apart and free of zod, so that pages which only write addresses (the home
 * page's quick search) do not load the validation library.
 */
import type { PetSort } from '../constants';

export const SEARCH_QUERY_MAX_LENGTH = 200;
export const CITY_QUERY_MAX_LENGTH = 100;

/** The Spanish name of each parameter that has one, and the API name it stands for. */
export const SPANISH_PARAM_NAMES = {
  ciudad: 'location',
  categoria: 'category',
  sexo: 'gender',
  edad: 'age',
  tamano: 'size',
  esterilizado: 'sterilized',
  orden: 'sort',
  refugio: 'shelter',
  pagina: 'page',
} as const;
export type SpanishParamName = keyof typeof SPANISH_PARAM_NAMES;

/** `bien_con=ninos,gatos`: one Spanish parameter for the three "good with" flags. */
export const GOOD_WITH_PARAM = 'bien_con';
export const GOOD_WITH_VALUES = {
  ninos: 'good_with_children',
  perros: 'good_with_dogs',
  gatos: 'good_with_cats',
} as const;
export type GoodWithValue = keyof typeof GOOD_WITH_VALUES;

/** Spanish sort names as the address spells them. */
export const SPANISH_SORTS: Record<PetSort, string> = {
  recent: 'recientes',
  oldest: 'antiguos',
  name: 'nombre',
  compatibility: 'compatibilidad',
};

/** Sizes without the ñ, as people type them in an address. */
export const SIZE_SLUGS = { pequeño: 'pequeno', mediano: 'mediano', grande: 'grande' } as const;

/** Every parameter name the catalogue understands, in either language. */
export const CATALOGUE_PARAM_NAMES: ReadonlySet<string> = new Set([
  ...Object.keys(SPANISH_PARAM_NAMES),
  ...Object.values(SPANISH_PARAM_NAMES),
  GOOD_WITH_PARAM,
  ...Object.values(GOOD_WITH_VALUES),
  'q',
  'page_size',
]);
