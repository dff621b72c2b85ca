/** Test fixtures: Pet-shape announcements, their photos and the user's shelters, as the API sends them. */
import { petPhotoSchema, petSchema, type Pet, type PetPhoto } from '@huella/shared/schemas/pets';
import { myShelterSchema, type MyShelter } from '@huella/shared/schemas/shelters';
import { apiFixture } from '../../testing/api-fixture';

export function makeShelter(
  id: number,
  name: string,
  overrides: Partial<MyShelter> = {},
): MyShelter {
  return apiFixture(myShelterSchema, {
    id,
    name,
    phone: '',
    web: '',
    facebook: '',
    instagram: '',
    email: '',
    kind: 'Refugio',
    address: '',
    city: 'Madrid',
    latitude: null,
    longitude: null,
    description: '',
    opening_hours: '',
    adoption_conditions: '',
    photo: null,
    verified: true,
    role: 'miembro',
    suspended: false,
    suspension_reason: '',
    ...overrides,
  });
}

export function makePhoto(id: number, width = 1200, height = 900): PetPhoto {
  const key = `media/pets/photo-${id}`;
  return apiFixture(petPhotoSchema, {
    id,
    url: `${key}-800.webp`,
    width,
    height,
    variants: { 400: `${key}-400.webp`, 800: `${key}-800.webp`, 1600: `${key}-1600.webp` },
  });
}

export function makePet(id: number, overrides: Partial<Pet> = {}): Pet {
  return apiFixture(petSchema, {
    id,
    name: `Animal ${id}`,
    kind: 'perro',
    gender: 'macho',
    race: '',
    birth: null,
    description: 'Sin descripción',
    shelter: 1,
    shelter_name: 'Refugio Esperanza',
    city: 'Madrid',
    state: 'en_adopcion',
    sterilized: false,
    sickness: '',
    size: null,
    microchipped: false,
    chip_number: null,
    vaccinated: false,
    good_with_children: null,
    good_with_dogs: null,
    good_with_cats: null,
    energy: null,
    needs_garden: null,
    image: null,
    images: [],
    published_at: '2026-03-01T10:00:00.000Z',
    renewed_at: '2026-03-01T10:00:00.000Z',
    expires_at: '2026-05-30T10:00:00.000Z',
    views: 0,
    imageUrl: null,
    descriptionOverview: 'Sin descripción',
    location: 'Madrid',
    characteristics: ['Perro', 'Macho'],
    ...overrides,
  });
}
