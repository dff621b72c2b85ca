import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildStatementsTestApp, type StatementsTestContext } from '../../test/helper';
import { apply, person, shelterWithPet } from './test-support';

let ctx: StatementsTestContext;
beforeAll(async () => {
  ctx = await buildStatementsTestApp();
});
afterAll(() => ctx.close());

describe('the statements of an application', () => {
  it('saves and answers it in one statement, without a transaction, and queues the shelter’s mail', async () => {
    const { pet } = await shelterWithPet(ctx.app, { shelterEmail: 'refugio@example.org' });
    const adopter = await person(ctx.app);

    let status = 0;
    const statements = await ctx.statementsOf(async () => {
      status = (await apply(ctx.app, adopter, pet.id)).statusCode;
    });

    expect(status).toBe(201);
    const writes = statements.filter((query) => /\binsert into\b/i.test(query));
    expect(writes).toHaveLength(2);
    expect(writes[0]).toMatch(/\binsert into "adoption_requests"/i);
    // The shelter's mail, queued (lib/mail-queue.ts) before the answer leaves.
    expect(writes[1]).toMatch(/^insert into "mail_jobs"/i);
    expect(statements.some((query) => /^\s*begin\b/i.test(query))).toBe(false);
    // On PostgreSQL the live notice to the other processes follows.
    expect(statements).toHaveLength(ctx.database.driver === 'postgres' ? 3 : 2);
  });
});
