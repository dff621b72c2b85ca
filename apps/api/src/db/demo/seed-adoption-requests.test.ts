import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import type {
  AdoptionRequest,
  AdoptionRequestSummary,
} from '@huella/shared/schemas/adoption-requests';
import type { Conversation } from '@huella/shared/schemas/chat';
import { bearer, loginAs } from '../../test/factories';
import { buildTestApp, type TestContext } from '../../test/helper';
import { adoptionRequests, chatMessages, pets } from '../schema';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemoData, type SeedSummary } from '../seed';
import { DEMO_ADOPTION_REQUESTS } from './adoption-requests';
import { DEMO_ANIMALS } from './animals';

const account = (key: (typeof DEMO_ACCOUNTS)[number]['key']) => {
  const { email } = DEMO_ACCOUNTS.find((demo) => demo.key === key)!;
  return { email, password: DEMO_PASSWORD };
};

/** The requested animals and one more of the same shelter that nobody has applied for. */
const requested = new Set(DEMO_ADOPTION_REQUESTS.map((demo) => `${demo.shelter}/${demo.pet}`));
const free = DEMO_ANIMALS.find(
  (animal) =>
    animal.shelter === DEMO_ADOPTION_REQUESTS[0]!.shelter &&
    !requested.has(`${animal.shelter}/${animal.name}`) &&
    (animal.state ?? 'en_adopcion') === 'en_adopcion' &&
    animal.publishedDaysAgo === undefined,
)!;
const animals = [
  ...DEMO_ANIMALS.filter((animal) => requested.has(`${animal.shelter}/${animal.name}`)),
  free,
];

let ctx: TestContext;
let firstRun: SeedSummary;
beforeAll(async () => {
  ctx = await buildTestApp();
  firstRun = await seedDemoData(ctx.app.db, { storage: ctx.app.storage, animals });
});
afterAll(() => ctx.close());

describe('demo adoption requests', () => {
  it('give the demo adopter requests in three states, each with a chat, once', async () => {
    expect(firstRun.adoptionRequests).toBe(4);
    const again = await seedDemoData(ctx.app.db, { storage: ctx.app.storage, animals });
    expect(again.adoptionRequests).toBe(0);
    const [total] = await ctx.app.db.select({ n: count() }).from(adoptionRequests);
    expect(total!.n).toBe(4);

    const adopter = bearer(await loginAs(ctx.app, account('adopter')));
    const mine = await ctx.app.inject({
      method: 'GET',
      url: '/adoptions/api/requests/mine/',
      headers: adopter,
    });
    const requests = mine.json<AdoptionRequestSummary[]>();
    expect(requests.map((request) => request.state)).toEqual([
      'pendiente',
      'pendiente',
      'en_revision',
      'rechazada',
    ]);
    for (const request of requests) {
      expect(request.pet.state).toBe('en_adopcion');
      const [messages] = await ctx.app.db
        .select({ n: count() })
        .from(chatMessages)
        .where(eq(chatMessages.conversationId, request.conversation_id));
      expect(messages!.n).toBeGreaterThanOrEqual(2);
    }

    const rejected = await ctx.app.inject({
      method: 'GET',
      url: `/adoptions/api/requests/${requests[3]!.id}/`,
      headers: adopter,
    });
    expect(rejected.json<AdoptionRequest>().events.map((event) => event.to_state)).toEqual([
      'pendiente',
      'en_revision',
      'rechazada',
    ]);
  });

  it('reach the demo shelter administrator’s inbox across two shelters, with two waiting', async () => {
    const admin = bearer(await loginAs(ctx.app, account('shelterAdmin')));
    const counts = await ctx.app.inject({
      method: 'GET',
      url: '/adoptions/api/requests/counts/',
      headers: admin,
    });
    expect(counts.json()).toMatchObject({ pendiente: 2, en_revision: 1, rechazada: 1 });
    const inbox = await ctx.app.inject({
      method: 'GET',
      url: '/adoptions/api/requests/',
      headers: admin,
    });
    expect(
      new Set(inbox.json<AdoptionRequestSummary[]>().map((request) => request.shelter.name)),
    ).toEqual(new Set(DEMO_ADOPTION_REQUESTS.map((demo) => demo.shelter)));
    expect(new Set(DEMO_ADOPTION_REQUESTS.map((demo) => demo.shelter)).size).toBe(2);
  });

  it('leave an animal of that shelter free for a new application', async () => {
    const adopter = bearer(await loginAs(ctx.app, account('adopter')));
    const [pet] = await ctx.app.db.select().from(pets).where(eq(pets.name, free.name));
    expect(pet!.state).toBe('en_adopcion');
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/adoptions/api/requests/mine/?pet=${pet!.id}`,
      headers: adopter,
    });
    expect(response.json()).toEqual([]);
  });
});

describe('demo conversations', () => {
  it('count as unread only what the other side wrote after one last wrote', async () => {
    for (const key of ['adopter', 'shelterAdmin'] as const) {
      const response = await ctx.app.inject({
        method: 'GET',
        url: '/chat/api/conversations/',
        headers: bearer(await loginAs(ctx.app, account(key))),
      });
      expect(response.statusCode).toBe(200);
      const side = key === 'adopter' ? 'adoptante' : 'refugio';
      const mine = response.json<Conversation[]>();
      expect(mine).toHaveLength(DEMO_ADOPTION_REQUESTS.length);
      for (const conversation of mine) {
        // The seeded chats end with one side's message: the other side has it unread.
        const lastIsMine = conversation.last_message!.side === side;
        expect(conversation.unread === 0, `${key}: ${conversation.pet.name}`).toBe(lastIsMine);
      }
    }
  });
});
