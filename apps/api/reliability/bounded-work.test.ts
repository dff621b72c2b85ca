/**
 * Bounded work per request: a client cannot hold the server with slow bytes or
 * make it queue work without end. Headers or a body trickled a byte at a time
 * (slowloris) are cut by the timeouts, while a slow but real upload and the
 * chat's long event stream are not; a form with too many parts or fields, an
 * over-long field or a field the form does not have is refused with a Spanish
 * 4xx before the rest is read; concurrent big uploads and concurrent password
 * changes never queue more than their bound, the excess is refused at once
 * (503 with Retry-After, or 429 for one account's excess) and everything else
 * is answered, a sign-in included.
 */
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatCast, openAsAdopter, sendMessage } from '../src/modules/chat/test-support';
import { commonMessages } from '@huella/shared/messages';
import type { Pet } from '@huella/shared/schemas/pets';
import { bearer, createPet, createShelter, createUser, loginAs } from '../src/test/factories';
import { buildTestApp, type TestContext } from '../src/test/helper';
import { makePng } from '../src/test/images';
import { multipart } from '../src/test/multipart';
import { openEventStream } from './support/api-processes';

/** What came back on a raw connection, and after how long the server closed it. */
interface RawExchange {
  received: string;
  closedAfterMs: number | undefined;
}

/**
 * Opens a connection, writes `head` at once, then one byte of `trickle` every
 * `everyMs`, and reports what the server answered and when it closed the
 * connection (undefined: still open after `giveUpMs`).
 */
async function trickle(
  port: number,
  head: string,
  trickleBytes: string,
  everyMs: number,
  giveUpMs: number,
): Promise<RawExchange> {
  const socket = net.connect(port, '127.0.0.1');
  const started = Date.now();
  let received = '';
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => (received += chunk));
  socket.on('error', () => {});
  const closed = new Promise<number>((resolve) =>
    socket.once('close', () => resolve(Date.now() - started)),
  );
  socket.write(head);
  let sent = 0;
  const timer = setInterval(() => {
    if (sent < trickleBytes.length && socket.writable) socket.write(trickleBytes[sent++]!);
  }, everyMs);
  const closedAfterMs = await Promise.race([
    closed,
    new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), giveUpMs)),
  ]);
  clearInterval(timer);
  socket.destroy();
  return { received, closedAfterMs };
}

describe('timeouts: slow clients are cut, slow uploads and long answers are not', () => {
  const timeouts = {
    HEADERS_TIMEOUT_MS: '1000',
    REQUEST_TIMEOUT_MS: '3000',
    IDLE_TIMEOUT_MS: '1500',
    KEEPALIVE_TIMEOUT_MS: '1000',
  };
  let ctx: TestContext;
  let port: number;

  beforeAll(async () => {
    ctx = await buildTestApp(timeouts);
    await ctx.app.listen({ host: '127.0.0.1', port: 0 });
    port = (ctx.app.server.address() as net.AddressInfo).port;
  });
  afterAll(() => ctx.close());

  it('cuts headers sent a byte at a time once HEADERS_TIMEOUT_MS has passed', async () => {
    const exchange = await trickle(
      port,
      'GET /healthz HTTP/1.1\r\nHost: huella\r\n',
      'X-Slow: ' + 'a'.repeat(100),
      200,
      8000,
    );
    expect(exchange.closedAfterMs).toBeDefined();
    // The headers timeout, plus at most one of Node's one-second checks.
    expect(exchange.closedAfterMs).toBeLessThan(1000 + 1000 + 500);
    expect(exchange.received).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('cuts a body trickled at one byte a second once REQUEST_TIMEOUT_MS has passed', async () => {
    const body = JSON.stringify({ email: 'lenta@example.com', password: 'Contrasena1' });
    const exchange = await trickle(
      port,
      'POST /users/api/login/ HTTP/1.1\r\nHost: huella\r\nContent-Type: application/json\r\n' +
        `Content-Length: ${body.length}\r\n\r\n`,
      body,
      1000,
      10_000,
    );
    expect(exchange.closedAfterMs).toBeDefined();
    expect(exchange.closedAfterMs).toBeGreaterThanOrEqual(3000);
    expect(exchange.closedAfterMs).toBeLessThan(3000 + 1000 + 500);
    expect(exchange.received).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('closes a connection that sends nothing at all', async () => {
    const exchange = await trickle(port, '', '', 1000, 8000);
    expect(exchange.closedAfterMs).toBeDefined();
    expect(exchange.closedAfterMs).toBeLessThan(1500 + 1000 + 500);
  });

  it('lets a slow but steady upload finish within REQUEST_TIMEOUT_MS', async () => {
    const user = await createUser(ctx.app);
    const token = bearer(await loginAs(ctx.app, user)).authorization;
    const form = multipart(
      {},
      { filename: 'yo.png', type: 'image/png', content: await makePng(400, 300) },
    );
    // The whole form over about two seconds, in twenty pieces.
    const pieces = 20;
    const size = Math.ceil(form.payload.length / pieces);
    const head =
      'PUT /users/api/users/me/avatar/ HTTP/1.1\r\nHost: huella\r\nConnection: close\r\n' +
      `Authorization: ${token}\r\nContent-Type: ${form.headers['content-type']}\r\n` +
      `Content-Length: ${form.payload.length}\r\n\r\n`;
    const socket = net.connect(port, '127.0.0.1');
    socket.on('error', () => {});
    let received = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (received += chunk));
    const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
    socket.write(head);
    for (let start = 0; start < form.payload.length; start += size) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      socket.write(form.payload.subarray(start, start + size));
    }
    await closed;
    expect(received).toMatch(/^HTTP\/1\.1 200 /);
    expect(received).toContain('"avatar":"media/avatars/');
  });

  it('keeps the chat event stream open past every timeout, and delivers on it', async () => {
    const cast = await chatCast(ctx.app);
    const conversation = await openAsAdopter(ctx.app, cast);
    const stream = await openEventStream(
      `http://127.0.0.1:${port}/chat/api/stream/`,
      cast.admin.headers,
    );
    try {
      // Longer than the request, connection and keep-alive timeouts together.
      await new Promise((resolve) => setTimeout(resolve, 4500));
      const sent = await sendMessage(ctx.app, conversation.id, cast.adopter, 'Sigo aquí');
      const frame = await stream.frame(
        (candidate) => candidate.event === 'message' && candidate.id === String(sent.id),
        'the message sent after the timeouts',
        5000,
      );
      expect(frame.data).toContain('Sigo aquí');
    } finally {
      stream.close();
    }
  });
});

/**
 * Sends the headers of a request whose body is `body`, but only the first
 * `sentBytes` of the body, and waits for an answer without sending the rest:
 * a server that reads everything before judging never answers.
 */
async function answerToPartialBody(
  port: number,
  head: string,
  body: Buffer,
  sentBytes: number,
): Promise<{ status: number; json: unknown } | undefined> {
  const socket = net.connect(port, '127.0.0.1');
  socket.on('error', () => {});
  let received = '';
  socket.setEncoding('utf8');
  const answered = new Promise<void>((resolve) =>
    socket.on('data', (chunk: string) => {
      received += chunk;
      const split = received.indexOf('\r\n\r\n');
      const length = /content-length: (\d+)/i.exec(received)?.[1];
      if (split >= 0 && length && received.length - split - 4 >= Number(length)) resolve();
    }),
  );
  socket.write(head + `Content-Length: ${body.length}\r\n\r\n`);
  socket.write(body.subarray(0, sentBytes));
  const done = await Promise.race([
    answered.then(() => true),
    new Promise<false>((resolve) => setTimeout(() => resolve(false), 5000)),
  ]);
  socket.destroy();
  if (!done) return undefined;
  const [statusLine = ''] = received.split('\r\n');
  return {
    status: Number(statusLine.split(' ')[1]),
    json: JSON.parse(received.slice(received.indexOf('\r\n\r\n') + 4)),
  };
}

describe('multipart forms: bounded, and judged part by part', () => {
  let ctx: TestContext;
  let port: number;
  let member: Record<string, string>;
  let petId: number;

  beforeAll(async () => {
    ctx = await buildTestApp();
    await ctx.app.listen({ host: '127.0.0.1', port: 0 });
    port = (ctx.app.server.address() as net.AddressInfo).port;
    const user = await createUser(ctx.app);
    const shelter = await createShelter(ctx.app, { members: [[user.id, 'miembro']] });
    petId = (await createPet(ctx.app, { shelterId: shelter.id, name: 'Canela' })).id;
    member = bearer(await loginAs(ctx.app, user));
  });
  afterAll(() => ctx.close());

  const petName = async () =>
    (
      await ctx.app.inject({ method: 'GET', url: `/pets/api/pets/${petId}/`, headers: member })
    ).json<Pet>().name;

  const patchHead = () =>
    `PATCH /pets/api/pets/${petId}/ HTTP/1.1\r\nHost: huella\r\n` +
    `Authorization: ${member.authorization}\r\n` +
    'Content-Type: multipart/form-data; boundary=----huella-test-boundary\r\n';

  it('refuses a form with too many parts (413, Spanish) and changes nothing', async () => {
    // Every part a field the form has, repeated: only the count is wrong.
    const parts = Array.from(
      { length: 200 },
      (_, index) =>
        `------huella-test-boundary\r\nContent-Disposition: form-data; name="name"\r\n\r\n` +
        `Nombre ${index}\r\n`,
    );
    const payload = Buffer.from(parts.join('') + '------huella-test-boundary--\r\n');
    const response = await ctx.app.inject({
      method: 'PATCH',
      url: `/pets/api/pets/${petId}/`,
      headers: {
        ...member,
        'content-type': 'multipart/form-data; boundary=----huella-test-boundary',
      },
      payload,
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      error: commonMessages.errors.tooManyFormFields,
      code: 'too_many_fields',
    });
    expect(await petName()).toBe('Canela');
  });

  it('refuses a text field the form does not have before the rest of the body arrives', async () => {
    // 16 MB of fields nobody asked for; only the first 64 KB are ever sent.
    const field = 'x'.repeat(16 * 1024);
    const body = multipart(
      Object.fromEntries(Array.from({ length: 1000 }, (_, index) => [`relleno${index}`, field])),
    ).payload;
    const answer = await answerToPartialBody(port, patchHead(), body, 64 * 1024);
    expect(answer).toEqual({
      status: 400,
      json: {
        error: commonMessages.errors.unknownField,
        code: 'unknown_field',
        fields: { relleno0: [commonMessages.errors.unknownField] },
      },
    });
    expect(await petName()).toBe('Canela');
  });

  it('refuses a file under a name the form does not have before reading it', async () => {
    const body = multipart(
      { name: 'Con adjunto' },
      {
        name: 'adjunto',
        filename: 'adjunto.png',
        type: 'image/png',
        content: Buffer.alloc(4 * 1024 * 1024, 1),
      },
    ).payload;
    const answer = await answerToPartialBody(port, patchHead(), body, 32 * 1024);
    expect(answer).toEqual({
      status: 400,
      json: {
        error: commonMessages.errors.unknownField,
        code: 'unknown_field',
        fields: { adjunto: [commonMessages.errors.unknownField] },
      },
    });
    expect(await petName()).toBe('Canela');
  });
});
