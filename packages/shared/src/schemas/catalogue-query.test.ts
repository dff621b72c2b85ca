import { describe, expect, it } from 'vitest';
import { adoptionsMessages } from '../messages/adoptions';
import { petListQuerySchema, readCatalogueAddress } from './catalogue-query';

const read = (search: string) => readCatalogueAddress(new URLSearchParams(search));

describe('the catalogue query', () => {
  it('reads the Spanish address and the English one as the same query', () => {
    const spanish = petListQuerySchema.parse({
      ciudad: 'Valencia',
      categoria: 'Gato',
      sexo: 'hembra',
      edad: 'joven',
      tamano: 'pequeno',
      esterilizado: 'sí',
      bien_con: 'ninos, gatos',
      orden: 'antiguos',
      pagina: '2',
    });
    const english = petListQuerySchema.parse({
      location: 'Valencia',
      category: 'cat',
      gender: 'hembra',
      age: 'joven',
      size: 'pequeño',
      sterilized: 'true',
      good_with_children: 'true',
      good_with_cats: 'true',
      sort: 'oldest',
      page: '2',
    });
    expect(spanish).toEqual(english);
    expect(english).toMatchObject({ category: 'gato', size: 'pequeño', sterilized: true });
  });

  it('rejects an unknown value with a Spanish message that names the choices', () => {
    const result = petListQuerySchema.safeParse({ categoria: 'dragon', bien_con: 'ninos,loros' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
      ['category', adoptionsMessages.query.category],
      ['bien_con', adoptionsMessages.query.goodWith],
    ]);
  });

  it('reports what an address does not understand, by the name it was sent under', () => {
    expect(read('categoria=dragon&ciudad=madrid&especie=gato&utm_source=x&orden=precio')).toEqual({
      query: { location: 'madrid', sort: 'recent', page: 1, page_size: 30 },
      notUnderstood: [
        { name: 'especie', value: 'gato' },
        { name: 'categoria', value: 'dragon' },
        { name: 'orden', value: 'precio' },
      ],
    });
    expect(read('categoria=perro&bien_con=perros').notUnderstood).toEqual([]);
  });
});
