import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_MESSAGE_MAX_LENGTH } from '@huella/shared/constants';
import { chatMessages } from '@huella/shared/messages';
import type { ChatMessage, ChatReadResult, Conversation } from '@huella/shared/schemas/chat';
import { users } from '../../db/schema';
import { RATE_LIMITS } from '../../lib/rate-limit-rules';
import { buildTestApp, type TestContext } from '../../test/helper';
import { chatCast, type ChatCast, openAsAdopter, type Person, sendMessage } from './test-support';

let ctx: TestContext;
beforeAll(async () => {
  // A fixed clock: no rate-limit window ends in the middle of a test.
  const now = Date.now();
  ctx = await buildTestApp({}, { now: () => now });
});
afterAll(() => ctx.close());

const write = (id: number, who: Person, payload: unknown) =>
  ctx.app.inject({
    method: 'POST',
    url: `/chat/api/conversations/${id}/messages/`,
    headers: who.headers,
    payload: payload as object,
  });
const messages = (id: number, who: Person, query = '') =>
  ctx.app.inject({
    method: 'GET',
    url: `/chat/api/conversations/${id}/messages/${query}`,
    headers: who.headers,
  });
const unread = async (who: Person) =>
  (await ctx.app.inject({ method: 'GET', url: '/chat/api/unread/', headers: who.headers })).json();
const markRead = (id: number, who: Person, payload: object = {}) =>
  ctx.app.inject({
    method: 'POST',
    url: `/chat/api/conversations/${id}/read/`,
    headers: who.headers,
    payload,
  });

async function conversationOf(cast: ChatCast) {
  return (await openAsAdopter(ctx.app, cast)).id;
}

describe('POST /chat/api/conversations/{id}/messages/', () => {
  it('stores the text exactly as written and answers it, by the sender’s side', async () => {
    const cast = await chatCast(ctx.app);
    const id = await conversationOf(cast);
    const body = '<script>alert("hola")</script> & <b>¿sigue disponible?</b>\n¡Gracias! 🐾';

    const response = await write(id, cast.adopter, { body });
    expect(response.statusCode).toBe(201);
    const message = response.json<ChatMessage>();
    expect(message).toEqual({
      id: expect.any(Number),
      conversation_id: id,
      sender: {
        id: cast.adopter.user.id,
        name: `${cast.adopter.user.first_name} ${cast.adopter.user.last_name}`,
      },
      side: 'adoptante',
      body,
      created_at: expect.any(String),
    });
    const reply = await sendMessage(ctx.app, id, cast.member, 'Sí, ¡ven a verla!');
    expect(reply.side).toBe('refugio');

    const listed = await messages(id, cast.admin);
    expect(listed.headers['content-type']).toContain('application/json');
    expect(listed.json()).toEqual([message, reply]);
    const conversation = (
      await ctx.app.inject({
        method: 'GET',
        url: `/chat/api/conversations/${id}/`,
        headers: cast.adopter.headers,
      })
    ).json<Conversation>();
    expect(conversation.last_message).toEqual(reply);
    expect(conversation.updated_at).toBe(reply.created_at);
  });

  it('accepts 2000 characters and refuses empty, blank and longer messages, storing nothing', async () => {
    const cast = await chatCast(ctx.app);
    const id = await conversationOf(cast);

    for (const body of ['', '   \n\t ', undefined]) {
      const response = await write(id, cast.adopter, body === undefined ? {} : { body });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        error: chatMessages.errors.empty,
        fields: { body: [chatMessages.errors.empty] },
      });
    }
    const tooLong = await write(id, cast.adopter, {
      body: 'a'.repeat(CHAT_MESSAGE_MAX_LENGTH + 1),
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toMatchObject({
      error: chatMessages.errors.tooLong,
      fields: { body: [chatMessages.errors.tooLong] },
    });
    expect((await messages(id, cast.adopter)).json()).toEqual([]);

    const longest = 'ñ'.repeat(CHAT_MESSAGE_MAX_LENGTH);
    const accepted = await write(id, cast.adopter, { body: longest });
    expect(accepted.statusCode).toBe(201);
    expect(accepted.json<ChatMessage>().body).toBe(longest);
  });

  it('slows down a sender who writes too fast, in Spanish, storing nothing more', async () => {
    const cast = await chatCast(ctx.app);
    const id = await conversationOf(cast);
    const { limit } = RATE_LIMITS.chatMessagePerUser;
    for (let sent = 0; sent < limit; sent += 1) {
      await sendMessage(ctx.app, id, cast.adopter, `Mensaje ${sent + 1}`);
    }

    const refused = await write(id, cast.adopter, { body: 'Uno más' });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json()).toEqual({
      error: chatMessages.errors.tooFast,
      message: chatMessages.errors.tooFast,
      code: 'too_many_requests',
    });
    const stored = (await messages(id, cast.adopter, '?limit=100')).json<ChatMessage[]>();
    expect(stored).toHaveLength(limit);
    expect(stored.at(-1)!.body).toBe(`Mensaje ${limit}`);
    // Another person in the same conversation still writes.
    expect((await write(id, cast.member, { body: 'Tranquilo, aquí estamos' })).statusCode).toBe(
      201,
    );
  });
  it('keeps the messages of a member whose account is deleted, on the shelter’s side', async () => {
    const cast = await chatCast(ctx.app);
    const id = await conversationOf(cast);
    const sent = await sendMessage(ctx.app, id, cast.member, 'Te esperamos el sábado');
    await ctx.app.db.delete(users).where(eq(users.id, cast.member.user.id));

    expect((await messages(id, cast.adopter)).json()).toEqual([
      { ...sent, sender: { id: null, name: chatMessages.deletedUser } },
    ]);
  });
});

describe('GET /chat/api/conversations/{id}/messages/', () => {
  it('scrolls back with before and catches up with after, always oldest first', async () => {
    const cast = await chatCast(ctx.app);
    const id = await conversationOf(cast);
    const sent: ChatMessage[] = [];
    for (let index = 1; index <= 7; index += 1) {
      const who = index % 2 ? cast.adopter : cast.admin;
      sent.push(await sendMessage(ctx.app, id, who, `Mensaje ${index}`));
    }
    const ids = (response: { json(): unknown }) =>
      (response.json() as ChatMessage[]).map((message) => message.body);

    expect(ids(await messages(id, cast.adopter, '?limit=3'))).toEqual([
      'Mensaje 5',
      'Mensaje 6',
      'Mensaje 7',
    ]);
    expect(ids(await messages(id, cast.adopter, `?limit=3&before=${sent[4]!.id}`))).toEqual([
      'Mensaje 2',
      'Mensaje 3',
      'Mensaje 4',
    ]);
    expect(ids(await messages(id, cast.adopter, `?limit=3&before=${sent[1]!.id}`))).toEqual([
      'Mensaje 1',
    ]);
    expect(ids(await messages(id, cast.member, `?after=${sent[4]!.id}`))).toEqual([
      'Mensaje 6',
      'Mensaje 7',
    ]);
    expect(ids(await messages(id, cast.member, `?after=${sent[0]!.id}&limit=2`))).toEqual([
      'Mensaje 2',
      'Mensaje 3',
    ]);
    expect((await messages(id, cast.member, '?limit=0')).statusCode).toBe(400);
  });
});

describe('unread messages and reads', () => {
  it('counts the other side’s messages until each reader reads them, each member for themselves', async () => {
    const cast = await chatCast(ctx.app);
    const id = await conversationOf(cast);
    const other = await chatCast(ctx.app);
    const otherId = await conversationOf(other);

    await sendMessage(ctx.app, id, cast.adopter, 'Hola');
    const second = await sendMessage(ctx.app, id, cast.adopter, '¿Está vacunada?');
    // The adopter's own messages are read for them.
    expect(await unread(cast.adopter)).toEqual({ total: 0, conversations: 0 });
    expect(await unread(cast.admin)).toEqual({ total: 2, conversations: 1 });
    expect(await unread(cast.member)).toEqual({ total: 2, conversations: 1 });

    const read = await markRead(id, cast.admin);
    expect(read.statusCode).toBe(200);
    expect(read.json<ChatReadResult>()).toEqual({
      conversation_id: id,
      last_read_message_id: second.id,
      unread: { total: 0, conversations: 0 },
    });
    // The member has not read them yet.
    expect(await unread(cast.member)).toEqual({ total: 2, conversations: 1 });

    // The shelter answers: unread for the adopter, in this conversation only.
    const answer = await sendMessage(ctx.app, id, cast.member, 'Sí, tiene todas las vacunas');
    await sendMessage(ctx.app, otherId, other.admin, 'Otra conversación');
    expect(await unread(cast.adopter)).toEqual({ total: 1, conversations: 1 });
    const listed = (
      await ctx.app.inject({
        method: 'GET',
        url: '/chat/api/conversations/',
        headers: cast.adopter.headers,
      })
    ).json<Conversation[]>();
    expect(listed.find((item) => item.id === id)!.unread).toBe(1);
    // A member's own message marks the conversation read for them.
    expect(await unread(cast.member)).toEqual({ total: 0, conversations: 0 });

    // Read up to a given message; reading never goes back.
    const upTo = await markRead(id, cast.adopter, { message: answer.id });
    expect(upTo.json<ChatReadResult>().last_read_message_id).toBe(answer.id);
    const back = await markRead(id, cast.adopter, { message: second.id });
    expect(back.json<ChatReadResult>().last_read_message_id).toBe(answer.id);
    expect(await unread(cast.adopter)).toEqual({ total: 0, conversations: 0 });
  });

  it('accepts a read with no body', async () => {
    const cast = await chatCast(ctx.app);
    const id = await conversationOf(cast);
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/chat/api/conversations/${id}/read/`,
      headers: cast.adopter.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<ChatReadResult>().last_read_message_id).toBe(0);
  });
});
