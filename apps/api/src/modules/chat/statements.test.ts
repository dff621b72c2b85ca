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
  });
});
