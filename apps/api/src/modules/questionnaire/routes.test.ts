import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adoptionRequestsMessages, compatibilityMessages } from '@huella/shared/messages';
import type { Questionnaire } from '@huella/shared/schemas/questionnaire';
import { bearer, createUser, sessionAccessToken } from '../../test/factories';
import { buildTestApp, type TestContext } from '../../test/helper';

const PATH = '/users/api/questionnaire/';
const errors = compatibilityMessages.errors;

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());

async function person() {
  const user = await createUser(ctx.app);
  return { user, headers: bearer({ access: await sessionAccessToken(ctx.app, user.id) }) };
}
type Person = Awaited<ReturnType<typeof person>>;

const ANSWERS = {
  home_type: 'piso',
  has_garden: false,
  hours_alone: 5,
  children: 2,
  children_ages: [4, 11],
  has_dogs: false,
  has_cats: true,
  other_animals: '  Un conejo  ',
  experience: 'alguna',
  activity: 'tranquila',
  sizes: ['pequeño', 'mediano'],
};

const put = (who: Person, payload: unknown) =>
  ctx.app.inject({ method: 'PUT', url: PATH, headers: who.headers, payload: payload as object });
const get = (who: Person) => ctx.app.inject({ url: PATH, headers: who.headers });

describe('the compatibility questionnaire', () => {
  it('is not there until filled, then is kept whole and read back', async () => {
    const ana = await person();
    const none = await get(ana);
    expect(none.statusCode).toBe(404);
    expect(none.json()).toMatchObject({ error: errors.notFound });

    const saved = await put(ana, ANSWERS);
    expect(saved.statusCode, saved.body).toBe(200);
    const expected: Omit<Questionnaire, 'updated_at'> = {
      ...ANSWERS,
      home_type: 'piso',
      experience: 'alguna',
      activity: 'tranquila',
      sizes: ['pequeño', 'mediano'],
      other_animals: 'Un conejo',
    };
    expect(saved.json()).toEqual({ ...expected, updated_at: expect.any(String) });
    expect((await get(ana)).json()).toEqual(saved.json());
  });

  it('is replaced whole by the next answers (left-out choices take their defaults)', async () => {
    const ana = await person();
    await put(ana, ANSWERS);
    const { other_animals: _text, sizes: _sizes, ...rest } = ANSWERS;
    const again = await put(ana, { ...rest, children: 0, children_ages: [], has_dogs: true });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({
      children: 0,
      children_ages: [],
      has_dogs: true,
      other_animals: '',
      sizes: [],
    });
  });

  it('refuses bad answers in Spanish, by field, and keeps the saved ones', async () => {
    const ana = await person();
    await put(ana, ANSWERS);
    const cases: [Record<string, unknown>, string, string][] = [
      [
        { children: 2, children_ages: [4] },
        'children_ages',
        adoptionRequestsMessages.validation.childrenAges,
      ],
      [{ experience: 'experto' }, 'experience', errors.experience],
      [{ activity: 'frenética' }, 'activity', errors.activity],
      [{ sizes: ['enorme'] }, 'sizes.0', errors.sizes],
      [{ sizes: ['grande', 'grande'] }, 'sizes', errors.sizes],
      [{ has_cats: 'quizá' }, 'has_cats', errors.otherAnimals],
      [{ hours_alone: 25 }, 'hours_alone', adoptionRequestsMessages.validation.hoursAlone],
      [{ home_type: 'cueva' }, 'home_type', adoptionRequestsMessages.validation.homeType],
      [{ other_animals: 'x'.repeat(1001) }, 'other_animals', errors.otherAnimalsNotes],
    ];
    for (const [change, field, message] of cases) {
      const response = await put(ana, { ...ANSWERS, ...change });
      expect(response.statusCode, field).toBe(400);
      expect(response.json<{ fields: Record<string, string[]> }>().fields[field], field).toEqual([
        message,
      ]);
    }
    const unknown = await put(ana, { ...ANSWERS, salary: 3000 });
    expect(unknown.statusCode).toBe(400);
    expect((await get(ana)).json()).toMatchObject({
      hours_alone: 5,
      sizes: ['pequeño', 'mediano'],
    });
  });

  it("is each person's own, needs a session and can be deleted", async () => {
    const ana = await person();
    const bea = await person();
    await put(ana, ANSWERS);
    expect((await get(bea)).statusCode).toBe(404);
    expect((await ctx.app.inject({ url: PATH })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'PUT', url: PATH, payload: ANSWERS })).statusCode).toBe(
      401,
    );

    expect(
      (await ctx.app.inject({ method: 'DELETE', url: PATH, headers: bea.headers })).statusCode,
    ).toBe(404);
    const deleted = await ctx.app.inject({ method: 'DELETE', url: PATH, headers: ana.headers });
    expect(deleted.statusCode).toBe(204);
    expect((await get(ana)).statusCode).toBe(404);
  });

  it('goes with the account, and is part of its data export', async () => {
    const ana = await person();
    await put(ana, ANSWERS);
    const exported = await ctx.app.inject({
      url: '/users/api/users/me/export/',
      headers: ana.headers,
    });
    expect(exported.json()).toMatchObject({
      compatibility_questionnaire: { has_cats: true, children_ages: [4, 11] },
    });
  });
});
