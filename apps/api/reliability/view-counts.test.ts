/**
 * Honest view counts (issue 12, item 10), on PostgreSQL with two API
 * processes: an animal's page opened 100 times from one address with 100
 * different user agents, at once and through both processes, counts one view;
 * so do 20 accounts signed in behind one address, and the addresses of one
 * IPv6 network. Crawlers still count nothing, and every other address counts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Animal } from '@huella/shared/schemas/pets';
import type { App } from '../src/app';
import { buildSecondInstance } from '../src/modules/chat/test-support';
import {
  bearer,
  createPet,
  createShelter,
  createUser,
  loginAs,
  uniqueIp,
} from '../src/test/factories';
import { buildTestApp, type TestContext } from '../src/test/helper';

let ctx: TestContext;
let second: { app: App; close(): Promise<void> };
let shelterId: number;

beforeAll(async () => {
  ctx = await buildTestApp();
  second = await buildSecondInstance(ctx);
  shelterId = (await createShelter(ctx.app)).id;
});
afterAll(async () => {
  await second?.close();
  await ctx?.close();
});

const open = (app: App, petId: number, remoteAddress: string, headers: Record<string, string>) =>
  app.inject({ method: 'GET', url: `/api/animals/${petId}/`, remoteAddress, headers });

/** The count as the shelter's list shows it (read from the database, not a cache). */
async function views(petId: number): Promise<number> {
  const response = await ctx.app.inject({ method: 'GET', url: `/pets/api/pets/${petId}/` });
  return response.json<{ views: number }>().views;
}

const browser = (i: number) =>
  `Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/${100 + i}.0.${i}.1`;

describe('view counts an attacker cannot inflate', () => {
  it('100 views from one address with 100 user agents, through two processes, count once', async () => {
    const pet = await createPet(ctx.app, { shelterId });
    const ip = uniqueIp();
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        open(i % 2 === 0 ? ctx.app : second.app, pet.id, ip, { 'user-agent': browser(i) }),
      ),
    );
    for (const answer of answers) expect(answer.statusCode).toBe(200);
    expect(Math.max(...answers.map((answer) => answer.json<Animal>().views))).toBe(1);
    expect(await views(pet.id)).toBe(1);
  });

  it('20 accounts signed in behind one address count once', async () => {
    const pet = await createPet(ctx.app, { shelterId });
    const ip = uniqueIp();
    const sessions = await Promise.all(
      Array.from({ length: 20 }, async () =>
        bearer(await loginAs(ctx.app, await createUser(ctx.app))),
      ),
    );
    await Promise.all(
      sessions.map((headers, i) =>
        open(i % 2 === 0 ? ctx.app : second.app, pet.id, ip, {
          ...headers,
          'user-agent': browser(i),
        }),
      ),
    );
    expect(await views(pet.id)).toBe(1);
  });

  it('the addresses of one IPv6 network count once', async () => {
    const pet = await createPet(ctx.app, { shelterId });
    for (let i = 1; i <= 50; i += 1) {
      await open(second.app, pet.id, `2001:db8:aaaa:1::${i.toString(16)}`, {
        'user-agent': browser(i),
      });
    }
    expect(await views(pet.id)).toBe(1);
  });

  it('still counts real visitors, one per address, and never crawlers', async () => {
    const pet = await createPet(ctx.app, { shelterId });
    for (let i = 0; i < 10; i += 1) {
      await open(i % 2 === 0 ? ctx.app : second.app, pet.id, uniqueIp(), {
        'user-agent': browser(i),
      });
      await open(ctx.app, pet.id, uniqueIp(), { 'user-agent': 'Googlebot/2.1' });
    }
    expect(await views(pet.id)).toBe(10);
  });
});
