/** Test fixtures: Animal-shape records as the API sends them. */
import { animalSchema, type Animal } from '@huella/shared/schemas/pets';
import { userFixture } from '../../testing/fixtures';
import { apiFixture } from '../../testing/api-fixture';

export function makeAnimal(id: number, overrides: Partial<Animal> = {}): Animal {
  return apiFixture(animalSchema, {
    id,
    name: `Animal ${id}`,
    image: `media/pets/key-${id}-800.webp`,
    imageUrl: `http://api.test/media/pets/key-${id}-800.webp`,
    description: `Descripción completa del animal ${id}.`,
    descriptionOverview: `Descripción breve del animal ${id}.`,
    location: 'Madrid',
    characteristics: ['Perro', 'Macho', '2 años'],
    images: [
      {
        // As the API sends it: the default (800 px) variant, and the size of
        // the largest variant (the demo photos are 1200 × 900).
        url: `media/pets/key-${id}-800.webp`,
        width: 1200,
        height: 900,
        variants: {
          '400': `media/pets/key-${id}-400.webp`,
          '800': `media/pets/key-${id}-800.webp`,
          '1600': `media/pets/key-${id}-1600.webp`,
        },
      },
    ],
    views: 7,
    kind: 'perro',
    gender: 'macho',
    state: 'en_adopcion',
    age: '2 años',
    size: 'mediano',
    good_with_children: true,
    good_with_dogs: null,
    good_with_cats: false,
    energy: null,
    needs_garden: null,
    shelter: { id: 1, name: 'Refugio Esperanza', kind: 'Refugio', city: 'Madrid', verified: true },
    ...overrides,
  });
}

/** The signed-in adopter, as GET /users/api/users/me/ answers. */
export const ME = userFixture({
  id: 12,
  last_name: '',
  date_joined: '2026-01-01T00:00:00Z',
});
