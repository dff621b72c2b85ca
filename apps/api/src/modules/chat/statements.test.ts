import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../test/helper';
import { chatCast, openAsAdopter, sendMessage } from './test-support';

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

/** The statements one message sent, once the mails it started are out. */
async function sentFor(send: () => Promise<unknown>) {
  statements = [];
  await send();
  await ctx.app.mailer.flush();
  return statements;
}

const claims = (sent: string[]) => sent.filter((query) => query.includes('chat_mail_recipients'));

describe('the statements of a chat message', () => {
  it('claims the readers’ mail slots once, not again for every message while they are taken', async () => {
    const cast = await chatCast(ctx.app);
    const { id } = await openAsAdopter(ctx.app, cast);

    const first = await sentFor(() => sendMessage(ctx.app, id, cast.adopter, 'Hola'));
    expect(claims(first)).toHaveLength(1);

    const second = await sentFor(() => sendMessage(ctx.app, id, cast.adopter, '¿Seguís ahí?'));
    const third = await sentFor(() => sendMessage(ctx.app, id, cast.adopter, 'Gracias'));
    expect(claims(second)).toEqual([]);
    expect(claims(third)).toEqual([]);
    expect(second.length).toBeLessThan(first.length);
  });
});
