import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../test/helper';
import { apply, person, shelterWithPet } from './test-support';

let ctx: TestContext;
let statements: string[] = [];
beforeAll(async () => {
  ctx = await buildTestApp(
    {},
    {},
    { logger: { logQuery: (query) => void statements.push(query) } },
  );
});
afterAll(() => ctx.close());

describe('the statements of an application', () => {
  it('saves and answers it in one statement, without a transaction', async () => {
    const { pet } = await shelterWithPet(ctx.app, { shelterEmail: 'refugio@example.org' });
    const adopter = await person(ctx.app);

    statements = [];
    const response = await apply(ctx.app, adopter, pet.id);
    await ctx.app.mailer.flush();

    expect(response.statusCode).toBe(201);
    const writes = statements.filter((query) => /\binsert into\b/i.test(query));
    expect(writes).toHaveLength(1);
    expect(statements.some((query) => /^\s*begin\b/i.test(query))).toBe(false);
    // On PostgreSQL the live notice to the other processes follows.
    expect(statements).toHaveLength(ctx.database.driver === 'postgres' ? 2 : 1);
  });
});
