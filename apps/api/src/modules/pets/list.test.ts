import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adoptionsMessages } from '@huella/shared/messages/adoptions';
import type { Animal, Pet } from '@huella/shared/schemas/pets';
import {
  bearer,
  createPet,
  createPetPhoto,
  createShelter,
  createUser,
  loginAs,
} from '../../test/factories';
import { buildTestApp, type TestContext } from '../../test/helper';
import { ageText } from './present';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp({ PUBLIC_URL: 'https://huella.example' });
});
afterAll(() => ctx.close());

const DAY = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY);
/**
 * Published 100 days ago, expired 10 days ago: both from one instant, or the
 * expiry could land a millisecond past the lifetime the database allows.
 */
function expiredTenDaysAgo() {
  const publishedAt = daysAgo(100);
  return { publishedAt, expiresAt: new Date(publishedAt.getTime() + 90 * DAY) };
}
const birthYearsAgo = (years: number, extraDays = 0) =>
  new Date(Date.now() - years * 365.25 * DAY - extraDays * DAY).toISOString().slice(0, 10);

const get = (url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url, headers });

async function petNames(url: string): Promise<string[]> {
  const response = await get(url);
  expect(response.statusCode).toBe(200);
  return response.json<Pet[]>().map((pet) => pet.name);
}

describe('GET /pets/api/pets and /api/animals: what is public', () => {
  it('lists published, unexpired animals in adoption or pending, newest first', async () => {
    const shelter = await createShelter(ctx.app);
    const s = shelter.id;
    await createPet(ctx.app, { shelterId: s, name: 'Viejo', publishedAt: daysAgo(10) });
    await createPet(ctx.app, { shelterId: s, name: 'Nuevo', publishedAt: daysAgo(1) });
    await createPet(ctx.app, { shelterId: s, name: 'Pendiente', state: 'pendiente' });
    await createPet(ctx.app, { shelterId: s, name: 'Adoptado', state: 'adoptada' });
    await createPet(ctx.app, { shelterId: s, name: 'Borrado', deletedAt: new Date() });
    await createPet(ctx.app, {
      shelterId: s,
      name: 'Caducado',
      ...expiredTenDaysAgo(),
    });

    expect(await petNames(`/pets/api/pets?shelter=${s}`)).toEqual(['Pendiente', 'Nuevo', 'Viejo']);
    const animals = await get(`/api/animals?shelter=${s}`);
    expect(animals.json<Animal[]>().map((animal) => animal.name)).toEqual([
      'Pendiente',
      'Nuevo',
      'Viejo',
    ]);
  });

  it('answers the Pet shape, without the chip number for strangers', async () => {
    const shelter = await createShelter(ctx.app, { name: 'Patitas Sevilla', city: 'Sevilla' });
    const pet = await createPet(ctx.app, {
      shelterId: shelter.id,
      name: 'Luna',
      kind: 'gato',
      gender: 'hembra',
      race: 'Europeo',
      birth: '2022-03-01',
      size: 'pequeño',
      microchipped: true,
      chipNumber: '941000024680135',
      goodWithCats: true,
      energy: 'baja',
    });
    const photo = await createPetPhoto(ctx.app, pet.id);

    const [listed] = (await get(`/pets/api/pets?shelter=${shelter.id}`)).json<Pet[]>();
    expect(listed).toEqual({
      id: pet.id,
      name: 'Luna',
      kind: 'gato',
      gender: 'hembra',
      race: 'Europeo',
      birth: '2022-03-01',
      description: 'Un animal muy cariñoso que busca familia.',
      shelter: shelter.id,
      shelter_name: 'Patitas Sevilla',
      city: 'Sevilla',
      state: 'en_adopcion',
      sterilized: false,
      sickness: '',
      size: 'pequeño',
      microchipped: true,
      vaccinated: false,
      good_with_children: null,
      good_with_dogs: null,
      good_with_cats: true,
      energy: 'baja',
      needs_garden: null,
      image: `media/${photo.storageKey}-800.webp`,
      images: [
        {
          id: photo.id,
          url: `media/${photo.storageKey}-800.webp`,
          width: 1600,
          height: 1200,
          variants: {
            400: `media/${photo.storageKey}-400.webp`,
            800: `media/${photo.storageKey}-800.webp`,
            1600: `media/${photo.storageKey}-1600.webp`,
          },
        },
      ],
      published_at: pet.publishedAt.toISOString(),
      renewed_at: pet.renewedAt.toISOString(),
      expires_at: pet.expiresAt.toISOString(),
      views: 0,
      // What the list's cards show, as in the Animal shape (spec §2, §7).
      imageUrl: `https://huella.example/media/${photo.storageKey}-800.webp`,
      descriptionOverview: 'Un animal muy cariñoso que busca familia.',
      location: 'Sevilla',
      characteristics: [
        'Gato',
        'Hembra',
        ageText('2022-03-01'),
        'Europeo',
        'Tamaño pequeño',
        'Con microchip',
        'Bien con gatos',
        'Tranquilo',
      ],
    });
    expect(listed).not.toHaveProperty('chip_number');
  });

  it('shows the chip number to the members of the pet’s shelter only', async () => {
    const member = await createUser(ctx.app);
    const outsider = await createUser(ctx.app);
    const shelter = await createShelter(ctx.app, { members: [[member.id, 'miembro']] });
    await createShelter(ctx.app, { members: [[outsider.id, 'administrador']] });
    const pet = await createPet(ctx.app, {
      shelterId: shelter.id,
      microchipped: true,
      chipNumber: '941000024680135',
    });

    const asMember = await get(
      `/pets/api/pets?shelter=${shelter.id}`,
      bearer(await loginAs(ctx.app, member)),
    );
    expect(asMember.json<Pet[]>()[0]!.chip_number).toBe('941000024680135');
    const detail = await get(`/pets/api/pets/${pet.id}/`, bearer(await loginAs(ctx.app, member)));
    expect(detail.json<Pet>().chip_number).toBe('941000024680135');
    const asOutsider = await get(
      `/pets/api/pets/${pet.id}/`,
      bearer(await loginAs(ctx.app, outsider)),
    );
    expect(asOutsider.json()).not.toHaveProperty('chip_number');
  });

  it('answers the Animal shape with an absolute image URL, overview and characteristics', async () => {
    const shelter = await createShelter(ctx.app, {
      name: 'Protectora Levante',
      kind: 'Protectora',
      city: 'Valencia',
    });
    const description =
      'Toby es un perro tranquilo y muy sociable que adora los paseos largos por el campo, ' +
      'jugar con la pelota y dormir la siesta al sol. Se lleva bien con niños y con otros perros.';
    const pet = await createPet(ctx.app, {
      shelterId: shelter.id,
      name: 'Toby',
      gender: 'macho',
      race: 'Mestizo',
      birth: birthYearsAgo(2, 30),
      size: 'mediano',
      sterilized: true,
      vaccinated: true,
      microchipped: true,
      goodWithChildren: true,
      goodWithDogs: false,
      energy: 'alta',
      needsGarden: true,
      description,
    });
    const second = await createPetPhoto(ctx.app, pet.id, { position: 1 });
    const first = await createPetPhoto(ctx.app, pet.id, { position: 0, width: 800, height: 600 });

    const [animal] = (await get(`/api/animals?shelter=${shelter.id}`)).json<Animal[]>();
    expect(animal).toEqual({
      id: pet.id,
      name: 'Toby',
      image: `media/${first.storageKey}-800.webp`,
      imageUrl: `https://huella.example/media/${first.storageKey}-800.webp`,
      description,
      descriptionOverview: expect.stringMatching(/…$/),
      location: 'Valencia',
      characteristics: [
        'Perro',
        'Macho',
        '2 años',
        'Mestizo',
        'Tamaño mediano',
        'Esterilizado',
        'Vacunado',
        'Con microchip',
        'Bien con niños',
        'Muy activo',
        'Necesita jardín o patio',
      ],
      images: [
        expect.objectContaining({ url: `media/${first.storageKey}-800.webp`, width: 800 }),
        expect.objectContaining({ url: `media/${second.storageKey}-800.webp`, width: 1600 }),
      ],
      views: 0,
      kind: 'perro',
      gender: 'macho',
      state: 'en_adopcion',
      age: '2 años',
      size: 'mediano',
      good_with_children: true,
      good_with_dogs: false,
      good_with_cats: null,
      energy: 'alta',
      needs_garden: true,
      shelter: {
        id: shelter.id,
        name: 'Protectora Levante',
        kind: 'Protectora',
        city: 'Valencia',
        verified: true,
      },
    });
    // At most ~150 characters, cut between words, and the start of the description.
    const overview = animal!.descriptionOverview.slice(0, -1);
    expect(overview.length).toBeLessThanOrEqual(150);
    expect(description.startsWith(overview)).toBe(true);
    expect(description[overview.length]).toBe(' ');
  });

  it('gives animals without photos no image, and a short description as it is', async () => {
    const shelter = await createShelter(ctx.app);
    await createPet(ctx.app, { shelterId: shelter.id, description: 'Muy bueno.' });
    const [animal] = (await get(`/api/animals?shelter=${shelter.id}`)).json<Animal[]>();
    expect(animal).toMatchObject({
      image: null,
      imageUrl: null,
      images: [],
      descriptionOverview: 'Muy bueno.',
    });
  });
});

describe('filters', () => {
  it('by location, ignoring case and accents', async () => {
    const cadiz = await createShelter(ctx.app, { city: 'Cádiz' });
    const other = await createShelter(ctx.app, { city: 'Córdoba' });
    await createPet(ctx.app, { shelterId: cadiz.id, name: 'Gaditano' });
    await createPet(ctx.app, { shelterId: other.id, name: 'Cordobés' });
    expect(await petNames('/pets/api/pets?location=cadiz')).toEqual(['Gaditano']);
    expect(await petNames('/api/animals?location=C%C3%81DIZ')).toEqual(['Gaditano']);
  });

  it('by category, in English or Spanish', async () => {
    const shelter = await createShelter(ctx.app);
    const s = shelter.id;
    await createPet(ctx.app, { shelterId: s, name: 'Perro', kind: 'perro' });
    await createPet(ctx.app, { shelterId: s, name: 'Gato', kind: 'gato' });
    await createPet(ctx.app, { shelterId: s, name: 'Ave', kind: 'ave' });
    await createPet(ctx.app, { shelterId: s, name: 'Otro', kind: 'otros' });
    expect(await petNames(`/pets/api/pets?shelter=${s}&category=dog`)).toEqual(['Perro']);
    expect(await petNames(`/pets/api/pets?shelter=${s}&category=cat`)).toEqual(['Gato']);
    expect(await petNames(`/pets/api/pets?shelter=${s}&category=bird`)).toEqual(['Ave']);
    expect(await petNames(`/pets/api/pets?shelter=${s}&category=other`)).toEqual(['Otro']);
    expect(await petNames(`/pets/api/pets?shelter=${s}&category=gato`)).toEqual(['Gato']);
  });

  it('by gender, size, sterilized and good with children, dogs and cats', async () => {
    const shelter = await createShelter(ctx.app);
    const s = shelter.id;
    await createPet(ctx.app, {
      shelterId: s,
      name: 'A',
      gender: 'hembra',
      size: 'grande',
      sterilized: true,
      goodWithChildren: true,
      publishedAt: daysAgo(3),
    });
    await createPet(ctx.app, {
      shelterId: s,
      name: 'B',
      gender: 'macho',
      size: 'pequeño',
      goodWithDogs: true,
      goodWithCats: false,
      publishedAt: daysAgo(2),
    });
    await createPet(ctx.app, {
      shelterId: s,
      name: 'C',
      gender: 'hembra',
      goodWithCats: true,
      publishedAt: daysAgo(1),
    });
    const names = (filter: string) => petNames(`/pets/api/pets?shelter=${s}&${filter}`);
    expect(await names('gender=hembra')).toEqual(['C', 'A']);
    expect(await names('size=grande')).toEqual(['A']);
    expect(await names('size=peque%C3%B1o')).toEqual(['B']);
    expect(await names('sterilized=true')).toEqual(['A']);
    expect(await names('sterilized=false')).toEqual(['C', 'B']);
    expect(await names('good_with_children=true')).toEqual(['A']);
    expect(await names('good_with_dogs=true')).toEqual(['B']);
    expect(await names('good_with_cats=true')).toEqual(['C']);
    expect(await names('gender=hembra&good_with_cats=true')).toEqual(['C']);
  });

  it('by age band', async () => {
    const shelter = await createShelter(ctx.app);
    const s = shelter.id;
    await createPet(ctx.app, { shelterId: s, name: 'Cachorro', birth: birthYearsAgo(0, 100) });
    await createPet(ctx.app, { shelterId: s, name: 'Joven', birth: birthYearsAgo(2) });
    await createPet(ctx.app, { shelterId: s, name: 'Adulto', birth: birthYearsAgo(5) });
    await createPet(ctx.app, { shelterId: s, name: 'Senior', birth: birthYearsAgo(10) });
    await createPet(ctx.app, { shelterId: s, name: 'Sin fecha', birth: null });
    for (const band of ['cachorro', 'joven', 'adulto', 'senior']) {
      expect(await petNames(`/api/animals?shelter=${s}&age=${band}`)).toEqual([
        band[0]!.toUpperCase() + band.slice(1),
      ]);
    }
  });

  it('rejects unknown filter values in Spanish', async () => {
    const response = await get('/pets/api/pets?category=dragon');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'validation_error',
      fields: { category: [expect.any(String)] },
    });
  });
});

describe('Spanish parameters', () => {
  it('accept the Spanish names and values people share in addresses', async () => {
    const valencia = await createShelter(ctx.app, { city: 'Valencia' });
    const madrid = await createShelter(ctx.app, { city: 'Madrid' });
    await createPet(ctx.app, {
      shelterId: valencia.id,
      name: 'Mía',
      kind: 'gato',
      gender: 'hembra',
      size: 'pequeño',
      sterilized: true,
      goodWithChildren: true,
      goodWithCats: true,
      publishedAt: daysAgo(2),
    });
    await createPet(ctx.app, {
      shelterId: valencia.id,
      name: 'Bruno',
      kind: 'perro',
      gender: 'macho',
      size: 'grande',
      goodWithDogs: true,
      publishedAt: daysAgo(1),
    });
    await createPet(ctx.app, { shelterId: madrid.id, name: 'Kira', kind: 'gato' });
    const v = valencia.id;

    const m = madrid.id;
    expect(await petNames(`/api/animals?refugio=${v}&categoria=gato&ciudad=valencia`)).toEqual([
      'Mía',
    ]);
    expect(await petNames(`/api/animals?refugio=${v}&categoria=GATO&ciudad=Val%C3%A8ncia`)).toEqual(
      ['Mía'],
    );
    expect(await petNames(`/api/animals?refugio=${v}&ciudad=madrid`)).toEqual([]);
    expect(await petNames(`/api/animals?refugio=${m}&categoria=gato&ciudad=madrid`)).toEqual([
      'Kira',
    ]);
    expect(await petNames(`/api/animals?refugio=${v}&sexo=macho`)).toEqual(['Bruno']);
    expect(await petNames(`/api/animals?refugio=${v}&tamano=pequeno`)).toEqual(['Mía']);
    expect(await petNames(`/api/animals?refugio=${v}&tamano=peque%C3%B1o`)).toEqual(['Mía']);
    expect(await petNames(`/api/animals?refugio=${v}&esterilizado=si`)).toEqual(['Mía']);
    expect(await petNames(`/api/animals?refugio=${v}&esterilizado=no`)).toEqual(['Bruno']);
    expect(await petNames(`/api/animals?refugio=${v}&bien_con=ninos,gatos`)).toEqual(['Mía']);
    expect(await petNames(`/api/animals?refugio=${v}&bien_con=perros`)).toEqual(['Bruno']);
    expect(await petNames(`/api/animals?refugio=${v}&orden=nombre`)).toEqual(['Bruno', 'Mía']);
    expect(await petNames(`/api/animals?refugio=${v}&orden=antiguos`)).toEqual(['Mía', 'Bruno']);
    expect(await petNames(`/api/animals?refugio=${v}&orden=nombre&pagina=2&page_size=1`)).toEqual([
      'Mía',
    ]);
  });

  it('keep the English names and values of existing clients, which win over a Spanish twin', async () => {
    const shelter = await createShelter(ctx.app);
    const s = shelter.id;
    await createPet(ctx.app, { shelterId: s, name: 'Perro', kind: 'perro' });
    await createPet(ctx.app, { shelterId: s, name: 'Gato', kind: 'gato' });
    expect(await petNames(`/api/animals?shelter=${s}&category=dog`)).toEqual(['Perro']);
    expect(await petNames(`/api/animals?shelter=${s}&category=cat&categoria=perro`)).toEqual([
      'Gato',
    ]);
  });

  it('answer 400 in Spanish for a value they do not know, in either language', async () => {
    const cases: Array<[string, string, string]> = [
      ['categoria=dragon', 'category', adoptionsMessages.query.category],
      ['category=dragon', 'category', adoptionsMessages.query.category],
      ['sexo=otro', 'gender', adoptionsMessages.query.gender],
      ['edad=bebe', 'age', adoptionsMessages.query.age],
      ['tamano=enorme', 'size', adoptionsMessages.query.size],
      ['esterilizado=quizas', 'sterilized', adoptionsMessages.query.sterilized],
      ['bien_con=ninos,loros', 'bien_con', adoptionsMessages.query.goodWith],
      ['orden=precio', 'sort', adoptionsMessages.query.sort],
      ['refugio=abc', 'shelter', adoptionsMessages.query.shelter],
    ];
    for (const [query, field, message] of cases) {
      const response = await get(`/api/animals?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json(), query).toMatchObject({
        code: 'validation_error',
        error: message,
        fields: { [field]: [message] },
      });
    }
  });
});

describe('search', () => {
  it('finds words by their Spanish stem and without accents, name first', async () => {
    const shelter = await createShelter(ctx.app);
    const s = shelter.id;
    await createPet(ctx.app, {
      shelterId: s,
      name: 'Canción',
      kind: 'ave',
      description: 'Un canario que canta todo el día.',
    });
    await createPet(ctx.app, {
      shelterId: s,
      name: 'Rocky',
      kind: 'perro',
      race: 'Pastor alemán',
      description: 'Perro guardián y muy leal.',
    });
    await createPet(ctx.app, { shelterId: s, name: 'Misi', kind: 'gato', description: 'Gata.' });
    const search = (q: string) => petNames(`/api/animals?shelter=${s}&q=${encodeURIComponent(q)}`);
    expect(await search('perros')).toEqual(['Rocky']);
    expect(await search('cancion')).toEqual(['Canción']);
    expect(await search('ALEMAN')).toEqual(['Rocky']);
    expect(await search('canario -perro')).toEqual(['Canción']);
    expect(await search('tortuga')).toEqual([]);
  });
});

describe('sort and pagination', () => {
  it('sorts by recent, oldest or name', async () => {
    const shelter = await createShelter(ctx.app);
    const s = shelter.id;
    await createPet(ctx.app, { shelterId: s, name: 'Bruno', publishedAt: daysAgo(2) });
    await createPet(ctx.app, { shelterId: s, name: 'Ágata', publishedAt: daysAgo(3) });
    await createPet(ctx.app, { shelterId: s, name: 'Coco', publishedAt: daysAgo(1) });
    expect(await petNames(`/pets/api/pets?shelter=${s}`)).toEqual(['Coco', 'Bruno', 'Ágata']);
    expect(await petNames(`/pets/api/pets?shelter=${s}&sort=recent`)).toEqual([
      'Coco',
      'Bruno',
      'Ágata',
    ]);
    expect(await petNames(`/pets/api/pets?shelter=${s}&sort=oldest`)).toEqual([
      'Ágata',
      'Bruno',
      'Coco',
    ]);
    expect(await petNames(`/pets/api/pets?shelter=${s}&sort=name`)).toEqual([
      'Ágata',
      'Bruno',
      'Coco',
    ]);
  });

  it('puts a renewed announcement back at the top of recent, and at the end of oldest', async () => {
    const shelter = await createShelter(ctx.app);
    const s = shelter.id;
    await createPet(ctx.app, { shelterId: s, name: 'Tres', publishedAt: daysAgo(3) });
    await createPet(ctx.app, {
      shelterId: s,
      name: 'Renovada',
      publishedAt: daysAgo(200),
      renewedAt: daysAgo(1),
    });
    await createPet(ctx.app, { shelterId: s, name: 'Dos', publishedAt: daysAgo(2) });
    expect(await petNames(`/pets/api/pets?shelter=${s}`)).toEqual(['Renovada', 'Dos', 'Tres']);
    expect(await petNames(`/pets/api/pets?shelter=${s}&sort=oldest`)).toEqual([
      'Tres',
      'Dos',
      'Renovada',
    ]);
    const animals = await get(`/api/animals?shelter=${s}&sort=recent`);
    expect(animals.json<Animal[]>().map((animal) => animal.name)).toEqual([
      'Renovada',
      'Dos',
      'Tres',
    ]);
  });

  it('lists an announcement until 90 days after its last renewal, and never longer', async () => {
    const shelter = await createShelter(ctx.app);
    const s = shelter.id;
    await createPet(ctx.app, { shelterId: s, name: 'Casi', publishedAt: daysAgo(89.9) });
    await createPet(ctx.app, {
      shelterId: s,
      name: 'Renovada',
      publishedAt: daysAgo(300),
      renewedAt: daysAgo(89),
    });
    await createPet(ctx.app, { shelterId: s, name: 'Caducada', publishedAt: daysAgo(90.1) });
    const oldest = await get(`/api/animals?shelter=${s}&sort=oldest`);
    expect(oldest.json<Animal[]>().map((animal) => animal.name)).toEqual(['Casi', 'Renovada']);
    expect(oldest.headers['x-total-count']).toBe('2');
    // An expiry later than the lifetime after the renewal is refused by the database.
    await expect(
      createPet(ctx.app, { shelterId: s, renewedAt: daysAgo(1), expiresAt: daysAgo(-90) }),
    ).rejects.toMatchObject({ cause: { constraint: 'pets_expiry_within_lifetime' } });
  });

  it('pages 30 by default, at most 100, with the total and links', async () => {
    const shelter = await createShelter(ctx.app);
    const s = shelter.id;
    for (let i = 0; i < 32; i += 1) {
      await createPet(ctx.app, {
        shelterId: s,
        name: `Animal ${String(i).padStart(2, '0')}`,
        publishedAt: daysAgo(i + 1),
      });
    }
    const first = await get(`/api/animals?shelter=${s}`);
    expect(first.json()).toHaveLength(30);
    expect(first.headers['x-total-count']).toBe('32');
    expect(first.headers.link).toContain('rel="next"');

    const second = await get(`/api/animals?shelter=${s}&page=2`);
    expect(second.json<Animal[]>().map((animal) => animal.name)).toEqual([
      'Animal 30',
      'Animal 31',
    ]);

    const beyond = await get(`/pets/api/pets?shelter=${s}&page=9`);
    expect(beyond.json()).toEqual([]);
    expect(beyond.headers['x-total-count']).toBe('32');

    expect((await get(`/pets/api/pets?shelter=${s}&page_size=100`)).json()).toHaveLength(32);
    expect((await get(`/pets/api/pets?page_size=101`)).statusCode).toBe(400);
    expect((await get(`/pets/api/pets?page=0`)).statusCode).toBe(400);
  });

  it('gives each animal of a page its own photos, in gallery order', async () => {
    const shelter = await createShelter(ctx.app);
    const expected = new Map<number, string[]>();
    for (let i = 0; i < 3; i += 1) {
      const pet = await createPet(ctx.app, { shelterId: shelter.id });
      const second = await createPetPhoto(ctx.app, pet.id, { position: 1 });
      const first = await createPetPhoto(ctx.app, pet.id, { position: 0 });
      expected.set(pet.id, [first.storageKey, second.storageKey]);
    }
    const animals = (await get(`/api/animals?shelter=${shelter.id}`)).json<Animal[]>();
    expect(animals).toHaveLength(3);
    for (const animal of animals) {
      const keys = expected.get(animal.id)!;
      expect(animal.images.map((image) => image.url)).toEqual(
        keys.map((key) => `media/${key}-800.webp`),
      );
    }
  });
});

describe('GET /pets/api/pets/{id}/ and /api/animals/{id}', () => {
  it('answers one animal in each shape, adopted ones included', async () => {
    const shelter = await createShelter(ctx.app, { city: 'Barcelona' });
    const pet = await createPet(ctx.app, {
      shelterId: shelter.id,
      name: 'Kira',
      state: 'adoptada',
    });
    const asPet = await get(`/pets/api/pets/${pet.id}/`);
    expect(asPet.statusCode).toBe(200);
    expect(asPet.json()).toMatchObject({ id: pet.id, name: 'Kira', state: 'adoptada' });
    const asAnimal = await get(`/api/animals/${pet.id}`);
    expect(asAnimal.statusCode).toBe(200);
    expect(asAnimal.json()).toMatchObject({ id: pet.id, name: 'Kira', location: 'Barcelona' });
  });

  it('answers 404 in Spanish for unknown, deleted or expired animals', async () => {
    const shelter = await createShelter(ctx.app);
    const deleted = await createPet(ctx.app, { shelterId: shelter.id, deletedAt: new Date() });
    const expired = await createPet(ctx.app, {
      shelterId: shelter.id,
      ...expiredTenDaysAgo(),
    });
    for (const id of [999999, deleted.id, expired.id]) {
      for (const url of [`/pets/api/pets/${id}/`, `/api/animals/${id}`]) {
        const response = await get(url);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({
          error: 'No se encontró información del animal.',
          message: 'No se encontró información del animal.',
          code: 'pet_not_found',
        });
      }
    }
  });
});
