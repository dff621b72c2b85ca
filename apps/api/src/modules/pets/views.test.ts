import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Animal } from '@huella/shared/schemas/pets';
import {
  bearer,
  createPet,
  createShelter,
  createUser,
  loginAs,
  uniqueIp,
} from '../../test/factories';
import { buildTestApp, type TestContext } from '../../test/helper';

let ctx: TestContext;
let shelterId: number;
beforeAll(async () => {
  ctx = await buildTestApp();
  shelterId = (await createShelter(ctx.app)).id;
});
afterAll(() => ctx.close());

const BROWSER = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15';

async function open(
  petId: number,
  options: { ip: string; userAgent?: string; headers?: Record<string, string> },
) {
  const response = await ctx.app.inject({
    method: 'GET',
    url: `/api/animals/${petId}`,
    remoteAddress: options.ip,
    headers: { 'user-agent': options.userAgent ?? BROWSER, ...options.headers },
  });
  expect(response.statusCode).toBe(200);
  return response.json<Animal>().views;
}

const viewsInList = async (petId: number) =>
  (await ctx.app.inject({ method: 'GET', url: `/pets/api/pets/${petId}/` })).json().views;

describe('views of an animal’s page', () => {
  it('counts each visitor once a day, and shows the real count', async () => {
    const pet = await createPet(ctx.app, { shelterId });
    const ip = uniqueIp();
    expect(await open(pet.id, { ip })).toBe(1);
    expect(await open(pet.id, { ip })).toBe(1);
    // Another browser behind the same address is another visitor.
    expect(
      await open(pet.id, { ip, userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Firefox/133.0' }),
    ).toBe(2);
    expect(await open(pet.id, { ip: uniqueIp() })).toBe(3);
    expect(await viewsInList(pet.id)).toBe(3);
  });

  it('counts a signed-in user once, from any address', async () => {
    const pet = await createPet(ctx.app, { shelterId });
    const user = await createUser(ctx.app);
    const headers = bearer(await loginAs(ctx.app, user));
    expect(await open(pet.id, { ip: uniqueIp(), headers })).toBe(1);
    expect(await open(pet.id, { ip: uniqueIp(), headers })).toBe(1);
  });

  it('does not count crawlers and link previews', async () => {
    const pet = await createPet(ctx.app, { shelterId });
    for (const userAgent of [
      'Googlebot/2.1 (+http://www.google.com/bot.html)',
      'facebookexternalhit/1.1',
      'WhatsApp/2.23.20.0',
      'Mozilla/5.0 (compatible; bingbot/2.0)',
    ]) {
      expect(await open(pet.id, { ip: uniqueIp(), userAgent })).toBe(0);
    }
    expect(await viewsInList(pet.id)).toBe(0);
  });

  it('does not count the Pet-shape detail (the shelter’s own view)', async () => {
    const pet = await createPet(ctx.app, { shelterId });
    await viewsInList(pet.id);
    expect(await viewsInList(pet.id)).toBe(0);
  });
});
