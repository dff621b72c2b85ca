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
  it('saves it in one statement, without a transaction, and answers it with one more', async () => {
    const { pet } = await shelterWithPet(ctx.app, { shelterEmail: 'refugio@example.org' });
    const adopter = await person(ctx.app);

    statements = [];
    const response = await apply(ctx.app, adopter, pet.id);
    await ctx.app.mailer.flush();

    expect(response.statusCode).toBe(201);
    const writes = statements.filter((query) => /\binsert into\b/i.test(query));
    expect(writes).toHaveLength(1);
    expect(statements.some((query) => /^\s*begin\b/i.test(query))).toBe(false);
    // The application, then the animal's photos; on PostgreSQL the live notice too.
    expect(statements.length).toBeLessThanOrEqual(ctx.database.driver === 'postgres' ? 3 : 2);
  });
});
