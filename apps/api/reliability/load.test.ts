/**
 * 200 concurrent connections for 30 s against an API process on PostgreSQL
 * with 300 animals, rate limits on as shipped: the catalogue (list with and
 * without filters, text search, an animal's page) and what a signed-in person
 * reads (own account, favourites, announcements, adoption requests, chat
 * conversations) are answered, every one of them, with a 2xx: no error, no
 * timeout, no other status (autocannon's counts). The API reads are not rate
 * limited (lib/rate-limit-rules.ts limits logins, sign-ups, mails and writes).
 */
import autocannon from 'autocannon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PET_KINDS } from '@huella/shared/constants';
import { person, type Person } from '../src/modules/chat/test-support';
import { createPet, createShelter } from '../src/test/factories';
import { startApiProcess, type ApiProcess } from '../src/test/api-process';
import {
  createTestDatabase,
  JWT_SECRET,
  openHelperApp,
  type TestDatabase,
} from './support/api-processes';

const ANIMALS = 300;
const CITIES = ['Madrid', 'Barcelona', 'Valencia', 'Sevilla'];

describe('200 connections for 30 s on the main endpoints', () => {
  let database: TestDatabase | undefined;
  let api: ApiProcess | undefined;
  let people: Person[] = [];
  const petIds: number[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    const helper = await openHelperApp(database.url);
    try {
      const { app } = helper;
      const shelters = await Promise.all(
        CITIES.map((city) => createShelter(app, { city, name: `Refugio de carga ${city}` })),
      );
      for (let index = 0; index < ANIMALS; index += 1) {
        const pet = await createPet(app, {
          shelterId: shelters[index % shelters.length]!.id,
          name: `Animal ${index} ${index % 3 ? 'tranquilo' : 'juguetón'}`,
          kind: PET_KINDS[index % PET_KINDS.length]!,
        });
        petIds.push(pet.id);
      }
      // People with something to read: favourites and a chat conversation each.
      people = await Promise.all(Array.from({ length: 8 }, () => person(app)));
      for (const [index, who] of people.entries()) {
        for (const petId of petIds.slice(index * 5, index * 5 + 5)) {
          const added = await app.inject({
            method: 'POST',
            url: `/users/api/users/${who.user.id}/add-favourite-pet/`,
            headers: who.headers,
            payload: { pet_id: petId },
          });
          expect(added.statusCode, added.body).toBe(200);
        }
        const opened = await app.inject({
          method: 'POST',
          url: '/chat/api/conversations/',
          headers: who.headers,
          payload: { pet: petIds[index]! },
        });
        expect(opened.statusCode, opened.body).toBeLessThan(300);
      }
    } finally {
      await helper.close();
    }
    api = await startApiProcess({ env: { DATABASE_URL: database.url, JWT_SECRET } });
  }, 120_000);

  afterAll(async () => {
    try {
      if (api) {
        const exit = await api.stop();
        expect(exit, api.output()).toEqual({ code: 0, signal: null });
      }
    } finally {
      await database?.drop();
    }
  }, 60_000);

  it('answers every request with a 2xx, without errors or timeouts', async () => {
    // Every endpoint once per rotation; each time a path or a person is drawn at random.
    const pick = <T>(items: readonly T[]) => items[Math.floor(Math.random() * items.length)]!;
    const guest = (name: string, path: () => string) => ({ name, path });
    const signedIn = (path: string) => ({ name: path, path: () => path, signedIn: true });
    const endpoints: { name: string; path: () => string; signedIn?: boolean }[] = [
      guest('list', () => '/api/animals/'),
      guest('list by category', () => `/api/animals/?category=${pick(PET_KINDS)}`),
      guest('list by location', () => `/api/animals/?location=${pick(CITIES)}&page=2`),
      guest(
        'text search',
        () => `/api/animals/?q=${encodeURIComponent(pick(['tranquilo', 'juguetón']))}&sort=name`,
      ),
      guest('animal page', () => `/api/animals/${pick(petIds)}/`),
      guest('announcements', () => '/pets/api/pets/?page_size=100'),
      signedIn('/users/api/users/me/'),
      signedIn('/users/api/users/me/favourites/'),
      signedIn('/pets/api/pets/'),
      signedIn('/pets/api/pets/mine/'),
      signedIn('/adoptions/api/requests/mine/'),
      signedIn('/chat/api/conversations/'),
    ];
    const answered = new Map(endpoints.map((endpoint) => [endpoint.name, 0]));
    /** The first few answers that were not a 2xx, to say what failed. */
    const refused: { endpoint: string; status: number; body: string }[] = [];
    const requests: autocannon.Request[] = endpoints.map((endpoint) => ({
      method: 'GET',
      setupRequest: (request) => ({
        ...request,
        path: endpoint.path(),
        headers: endpoint.signedIn ? pick(people).headers : {},
      }),
      onResponse: (status, body) => {
        if (status >= 200 && status < 300) {
          answered.set(endpoint.name, answered.get(endpoint.name)! + 1);
        } else if (refused.length < 10) {
          refused.push({ endpoint: endpoint.name, status, body: body.slice(0, 200) });
        }
      },
    }));

    const result = await autocannon({
      url: api!.url,
      connections: 200,
      duration: 30,
      timeout: 10,
      requests,
    });

    const counts = {
      requests: result.requests.total,
      errors: result.errors,
      timeouts: result.timeouts,
      non2xx: result.non2xx,
      '1xx': result['1xx'],
      '3xx': result['3xx'],
      '4xx': result['4xx'],
      '5xx': result['5xx'],
      resets: result.resets,
      mismatches: result.mismatches,
    };
    expect(counts, `${JSON.stringify(refused)}\n${api!.output()}`).toEqual({
      ...counts,
      errors: 0,
      timeouts: 0,
      non2xx: 0,
      '1xx': 0,
      '3xx': 0,
      '4xx': 0,
      '5xx': 0,
      resets: 0,
      mismatches: 0,
    });
    expect(result['2xx']).toBe(result.requests.total);
    // Every endpoint was exercised, and answered.
    expect([...answered].filter(([, count]) => count === 0)).toEqual([]);
  }, 90_000);
});
