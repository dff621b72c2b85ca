/**
 * Test stand-in for the Anuncios API: Pet-shape announcements as
 * /pets/api/pets/mine/ sends them, and a small in-memory server that lists,
 * counts, changes, renews and deletes them by the API's rules (status,
 * search folded for case and accents, shelter, newest renewal first, pages
 * with X-Total-Count). Every request is recorded for the tests to check.
 */
import { http, HttpResponse } from 'msw';
import { ANNOUNCEMENT_TTL_DAYS } from '@huella/shared/constants';
import {
  petSchema,
  type ManagedPetCounts,
  type ManagedPetStatus,
  type Pet,
} from '@huella/shared/schemas/pets';
import { server } from '../../testing/server';
import { apiFixture } from '../../testing/api-fixture';

export const DAY_MS = 24 * 60 * 60 * 1000;

/** An ISO date `days` from now (negative: in the past). */
export const daysFromNow = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString();

/** An announcement published `publishedDaysAgo` days ago, as the API presents it. */
export function makePet(
  id: number,
  { publishedDaysAgo = 10, ...overrides }: Partial<Pet> & { publishedDaysAgo?: number } = {},
): Pet {
  const key = `media/pets/pet-${id}`;
  const published = daysFromNow(-publishedDaysAgo);
  return apiFixture(petSchema, {
    id,
    name: `Animal ${id}`,
    kind: 'perro',
    gender: 'macho',
    race: 'Mestizo',
    birth: '2023-05-01',
    description: `Descripción del animal ${id}.`,
    shelter: 1,
    shelter_name: 'Refugio Esperanza',
    city: 'Madrid',
    state: 'en_adopcion',
    sterilized: true,
    sickness: '',
    size: 'mediano',
    microchipped: true,
    chip_number: '941000000000001',
    vaccinated: true,
    good_with_children: true,
    good_with_dogs: null,
    good_with_cats: null,
    energy: null,
    needs_garden: null,
    image: `${key}-800.webp`,
    images: [
      {
        id: id * 10,
        url: `${key}-800.webp`,
        width: 1200,
        height: 900,
        variants: { 400: `${key}-400.webp`, 800: `${key}-800.webp`, 1600: `${key}-1600.webp` },
      },
    ],
    published_at: published,
    renewed_at: published,
    expires_at: daysFromNow(ANNOUNCEMENT_TTL_DAYS - publishedDaysAgo),
    views: id * 3,
    imageUrl: `http://localhost:3000/${key}-800.webp`,
    descriptionOverview: `Descripción del animal ${id}.`,
    location: 'Madrid',
    characteristics: ['Perro', 'Macho', 'Mestizo', 'Mediano', 'Esterilizado'],
    ...overrides,
  });
}

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

const isExpired = (pet: Pet) => new Date(pet.expires_at).getTime() <= Date.now();

const STATUS_MATCH: Record<ManagedPetStatus, (pet: Pet) => boolean> = {
  all: () => true,
  published: (pet) => pet.state === 'en_adopcion' && !isExpired(pet),
  pending: (pet) => pet.state === 'pendiente' && !isExpired(pet),
  expired: isExpired,
};

export interface RecordedCall {
  method: string;
  path: string;
  params: Record<string, string>;
  body?: unknown;
}

type Failure = { status: number; error: string; code: string };

export interface FakeAnnouncementsOptions {
  /** Answer the list, the counters or an action with this error. */
  fail?: Partial<Record<'list' | 'counts' | 'state' | 'renew' | 'delete', Failure>>;
}

export function fakeAnnouncementsApi(initial: Pet[], options: FakeAnnouncementsOptions = {}) {
  const state = { pets: [...initial], fail: { ...options.fail } };
  const calls: RecordedCall[] = [];

  const record = (request: Request, body?: unknown) => {
    const url = new URL(request.url);
    calls.push({
      method: request.method,
      path: url.pathname,
      params: Object.fromEntries(url.searchParams),
      body,
    });
    return url.searchParams;
  };
  const failure = (which: keyof NonNullable<FakeAnnouncementsOptions['fail']>) => {
    const failing = state.fail[which];
    return failing
      ? HttpResponse.json({ error: failing.error, code: failing.code }, { status: failing.status })
      : null;
  };
  const matching = (params: URLSearchParams) => {
    const q = fold(params.get('q')?.trim() ?? '');
    const shelter = params.get('shelter');
    return state.pets
      .filter((pet) => !shelter || pet.shelter === Number(shelter))
      .filter((pet) => !q || fold(pet.name).includes(q) || fold(pet.race).includes(q));
  };
  const find = (id: unknown) => state.pets.find((pet) => pet.id === Number(id));

  server.use(
    http.get('*/pets/api/pets/mine/counts/', ({ request }) => {
      const params = record(request);
      const failed = failure('counts');
      if (failed) return failed;
      const pets = matching(params);
      const counts: ManagedPetCounts = {
        all: pets.length,
        published: pets.filter(STATUS_MATCH.published).length,
        pending: pets.filter(STATUS_MATCH.pending).length,
        expired: pets.filter(STATUS_MATCH.expired).length,
      };
      return HttpResponse.json(counts);
    }),
    http.get('*/pets/api/pets/mine/', ({ request }) => {
      const params = record(request);
      const failed = failure('list');
      if (failed) return failed;
      const status = (params.get('status') ?? 'all') as ManagedPetStatus;
      const pets = matching(params)
        .filter(STATUS_MATCH[status])
        .sort((a, b) => b.renewed_at.localeCompare(a.renewed_at) || b.id - a.id);
      const page = Number(params.get('page') ?? 1);
      const size = Number(params.get('page_size') ?? 30);
      return HttpResponse.json(pets.slice((page - 1) * size, page * size), {
        headers: { 'X-Total-Count': String(pets.length) },
      });
    }),
    http.patch('*/pets/api/pets/:id/', async ({ request, params }) => {
      const body = (await request.json()) as Partial<Pet>;
      record(request, body);
      const failed = failure('state');
      if (failed) return failed;
      const pet = find(params.id);
      if (!pet)
        return HttpResponse.json({ error: 'No existe', code: 'not_found' }, { status: 404 });
      Object.assign(pet, body);
      return HttpResponse.json(pet);
    }),
    http.post('*/pets/api/pets/:id/renew/', ({ request, params }) => {
      record(request);
      const failed = failure('renew');
      if (failed) return failed;
      const pet = find(params.id);
      if (!pet)
        return HttpResponse.json({ error: 'No existe', code: 'not_found' }, { status: 404 });
      pet.renewed_at = new Date().toISOString();
      pet.expires_at = daysFromNow(ANNOUNCEMENT_TTL_DAYS);
      return HttpResponse.json(pet);
    }),
    http.delete('*/pets/api/pets/:id/', ({ request, params }) => {
      record(request);
      const failed = failure('delete');
      if (failed) return failed;
      state.pets = state.pets.filter((pet) => pet.id !== Number(params.id));
      return new HttpResponse(null, { status: 204 });
    }),
  );

  return {
    state,
    calls,
    /** The calls of one method to paths ending in `suffix`. */
    callsTo: (method: string, suffix: string) =>
      calls.filter((call) => call.method === method && call.path.endsWith(suffix)),
  };
}
