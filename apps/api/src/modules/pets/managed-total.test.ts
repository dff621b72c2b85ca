import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createPet, createShelter, createUser, loginAs } from '../../test/factories';
import {
  buildStatementsTestApp,
  notificationsReceived,
  type StatementsTestContext,
} from '../../test/helper';

let ctx: StatementsTestContext;
beforeAll(async () => {
  ctx = await buildStatementsTestApp();
});
afterAll(() => ctx.close());

const DAY = 24 * 60 * 60 * 1000;
const counts = (sent: string[]) => sent.filter((query) => /select count\(\*\)/i.test(query));

async function memberWithAnnouncements() {
  const user = await createUser(ctx.app);
  const shelter = await createShelter(ctx.app, { members: [[user.id, 'administrador']] });
  for (const name of ['Luna', 'Toby']) await createPet(ctx.app, { shelterId: shelter.id, name });
  await createPet(ctx.app, {
    shelterId: shelter.id,
    name: 'Caducada',
    publishedAt: new Date(Date.now() - 120 * DAY),
  });
  await notificationsReceived(ctx.app);
  return { shelter, headers: bearer(await loginAs(ctx.app, user)) };
}

describe('the total of a member’s Anuncios', () => {
  it('is counted once for the whole list, whatever the page, until an announcement changes', async () => {
    const { shelter, headers } = await memberWithAnnouncements();
    const list = (url: string) => ctx.app.inject({ method: 'GET', url, headers });

    expect((await list('/pets/api/pets/mine/')).headers['x-total-count']).toBe('3');
    let second: Awaited<ReturnType<typeof list>> | undefined;
    const sent = await ctx.statementsOf(async () => {
      second = await list('/pets/api/pets/mine/?page=2&page_size=2');
    });
    expect(second!.headers['x-total-count']).toBe('3');
    expect(counts(sent)).toEqual([]);

    // Written as a script would: the database's notification empties the kept total.
    await createPet(ctx.app, { shelterId: shelter.id, name: 'Nala' });
    await notificationsReceived(ctx.app);
    expect((await list('/pets/api/pets/mine/')).headers['x-total-count']).toBe('4');
  });

  it('of a tab the clock changes (published, pending, expired) is counted again when the next announcement expires', async () => {
    const { shelter, headers } = await memberWithAnnouncements();
    // Published now, expiring in a moment: it will leave "published" for "expired". Hidden by
    // staff, so the public catalogue's horizon does not watch it: the member's own total must.
    const soon = Date.now() + 1500;
    await createPet(ctx.app, {
      shelterId: shelter.id,
      name: 'Fugaz',
      expiresAt: new Date(soon),
      hiddenAt: new Date(),
    });
    await notificationsReceived(ctx.app);
    const totalOf = async (status: string) => {
      const url = `/pets/api/pets/mine/?status=${status}`;
      let answer: { headers: Record<string, unknown> } | undefined;
      const sent = await ctx.statementsOf(async () => {
        answer = await ctx.app.inject({ method: 'GET', url, headers });
      });
      return { total: answer!.headers['x-total-count'], counted: counts(sent).length };
    };

    expect(await totalOf('published')).toEqual({ total: '3', counted: 1 });
    expect(await totalOf('expired')).toEqual({ total: '1', counted: 1 });
    // Kept: nothing changed and nothing expired since.
    expect(await totalOf('published')).toEqual({ total: '3', counted: 0 });
    expect(await totalOf('expired')).toEqual({ total: '1', counted: 0 });

    await new Promise((resolve) => setTimeout(resolve, soon - Date.now() + 50));
    expect(await totalOf('published')).toEqual({ total: '2', counted: 1 });
    expect(await totalOf('expired')).toEqual({ total: '2', counted: 1 });
  });

  it('is the member’s own after they withdraw an announcement, at once', async () => {
    const { headers } = await memberWithAnnouncements();
    const before = await ctx.app.inject({ method: 'GET', url: '/pets/api/pets/mine/', headers });
    expect(before.headers['x-total-count']).toBe('3');
    const [first] = before.json<{ id: number }[]>();
    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: `/pets/api/pets/${first!.id}/`,
      headers,
    });
    expect(removed.statusCode).toBe(204);
    const after = await ctx.app.inject({ method: 'GET', url: '/pets/api/pets/mine/', headers });
    expect(after.headers['x-total-count']).toBe('2');
  });
});
