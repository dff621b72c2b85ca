import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildStatementsTestApp, type StatementsTestContext } from '../../test/helper';
import { chatCast, openAsAdopter, sendMessage } from './test-support';

let ctx: StatementsTestContext;
beforeAll(async () => {
  ctx = await buildStatementsTestApp();
});
afterAll(() => ctx.close());

const claims = (sent: string[]) => sent.filter((query) => query.includes('chat_mail_recipients'));

describe('the statements of a chat message', () => {
  it('claims the readers’ mail slots once, not again for every message while they are taken', async () => {
    const cast = await chatCast(ctx.app);
    const { id } = await openAsAdopter(ctx.app, cast);
    const send = (text: string) =>
      ctx.statementsOf(() => sendMessage(ctx.app, id, cast.adopter, text));

    const first = await send('Hola');
    expect(claims(first)).toHaveLength(1);

    const second = await send('¿Seguís ahí?');
    const third = await send('Gracias');
    expect(claims(second)).toEqual([]);
    expect(claims(third)).toEqual([]);
    expect(second.length).toBeLessThan(first.length);
    // Nor whether they are away: with their slots taken, they get no mail either way.
    expect(second.filter((query) => query.includes('chat_presence'))).toEqual([]);
  });

  it('checks that the sender reads the conversation in the statement that stores the message', async () => {
    const cast = await chatCast(ctx.app);
    const { id } = await openAsAdopter(ctx.app, cast);
    // The first message's mail to the shelter is prepared after its answer: out before counting.
    await ctx.statementsOf(() => sendMessage(ctx.app, id, cast.adopter, 'Hola'));

    const sent = await ctx.statementsOf(() => sendMessage(ctx.app, id, cast.adopter, 'Otra vez'));

    const reads = sent.filter((query) => /^\s*select\b/i.test(query) && !/pg_notify/.test(query));
    expect(reads).toEqual([]);
    // The message itself, and on PostgreSQL its live notice to the other processes.
    expect(sent).toHaveLength(ctx.database.driver === 'postgres' ? 2 : 1);
  });
});
