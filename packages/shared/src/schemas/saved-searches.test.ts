import { describe, expect, it } from 'vitest';
import { readCatalogueAddress } from './catalogue-query';
import {
  savedSearchFiltersSchema,
  savedSearchResultsPath,
  savedSearchSummary,
} from './saved-searches';

const filtersOf = (input: Record<string, unknown>) => savedSearchFiltersSchema.parse(input);

describe('saved search filters', () => {
  it('read either spelling into one normalised form, without page or order', () => {
    const spanish = filtersOf({
      categoria: 'perro',
      ciudad: ' Madrid ',
      edad: 'cachorro',
      orden: 'nombre',
    });
    const english = filtersOf({ age: 'cachorro', location: 'madrid', category: 'dog', page: 2 });
    expect(spanish).toEqual(english);
    expect(JSON.stringify(spanish)).toBe(
      '{"age":"cachorro","category":"perro","location":"madrid"}',
    );
    expect(savedSearchSummary(spanish)).toBe('Perros · Madrid · cachorros');
  });

  it('give an /adopciones address that the page reads back as the same filters', () => {
    for (const input of [
      { categoria: 'gato', ciudad: 'Málaga', q: 'Muy tranquilo', bien_con: 'ninos,gatos' },
      { tamano: 'pequeño', esterilizado: 'no', good_with_dogs: false, refugio: 7 },
      { sexo: 'hembra', edad: 'senior' },
      {},
    ]) {
      const filters = filtersOf(input);
      const path = savedSearchResultsPath(filters);
      expect(path.startsWith('/adopciones')).toBe(true);
      const read = readCatalogueAddress(new URL(path, 'https://huella.es').searchParams);
      expect(read.notUnderstood).toEqual([]);
      const { sort: _sort, page: _page, page_size: _size, ...query } = read.query;
      expect(filtersOf(query)).toEqual(filters);
    }
  });
});
